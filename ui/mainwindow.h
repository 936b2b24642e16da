#pragma once

#include "corpus/importer.h"

#include <QMainWindow>
#include <QStringList>

#include <memory>

class QLabel;

namespace nd::store {
class Workspace;
}

namespace nd::ui {

class CollectionBrowser;
class CollectionOperations;
class ExperimentPanel;
class ImportReportView;
class JobRunner;
class JobsDock;
class MainMenus;
class ModeStack;
struct Preferences;
class ResultsPanel;
class RunPanel;
class WorkspaceSession;

// The shell: three modes that each own the window (Collections, Review,
// Experiments) under a mode bar, the jobs dock (JobsDock), the menus (MainMenus),
// the open workspace (WorkspaceSession) and the operations on its collections
// (CollectionOperations), wired together. Holds no algorithm and no SQL.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // In the mode bar's order.
    enum class Mode { Collections, Review, Experiments };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens (creating when new) a workspace file. On failure keeps the current
    // one and returns false with the reason for the user in *error.
    bool openWorkspace(const QString &path, QString *error);
    const store::Workspace *workspace() const;

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

    // A warning box (opened, not run: a nested event loop would let job results
    // re-enter) and its title in the status bar.
    void showError(const QString &title, const QString &message);

Q_SIGNALS:
    void workspaceChanged();
    void importFinished(qint64 collectionId);
    void runFinished(qint64 runId);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createModes();
    QWidget *createCollectionsPage();
    void restoreSettings();
    void workspaceOpened(const QString &path);
    void updateTitle();
    void updateActions();
    void openSample();

    std::unique_ptr<WorkspaceSession> m_session; // closes the workspace after the panels let go of it
    JobRunner *m_runner = nullptr;
    ResultsPanel *m_results = nullptr;
    RunPanel *m_runPanel = nullptr;
    CollectionBrowser *m_browser = nullptr;
    ExperimentPanel *m_experiments = nullptr;
    ImportReportView *m_importReport = nullptr;
    ModeStack *m_modes = nullptr;
    JobsDock *m_jobsDock = nullptr;
    CollectionOperations *m_operations = nullptr;
    MainMenus *m_menus = nullptr;
    QLabel *m_workspaceLabel = nullptr;
};

} // namespace nd::ui
