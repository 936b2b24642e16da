#include "ui/mainmenus.h"

#include "store/workspace.h"
#include "ui/clusterview.h"
#include "ui/collectionbrowser.h"
#include "ui/collectionoperations.h"
#include "ui/jobrunner.h"
#include "ui/mainwindow.h"
#include "ui/modestack.h"
#include "ui/querydialog.h"
#include "ui/reportexport.h"
#include "ui/results/resultspanel.h"
#include "ui/workspacesession.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace nd::ui {

MainMenus::MainMenus(MainWindow *window, WorkspaceSession *session, CollectionOperations *operations)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_operations(operations)
{
    const auto connectTo = [this](QAction *action, auto *receiver, auto slot) {
        connect(action, &QAction::triggered, receiver, slot);
        return action;
    };
    m_newAction =
        connectTo(make(tr("&New…"), QKeySequence::New, u"newAction"_s), session, [session] { session->chooseNew(); });
    m_openAction = connectTo(make(tr("&Open…"), QKeySequence::Open, u"openAction"_s), session,
                             [session] { session->chooseExisting(); });
    m_saveCopyAction = connectTo(make(tr("Save a &Copy…"), QKeySequence(), u"saveCopyAction"_s), session,
                                 [session] { session->saveCopy(); });
    m_quitAction =
        connectTo(make(tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), u"quitAction"_s), window, &QWidget::close);
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_importFilesAction =
        connectTo(make(tr("Import &Files…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), u"importFilesAction"_s),
                  operations, &CollectionOperations::chooseFiles);
    m_importFolderAction =
        connectTo(make(tr("Import F&older…"), QKeySequence(Qt::CTRL | Qt::Key_I), u"importFolderAction"_s), operations,
                  &CollectionOperations::chooseFolder);
    m_importArchiveAction = connectTo(
        make(tr("Import &Archive…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), u"importArchiveAction"_s),
        operations, &CollectionOperations::chooseArchives);
    m_importTruthAction = connectTo(
        make(tr("Import &Ground Truth CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G), u"importTruthAction"_s),
        operations, &CollectionOperations::importTruth);
    m_deleteCollectionAction =
        connectTo(make(tr("&Delete Collection"), QKeySequence(Qt::CTRL | Qt::Key_Delete), u"deleteCollectionAction"_s),
                  operations, &CollectionOperations::deleteCollection);

    m_runAction =
        connectTo(make(tr("&Run Detector"), QKeySequence(Qt::CTRL | Qt::Key_R), u"runAction"_s), window, [window] {
            window->showMode(MainWindow::Mode::Collections); // the run panel and the runs list
            window->startRun();
        });
    m_cancelJobsAction = connectTo(make(tr("&Cancel Jobs"), QKeySequence(Qt::Key_Escape), u"cancelJobsAction"_s),
                                   window->jobRunner(), &JobRunner::cancelAll);

    m_exportChartAction =
        connectTo(make(tr("Export &Chart…"), QKeySequence(Qt::CTRL | Qt::Key_E), u"exportChartAction"_s), this,
                  &MainMenus::exportChart);
    m_exportCsvAction = connectTo(
        make(tr("Export &Numbers (CSV)…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), u"exportCsvAction"_s), this,
        &MainMenus::exportNumbers);

    m_aboutAction =
        connectTo(make(tr("&About NearDup Workbench"), QKeySequence(QKeySequence::HelpContents), u"aboutAction"_s),
                  this, &MainMenus::about);
    m_aboutAction->setMenuRole(QAction::AboutRole);
}

QAction *MainMenus::make(const QString &text, const QKeySequence &shortcut, const QString &objectName)
{
    auto *action = new QAction(text, m_window);
    action->setObjectName(objectName);
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    return action;
}

QList<QAction *> MainMenus::importActions() const
{
    return {m_importFolderAction, m_importArchiveAction, m_importFilesAction, m_importTruthAction};
}

void MainMenus::createMenus()
{
    QMenuBar *bar = m_window->menuBar();
    QMenu *workspace = bar->addMenu(tr("&Workspace"));
    workspace->addAction(m_newAction);
    workspace->addAction(m_openAction);
    m_recentMenu = workspace->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] { m_session->fillRecentMenu(m_recentMenu); });
    m_session->fillRecentMenu(m_recentMenu); // so the menu is not disabled-looking before first use
    workspace->addAction(m_saveCopyAction);
    workspace->addSeparator();
    workspace->addAction(m_quitAction);

    QMenu *collection = bar->addMenu(tr("&Collection"));
    collection->addAction(m_importFilesAction);
    collection->addAction(m_importFolderAction);
    collection->addAction(m_importArchiveAction);
    collection->addSeparator();
    collection->addAction(m_importTruthAction);
    collection->addSeparator();
    collection->addAction(m_deleteCollectionAction);

    QMenu *run = bar->addMenu(tr("&Run"));
    run->addAction(m_runAction);
    QAction *query = run->addAction(tr("&Query by Document…"), this, &MainMenus::queryByDocument);
    query->setObjectName(u"queryAction"_s);
    query->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F));
    run->addAction(m_cancelJobsAction);

    ResultsPanel *panel = m_window->resultsPanel();
    QMenu *results = bar->addMenu(tr("Re&sults"));
    results->addAction(m_exportChartAction);
    results->addAction(m_exportCsvAction);
    // Review: actions kept local (no member): they act on the results panel, which
    // says itself when there is no run to work on.
    results->addSeparator();
    QAction *exportReport = results->addAction(tr("Export &Report…"), this, [this, panel] {
        reportexport::exportFromPanel(m_window, m_window->jobRunner(), panel);
    });
    exportReport->setObjectName(u"exportReportAction"_s);
    exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    QAction *clusters =
        results->addAction(tr("C&lusters…"), this, [this, panel] { ClusterView::showFor(panel, m_window); });
    clusters->setObjectName(u"clustersAction"_s);
    clusters->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    results->addAction(tr("&Experiment…"), this, [this] { m_window->showMode(MainWindow::Mode::Experiments); })
        ->setObjectName(u"experimentAction"_s);
    results->addAction(tr("Reviewer &Agreement…"), panel, &ResultsPanel::showReviewerAgreement)
        ->setObjectName(u"agreementAction"_s);

    QMenu *view = bar->addMenu(tr("&View"));
    ModeStack *modes = m_window->modes();
    for (const MainWindow::Mode mode :
         {MainWindow::Mode::Collections, MainWindow::Mode::Review, MainWindow::Mode::Experiments}) {
        const int index = int(mode);
        // The button's title with a mnemonic would show its ampersand in the bar.
        QAction *show = view->addAction(modes->button(index)->text(), this, [this, mode] { m_window->showMode(mode); });
        show->setObjectName(modes->key(index) + u"ModeAction"_s);
        show->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + index)));
    }
    view->addSeparator();
    QAction *jobs = m_window->findChild<QDockWidget *>(u"jobsDock"_s)->toggleViewAction();
    jobs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    view->addAction(jobs);

    QMenu *settings = bar->addMenu(tr("&Settings"));
    QAction *preferences =
        settings->addAction(tr("&Configure NearDup Workbench…"), m_window, &MainWindow::showPreferences);
    preferences->setObjectName(u"preferencesAction"_s);
    preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu *help = bar->addMenu(tr("&Help"));
    help->addAction(tr("&Welcome…"), m_window, &MainWindow::showWelcome)->setObjectName(u"welcomeAction"_s);
    help->addAction(m_aboutAction);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainMenus::update()
{
    const bool open = m_session->workspace() != nullptr;
    const bool hasCollection = open && m_window->browser()->currentCollection() > 0;
    for (QAction *a : {m_importFilesAction, m_importFolderAction, m_importArchiveAction, m_saveCopyAction})
        a->setEnabled(open);
    m_importTruthAction->setEnabled(hasCollection);
    m_deleteCollectionAction->setEnabled(hasCollection);
    m_runAction->setEnabled(hasCollection && !m_operations->isRunning());
    m_cancelJobsAction->setEnabled(m_window->jobRunner()->isBusy());
    const bool shown = m_window->resultsPanel()->currentRun() > 0;
    m_exportChartAction->setEnabled(shown);
    m_exportCsvAction->setEnabled(shown);
}

void MainMenus::queryByDocument()
{
    const store::Workspace *workspace = m_session->workspace();
    const qint64 collection = m_window->browser()->currentCollection();
    if (!workspace || collection <= 0) {
        QMessageBox::information(m_window, tr("Query by Document"), tr("Select a collection to search first."));
        return;
    }
    QueryDialog dialog(*workspace, m_window->jobRunner(), collection, m_window);
    dialog.exec(); // modal: the workspace cannot change under a running query
}

void MainMenus::exportChart()
{
    exportResults(
        tr("Export Chart"), tr("PNG image (*.png);;PDF document (*.pdf);;SVG drawing (*.svg)"),
        [panel = m_window->resultsPanel()](const QString &path, QString *error) {
            return panel->exportChart(path, error);
        },
        tr("Chart exported to %1."), tr("Cannot export the chart"));
}

void MainMenus::exportNumbers()
{
    exportResults(
        tr("Export Numbers"), tr("CSV files (*.csv)"),
        [panel = m_window->resultsPanel()](const QString &path, QString *error) {
            return panel->exportCurveCsv(path, error);
        },
        tr("Numbers exported to %1."), tr("Cannot export the numbers"));
}

void MainMenus::exportResults(const QString &title, const QString &filter,
                              const std::function<bool(const QString &, QString *)> &write, const QString &done,
                              const QString &failed)
{
    const QString path = QFileDialog::getSaveFileName(m_window, title, QString(), filter);
    if (path.isEmpty())
        return;
    QString error;
    if (write(path, &error))
        m_window->statusBar()->showMessage(done.arg(QDir::toNativeSeparators(path)), 6000);
    else
        m_window->showError(failed, error);
}

void MainMenus::about()
{
    QMessageBox::about(m_window, tr("About NearDup Workbench"),
                       tr("<h3>NearDup Workbench %1</h3>"
                          "<p>Finds near-duplicate and plagiarised documents with the methods of the "
                          "research literature (shingling, MinHash, simhash, spot signatures, compression "
                          "distance) and measures them against ground truth.</p>")
                           .arg(QStringLiteral(NEARDUP_VERSION)));
}

} // namespace nd::ui
