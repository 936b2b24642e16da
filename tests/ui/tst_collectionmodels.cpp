#include "ui/collectionmodel.h"
#include "ui/documentmodel.h"
#include "ui/runmodel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace nd;
using namespace nd::ui;

class TestCollectionModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void collectionModel();
    void documentModel();
    void documentFilterProxySortsByFieldsAndFilters();
    void runModelSortsNewestFirst();
};

namespace {
store::CollectionInfo collection(qint64 id, const QString &name, qint64 documents, const QString &truth)
{
    store::CollectionInfo c;
    c.id = id;
    c.name = name;
    c.documentCount = documents;
    c.truthKind = truth;
    c.sourcePath = QStringLiteral("/data/") + name;
    return c;
}
} // namespace

void TestCollectionModels::collectionModel()
{
    CollectionModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);

    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setCollections({collection(7, QStringLiteral("essays"), 1234, QStringLiteral("clusters")),
                          collection(9, QStringLiteral("news"), 3, QString()),
                          collection(11, QStringLiteral("pan"), 50, QStringLiteral("pairs"))});
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), 3);
    QCOMPARE(model.index(0, CollectionModel::NameColumn).data().toString(), QStringLiteral("essays"));
    QCOMPARE(model.index(0, CollectionModel::DocumentsColumn).data().toString(), QStringLiteral("1,234"));
    QCOMPARE(model.index(0, CollectionModel::TruthColumn).data().toString(), QStringLiteral("Clusters"));
    QCOMPARE(model.index(1, CollectionModel::TruthColumn).data().toString(), QStringLiteral("None"));
    QCOMPARE(model.index(2, CollectionModel::TruthColumn).data().toString(), QStringLiteral("Labelled pairs"));
    QCOMPARE(model.index(2, CollectionModel::NameColumn).data(IdRole).toLongLong(), 11);
    QVERIFY(model.index(1, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("/data/news")));
    QCOMPARE(model.headerData(CollectionModel::DocumentsColumn, Qt::Horizontal).toString(),
             QStringLiteral("Documents"));
    QCOMPARE(model.rowOfId(9), 1);
    QCOMPARE(model.rowOfId(8), -1);

    model.setCollections({});
    QCOMPARE(model.rowCount(), 0);
}

void TestCollectionModels::documentModel()
{
    DocumentModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const store::DocumentSummary a{.id = 3,
                                   .path = QStringLiteral("alpha/one.txt"),
                                   .encoding = QStringLiteral("UTF-8"),
                                   .byteSize = 700,
                                   .wordCount = 120,
                                   .cluster = QStringLiteral("alpha")};
    const store::DocumentSummary b{
        .id = 4, .path = QStringLiteral("beta/two.html"), .encoding = QStringLiteral("windows-1252"), .wordCount = 9};
    model.setDocuments({a, b});

    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 4);
    QCOMPARE(model.index(0, DocumentModel::PathColumn).data().toString(), QStringLiteral("alpha/one.txt"));
    QCOMPARE(model.index(0, DocumentModel::WordsColumn).data().toString(), QStringLiteral("120"));
    // Sorting uses the number, not its text: "9" must sort before "120".
    QCOMPARE(model.index(1, DocumentModel::WordsColumn).data(Qt::UserRole).toLongLong(), 9);
    QCOMPARE(model.index(1, DocumentModel::EncodingColumn).data().toString(), QStringLiteral("windows-1252"));
    QCOMPARE(model.index(0, DocumentModel::ClusterColumn).data().toString(), QStringLiteral("alpha"));
    QCOMPARE(model.index(1, DocumentModel::ClusterColumn).data().toString(), QString());
    QCOMPARE(model.index(1, DocumentModel::PathColumn).data(IdRole).toLongLong(), 4);
}

void TestCollectionModels::documentFilterProxySortsByFieldsAndFilters()
{
    DocumentModel model;
    DocumentFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto document = [](qint64 id, const QString &path, qint64 words) {
        return store::DocumentSummary{.id = id, .path = path, .wordCount = words};
    };
    model.setDocuments({document(1, QStringLiteral("b.txt"), 120), document(2, QStringLiteral("a.txt"), 9),
                        document(3, QStringLiteral("C.txt"), 50)});
    const auto ids = [&proxy] {
        QList<qint64> order;
        for (int row = 0; row < proxy.rowCount(); ++row)
            order.append(proxy.index(row, 0).data(IdRole).toLongLong());
        return order;
    };
    // Paths compared case-sensitively, as the default sort does: 'C' (67) before 'a' (97) before 'b'.
    proxy.sort(DocumentModel::PathColumn, Qt::AscendingOrder);
    QCOMPARE(ids(), (QList<qint64>{3, 2, 1}));
    // Words as numbers: 9 < 50 < 120 (as text "120" would come first).
    proxy.sort(DocumentModel::WordsColumn, Qt::AscendingOrder);
    QCOMPARE(ids(), (QList<qint64>{2, 3, 1}));
    proxy.sort(DocumentModel::WordsColumn, Qt::DescendingOrder);
    QCOMPARE(ids(), (QList<qint64>{1, 3, 2}));
    // A filter still matches the cells' text; an empty one keeps every row.
    proxy.setFilterFixedString(QStringLiteral("c.t"));
    proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy.setFilterKeyColumn(-1);
    QCOMPARE(ids(), (QList<qint64>{3}));
    proxy.setFilterFixedString(QString());
    QCOMPARE(proxy.rowCount(), 3);
}

void TestCollectionModels::runModelSortsNewestFirst()
{
    RunModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    store::RunInfo older;
    older.id = 2;
    older.method = QStringLiteral("minhash");
    older.status = store::RunStatus::Done;
    older.pairCount = 4500;
    older.started = QDateTime(QDate(2024, 5, 1), QTime(10, 0), Qt::UTC);
    older.finished = older.started.addMSecs(1500);
    store::RunInfo newer;
    newer.id = 5;
    newer.method = QStringLiteral("ncd");
    newer.status = store::RunStatus::Failed;
    newer.error = QStringLiteral("out of memory");
    model.setRuns({older, newer});
    model.setMethodTitles({{QStringLiteral("minhash"), QStringLiteral("MinHash with LSH")}});

    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, RunModel::MethodColumn).data(IdRole).toLongLong(), 5);
    QCOMPARE(model.index(0, RunModel::MethodColumn).data().toString(), QStringLiteral("ncd")); // no title known
    QCOMPARE(model.index(0, RunModel::StatusColumn).data().toString(), QStringLiteral("Failed"));
    QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("out of memory")));
    QCOMPARE(model.index(1, RunModel::MethodColumn).data().toString(), QStringLiteral("MinHash with LSH"));
    QCOMPARE(model.index(1, RunModel::PairsColumn).data().toString(), QStringLiteral("4,500"));
    QVERIFY(model.index(1, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("1.50 s")));
    QCOMPARE(model.rowOfId(2), 1);
}

QTEST_MAIN(TestCollectionModels)
#include "tst_collectionmodels.moc"
