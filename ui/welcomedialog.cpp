#include "ui/welcomedialog.h"

#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace nd::ui {

WelcomeDialog::WelcomeDialog(const QString &reviewer, const QStringList &recentWorkspaces, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"welcomeDialog"_s);
    setWindowTitle(tr("Welcome to NearDup Workbench"));

    auto *intro = new QLabel(tr("NearDup Workbench finds near-duplicate and plagiarised documents in a collection "
                                "and lets you review each pair it flags side by side."),
                             this);
    intro->setWordWrap(true);

    m_name = new QLineEdit(reviewer, this);
    m_name->setObjectName(u"welcomeReviewer"_s);
    m_name->setPlaceholderText(tr("Your name"));
    auto *nameForm = new QFormLayout;
    nameForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    nameForm->addRow(tr("&Your name, stored with every review decision:"), m_name);

    auto *start = new QGroupBox(tr("Start"), this);
    auto *startLayout = new QVBoxLayout(start);
    m_importFolder = new QCommandLinkButton(
        tr("Import a &Folder…"), tr("Every text, HTML, PDF or office file in it and its sub-folders"), start);
    m_importFolder->setObjectName(u"welcomeImportFolder"_s);
    m_importArchive =
        new QCommandLinkButton(tr("Import an &Archive…"), tr("zip, tar, 7z and their compressed forms"), start);
    m_importArchive->setObjectName(u"welcomeImportArchive"_s);
    m_sample = new QCommandLinkButton(
        tr("Open the &Sample Collection"),
        tr("44 short documents, 11 groups of near-duplicates among them, with ground truth and a first run"), start);
    m_sample->setObjectName(u"welcomeSample"_s);
    for (QCommandLinkButton *button : {m_importFolder, m_importArchive, m_sample})
        startLayout->addWidget(button);
    connect(m_importFolder, &QCommandLinkButton::clicked, this, [this] { choose(Choice::ImportFolder); });
    connect(m_importArchive, &QCommandLinkButton::clicked, this, [this] { choose(Choice::ImportArchive); });
    connect(m_sample, &QCommandLinkButton::clicked, this, [this] { choose(Choice::OpenSample); });

    auto *recent = new QGroupBox(tr("Recent workspaces"), this);
    auto *recentLayout = new QVBoxLayout(recent);
    m_recentList = new QListWidget(recent);
    m_recentList->setObjectName(u"welcomeRecent"_s);
    // Names elided at the end: the start of a file name tells workspaces apart.
    m_recentList->setTextElideMode(Qt::ElideRight);
    for (const QString &path : recentWorkspaces) {
        auto *item = new QListWidgetItem(QFileInfo(path).fileName(), m_recentList);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
        if (!QFileInfo::exists(path))
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    }
    if (recentWorkspaces.isEmpty())
        m_recentList->addItem(tr("No recent workspaces"));
    m_openRecent = new QPushButton(tr("&Open Workspace"), recent);
    m_openRecent->setObjectName(u"welcomeOpenRecent"_s);
    recentLayout->addWidget(m_recentList);
    recentLayout->addWidget(m_openRecent, 0, Qt::AlignRight);
    const auto openRecent = [this] {
        const QListWidgetItem *item = m_recentList->currentItem();
        if (!item || item->data(Qt::UserRole).toString().isEmpty() || !(item->flags() & Qt::ItemIsEnabled))
            return;
        m_recent = item->data(Qt::UserRole).toString();
        choose(Choice::OpenRecent);
    };
    connect(m_openRecent, &QPushButton::clicked, this, openRecent);
    connect(m_recentList, &QListWidget::itemActivated, this, openRecent);
    connect(m_recentList, &QListWidget::currentItemChanged, this, &WelcomeDialog::updateButtons);

    auto *buttons = new QDialogButtonBox(this);
    m_close = buttons->addButton(tr("&Continue"), QDialogButtonBox::AcceptRole);
    m_close->setObjectName(u"welcomeContinue"_s);
    connect(m_close, &QPushButton::clicked, this, [this] { choose(Choice::None); });

    auto *columns = new QHBoxLayout;
    columns->addWidget(start, 3);
    columns->addWidget(recent, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(nameForm);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);
    connect(m_name, &QLineEdit::textChanged, this, &WelcomeDialog::updateButtons);
    updateButtons();
    m_name->setFocus();
}

QString WelcomeDialog::reviewer() const
{
    return m_name->text().trimmed();
}

void WelcomeDialog::choose(Choice choice)
{
    if (reviewer().isEmpty())
        return;
    m_choice = choice;
    accept();
}

void WelcomeDialog::updateButtons()
{
    // The name is asked once, here: nothing starts without it.
    const bool named = !reviewer().isEmpty();
    for (QPushButton *button : {static_cast<QPushButton *>(m_importFolder), static_cast<QPushButton *>(m_importArchive),
                                static_cast<QPushButton *>(m_sample), m_close})
        button->setEnabled(named);
    const QListWidgetItem *item = m_recentList->currentItem();
    m_openRecent->setEnabled(named && item && !item->data(Qt::UserRole).toString().isEmpty()
                             && (item->flags() & Qt::ItemIsEnabled));
}

} // namespace nd::ui
