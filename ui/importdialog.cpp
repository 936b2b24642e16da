#include "ui/importdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace nd::ui {

namespace {
QString archiveFilter()
{
    return ImportDialog::tr("Archives (*.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz *.tar.zst *.7z);;All files (*)");
}
} // namespace

ImportDialog::ImportDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Import Documents"));
    setObjectName(QStringLiteral("importDialog"));
    resize(560, 420);

    auto *intro = new QLabel(tr("Text and HTML files, folders (read recursively) and archives become one new "
                                "collection. Files that cannot be read are listed in the import report."),
                             this);
    intro->setWordWrap(true);

    m_paths = new QListWidget(this);
    m_paths->setObjectName(QStringLiteral("importPaths"));
    m_paths->setAccessibleName(tr("Paths to import"));
    m_paths->setSelectionMode(QAbstractItemView::ExtendedSelection);

    auto *addFiles = new QPushButton(tr("Add &Files…"), this);
    auto *addFolder = new QPushButton(tr("Add F&older…"), this);
    auto *addArchive = new QPushButton(tr("Add &Archive…"), this);
    m_remove = new QPushButton(tr("&Remove"), this);
    auto *pathButtons = new QVBoxLayout;
    for (QPushButton *b : {addFiles, addFolder, addArchive, m_remove})
        pathButtons->addWidget(b);
    pathButtons->addStretch(1);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_paths, 1);
    pathRow->addLayout(pathButtons);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("collectionName"));
    m_name->setPlaceholderText(tr("Name of the first path"));
    m_clusters = new QCheckBox(tr("Sub-folders are &clusters (ground truth)"), this);
    m_clusters->setObjectName(QStringLiteral("clustersCheck"));
    m_clusters->setToolTip(tr("Documents in the same first-level folder are near-duplicates of each other; "
                              "the folders become the collection's ground truth."));
    auto *form = new QFormLayout;
    form->addRow(tr("Collection &name:"), m_name);
    form->addRow(QString(), m_clusters);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("importButton"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(pathRow, 1);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    connect(addFiles, &QPushButton::clicked, this, &ImportDialog::addFiles);
    connect(addFolder, &QPushButton::clicked, this, &ImportDialog::addFolder);
    connect(addArchive, &QPushButton::clicked, this, &ImportDialog::addArchives);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        qDeleteAll(m_paths->selectedItems());
        updateState();
    });
    connect(m_paths, &QListWidget::itemSelectionChanged, this, &ImportDialog::updateState);
    connect(m_name, &QLineEdit::textEdited, this, [this] { m_nameEdited = true; });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateState();
}

void ImportDialog::addPaths(const QStringList &paths)
{
    for (const QString &path : paths) {
        const QString clean = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        if (m_paths->findItems(clean, Qt::MatchExactly).isEmpty()) {
            auto *item = new QListWidgetItem(QDir::toNativeSeparators(clean), m_paths);
            item->setData(Qt::UserRole, clean);
            item->setToolTip(clean);
        }
    }
    // Suggest the first path's name until the user types one.
    if (!m_nameEdited && m_paths->count() > 0)
        m_name->setText(QFileInfo(m_paths->item(0)->data(Qt::UserRole).toString()).completeBaseName());
    updateState();
}

QStringList ImportDialog::paths() const
{
    QStringList result;
    for (int i = 0; i < m_paths->count(); ++i)
        result.append(m_paths->item(i)->data(Qt::UserRole).toString());
    return result;
}

corpus::ImportOptions ImportDialog::options() const
{
    corpus::ImportOptions options;
    options.collectionName = m_name->text().trimmed();
    options.truth = m_clusters->isChecked() ? corpus::TruthFromLayout::FolderPerCluster : corpus::TruthFromLayout::None;
    return options;
}

void ImportDialog::addFiles()
{
    addPaths(QFileDialog::getOpenFileNames(this, tr("Add Files"), QString(),
                                           tr("Documents (*.txt *.text *.md *.html *.htm *.xhtml);;All files (*)")));
}

void ImportDialog::addFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add Folder"));
    if (!folder.isEmpty())
        addPaths({folder});
}

void ImportDialog::addArchives()
{
    addPaths(QFileDialog::getOpenFileNames(this, tr("Add Archive"), QString(), archiveFilter()));
}

void ImportDialog::updateState()
{
    m_remove->setEnabled(!m_paths->selectedItems().isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_paths->count() > 0);
}

} // namespace nd::ui
