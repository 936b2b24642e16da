#pragma once

#include "store/records.h"

#include <QWidget>

#include <optional>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace nd::ui {

class CollectionModel;
class DocumentModel;
class RunModel;

// The left dock: collections, the searchable documents of the selected one,
// and its runs. It shows what it is given; the main window loads the data.
class CollectionBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit CollectionBrowser(QWidget *parent = nullptr);

    CollectionModel *collectionModel() const { return m_collections; }
    DocumentModel *documentModel() const { return m_documents; }
    RunModel *runModel() const { return m_runs; }

    void setCollections(const QList<store::CollectionInfo> &collections);
    void setDocuments(const QList<store::DocumentSummary> &documents);
    void setRuns(const QList<store::RunInfo> &runs);

    qint64 currentCollection() const;
    std::optional<store::CollectionInfo> currentCollectionInfo() const;
    bool selectCollection(qint64 id);
    qint64 currentRun() const;
    bool selectRun(qint64 id);

Q_SIGNALS:
    void collectionSelected(qint64 collectionId); // 0 when none
    void runSelected(qint64 runId);
    void documentActivated(qint64 documentId);

private:
    CollectionModel *m_collections = nullptr;
    DocumentModel *m_documents = nullptr;
    RunModel *m_runs = nullptr;
    QSortFilterProxyModel *m_documentFilter = nullptr;
    QTableView *m_collectionView = nullptr;
    QTableView *m_documentView = nullptr;
    QTableView *m_runView = nullptr;
    QLineEdit *m_filter = nullptr;
    qint64 m_lastCollection = -1;
};

} // namespace nd::ui
