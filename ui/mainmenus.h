#pragma once

#include <QObject>

#include <functional>

class QAction;
class QMenu;

namespace nd::ui {

class CollectionOperations;
class MainWindow;
class WorkspaceSession;

// The main window's actions and menu bar (Workspace, Collection, Run, Results,
// View, Settings, Help) with their shortcuts, and which of them can act now.
class MainMenus : public QObject
{
    Q_OBJECT

public:
    MainMenus(MainWindow *window, WorkspaceSession *session, CollectionOperations *operations);

    // Fills the menu bar; after the window's modes and jobs dock exist.
    void createMenus();
    // Enables what can act on the open workspace, collection and run.
    void update();

    // The Collections mode's import buttons, in their order.
    QList<QAction *> importActions() const;

private:
    QAction *make(const QString &text, const QKeySequence &shortcut, const QString &objectName);
    void queryByDocument();
    void exportChart();
    void exportNumbers();
    // Asks for a file and writes the shown run's chart or numbers to it.
    void exportResults(const QString &title, const QString &filter,
                       const std::function<bool(const QString &, QString *)> &write, const QString &done,
                       const QString &failed);
    void about();

    MainWindow *m_window;
    WorkspaceSession *m_session;
    CollectionOperations *m_operations;
    QMenu *m_recentMenu = nullptr;

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
