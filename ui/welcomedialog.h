#pragma once

#include <QDialog>
#include <QStringList>

class QCommandLinkButton;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace nd::ui {

// The first start's page: the reviewer's name (asked once, stored in the
// settings) and where to begin: import a folder or an archive, open the sample
// collection, or open a recent workspace. The choice is carried out by the
// main window; this page only asks.
class WelcomeDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Choice { None, ImportFolder, ImportArchive, OpenSample, OpenRecent };

    explicit WelcomeDialog(const QString &reviewer, const QStringList &recentWorkspaces, QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }
    QString recentWorkspace() const { return m_recent; } // with OpenRecent
    QString reviewer() const;

private:
    void choose(Choice choice);
    void updateButtons();

    QLineEdit *m_name = nullptr;
    QCommandLinkButton *m_importFolder = nullptr;
    QCommandLinkButton *m_importArchive = nullptr;
    QCommandLinkButton *m_sample = nullptr;
    QListWidget *m_recentList = nullptr;
    QPushButton *m_openRecent = nullptr;
    QPushButton *m_close = nullptr;
    Choice m_choice = Choice::None;
    QString m_recent;
};

} // namespace nd::ui
