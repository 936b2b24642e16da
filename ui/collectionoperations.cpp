#include "ui/collectionoperations.h"

#include "corpus/truthcsv.h"
#include "pipeline/collectioncatalog.h"
#include "pipeline/runoverview.h"
#include "pipeline/runservice.h"
#include "store/workspace.h"
#include "ui/collectionbrowser.h"
#include "ui/documentdialog.h"
#include "ui/importdialog.h"
#include "ui/importreportview.h"
#include "ui/jobrunner.h"
#include "ui/runpanel.h"

#if __has_include("pipeline/samplecollection.h")
#include "pipeline/samplecollection.h"
#define NEARDUP_HAS_SAMPLE 1
#endif

#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>

namespace nd::ui {

CollectionOperations::CollectionOperations(JobRunner *runner, const Views &views, QWidget *window)
    : QObject(window)
    , m_runner(runner)
    , m_views(views)
    , m_window(window)
{ }

CollectionOperations::~CollectionOperations()
{
    m_collectionLoad.waitForFinished(); // it reads the workspace
}

void CollectionOperations::setWorkspace(const store::Workspace *workspace)
{
    m_collectionLoad.waitForFinished(); // it reads the workspace about to close
    ++m_collectionRequest;
    m_workspace = workspace;
}

void CollectionOperations::refreshCollections()
{
    if (!m_workspace) {
        m_views.browser->setCollections({});
        return;
    }
    try {
        m_views.browser->setCollections(pipeline::listCollections(*m_workspace));
    } catch (const store::WorkspaceError &e) {
        Q_EMIT failed(tr("Cannot read the collections"), e.message());
    }
    Q_EMIT stateChanged();
}

void CollectionOperations::loadCollection(qint64 collectionId)
{
    const std::optional<store::CollectionInfo> info = m_views.browser->currentCollectionInfo();
    m_views.runPanel->setCollection(collectionId, info ? info->documentCount : 0);
    Q_EMIT stateChanged();
    const quint64 request = ++m_collectionRequest;
    m_views.browser->setDocuments({});
    m_views.browser->setRuns({});
    if (!m_workspace || collectionId <= 0)
        return;
    // Tens of thousands of documents take a while to read: off the GUI thread,
    // shown when read unless another collection was chosen meanwhile.
    const store::Workspace *workspace = m_workspace;
    m_collectionLoad = m_runner->fetch(
        this, [workspace, collectionId] { return pipeline::readCollectionContents(*workspace, collectionId); },
        [this, request, collectionId](const std::optional<pipeline::CollectionContents> &contents,
                                      const QString &error) {
            if (request != m_collectionRequest || collectionId != m_views.browser->currentCollection())
                return;
            if (!contents) {
                Q_EMIT failed(tr("Cannot read the collection"), error);
                return;
            }
            m_views.browser->setDocuments(contents->documents);
            m_views.browser->setRuns(contents->runs);
            // Show the newest finished run, so choosing a collection shows results.
            if (contents->newestFinishedRun > 0)
                m_views.browser->selectRun(contents->newestFinishedRun);
        });
}

void CollectionOperations::refreshRuns(qint64 collectionId)
{
    if (!m_workspace || collectionId != m_views.browser->currentCollection())
        return;
    try {
        m_views.browser->setRuns(pipeline::listRuns(*m_workspace, collectionId));
    } catch (const store::WorkspaceError &e) {
        Q_EMIT failed(tr("Cannot read the runs"), e.message());
    }
}

void CollectionOperations::showDocument(qint64 documentId)
{
    if (!m_workspace)
        return;
    try {
        const std::optional<store::DocumentRecord> document = pipeline::readDocument(*m_workspace, documentId);
        if (!document) {
            Q_EMIT failed(tr("Cannot show the document"), tr("The document no longer exists."));
            return;
        }
        auto *dialog = new DocumentDialog(*document, m_window);
        dialog->show();
    } catch (const store::WorkspaceError &e) {
        Q_EMIT failed(tr("Cannot show the document"), e.message());
    }
}

void CollectionOperations::showImportDialog(const QStringList &paths)
{
    if (!m_workspace)
        return;
    Q_EMIT collectionsWanted(); // where the new collection will be listed
    auto *dialog = new ImportDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->addPaths(paths);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { startImport(dialog->paths(), dialog->options()); });
    dialog->open();
}

void CollectionOperations::chooseFiles()
{
    const QStringList files =
        QFileDialog::getOpenFileNames(m_window, tr("Import Files"), QString(),
                                      tr("Documents (*.txt *.text *.md *.html *.htm *.xhtml);;All files (*)"));
    if (!files.isEmpty())
        showImportDialog(files);
}

void CollectionOperations::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Import Folder"));
    if (!folder.isEmpty())
        showImportDialog({folder});
}

void CollectionOperations::chooseArchives()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        m_window, tr("Import Archive"), QString(),
        tr("Archives (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;All files (*)"));
    if (!files.isEmpty())
        showImportDialog(files);
}

void CollectionOperations::startImport(const QStringList &paths, const corpus::ImportOptions &options)
{
    if (!m_workspace || paths.isEmpty())
        return;
    const QString name =
        options.collectionName.isEmpty() ? QFileInfo(paths.first()).fileName() : options.collectionName;
    const store::Workspace *workspace = m_workspace;
    m_runner->run(
        tr("Import “%1”").arg(name),
        [workspace, paths, options](JobControl &control) {
            return corpus::importPaths(*workspace, paths, options, control);
        },
        [this, name](const corpus::ImportReport &report) {
            m_views.importReport->showReport(name, report);
            if (report.cancelled || report.collectionId == 0) {
                Q_EMIT status(tr("Import of “%1” cancelled.").arg(name), 6000);
                return;
            }
            refreshCollections();
            m_views.browser->selectCollection(report.collectionId);
            if (!report.issues.isEmpty())
                Q_EMIT collectionsWanted(); // where the report lists them
            Q_EMIT status(tr("Imported %n document(s) into “%1”.", nullptr, int(report.imported)).arg(name), 8000);
            Q_EMIT importFinished(report.collectionId);
        },
        [this, name](const JobFailure &failure) {
            if (failure.cancelled)
                Q_EMIT status(tr("Import of “%1” cancelled; nothing was kept.").arg(name), 6000);
            else
                Q_EMIT failed(tr("The import of “%1” failed").arg(name), failure.message);
        });
}

void CollectionOperations::startRun(bool allowAllPairs)
{
    const qint64 collectionId = m_views.browser->currentCollection();
    if (!m_workspace || collectionId <= 0 || m_activeRuns > 0 || !m_views.runPanel->currentDetector())
        return;
    pipeline::RunRequest request;
    request.collectionId = collectionId;
    request.method = m_views.runPanel->method();
    request.params = m_views.runPanel->params();
    request.preprocessing = m_views.runPanel->preprocessing();
    request.pairLimit = allowAllPairs ? 0 : -1;
    const QString title = m_views.runPanel->currentDetector()->title();
    const store::Workspace *workspace = m_workspace;

    ++m_activeRuns;
    Q_EMIT stateChanged();
    m_runner->run(
        tr("Run %1").arg(title),
        [workspace, request](JobControl &control) { return pipeline::executeRun(*workspace, request, control); },
        [this, collectionId, title](const pipeline::RunOutcome &outcome) {
            --m_activeRuns;
            Q_EMIT stateChanged();
            refreshRuns(collectionId);
            if (collectionId == m_views.browser->currentCollection())
                m_views.browser->selectRun(outcome.runId);
            Q_EMIT status(tr("%1 finished: %2 pairs scored.").arg(title, QLocale().toString(outcome.pairCount)), 8000);
            Q_EMIT runFinished(outcome.runId);
        },
        [this, collectionId, title](const JobFailure &failure) {
            --m_activeRuns;
            Q_EMIT stateChanged();
            refreshRuns(collectionId); // the run row records the failure
            if (failure.cancelled)
                Q_EMIT status(tr("%1 cancelled.").arg(title), 6000);
            else if (failure.tooManyPairs)
                startRunIfConfirmed(*failure.tooManyPairs);
            else
                Q_EMIT failed(tr("%1 failed").arg(title), failure.message);
        });
}

void CollectionOperations::startRunIfConfirmed(const TooManyPairs &refusal)
{
    if (m_views.runPanel->confirmPairCount(refusal.pairs(), refusal.limit(), refusal.estimatedSeconds(),
                                           refusal.atLeast()))
        startRun(true);
}

void CollectionOperations::loadSampleCollection()
{
#ifdef NEARDUP_HAS_SAMPLE
    if (!m_workspace)
        return;
    if (m_sampleJob)
        return; // already under way (the first start and the welcome page both ask)
    const store::Workspace *workspace = m_workspace;
    m_sampleJob = m_runner->run(
        tr("Prepare sample collection"),
        [workspace](JobControl &control) { return pipeline::ensureSampleCollection(*workspace, control); },
        [this](qint64 runId) {
            refreshCollections();
            if (runId <= 0)
                return;
            try {
                if (const qint64 collectionId = pipeline::collectionOfRun(*m_workspace, runId); collectionId > 0) {
                    m_views.browser->selectCollection(collectionId);
                    m_views.browser->selectRun(runId);
                }
            } catch (const store::WorkspaceError &e) {
                Q_EMIT failed(tr("Cannot read the sample run"), e.message());
            }
        });
#endif
}

void CollectionOperations::importTruth()
{
    const std::optional<store::CollectionInfo> info = m_views.browser->currentCollectionInfo();
    if (!m_workspace || !info)
        return;
    const QString csv = QFileDialog::getOpenFileName(m_window, tr("Import Ground Truth"), QString(),
                                                     tr("CSV files (*.csv *.tsv *.txt);;All files (*)"));
    if (csv.isEmpty())
        return;
    if (info->truthKind.size() > 0) {
        const auto answer =
            QMessageBox::question(m_window, tr("Replace ground truth?"),
                                  tr("“%1” already has ground truth (%2). Replace it with the contents of the file?")
                                      .arg(info->name, info->truthKind));
        if (answer != QMessageBox::Yes)
            return;
    }
    const store::Workspace *workspace = m_workspace;
    const qint64 collectionId = info->id;
    m_runner->run(
        tr("Import ground truth"),
        [workspace, collectionId, csv](JobControl &) { return corpus::importTruthCsv(*workspace, collectionId, csv); },
        [this, csv](const corpus::TruthImportResult &result) {
            refreshCollections();
            const QLocale locale;
            QString text = tr("%1 rows of %2 ground truth applied from %3.")
                               .arg(locale.toString(result.rows), result.kind, QFileInfo(csv).fileName());
            if (result.unmatched > 0)
                text += QLatin1Char(' ')
                    + tr("%1 rows name documents the collection does not have.").arg(locale.toString(result.unmatched));
            auto *box = new QMessageBox(result.unmatched > 0 ? QMessageBox::Warning : QMessageBox::Information,
                                        tr("Ground truth imported"), text, QMessageBox::Ok, m_window);
            if (!result.problems.isEmpty())
                box->setDetailedText(result.problems.join(QLatin1Char('\n')));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        });
}

void CollectionOperations::deleteCollection()
{
    const std::optional<store::CollectionInfo> info = m_views.browser->currentCollectionInfo();
    if (!m_workspace || !info)
        return;
    const auto answer =
        QMessageBox::question(m_window, tr("Delete collection?"),
                              tr("Delete “%1” with its %2 documents, ground truth and runs? This cannot be undone.")
                                  .arg(info->name, QLocale().toString(info->documentCount)),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    const store::Workspace *workspace = m_workspace;
    const qint64 id = info->id;
    const QString name = info->name;
    m_runner->run(
        tr("Delete “%1”").arg(name),
        [workspace, id](JobControl &) {
            pipeline::deleteCollection(*workspace, id);
            return true;
        },
        [this, name](bool) {
            refreshCollections();
            Q_EMIT status(tr("Deleted “%1”.").arg(name), 6000);
        });
}

} // namespace nd::ui
