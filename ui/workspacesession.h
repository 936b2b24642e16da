#pragma once

#include <QObject>
#include <QStringList>

#include <memory>

class QMenu;
class QWidget;

namespace nd::store {
class Workspace;
}

namespace nd::ui {

class JobRunner;

// The open workspace file and the Workspace menu's operations on it: new,
// open, open recent, save a copy. Opening another one first stops the jobs that
// read the old one (asking when they are the user's) and says so (aboutToClose),
// so that every panel lets go of it before it closes. Remembers the last and the
// recent workspaces in the settings.
class WorkspaceSession : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxRecent = 8;

    // window: the parent of the file dialogs and questions.
    WorkspaceSession(JobRunner *runner, QWidget *window);
    ~WorkspaceSession() override;

    const store::Workspace *workspace() const { return m_workspace.get(); }

    // Opens (creating when new) a workspace file. On failure keeps the current
    // one and returns false with the reason for the user in *error.
    bool open(const QString &path, QString *error);
    // Opens a file or says why not (failed).
    void openOrReport(const QString &path);
    // When jobs run: asks whether to cancel them, and waits for them if so.
    // True when none runs any more.
    bool confirmStopJobs();

    void chooseNew();
    void chooseExisting();
    // A consistent copy of the open workspace to a new file: a backup, or the way
    // out when the file was deleted or replaced while open. Asks for the file in a
    // window-modal dialog and returns at once; saveCopyTo does the copy.
    void saveCopy();
    void saveCopyTo(const QString &path);
    // The recent workspaces as numbered entries that open them (missing files disabled).
    void fillRecentMenu(QMenu *menu);

    // The workspace of the last session (empty when none was recorded), and the
    // recent ones, newest first.
    static QString last();
    static QStringList recent();

Q_SIGNALS:
    // The open workspace is about to close: stop reading it.
    void aboutToClose();
    void opened(const QString &path);
    void failed(const QString &title, const QString &message);
    void status(const QString &message, int timeout);

private:
    static void remember(const QString &path);

    JobRunner *m_runner;
    QWidget *m_window;
    std::unique_ptr<store::Workspace> m_workspace;
};

} // namespace nd::ui
