// A folder holding one document of each format, all made here; the PDF and the
// DOCX hold the same text and must be found as a pair, with the stored
// provenance saying page 1 (PDF) and paragraph 2 (DOCX) for the shared passage.

#include "corpus/importer.h"
#include "corpus/pdfreader.h"
#include "formatfixture.h"
#include "pdffixture.h"
#include "pipeline/runservice.h"
#include "pipeline/reportbuilder.h"
#include "review/report.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kShared = u"Librarians receive theses and essays as PDF and word processor files far more often "
                        "than as plain text, and a match between two of them is only useful when it says where "
                        "it is, such as page fourteen of the thesis or the third paragraph of the essay, so "
                        "that a reviewer can open the original and check the passage in its context before "
                        "deciding whether the overlap is plagiarism, a quotation or a coincidence."_s;

} // namespace

class TestCrossFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pdfAndDocxPairFoundWithProvenance()
    {
        if (nd::corpus::pdfHelperPath().isEmpty())
            QFAIL("neardup-pdftext not found (NEARDUP_PDFTEXT is set by CTest)");
        QTemporaryDir dir;
        const QString coll = dir.filePath(u"coll"_s);
        QDir().mkpath(coll);
        nd::test::writePdf(coll + u"/thesis.pdf"_s, {kShared});
        nd::test::writeDocx(coll + u"/essay.docx"_s, {u"An unrelated opening about weather."_s, kShared});
        nd::test::writeOdt(coll + u"/notes.odt"_s, {u"Gardening in spring needs patience and good soil."_s});
        nd::test::writeEpub(coll + u"/novel.epub"_s, u"The ship left the harbour at dawn."_s,
                            u"Nobody on board knew where it was going."_s);

        nd::store::Workspace ws(dir.filePath(u"ws.ndw"_s));
        nd::JobControl control;
        const auto report = nd::corpus::importPaths(ws, {coll}, {}, control);
        QStringList issues;
        for (const auto &issue : report.issues)
            issues.append(issue.path + u": "_s + issue.reason);
        QVERIFY2(issues.isEmpty(), qPrintable(issues.join(u'\n')));
        QCOMPARE(report.imported, 4);

        nd::store::CollectionStore collectionStore(ws);
        nd::store::RunStore runStore(ws);
        qint64 pdfId = 0, docxId = 0;
        for (const auto &summary : collectionStore.documents(report.collectionId)) {
            if (summary.path == u"thesis.pdf"_s)
                pdfId = summary.id;
            if (summary.path == u"essay.docx"_s)
                docxId = summary.id;
        }
        QVERIFY(pdfId > 0 && docxId > 0);

        nd::pipeline::RunRequest request;
        request.collectionId = report.collectionId;
        request.method = u"shingling"_s;
        const auto outcome = nd::pipeline::executeRun(ws, request, control);
        const auto pairs = runStore.pairs(outcome.runId);
        QVERIFY(!pairs.empty());
        const auto best = std::max_element(pairs.begin(), pairs.end(),
                                           [](const auto &x, const auto &y) { return x.score < y.score; });
        QCOMPARE(std::minmax(best->a, best->b), std::minmax(pdfId, docxId));
        QVERIFY2(best->score > 0.6, qPrintable(QString::number(best->score)));

        // Provenance of the passage "page fourteen of the thesis" in both documents.
        const QString passage = u"fourteen"_s;
        const QString pdfText = collectionStore.document(pdfId)->text;
        const QString docxText = collectionStore.document(docxId)->text;
        QVERIFY2(pdfText.contains(passage), qPrintable(pdfText));
        const auto pdfLocation = nd::store::locationAt(collectionStore.locations(pdfId), pdfText.indexOf(passage));
        const auto docxLocation = nd::store::locationAt(collectionStore.locations(docxId), docxText.indexOf(passage));
        QCOMPARE(pdfLocation.page, 1);
        QCOMPARE(docxLocation.paragraph, 2);
        QCOMPARE(collectionStore.document(pdfId)->format, u"pdf"_s);
        QCOMPARE(collectionStore.document(docxId)->format, u"docx"_s);

        // The decision report names the page and paragraph beside each passage.
        nd::review::ReportOptions options;
        options.threshold = best->score;
        const nd::review::ReportData data = nd::pipeline::buildReport(ws, outcome.runId, options);
        bool found = false;
        for (const auto &pair : data.pairs) {
            if (std::minmax(pair.documentA, pair.documentB) != std::minmax(pdfId, docxId))
                continue;
            QVERIFY(!pair.passages.isEmpty());
            const auto &first = pair.passages.first();
            const QString pdfWhere = pair.documentA == pdfId ? first.whereA : first.whereB;
            const QString docxWhere = pair.documentA == pdfId ? first.whereB : first.whereA;
            QCOMPARE(pdfWhere, u"p. 1"_s);
            QVERIFY2(docxWhere.startsWith(u"¶ "_s), qPrintable(docxWhere));
            found = true;
        }
        QVERIFY(found);
    }
};

QTEST_MAIN(TestCrossFormat)
#include "tst_crossformat.moc"
