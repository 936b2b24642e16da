#pragma once

#include "corpus/importer.h"

#include <QFuture>
#include <QMainWindow>
#include <QPointer>
#include <QStringList>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;

namespace nd {
class TooManyPairs;
}

namespace nd::store {
class Workspace;
}

namespace nd::ui {

class CollectionBrowser;
class ExperimentPanel;
class ImportReportView;
class Job;
class JobRunner;
class JobsPanel;
class ModeStack;
struct Preferences;
class ResultsPanel;
class RunPanel;

// The shell: three modes that each own the window (Collections, Review,
// Experiments) under a mode bar, the jobs dock, menus, workspace handling, and
// every long operation started as a job. Holds no algorithm and no SQL.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    static constexpr int kMaxRecent = 8;

    // In the mode bar's order.
    enum class Mode { Collections, Review, Experiments };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens (creating when new) a workspace file. On failure keeps the current
    // one and returns false with the reason for the user in *error.
    bool openWorkspace(const QString &path, QString *error);
    const store::Workspace *workspace() const { return m_workspace.get(); }

    // The workspace of the last session (empty when none was recorded).
    static QString lastWorkspace();

    JobRunner *jobRunner() const { return m_runner; }
    ResultsPanel *resultsPanel() const { return m_results; }
    RunPanel *runPanel() const { return m_runPanel; }
    CollectionBrowser *browser() const { return m_browser; }
    ExperimentPanel *experimentPanel() const { return m_experiments; }
    ModeStack *modes() const { return m_modes; }

    Mode currentMode() const;
    void showMode(Mode mode);

    void showImportDialog(const QStringList &paths = {});
    void startImport(const QStringList &paths, const corpus::ImportOptions &options);
    // allowAllPairs: the user has allowed more pairs than the run's bound (TooManyPairs).
    void startRun(bool allowAllPairs = false);
    // When the workspace has no collection yet: imports the bundled sample with
    // its ground truth, runs the default detector, and shows that run.
    void loadSampleCollection();

    // The first start's welcome page (name, then import, sample or a recent
    // workspace); shown by main() until answered once, and from Help.
    void showWelcome();
    void showPreferences();
    // Stores the preferences and applies them to the open panels at once (the
    // language at the next start).
    void applyPreferences(const Preferences &preferences);

Q_SIGNALS:
    void workspaceChanged();
    void importFinished(qint64 collectionId);
    void runFinished(qint64 runId);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void startRunIfConfirmed(const TooManyPairs &refusal);
    void createModes();
    QWidget *createCollectionsPage();
    void createActions();
    void createMenus();
    void restoreSettings();
    void updateTitle();
    void updateActions();
    void rememberRecent(const QString &path);
    void fillRecentMenu();

    void newWorkspace();
    // A consistent copy of the open workspace to a new file: a backup, or the way
    // out when the file was deleted or replaced while open.
    void saveWorkspaceCopy();
    void chooseWorkspace();
    bool confirmStopJobs();
    void importFilesChosen();
    void importFolderChosen();
    void importArchivesChosen();
    void importTruth();
    void deleteCollection();
    void exportChart();
    void exportNumbers();
    void about();
    void openSample();

    void refreshCollections();
    void loadCollection(qint64 collectionId);
    void refreshRuns(qint64 collectionId);
    void showDocument(qint64 documentId);
    void showError(const QString &title, const QString &message);

    std::unique_ptr<store::Workspace> m_workspace;
    JobRunner *m_runner = nullptr;
    ResultsPanel *m_results = nullptr;
    RunPanel *m_runPanel = nullptr;
    CollectionBrowser *m_browser = nullptr;
    ExperimentPanel *m_experiments = nullptr;
    JobsPanel *m_jobsPanel = nullptr;
    ImportReportView *m_importReport = nullptr;
    ModeStack *m_modes = nullptr;
    QDockWidget *m_jobsDock = nullptr;
    bool m_jobsDockForJobs = false; // shown because jobs started, hidden when they end
    QLabel *m_workspaceLabel = nullptr;
    QMenu *m_recentMenu = nullptr;
    int m_activeRuns = 0;
    QPointer<Job> m_sampleJob;       // preparing the sample; gone (deleted) once finished
    QFuture<void> m_collectionLoad;  // reads the chosen collection's documents and runs
    quint64 m_collectionRequest = 0; // the latest choice; older loads are dropped

    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveCopyAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_importFilesAction = nullptr;
    QAction *m_importFolderAction = nullptr;
    QAction *m_importArchiveAction = nullptr;
    QAction *m_importTruthAction = nullptr;
    QAction *m_deleteCollectionAction = nullptr;
    QAction *m_runAction = nullptr;
    QAction *m_cancelJobsAction = nullptr;
    QAction *m_exportChartAction = nullptr;
    QAction *m_exportCsvAction = nullptr;
    QAction *m_aboutAction = nullptr;
};

} // namespace nd::ui
