#include "ui/mainwindow.h"

#include "charts/prfchart.h"
#include "detect/detector.h"
#include "learn/modellibrary.h"
#include "store/workspace.h"
#include "ui/collectionbrowser.h"
#include "ui/collectionoperations.h"
#include "ui/experimentpanel.h"
#include "ui/importreportview.h"
#include "ui/jobrunner.h"
#include "ui/jobsdock.h"
#include "ui/mainmenus.h"
#include "ui/modestack.h"
#include "ui/preferences.h"
#include "ui/preferencesdialog.h"
#include "ui/results/decisionbar.h"
#include "ui/results/pairview.h"
#include "ui/results/resultspanel.h"
#include "ui/runmodel.h"
#include "ui/runpanel.h"
#include "ui/welcomedialog.h"
#include "ui/workspacesession.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
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
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_runner = new JobRunner(this);
    m_session = std::make_unique<WorkspaceSession>(m_runner, this);

    m_results = new ResultsPanel(m_runner, this);
    m_results->setObjectName(QStringLiteral("resultsPanel"));
    m_browser = new CollectionBrowser(this);
    m_browser->setObjectName(QStringLiteral("collectionBrowser"));
    m_runPanel = new RunPanel(detect::Registry::instance().all(), this);
    m_runPanel->setObjectName(QStringLiteral("runPanel"));
    m_importReport = new ImportReportView(this);
    m_importReport->setObjectName(QStringLiteral("importReport"));
    m_operations = new CollectionOperations(m_runner, {m_browser, m_runPanel, m_importReport}, this);
    m_menus = new MainMenus(this, m_session.get(), m_operations);

    createModes();
    m_menus->createMenus();

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

    connect(m_session.get(), &WorkspaceSession::aboutToClose, this, [this] {
        m_operations->setWorkspace(nullptr);
        m_results->setWorkspace(nullptr);
    });
    connect(m_session.get(), &WorkspaceSession::opened, this, &MainWindow::workspaceOpened);
    connect(m_session.get(), &WorkspaceSession::failed, this, &MainWindow::showError);
    connect(m_session.get(), &WorkspaceSession::status, statusBar(), &QStatusBar::showMessage);
    connect(m_operations, &CollectionOperations::failed, this, &MainWindow::showError);
    connect(m_operations, &CollectionOperations::status, statusBar(), &QStatusBar::showMessage);
    connect(m_operations, &CollectionOperations::collectionsWanted, this, [this] { showMode(Mode::Collections); });
    connect(m_operations, &CollectionOperations::stateChanged, this, &MainWindow::updateActions);
    connect(m_operations, &CollectionOperations::importFinished, this, &MainWindow::importFinished);
    connect(m_operations, &CollectionOperations::runFinished, this, &MainWindow::runFinished);

    connect(m_browser, &CollectionBrowser::collectionSelected, m_operations, &CollectionOperations::loadCollection);
    connect(m_browser, &CollectionBrowser::runSelected, m_results, &ResultsPanel::showRun);
    connect(m_browser, &CollectionBrowser::documentActivated, m_operations, &CollectionOperations::showDocument);
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
    m_operations->setWorkspace(nullptr);
    m_results->setWorkspace(nullptr);
    learn::ModelLibrary::instance().attach(nullptr);
}

void MainWindow::createModes()
{
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
    m_jobsDock = new JobsDock(m_runner, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_jobsDock);
    m_jobsDock->hide(); // until jobs run
}

QWidget *MainWindow::createCollectionsPage()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("collectionsPage"));
    auto *importRow = new QHBoxLayout;
    for (QAction *action : m_menus->importActions()) {
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

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray(), kStateVersion);
    m_modes->restoreLayouts(settings, kModesKey);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_session->confirmStopJobs()) {
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
    return WorkspaceSession::last();
}

const store::Workspace *MainWindow::workspace() const
{
    return m_session->workspace();
}

bool MainWindow::openWorkspace(const QString &path, QString *error)
{
    return m_session->open(path, error);
}

void MainWindow::workspaceOpened(const QString &path)
{
    m_operations->setWorkspace(workspace());
    m_results->setWorkspace(workspace());
    updateTitle();
    m_operations->refreshCollections();
    statusBar()->showMessage(tr("Opened %1.").arg(QDir::toNativeSeparators(path)), 5000);
    Q_EMIT workspaceChanged();
}

void MainWindow::showImportDialog(const QStringList &paths)
{
    m_operations->showImportDialog(paths);
}

void MainWindow::startImport(const QStringList &paths, const corpus::ImportOptions &options)
{
    m_operations->startImport(paths, options);
}

void MainWindow::startRun(bool allowAllPairs)
{
    m_operations->startRun(allowAllPairs);
}

void MainWindow::loadSampleCollection()
{
    m_operations->loadSampleCollection();
}

void MainWindow::updateTitle()
{
    if (!workspace()) {
        setWindowTitle(tr("NearDup Workbench"));
        m_workspaceLabel->clear();
        return;
    }
    setWindowTitle(tr("%1 — NearDup Workbench").arg(QFileInfo(workspace()->path()).fileName()));
    m_workspaceLabel->setText(QDir::toNativeSeparators(workspace()->path()));
}

void MainWindow::updateActions()
{
    m_menus->update();
    m_runPanel->setBusy(m_operations->isRunning());
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
    auto *dialog = new WelcomeDialog(Preferences::storedReviewer(), WorkspaceSession::recent(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        Preferences::storeReviewer(dialog->reviewer());
        Preferences::setWelcomed();
        m_results->decisionBar()->reviewerChanged();
        switch (dialog->choice()) {
        case WelcomeDialog::Choice::ImportFolder:
            m_operations->chooseFolder();
            break;
        case WelcomeDialog::Choice::ImportArchive:
            m_operations->chooseArchives();
            break;
        case WelcomeDialog::Choice::OpenSample:
            openSample();
            break;
        case WelcomeDialog::Choice::OpenRecent:
            if (m_session->confirmStopJobs())
                m_session->openOrReport(dialog->recentWorkspace());
            break;
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
    if (!workspace() || QFileInfo(workspace()->path()) != QFileInfo(path)) {
        if (!m_session->confirmStopJobs())
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

} // namespace nd::ui
