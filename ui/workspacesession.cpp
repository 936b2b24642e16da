#include "ui/workspacesession.h"

#include "learn/modellibrary.h"
#include "store/workspace.h"
#include "ui/jobrunner.h"
#include "ui/settingskeys.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {

QString workspaceFilter()
{
    return WorkspaceSession::tr("NearDup workspaces (*.ndw);;All files (*)");
}

} // namespace

WorkspaceSession::WorkspaceSession(JobRunner *runner, QWidget *window)
    : m_runner(runner)
    , m_window(window)
{ }

WorkspaceSession::~WorkspaceSession()
{
    if (m_workspace)
        learn::ModelLibrary::instance().attach(nullptr);
}

bool WorkspaceSession::open(const QString &path, QString *error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_workspace && QFileInfo(m_workspace->path()).absoluteFilePath() == absolute)
        return true;
    QDir().mkpath(QFileInfo(absolute).absolutePath());

    std::unique_ptr<store::Workspace> replacement;
    try {
        replacement = std::make_unique<store::Workspace>(absolute);
    } catch (const store::WorkspaceError &e) {
        *error = e.message();
        return false;
    } catch (const std::exception &e) {
        *error = QString::fromUtf8(e.what());
        return false;
    }

    m_runner->cancelAllAndWait();
    Q_EMIT aboutToClose();
    learn::ModelLibrary::instance().attach(nullptr);
    m_workspace = std::move(replacement);
    learn::ModelLibrary::instance().attach(m_workspace.get()); // the `learned` method's models
    remember(absolute);
    Q_EMIT opened(absolute);
    return true;
}

void WorkspaceSession::openOrReport(const QString &path)
{
    QString error;
    if (!open(path, &error))
        Q_EMIT failed(tr("Cannot open workspace"), error);
}

bool WorkspaceSession::confirmStopJobs()
{
    if (!m_runner->isBusy())
        return true;
    const auto answer = QMessageBox::question(
        m_window, tr("Jobs are running"),
        tr("%n job(s) are still running. Cancel them and continue?", nullptr, int(m_runner->jobs().size())),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return false;
    m_runner->cancelAllAndWait();
    return true;
}

void WorkspaceSession::chooseNew()
{
    QString path = QFileDialog::getSaveFileName(m_window, tr("New Workspace"), QString(), workspaceFilter(), nullptr,
                                                QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty() || !confirmStopJobs())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u".ndw"_s;
    // Never replace an existing file: opening it keeps whatever it holds.
    const bool existed = QFileInfo(path).exists() && QFileInfo(path).size() > 0;
    QString error;
    if (!open(path, &error))
        Q_EMIT failed(tr("Cannot create workspace"), error);
    else if (existed)
        Q_EMIT status(tr("%1 already existed and was opened, not replaced.").arg(path), 8000);
}

void WorkspaceSession::chooseExisting()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Workspace"), QString(), workspaceFilter());
    if (!path.isEmpty() && confirmStopJobs())
        openOrReport(path);
}

void WorkspaceSession::saveCopy()
{
    if (!m_workspace)
        return;
    // Window-modal and opened without a nested event loop (QDialog::open), so the
    // window keeps drawing and the copy starts from the dialog's answer.
    auto *dialog = new QFileDialog(m_window, tr("Save a Copy of the Workspace"), QString(), workspaceFilter());
    dialog->setObjectName(u"saveCopyDialog"_s);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setFileMode(QFileDialog::AnyFile);
    dialog->setOption(QFileDialog::DontConfirmOverwrite);
    connect(dialog, &QFileDialog::fileSelected, this, &WorkspaceSession::saveCopyTo);
    dialog->open();
}

void WorkspaceSession::saveCopyTo(const QString &path)
{
    if (!m_workspace || path.isEmpty())
        return;
    try {
        m_workspace->saveCopy(path);
        Q_EMIT status(tr("Saved a copy of the workspace to %1.").arg(QDir::toNativeSeparators(path)), 8000);
    } catch (const store::WorkspaceError &e) {
        Q_EMIT failed(tr("Cannot save a copy"), e.message());
    }
}

QString WorkspaceSession::last()
{
    return QSettings().value(settingskeys::kLastWorkspace).toString();
}

QStringList WorkspaceSession::recent()
{
    return QSettings().value(settingskeys::kRecentWorkspaces).toStringList();
}

void WorkspaceSession::remember(const QString &path)
{
    QSettings settings;
    settings.setValue(settingskeys::kLastWorkspace, path);
    QStringList paths = settings.value(settingskeys::kRecentWorkspaces).toStringList();
    paths.removeAll(path);
    paths.prepend(path);
    while (paths.size() > kMaxRecent)
        paths.removeLast();
    settings.setValue(settingskeys::kRecentWorkspaces, paths);
}

void WorkspaceSession::fillRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList paths = recent();
    int number = 1;
    for (const QString &path : paths) {
        QAction *action =
            menu->addAction(tr("&%1 %2").arg(number++).arg(QDir::toNativeSeparators(path)), this, [this, path] {
                if (confirmStopJobs())
                    openOrReport(path);
            });
        action->setEnabled(QFileInfo::exists(path));
    }
    if (paths.isEmpty())
        menu->addAction(tr("No recent workspaces"))->setEnabled(false);
}

} // namespace nd::ui
