// Run ▸ Query by Document offscreen: paper 002's simhash-weighted is offered
// first and answered from the workspace's stored fingerprints.
#include "store/collectionstore.h"
#include "store/workspace.h"
#include "testsupport.h"
#include "ui/jobrunner.h"
#include "ui/querydialog.h"

#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSqlQuery>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace nd;
using namespace Qt::StringLiterals;

class TestQueryDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void weightedSimhashFromStoredFingerprints()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        store::Workspace workspace(dir.filePath(u"ws.ndw"_s));
        store::CollectionStore collectionStore(workspace);
        const qint64 collection = collectionStore.createCollection(u"c"_s, {});
        const QString orchard = u"Apples, pears and plums ripen in the orchard while farmers gather baskets and "
                                "ladders for the harvest."_s;
        const qint64 id = collectionStore.addDocument(collection, test::textDocument(u"orchard.txt"_s, orchard));
        collectionStore.addDocument(
            collection,
            test::textDocument(u"harbour.txt"_s,
                               u"Fishing boats return to the harbour at dawn, crews unload crates of herring."_s));

        ui::JobRunner runner;
        ui::QueryDialog dialog(workspace, &runner, collection);
        dialog.show();
        auto *method = dialog.findChild<QComboBox *>(u"queryMethod"_s);
        QVERIFY(method);
        QCOMPARE(method->itemData(0).toString(), u"simhash-weighted"_s);
        method->setCurrentIndex(0);
        dialog.findChild<QPlainTextEdit *>(u"queryText"_s)->setPlainText(orchard);
        auto *table = dialog.findChild<QTableWidget *>(u"queryResults"_s);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"querySearch"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 1, 20000);
        QCOMPARE(table->item(0, 1)->data(Qt::DisplayRole).toLongLong(), id);
        QCOMPARE(table->item(0, 3)->data(Qt::DisplayRole).toInt(), 0);
        bool storedNoted = false;
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            storedNoted = storedNoted || label->text().contains(u"stored fingerprint"_s);
        QVERIFY(storedNoted);

        // The fingerprints are now in the workspace, for the next query and for `serve`.
        QSqlQuery query(workspace.database());
        QVERIFY(query.exec(u"SELECT count(*) FROM document_fingerprint WHERE paragraph = -1"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 2);
    }
};

QTEST_MAIN(TestQueryDialog)
#include "tst_querydialog.moc"
