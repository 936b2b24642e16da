// MainWindow: the operations behind the menus (workspace, import, runs, export).
#include "ui/mainwindow.h"

#include "corpus/truthcsv.h"
#include "learn/modellibrary.h"
#include "pipeline/collectioncatalog.h"
#include "pipeline/runoverview.h"
#include "pipeline/runservice.h"
#include "store/workspace.h"
#include "ui/collectionbrowser.h"
#include "ui/documentdialog.h"
#include "ui/importdialog.h"
#include "ui/importreportview.h"
#include "ui/jobrunner.h"
#include "ui/results/resultspanel.h"
#include "ui/runpanel.h"

#if __has_include("pipeline/samplecollection.h")
#include "pipeline/samplecollection.h"
#define NEARDUP_HAS_SAMPLE 1
#endif

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>

namespace nd::ui {

namespace {

QString workspaceFilter()
{
    return MainWindow::tr("NearDup workspaces (*.ndw);;All files (*)");
}

} // namespace

bool MainWindow::openWorkspace(const QString &path, QString *error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_workspace && QFileInfo(m_workspace->path()).absoluteFilePath() == absolute)
        return true;
    QDir().mkpath(QFileInfo(absolute).absolutePath());

    std::unique_ptr<store::Workspace> opened;
    try {
        opened = std::make_unique<store::Workspace>(absolute);
    } catch (const store::WorkspaceError &e) {
        *error = e.message();
        return false;
    } catch (const std::exception &e) {
        *error = QString::fromUtf8(e.what());
        return false;
    }

    m_runner->cancelAllAndWait();
    m_collectionLoad.waitForFinished(); // it reads the workspace about to close
    ++m_collectionRequest;
    m_results->setWorkspace(nullptr);
    learn::ModelLibrary::instance().attach(nullptr);
    m_workspace = std::move(opened);
    learn::ModelLibrary::instance().attach(m_workspace.get()); // the `learned` method's models
    m_results->setWorkspace(m_workspace.get());
    rememberRecent(absolute);
    updateTitle();
    refreshCollections();
    statusBar()->showMessage(tr("Opened %1.").arg(QDir::toNativeSeparators(absolute)), 5000);
    Q_EMIT workspaceChanged();
    return true;
}

bool MainWindow::confirmStopJobs()
{
    if (!m_runner->isBusy())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Jobs are running"),
        tr("%n job(s) are still running. Cancel them and continue?", nullptr, int(m_runner->jobs().size())),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return false;
    m_runner->cancelAllAndWait();
    return true;
}

void MainWindow::newWorkspace()
{
    QString path = QFileDialog::getSaveFileName(this, tr("New Workspace"), QString(), workspaceFilter(), nullptr,
                                                QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty() || !confirmStopJobs())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".ndw");
    // Never replace an existing file: opening it keeps whatever it holds.
    const bool existed = QFileInfo(path).exists() && QFileInfo(path).size() > 0;
    QString error;
    if (!openWorkspace(path, &error))
        showError(tr("Cannot create workspace"), error);
    else if (existed)
        statusBar()->showMessage(tr("%1 already existed and was opened, not replaced.").arg(path), 8000);
}

void MainWindow::chooseWorkspace()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Workspace"), QString(), workspaceFilter());
    if (path.isEmpty() || !confirmStopJobs())
        return;
    QString error;
    if (!openWorkspace(path, &error))
        showError(tr("Cannot open workspace"), error);
}

void MainWindow::saveWorkspaceCopy()
{
    if (!m_workspace)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save a Copy of the Workspace"), QString(),
                                                      workspaceFilter(), nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    try {
        m_workspace->saveCopy(path);
        statusBar()->showMessage(tr("Saved a copy of the workspace to %1.").arg(QDir::toNativeSeparators(path)), 8000);
    } catch (const store::WorkspaceError &e) {
        showError(tr("Cannot save a copy"), e.message());
    }
}

void MainWindow::refreshCollections()
{
    if (!m_workspace) {
        m_browser->setCollections({});
        return;
    }
    try {
        m_browser->setCollections(pipeline::listCollections(*m_workspace));
    } catch (const store::WorkspaceError &e) {
        showError(tr("Cannot read the collections"), e.message());
    }
    updateActions();
}

void MainWindow::loadCollection(qint64 collectionId)
{
    const std::optional<store::CollectionInfo> info = m_browser->currentCollectionInfo();
    m_runPanel->setCollection(collectionId, info ? info->documentCount : 0);
    updateActions();
    const quint64 request = ++m_collectionRequest;
    m_browser->setDocuments({});
    m_browser->setRuns({});
    if (!m_workspace || collectionId <= 0)
        return;
    // Tens of thousands of documents take a while to read: off the GUI thread,
    // shown when read unless another collection was chosen meanwhile.
    const store::Workspace *workspace = m_workspace.get();
    m_collectionLoad = m_runner->fetch(
        this, [workspace, collectionId] { return pipeline::readCollectionContents(*workspace, collectionId); },
        [this, request, collectionId](const std::optional<pipeline::CollectionContents> &contents,
                                      const QString &error) {
            if (request != m_collectionRequest || collectionId != m_browser->currentCollection())
                return;
            if (!contents) {
                showError(tr("Cannot read the collection"), error);
                return;
            }
            m_browser->setDocuments(contents->documents);
            m_browser->setRuns(contents->runs);
            // Show the newest finished run, so choosing a collection shows results.
            if (contents->newestFinishedRun > 0)
                m_browser->selectRun(contents->newestFinishedRun);
        });
}

void MainWindow::refreshRuns(qint64 collectionId)
{
    if (!m_workspace || collectionId != m_browser->currentCollection())
        return;
    try {
        m_browser->setRuns(pipeline::listRuns(*m_workspace, collectionId));
    } catch (const store::WorkspaceError &e) {
        showError(tr("Cannot read the runs"), e.message());
    }
}

void MainWindow::showDocument(qint64 documentId)
{
    if (!m_workspace)
        return;
    try {
        const std::optional<store::DocumentRecord> document = pipeline::readDocument(*m_workspace, documentId);
        if (!document) {
            showError(tr("Cannot show the document"), tr("The document no longer exists."));
            return;
        }
        auto *dialog = new DocumentDialog(*document, this);
        dialog->show();
    } catch (const store::WorkspaceError &e) {
        showError(tr("Cannot show the document"), e.message());
    }
}

void MainWindow::showImportDialog(const QStringList &paths)
{
    if (!m_workspace)
        return;
    showMode(Mode::Collections); // where the new collection will be listed
    auto *dialog = new ImportDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->addPaths(paths);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { startImport(dialog->paths(), dialog->options()); });
    dialog->open();
}

void MainWindow::importFilesChosen()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Import Files"), QString(), tr("Documents (*.txt *.text *.md *.html *.htm *.xhtml);;All files (*)"));
    if (!files.isEmpty())
        showImportDialog(files);
}

void MainWindow::importFolderChosen()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Import Folder"));
    if (!folder.isEmpty())
        showImportDialog({folder});
}

void MainWindow::importArchivesChosen()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Import Archive"), QString(),
        tr("Archives (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;All files (*)"));
    if (!files.isEmpty())
        showImportDialog(files);
}

void MainWindow::startImport(const QStringList &paths, const corpus::ImportOptions &options)
{
    if (!m_workspace || paths.isEmpty())
        return;
    const QString name =
        options.collectionName.isEmpty() ? QFileInfo(paths.first()).fileName() : options.collectionName;
    const store::Workspace *workspace = m_workspace.get();
    m_runner->run(
        tr("Import “%1”").arg(name),
        [workspace, paths, options](JobControl &control) {
            return corpus::importPaths(*workspace, paths, options, control);
        },
        [this, name](const corpus::ImportReport &report) {
            m_importReport->showReport(name, report);
            if (report.cancelled || report.collectionId == 0) {
                statusBar()->showMessage(tr("Import of “%1” cancelled.").arg(name), 6000);
                return;
            }
            refreshCollections();
            m_browser->selectCollection(report.collectionId);
            if (!report.issues.isEmpty())
                showMode(Mode::Collections); // where the report lists them
            statusBar()->showMessage(tr("Imported %n document(s) into “%1”.", nullptr, int(report.imported)).arg(name),
                                     8000);
            Q_EMIT importFinished(report.collectionId);
        },
        [this, name](const JobFailure &failure) {
            if (failure.cancelled)
                statusBar()->showMessage(tr("Import of “%1” cancelled; nothing was kept.").arg(name), 6000);
            else
                showError(tr("The import of “%1” failed").arg(name), failure.message);
        });
}

void MainWindow::startRun(bool allowAllPairs)
{
    const qint64 collectionId = m_browser->currentCollection();
    if (!m_workspace || collectionId <= 0 || m_activeRuns > 0 || !m_runPanel->currentDetector())
        return;
    pipeline::RunRequest request;
    request.collectionId = collectionId;
    request.method = m_runPanel->method();
    request.params = m_runPanel->params();
    request.preprocessing = m_runPanel->preprocessing();
    request.pairLimit = allowAllPairs ? 0 : -1;
    const QString title = m_runPanel->currentDetector()->title();
    const store::Workspace *workspace = m_workspace.get();

    ++m_activeRuns;
    updateActions();
    m_runner->run(
        tr("Run %1").arg(title),
        [workspace, request](JobControl &control) { return pipeline::executeRun(*workspace, request, control); },
        [this, collectionId, title](const pipeline::RunOutcome &outcome) {
            --m_activeRuns;
            updateActions();
            refreshRuns(collectionId);
            if (collectionId == m_browser->currentCollection())
                m_browser->selectRun(outcome.runId);
            statusBar()->showMessage(
                tr("%1 finished: %2 pairs scored.").arg(title, QLocale().toString(outcome.pairCount)), 8000);
            Q_EMIT runFinished(outcome.runId);
        },
        [this, collectionId, title](const JobFailure &failure) {
            --m_activeRuns;
            updateActions();
            refreshRuns(collectionId); // the run row records the failure
            if (failure.cancelled)
                statusBar()->showMessage(tr("%1 cancelled.").arg(title), 6000);
            else if (failure.tooManyPairs)
                startRunIfConfirmed(*failure.tooManyPairs);
            else
                showError(tr("%1 failed").arg(title), failure.message);
        });
}

void MainWindow::startRunIfConfirmed(const TooManyPairs &refusal)
{
    if (m_runPanel->confirmPairCount(refusal.pairs(), refusal.limit(), refusal.estimatedSeconds()))
        startRun(true);
}

void MainWindow::loadSampleCollection()
{
#ifdef NEARDUP_HAS_SAMPLE
    if (!m_workspace)
        return;
    if (m_sampleJob)
        return; // already under way (the first start and the welcome page both ask)
    const store::Workspace *workspace = m_workspace.get();
    m_sampleJob = m_runner->run(
        tr("Prepare sample collection"),
        [workspace](JobControl &control) { return pipeline::ensureSampleCollection(*workspace, control); },
        [this](qint64 runId) {
            refreshCollections();
            if (runId <= 0)
                return;
            try {
                if (const qint64 collectionId = pipeline::collectionOfRun(*m_workspace, runId); collectionId > 0) {
                    m_browser->selectCollection(collectionId);
                    m_browser->selectRun(runId);
                }
            } catch (const store::WorkspaceError &e) {
                showError(tr("Cannot read the sample run"), e.message());
            }
        });
#endif
}

void MainWindow::importTruth()
{
    const std::optional<store::CollectionInfo> info = m_browser->currentCollectionInfo();
    if (!m_workspace || !info)
        return;
    const QString csv = QFileDialog::getOpenFileName(this, tr("Import Ground Truth"), QString(),
                                                     tr("CSV files (*.csv *.tsv *.txt);;All files (*)"));
    if (csv.isEmpty())
        return;
    if (info->truthKind.size() > 0) {
        const auto answer =
            QMessageBox::question(this, tr("Replace ground truth?"),
                                  tr("“%1” already has ground truth (%2). Replace it with the contents of the file?")
                                      .arg(info->name, info->truthKind));
        if (answer != QMessageBox::Yes)
            return;
    }
    const store::Workspace *workspace = m_workspace.get();
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
                                        tr("Ground truth imported"), text, QMessageBox::Ok, this);
            if (!result.problems.isEmpty())
                box->setDetailedText(result.problems.join(QLatin1Char('\n')));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        });
}

void MainWindow::deleteCollection()
{
    const std::optional<store::CollectionInfo> info = m_browser->currentCollectionInfo();
    if (!m_workspace || !info)
        return;
    const auto answer =
        QMessageBox::question(this, tr("Delete collection?"),
                              tr("Delete “%1” with its %2 documents, ground truth and runs? This cannot be undone.")
                                  .arg(info->name, QLocale().toString(info->documentCount)),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    const store::Workspace *workspace = m_workspace.get();
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
            statusBar()->showMessage(tr("Deleted “%1”.").arg(name), 6000);
        });
}

void MainWindow::exportChart()
{
    QString selected;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export Chart"), QString(),
                                     tr("PNG image (*.png);;PDF document (*.pdf);;SVG drawing (*.svg)"), &selected);
    if (path.isEmpty())
        return;
    QString error;
    if (m_results->exportChart(path, &error))
        statusBar()->showMessage(tr("Chart exported to %1.").arg(QDir::toNativeSeparators(path)), 6000);
    else
        showError(tr("Cannot export the chart"), error);
}

void MainWindow::exportNumbers()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Numbers"), QString(), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (m_results->exportCurveCsv(path, &error))
        statusBar()->showMessage(tr("Numbers exported to %1.").arg(QDir::toNativeSeparators(path)), 6000);
    else
        showError(tr("Cannot export the numbers"), error);
}

} // namespace nd::ui
