#include "ui/mainwindow.h"

#include "detect/detector.h"
#include "learn/modellibrary.h"
#include "store/workspace.h"
#include "ui/clusterview.h"
#include "charts/prfchart.h"
#include "ui/collectionbrowser.h"
#include "ui/experimentpanel.h"
#include "ui/importreportview.h"
#include "ui/jobrunner.h"
#include "ui/jobspanel.h"
#include "ui/modestack.h"
#include "ui/preferences.h"
#include "ui/preferencesdialog.h"
#include "ui/querydialog.h"
#include "ui/reportexport.h"
#include "ui/results/decisionbar.h"
#include "ui/results/pairview.h"
#include "ui/results/resultspanel.h"
#include "ui/runmodel.h"
#include "ui/runpanel.h"
#include "ui/welcomedialog.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace nd::ui {

namespace {
const auto kGeometryKey = QStringLiteral("window/geometry");
const auto kStateKey = QStringLiteral("window/state");
// 2: the docks of version 1 (workspace, run, import report) live in the modes now.
constexpr int kStateVersion = 2;
const auto kModesKey = QStringLiteral("modes");
const auto kLastKey = QStringLiteral("workspace/last");
const auto kRecentKey = QStringLiteral("workspace/recent");
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_runner = new JobRunner(this);

    m_results = new ResultsPanel(m_runner, this);
    m_results->setObjectName(QStringLiteral("resultsPanel"));

    createActions();
    createModes();
    createMenus();

    m_workspaceLabel = new QLabel(this);
    m_workspaceLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addPermanentWidget(m_workspaceLabel);
    auto *jobsButton = new QToolButton(this);
    jobsButton->setObjectName(QStringLiteral("jobsButton"));
    jobsButton->setDefaultAction(m_jobsDock->toggleViewAction());
    jobsButton->setAutoRaise(true);
    statusBar()->addPermanentWidget(jobsButton);

    connect(m_runner, &JobRunner::jobFailed, this,
            [this](const QString &job, const QString &message) { showError(tr("%1 failed").arg(job), message); });
    connect(m_runner, &JobRunner::busyChanged, this, &MainWindow::updateActions);
    connect(m_runner, &JobRunner::jobStarted, this,
            [this](Job *job) { statusBar()->showMessage(tr("%1 started.").arg(job->name()), 4000); });

    connect(m_browser, &CollectionBrowser::collectionSelected, this, &MainWindow::loadCollection);
    connect(m_browser, &CollectionBrowser::runSelected, m_results, &ResultsPanel::showRun);
    connect(m_browser, &CollectionBrowser::documentActivated, this, &MainWindow::showDocument);
    connect(m_runPanel, &RunPanel::runRequested, this, [this] { startRun(); });
    connect(m_results, &ResultsPanel::runShown, this, [this](qint64 runId) {
        m_runPanel->setOperatingPoint(m_results->currentPoint(), true);
        statusBar()->showMessage(tr("Showing run %1.").arg(runId), 4000);
        updateActions();
    });
    connect(m_results, &ResultsPanel::thresholdChanged, this,
            [this] { m_runPanel->setOperatingPoint(m_results->currentPoint(), true); });

    QHash<QString, QString> titles;
    for (const detect::Detector *d : detect::Registry::instance().all())
        titles.insert(d->name(), d->title());
    m_browser->runModel()->setMethodTitles(titles);

    // First start: most of the screen; later starts restore what the user left.
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1380, 880);
    resize(std::max(1024, available.width() * 9 / 10), std::max(700, available.height() * 9 / 10));
    restoreSettings();
    updateTitle();
    updateActions();
}

MainWindow::~MainWindow()
{
    // Workers read the workspace; they must be gone before it closes.
    m_runner->cancelAllAndWait();
    m_collectionLoad.waitForFinished();
    m_results->setWorkspace(nullptr);
    learn::ModelLibrary::instance().attach(nullptr);
}

void MainWindow::createModes()
{
    m_browser = new CollectionBrowser(this);
    m_browser->setObjectName(QStringLiteral("collectionBrowser"));
    m_runPanel = new RunPanel(detect::Registry::instance().all(), this);
    m_runPanel->setObjectName(QStringLiteral("runPanel"));
    m_importReport = new ImportReportView(this);
    m_importReport->setObjectName(QStringLiteral("importReport"));
    m_experiments = new ExperimentPanel(m_runner, this);
    m_experiments->setObjectName(QStringLiteral("experimentPanel"));
    connect(this, &MainWindow::workspaceChanged, m_experiments, [this] { m_experiments->setWorkspace(workspace()); });
    connect(m_browser, &CollectionBrowser::collectionSelected, m_experiments, &ExperimentPanel::setCollection);

    m_modes = new ModeStack(this);
    const auto icon = [this](const char *themeName, QStyle::StandardPixmap fallback) {
        return QIcon::fromTheme(QString::fromLatin1(themeName), style()->standardIcon(fallback));
    };
    m_modes->addMode(QStringLiteral("collections"), tr("Collections"), icon("folder-documents", QStyle::SP_DirIcon),
                     createCollectionsPage());
    m_modes->addMode(QStringLiteral("review"), tr("Review"),
                     icon("document-preview", QStyle::SP_FileDialogContentsView), m_results);
    m_modes->addMode(QStringLiteral("experiments"), tr("Experiments"),
                     icon("office-chart-line", QStyle::SP_FileDialogDetailedView), m_experiments);
    setCentralWidget(m_modes);
    // First start: names readable, the charts large, the pair view with most of the room.
    const auto proportions = [this](const char *splitter, const QList<int> &weights) {
        if (auto *found = m_modes->findChild<QSplitter *>(QString::fromLatin1(splitter)))
            m_modes->setFirstProportions(found, weights);
    };
    proportions("collectionsSplitter", {4, 5, 3});
    proportions("collectionsChartSplitter", {2, 1});
    proportions("reviewSplitter", {5, 9});
    proportions("experimentSplitter", {1, 2});
    proportions("experimentResultsSplitter", {2, 1});

    // The jobs run whatever the mode: their dock stays under every mode.
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    m_jobsPanel = new JobsPanel(m_runner, this);
    m_jobsPanel->setObjectName(QStringLiteral("jobsPanel"));
    m_jobsDock = new QDockWidget(tr("Jobs"), this);
    m_jobsDock->setObjectName(QStringLiteral("jobsDock"));
    m_jobsDock->setWidget(m_jobsPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_jobsDock);
    // An empty jobs list would take a tenth of a small screen from every mode:
    // the dock comes up while jobs run (unless the user keeps it open) and the
    // status bar's button shows it at any time.
    m_jobsDock->hide();
    connect(m_runner, &JobRunner::busyChanged, this, [this](bool busy) {
        if (busy && m_jobsDock->isHidden()) {
            m_jobsDock->show();
            m_jobsDockForJobs = true;
        } else if (!busy && m_jobsDockForJobs) {
            m_jobsDock->hide();
            m_jobsDockForJobs = false;
        }
    });
    connect(m_jobsDock->toggleViewAction(), &QAction::triggered, this, [this] { m_jobsDockForJobs = false; });
}

QWidget *MainWindow::createCollectionsPage()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("collectionsPage"));
    auto *importRow = new QHBoxLayout;
    for (QAction *action : {m_importFolderAction, m_importArchiveAction, m_importFilesAction, m_importTruthAction}) {
        auto *button = new QToolButton(page);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        importRow->addWidget(button);
    }
    importRow->addStretch(1);

    // The P/R/F chart of the run chosen in the list, over the import's report.
    auto *chartColumn = new QSplitter(Qt::Vertical, page);
    chartColumn->setObjectName(QStringLiteral("collectionsChartSplitter"));
    chartColumn->setChildrenCollapsible(false);
    chartColumn->addWidget(m_results->chart());
    chartColumn->addWidget(m_importReport);
    chartColumn->setStretchFactor(0, 3);
    chartColumn->setStretchFactor(1, 1);

    auto *runScroll = new QScrollArea(page);
    runScroll->setObjectName(QStringLiteral("runScroll"));
    runScroll->setWidgetResizable(true);
    runScroll->setFrameShape(QFrame::NoFrame);
    // The panel wraps its text; a sideways scroll bar would only hide the Run button's edge.
    runScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    runScroll->setWidget(m_runPanel);
    // Without a sideways scroll bar the column must not get narrower than the
    // panel, or its fields and the Run button are cut off on smaller screens.
    runScroll->setMinimumWidth(m_runPanel->minimumSizeHint().width()
                               + runScroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent));

    auto *splitter = new QSplitter(Qt::Horizontal, page);
    splitter->setObjectName(QStringLiteral("collectionsSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_browser);
    splitter->addWidget(chartColumn);
    splitter->addWidget(runScroll);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 0);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addLayout(importRow);
    layout->addWidget(splitter, 1);
    return page;
}

MainWindow::Mode MainWindow::currentMode() const
{
    return Mode(m_modes->currentMode());
}

void MainWindow::showMode(Mode mode)
{
    m_modes->setCurrentMode(int(mode));
}

void MainWindow::createActions()
{
    auto make = [this](const QString &text, const QKeySequence &shortcut, const QString &objectName, auto slot) {
        auto *action = new QAction(text, this);
        action->setObjectName(objectName);
        if (!shortcut.isEmpty())
            action->setShortcut(shortcut);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    m_newAction = make(tr("&New…"), QKeySequence::New, QStringLiteral("newAction"), &MainWindow::newWorkspace);
    m_openAction = make(tr("&Open…"), QKeySequence::Open, QStringLiteral("openAction"), &MainWindow::chooseWorkspace);
    m_saveCopyAction =
        make(tr("Save a &Copy…"), QKeySequence(), QStringLiteral("saveCopyAction"), &MainWindow::saveWorkspaceCopy);
    m_quitAction = make(tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), QStringLiteral("quitAction"), &QWidget::close);
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_importFilesAction = make(tr("Import &Files…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F),
                               QStringLiteral("importFilesAction"), &MainWindow::importFilesChosen);
    m_importFolderAction = make(tr("Import F&older…"), QKeySequence(Qt::CTRL | Qt::Key_I),
                                QStringLiteral("importFolderAction"), &MainWindow::importFolderChosen);
    m_importArchiveAction = make(tr("Import &Archive…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                                 QStringLiteral("importArchiveAction"), &MainWindow::importArchivesChosen);
    m_importTruthAction = make(tr("Import &Ground Truth CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G),
                               QStringLiteral("importTruthAction"), &MainWindow::importTruth);
    m_deleteCollectionAction = make(tr("&Delete Collection"), QKeySequence(Qt::CTRL | Qt::Key_Delete),
                                    QStringLiteral("deleteCollectionAction"), &MainWindow::deleteCollection);

    m_runAction = make(tr("&Run Detector"), QKeySequence(Qt::CTRL | Qt::Key_R), QStringLiteral("runAction"), [this] {
        showMode(Mode::Collections); // the run panel and the runs list
        startRun();
    });
    m_cancelJobsAction = make(tr("&Cancel Jobs"), QKeySequence(Qt::Key_Escape), QStringLiteral("cancelJobsAction"),
                              [this] { m_runner->cancelAll(); });

    m_exportChartAction = make(tr("Export &Chart…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                               QStringLiteral("exportChartAction"), &MainWindow::exportChart);
    m_exportCsvAction = make(tr("Export &Numbers (CSV)…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                             QStringLiteral("exportCsvAction"), &MainWindow::exportNumbers);

    m_aboutAction = make(tr("&About NearDup Workbench"), QKeySequence(QKeySequence::HelpContents),
                         QStringLiteral("aboutAction"), &MainWindow::about);
    m_aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::createMenus()
{
    QMenu *workspace = menuBar()->addMenu(tr("&Workspace"));
    workspace->addAction(m_newAction);
    workspace->addAction(m_openAction);
    m_recentMenu = workspace->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    fillRecentMenu(); // so the menu is not disabled-looking before first use
    workspace->addAction(m_saveCopyAction);
    workspace->addSeparator();
    workspace->addAction(m_quitAction);

    QMenu *collection = menuBar()->addMenu(tr("&Collection"));
    collection->addAction(m_importFilesAction);
    collection->addAction(m_importFolderAction);
    collection->addAction(m_importArchiveAction);
    collection->addSeparator();
    collection->addAction(m_importTruthAction);
    collection->addSeparator();
    collection->addAction(m_deleteCollectionAction);

    QMenu *run = menuBar()->addMenu(tr("&Run"));
    run->addAction(m_runAction);
    QAction *query = run->addAction(tr("&Query by Document…"), this, [this] {
        if (!m_workspace || m_browser->currentCollection() <= 0) {
            QMessageBox::information(this, tr("Query by Document"), tr("Select a collection to search first."));
            return;
        }
        QueryDialog dialog(*m_workspace, m_runner, m_browser->currentCollection(), this);
        dialog.exec(); // modal: the workspace cannot change under a running query
    });
    query->setObjectName(QStringLiteral("queryAction"));
    query->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F));
    run->addAction(m_cancelJobsAction);

    QMenu *results = menuBar()->addMenu(tr("Re&sults"));
    results->addAction(m_exportChartAction);
    results->addAction(m_exportCsvAction);
    // Review: actions kept local (no member): they act on the results panel, which
    // says itself when there is no run to work on.
    results->addSeparator();
    QAction *exportReport = results->addAction(tr("Export &Report…"), this,
                                               [this] { reportexport::exportFromPanel(this, m_runner, m_results); });
    exportReport->setObjectName(QStringLiteral("exportReportAction"));
    exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    QAction *clusters = results->addAction(tr("C&lusters…"), this, [this] { ClusterView::showFor(m_results, this); });
    clusters->setObjectName(QStringLiteral("clustersAction"));
    clusters->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    results->addAction(tr("&Experiment…"), this, [this] { showMode(Mode::Experiments); })
        ->setObjectName(QStringLiteral("experimentAction"));
    results->addAction(tr("Reviewer &Agreement…"), m_results, &ResultsPanel::showReviewerAgreement)
        ->setObjectName(QStringLiteral("agreementAction"));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    const Mode modes[] = {Mode::Collections, Mode::Review, Mode::Experiments};
    for (const Mode mode : modes) {
        const int index = int(mode);
        // The button's title with a mnemonic would show its ampersand in the bar.
        QAction *show = view->addAction(m_modes->button(index)->text(), this, [this, mode] { showMode(mode); });
        show->setObjectName(m_modes->key(index) + QStringLiteral("ModeAction"));
        show->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + index)));
    }
    view->addSeparator();
    QAction *jobs = m_jobsDock->toggleViewAction();
    jobs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    view->addAction(jobs);

    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    QAction *preferences = settings->addAction(tr("&Configure NearDup Workbench…"), this, &MainWindow::showPreferences);
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Welcome…"), this, &MainWindow::showWelcome)->setObjectName(QStringLiteral("welcomeAction"));
    help->addAction(m_aboutAction);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray(), kStateVersion);
    m_modes->restoreLayouts(settings, kModesKey);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!confirmStopJobs()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState(kStateVersion));
    m_modes->saveLayouts(settings, kModesKey);
    event->accept();
}

QString MainWindow::lastWorkspace()
{
    return QSettings().value(kLastKey).toString();
}

void MainWindow::rememberRecent(const QString &path)
{
    QSettings settings;
    settings.setValue(kLastKey, path);
    QStringList recent = settings.value(kRecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
    int number = 1;
    for (const QString &path : recent) {
        QAction *action =
            m_recentMenu->addAction(tr("&%1 %2").arg(number++).arg(QDir::toNativeSeparators(path)), this, [this, path] {
                if (!confirmStopJobs())
                    return;
                QString error;
                if (!openWorkspace(path, &error))
                    showError(tr("Cannot open workspace"), error);
            });
        action->setEnabled(QFileInfo::exists(path));
    }
    if (recent.isEmpty())
        m_recentMenu->addAction(tr("No recent workspaces"))->setEnabled(false);
}

void MainWindow::updateTitle()
{
    if (!m_workspace) {
        setWindowTitle(tr("NearDup Workbench"));
        m_workspaceLabel->clear();
        return;
    }
    setWindowTitle(tr("%1 — NearDup Workbench").arg(QFileInfo(m_workspace->path()).fileName()));
    m_workspaceLabel->setText(QDir::toNativeSeparators(m_workspace->path()));
}

void MainWindow::updateActions()
{
    const bool open = m_workspace != nullptr;
    const bool hasCollection = open && m_browser->currentCollection() > 0;
    for (QAction *a : {m_importFilesAction, m_importFolderAction, m_importArchiveAction, m_saveCopyAction})
        a->setEnabled(open);
    m_importTruthAction->setEnabled(hasCollection);
    m_deleteCollectionAction->setEnabled(hasCollection);
    m_runAction->setEnabled(hasCollection && m_activeRuns == 0);
    m_cancelJobsAction->setEnabled(m_runner->isBusy());
    const bool shown = m_results->currentRun() > 0;
    m_exportChartAction->setEnabled(shown);
    m_exportCsvAction->setEnabled(shown);
    m_runPanel->setBusy(m_activeRuns > 0);
}

void MainWindow::showError(const QString &title, const QString &message)
{
    statusBar()->showMessage(title, 6000);
    // open(), not exec(): a nested event loop would let job results re-enter.
    auto *box = new QMessageBox(QMessageBox::Warning, title, title, QMessageBox::Ok, this);
    box->setInformativeText(message);
    box->setObjectName(QStringLiteral("errorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showWelcome()
{
    auto *dialog = new WelcomeDialog(Preferences::storedReviewer(), QSettings().value(kRecentKey).toStringList(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        Preferences::storeReviewer(dialog->reviewer());
        Preferences::setWelcomed();
        m_results->decisionBar()->reviewerChanged();
        switch (dialog->choice()) {
        case WelcomeDialog::Choice::ImportFolder:
            importFolderChosen();
            break;
        case WelcomeDialog::Choice::ImportArchive:
            importArchivesChosen();
            break;
        case WelcomeDialog::Choice::OpenSample:
            openSample();
            break;
        case WelcomeDialog::Choice::OpenRecent: {
            QString error;
            if (confirmStopJobs() && !openWorkspace(dialog->recentWorkspace(), &error))
                showError(tr("Cannot open workspace"), error);
            break;
        }
        case WelcomeDialog::Choice::None:
            break;
        }
    });
    // open(), not exec(): a nested event loop would let job results re-enter.
    dialog->open();
}

void MainWindow::openSample()
{
    // The sample lives in the default workspace, made with it on first use.
    const QString path = store::Workspace::defaultPath();
    if (!m_workspace || QFileInfo(m_workspace->path()) != QFileInfo(path)) {
        if (!confirmStopJobs())
            return;
        QString error;
        if (!openWorkspace(path, &error)) {
            showError(tr("Cannot open workspace"), error);
            return;
        }
    }
    loadSampleCollection();
}

void MainWindow::showPreferences()
{
    auto *dialog = new PreferencesDialog(Preferences::load(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { applyPreferences(dialog->preferences()); });
    dialog->open();
}

void MainWindow::applyPreferences(const Preferences &preferences)
{
    preferences.save();
    m_results->decisionBar()->reviewerChanged();
    m_runPanel->setPreprocessing(preferences.preprocessing);
    m_results->pairView()->setFoldLines(preferences.foldLines);
    m_results->pairView()->setTextPointSize(preferences.textPointSize);
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About NearDup Workbench"),
                       tr("<h3>NearDup Workbench %1</h3>"
                          "<p>Finds near-duplicate and plagiarised documents with the methods of the "
                          "research literature (shingling, MinHash, simhash, spot signatures, compression "
                          "distance) and measures them against ground truth.</p>")
                           .arg(QStringLiteral(NEARDUP_VERSION)));
}

} // namespace nd::ui
