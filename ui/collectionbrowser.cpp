#include "ui/collectionbrowser.h"

#include "ui/collectionmodel.h"
#include "ui/columnfit.h"
#include "ui/documentmodel.h"
#include "ui/runmodel.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace nd::ui {

namespace {

QTableView *makeTable(QAbstractItemModel *model, const QString &objectName, const QString &accessibleName,
                      QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    // Cut at the end: the start of a name tells rows apart; the tooltip has it whole.
    view->setTextElideMode(Qt::ElideRight);
    view->verticalHeader()->hide();
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    return view;
}

QWidget *section(const QString &title, QWidget *content, QWidget *extra, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(4);
    auto *label = new QLabel(title, box);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    label->setBuddy(extra ? extra : content);
    layout->addWidget(label);
    if (extra)
        layout->addWidget(extra);
    layout->addWidget(content, 1);
    return box;
}

qint64 selectedId(const QTableView *view)
{
    const QModelIndexList rows = view->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(IdRole).toLongLong();
}

} // namespace

CollectionBrowser::CollectionBrowser(QWidget *parent)
    : QWidget(parent)
{
    m_collections = new CollectionModel(this);
    m_documents = new DocumentModel(this);
    m_runs = new RunModel(this);
    m_documentFilter = new DocumentFilterProxy(this);
    m_documentFilter->setSourceModel(m_documents);
    m_documentFilter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_documentFilter->setFilterKeyColumn(-1); // path, encoding and cluster all match
    m_documentFilter->setSortRole(Qt::UserRole);

    m_collectionView = makeTable(m_collections, QStringLiteral("collectionView"), tr("Collections"), this);
    m_documentView = makeTable(m_documentFilter, QStringLiteral("documentView"), tr("Documents"), this);
    m_documentView->setSortingEnabled(true);
    m_documentView->sortByColumn(DocumentModel::PathColumn, Qt::AscendingOrder);
    // The dock is narrow: the encoding stays in each row's tooltip.
    m_documentView->setColumnHidden(DocumentModel::EncodingColumn, true);
    // Long cluster names and dates must not squeeze the column that names the
    // row; where the list is wide enough they are shown whole.
    fitBesideNames(m_documentView, DocumentModel::ClusterColumn, 90);
    m_runView = makeTable(m_runs, QStringLiteral("runView"), tr("Runs"), this);
    fitBesideNames(m_runView, RunModel::TimeColumn, 90);

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("documentFilter"));
    m_filter->setPlaceholderText(tr("Filter documents…"));
    m_filter->setAccessibleName(tr("Filter documents"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_documentFilter, &QSortFilterProxyModel::setFilterFixedString);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("browserSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(section(tr("&Collections"), m_collectionView, nullptr, splitter));
    splitter->addWidget(section(tr("&Documents"), m_documentView, m_filter, splitter));
    splitter->addWidget(section(tr("R&uns"), m_runView, nullptr, splitter));
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 4);
    splitter->setStretchFactor(2, 2);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 6);
    layout->addWidget(splitter);

    connect(m_collectionView->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const qint64 id = currentCollection();
        if (id != m_lastCollection) {
            m_lastCollection = id;
            Q_EMIT collectionSelected(id);
        }
    });
    connect(m_runView->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        if (const qint64 id = currentRun())
            Q_EMIT runSelected(id);
    });
    connect(m_documentView, &QTableView::activated, this,
            [this](const QModelIndex &index) { Q_EMIT documentActivated(index.data(IdRole).toLongLong()); });
}

void CollectionBrowser::setCollections(const QList<store::CollectionInfo> &collections)
{
    const qint64 keep = currentCollection();
    m_lastCollection = -1; // a reset clears the selection; re-announce what gets selected
    {
        const QSignalBlocker block(m_collectionView->selectionModel());
        m_collections->setCollections(collections);
    }
    if (!selectCollection(keep) && !collections.isEmpty())
        selectCollection(collections.first().id);
    if (collections.isEmpty()) {
        m_lastCollection = 0;
        Q_EMIT collectionSelected(0);
    }
}

void CollectionBrowser::setDocuments(const QList<store::DocumentSummary> &documents)
{
    m_documents->setDocuments(documents);
}

void CollectionBrowser::setRuns(const QList<store::RunInfo> &runs)
{
    const QSignalBlocker block(m_runView->selectionModel());
    m_runs->setRuns(runs);
}

qint64 CollectionBrowser::currentCollection() const
{
    return selectedId(m_collectionView);
}

std::optional<store::CollectionInfo> CollectionBrowser::currentCollectionInfo() const
{
    const int row = m_collections->rowOfId(currentCollection());
    if (row < 0)
        return std::nullopt;
    return m_collections->collections().at(row);
}

bool CollectionBrowser::selectCollection(qint64 id)
{
    const int row = id > 0 ? m_collections->rowOfId(id) : -1;
    if (row < 0)
        return false;
    m_collectionView->selectRow(row);
    m_collectionView->scrollTo(m_collections->index(row, 0));
    return true;
}

qint64 CollectionBrowser::currentRun() const
{
    return selectedId(m_runView);
}

bool CollectionBrowser::selectRun(qint64 id)
{
    const int row = id > 0 ? m_runs->rowOfId(id) : -1;
    if (row < 0)
        return false;
    if (currentRun() == id)
        Q_EMIT runSelected(id); // re-selecting the same run still shows it
    else
        m_runView->selectRow(row);
    return true;
}

} // namespace nd::ui
