// The import report names the encoding each document was read as.
#include "ui/importreportview.h"

#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

using namespace Qt::StringLiterals;

class TestImportReportView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesEachDocumentsEncoding()
    {
        nd::ui::ImportReportView view;
        nd::corpus::ImportReport report;
        report.collectionId = 1;
        report.examined = 4;
        report.imported = 3;
        report.documents = {{u"essays/notepad.txt"_s, u"text"_s, u"UTF-16LE"_s},
                            {u"essays/plain.txt"_s, u"text"_s, u"UTF-8"_s},
                            {u"web/page.html"_s, u"html"_s, u"UTF-8"_s}};
        report.issues = {{u"blob.bin"_s, u"binary file (NUL bytes)"_s}};
        view.showReport(u"essays"_s, report);
        view.show();

        auto *summary = view.findChild<QLabel *>(u"importSummary"_s);
        QVERIFY(summary);
        // Most frequent first: UTF-8 (2), then UTF-16LE (1).
        QVERIFY2(summary->text().contains(u"Encodings: UTF-8 2, UTF-16LE 1."_s), qPrintable(summary->text()));
        auto *documents = view.findChild<QTableWidget *>(u"importDocuments"_s);
        QVERIFY(documents);
        QCOMPARE(documents->rowCount(), 3);
        QCOMPARE(documents->item(0, 0)->text(), u"essays/notepad.txt"_s);
        QCOMPARE(documents->item(0, 1)->text(), u"text"_s);
        QCOMPARE(documents->item(0, 2)->text(), u"UTF-16LE"_s);
        QCOMPARE(documents->item(2, 1)->text(), u"html"_s);
        auto *issues = view.findChild<QTableWidget *>(u"importIssues"_s);
        QVERIFY(issues);
        QCOMPARE(issues->rowCount(), 1);
        auto *tabs = view.findChild<QTabWidget *>();
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(0), u"Issues (1)"_s);
        QCOMPARE(tabs->tabText(1), u"Documents (3)"_s);

        view.clear();
        QCOMPARE(documents->rowCount(), 0);
        QCOMPARE(tabs->tabText(1), u"Documents"_s);
    }
};

QTEST_MAIN(TestImportReportView)
#include "tst_importreportview.moc"
