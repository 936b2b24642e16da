#include "reviewfixture.h"

#include "pipeline/reportbuilder.h"
#include "review/report.h"
#include "review/reportwriter.h"
#include "store/reviewstore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTranslator>

using namespace nd;
using namespace Qt::StringLiterals;

namespace {

const QString kShared = u"the river carries fine sediment downstream every spring season while farmers wait"_s;

// Stands in for a language's .qm file: answers the report's own context only.
class GermanDecisions : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (QByteArrayView(context) != "nd::review")
            return {};
        if (QByteArrayView(source) == "Plagiarism")
            return u"Plagiat"_s;
        if (QByteArrayView(source) == "Decision")
            return u"Entscheidung"_s;
        return {};
    }
    bool isEmpty() const override { return false; }
};

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestReportWriter : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::ReviewFixture> m_f;
    qint64 m_run = 0;

private Q_SLOTS:
    void init()
    {
        m_f = std::make_unique<test::ReviewFixture>(QStringList{u"a<b>&.txt"_s, u"copy.txt"_s, u"other.txt"_s},
                                                    QStringList{u"Intro words. "_s + kShared + u". The end."_s,
                                                                u"Start here: "_s + kShared + u", he said."_s,
                                                                u"Astronomy and the stars at night."_s});
        m_run = m_f->addRun({{1, 2, 0.8}, {1, 3, 0.2}});
        store::ReviewStore(*m_f->workspace)
            .decide(m_f->collection, {m_f->pair(1, 2)}, store::Decision::Plagiarism, u"copied, \"verbatim\""_s,
                    u"ann"_s, m_run);
    }

    void cleanup() { m_f.reset(); }

    void buildsPairsWithDecisionsAndPassages()
    {
        review::ReportOptions options;
        options.threshold = 0.1;
        const review::ReportData data = pipeline::buildReport(*m_f->workspace, m_run, options);
        QCOMPARE(data.pairs.size(), 2);
        QCOMPARE(data.collectionName, u"reviewed"_s);
        const review::ReportPair &first = data.pairs.first();
        QCOMPARE(first.nameA, u"a<b>&.txt"_s);
        QCOMPARE(first.nameB, u"copy.txt"_s);
        QCOMPARE(first.score, 0.8);
        QVERIFY(first.decided);
        QCOMPARE(first.decision, store::Decision::Plagiarism);
        QCOMPARE(first.reviewer, u"ann"_s);
        QCOMPARE(first.passages.size(), 1);
        QVERIFY2(first.passages.first().textA.contains(u"fine sediment downstream"_s),
                 qPrintable(first.passages.first().textA));
        QVERIFY(!data.pairs.at(1).decided);

        options.decidedOnly = true;
        QCOMPARE(pipeline::buildReport(*m_f->workspace, m_run, options).pairs.size(), 1);
        options.decidedOnly = false;
        options.threshold = 0.5; // only the 0.8 pair is flagged
        QCOMPARE(pipeline::buildReport(*m_f->workspace, m_run, options).pairs.size(), 1);
    }

    void writesCsvJsonHtml()
    {
        review::ReportOptions options;
        options.threshold = 0.1;
        const review::ReportData data = pipeline::buildReport(*m_f->workspace, m_run, options);
        QTemporaryDir dir;
        QString error;

        const QString csvPath = dir.filePath(u"r.csv"_s);
        QVERIFY2(review::writeReport(data, csvPath, &error), qPrintable(error));
        const QStringList lines = readAll(csvPath).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3); // header, one passage row, one row for the pair without passages
        QVERIFY(lines[0].startsWith(u"run,method,threshold,document_a,document_b,score,decision,note"_s));
        QVERIFY2(lines[1].contains(u"a<b>&.txt,copy.txt,0.8,plagiarism,\"copied, \"\"verbatim\"\"\",ann,"_s),
                 qPrintable(lines[1]));
        QVERIFY(lines[2].contains(u"other.txt,0.2,,"_s));

        const QString jsonPath = dir.filePath(u"r.json"_s);
        QVERIFY2(review::writeReport(data, jsonPath, &error), qPrintable(error));
        const QJsonObject json = QJsonDocument::fromJson(readAll(jsonPath).toUtf8()).object();
        QCOMPARE(json.value(u"run"_s).toInteger(), m_run);
        QCOMPARE(json.value(u"method"_s).toString(), u"shingling"_s);
        const QJsonArray pairs = json.value(u"pairs"_s).toArray();
        QCOMPARE(pairs.size(), 2);
        QCOMPARE(pairs[0][u"decision"_s].toString(), u"plagiarism"_s);
        QCOMPARE(pairs[0][u"note"_s].toString(), u"copied, \"verbatim\""_s);
        QCOMPARE(pairs[0][u"passages"_s].toArray().size(), 1);
        QVERIFY(pairs[1][u"decision"_s].isNull());

        const QString htmlPath = dir.filePath(u"r.html"_s);
        QVERIFY2(review::writeReport(data, htmlPath, &error), qPrintable(error));
        const QString html = readAll(htmlPath);
        QVERIFY(html.contains(u"a&lt;b&gt;&amp;.txt"_s));
        QVERIFY(!html.contains(u"a<b>&.txt"_s)); // escaped everywhere
        QVERIFY(html.contains(u"white-space:pre-wrap"_s));
        QVERIFY(html.contains(u"fine sediment downstream"_s));
        QVERIFY(html.contains(u"copied, &quot;verbatim&quot;"_s));

        QVERIFY(html.contains(u"Plagiarism"_s)); // the reader's word, not the CSV's "plagiarism"

        QVERIFY(!review::writeReport(data, dir.filePath(u"r.txt"_s), &error));
        QVERIFY(!error.isEmpty());
    }

    void htmlSpeaksTheReadersLanguageWhileCsvKeepsStableNames()
    {
        review::ReportOptions options;
        options.threshold = 0.1;
        const review::ReportData data = pipeline::buildReport(*m_f->workspace, m_run, options);
        GermanDecisions german;
        QVERIFY(QCoreApplication::installTranslator(&german));
        QTemporaryDir dir;
        QString error;
        const QString htmlPath = dir.filePath(u"r.html"_s);
        const QString csvPath = dir.filePath(u"r.csv"_s);
        const bool written = review::writeReport(data, htmlPath, &error) && review::writeReport(data, csvPath, &error);
        QCoreApplication::removeTranslator(&german);
        QVERIFY2(written, qPrintable(error));
        const QString html = readAll(htmlPath);
        QVERIFY2(html.contains(u"Entscheidung: Plagiat"_s), qPrintable(html));
        QVERIFY(!html.contains(u"plagiarism"_s, Qt::CaseInsensitive));
        QVERIFY(readAll(csvPath).contains(u",plagiarism,"_s));
    }
};

QTEST_GUILESS_MAIN(TestReportWriter)
#include "tst_reportwriter.moc"
