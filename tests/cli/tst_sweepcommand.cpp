// End-to-end tests of how `neardup-cli sweep` and `preset` score their runs:
// --truth, --protocol and --queries, and the paper 000 presets' per-query metric.
#include "clirunner.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;

class TestSweepCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_workspace;

    CliResult run(QStringList arguments) const
    {
        return cli(arguments << u"--workspace"_s << m_workspace << u"--json"_s);
    }

    QStringList sweep(const QString &collection) const
    {
        return {u"sweep"_s,     u"--collection"_s, collection,         u"--method"_s,
                u"shingling"_s, u"--grid"_s,       u"shingle_size=2"_s};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // A folder per cluster; every text has 20 words or more, so synth can use it.
        const QList<std::pair<QString, QByteArray>> files = {
            {u"coll/fox/a.txt"_s,
             "the quick brown fox jumps over the lazy dog near the river bank while the farmer "
             "watches from the old wooden fence at dawn"},
            {u"coll/fox/b.txt"_s,
             "the quick brown fox jumps over the lazy dog near the river bank while the farmer "
             "watches from the old stone fence at dusk"},
            {u"coll/stars/c.txt"_s,
             "astronomy students watched distant stars through a large telescope on the hill "
             "and wrote down every bright comet they could find"},
            {u"coll/stars/d.txt"_s,
             "astronomy students watched the distant stars through a big telescope on the "
             "hill and wrote down each bright comet they could find"},
            {u"coll/pasta/e.txt"_s,
             "cooking pasta with garlic olive oil and fresh basil leaves tonight needs a large "
             "pot of salted water and a little patience"}};
        for (const auto &[path, text] : files)
            test::writeFile(m_dir, path, text);
        m_workspace = m_dir.filePath(u"ws.ndwb"_s);
        const CliResult imported = run({u"import"_s, m_dir.filePath(u"coll"_s), u"--truth"_s, u"folders"_s});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        // Collection 2: 2 sources x 3 variants of them.
        const CliResult synth = run({u"synth"_s, u"--collection"_s, u"1"_s, u"--sources"_s, u"2"_s, u"--variants"_s,
                                     u"3"_s, u"--edit-rate"_s, u"0.1"_s});
        QVERIFY2(synth.exitCode == 0, synth.err.constData());
        QCOMPARE(synth.json().value(u"collection"_s).toInteger(), 2);
    }

    void defaultsArePairwiseOnTheStoredTruth()
    {
        const CliResult result = run(sweep(u"1"_s));
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject json = result.json();
        QCOMPARE(json.value(u"truth"_s).toString(), u"stored"_s);
        QCOMPARE(json.value(u"protocol"_s).toString(), u"micro"_s);
        QVERIFY(!json.contains(u"queries"_s));
        const QJsonObject point = json.value(u"points"_s).toArray().first().toObject();
        QCOMPARE(point.value(u"protocol_used"_s).toString(), u"micro"_s);
        // Both true pairs share most 2-shingles; no other pair shares many.
        QCOMPARE(point.value(u"best_f1"_s).toDouble(), 1.0);
    }

    void reviewsAsTruthRescoreWithoutRerunning()
    {
        // Nobody has reviewed anything: no positive pair, best F 0, and the run of
        // the first sweep is reused (the truth is not a run setting).
        const CliResult result = run(sweep(u"1"_s) << u"--truth"_s << u"reviews:carol"_s);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QCOMPARE(result.json().value(u"truth"_s).toString(), u"reviews:carol"_s);
        const QJsonObject point = result.json().value(u"points"_s).toArray().first().toObject();
        QVERIFY(point.value(u"reused"_s).toBool());
        QCOMPARE(point.value(u"best_f1"_s).toDouble(), 0.0);
    }

    void queryMacroOverTheSources()
    {
        const CliResult result = run(sweep(u"2"_s) << u"--protocol"_s << u"query-macro"_s);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject json = result.json();
        QCOMPARE(json.value(u"protocol"_s).toString(), u"query-macro"_s);
        QCOMPARE(json.value(u"queries"_s).toString(), u"sources"_s);
        const QJsonObject point = json.value(u"points"_s).toArray().first().toObject();
        QCOMPARE(point.value(u"protocol_used"_s).toString(), u"query-macro"_s);
        QCOMPARE(point.value(u"query_count"_s).toInt(), 2);
        QVERIFY(point.value(u"best_f1"_s).toDouble() > 0.0);
    }

    void queriesFromAFile()
    {
        // Named by path in the collection, or by file name when unique.
        const QString file = test::writeFile(m_dir, u"queries.txt"_s, "fox/a.txt\nc.txt\n");
        const CliResult result = run(sweep(u"1"_s) << u"--protocol"_s << u"query-macro"_s << u"--queries"_s << file);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QCOMPARE(result.json().value(u"queries"_s).toString(), file);
        const QJsonObject point = result.json().value(u"points"_s).toArray().first().toObject();
        QCOMPARE(point.value(u"query_count"_s).toInt(), 2);
        QCOMPARE(point.value(u"best_f1"_s).toDouble(), 1.0);
    }

    void serviceFiguresAreListedAsBenchmarks()
    {
        // Paper 002's latency figures are measured by a load benchmark: the preset
        // list names them with the command, and asking to run one says so.
        const CliResult list = cli({u"preset"_s, u"--list"_s});
        QCOMPARE(list.exitCode, 0);
        QVERIFY2(list.out.contains("yu-fig1") && list.out.contains("STEPS=fig1 bench/serve/serve-bench.sh"),
                 list.out.constData());
        QVERIFY(list.out.contains("yu-fig2"));
        const CliResult asked = run({u"preset"_s, u"yu-fig2"_s, u"--collection"_s, u"1"_s});
        QCOMPARE(asked.exitCode, 2);
        QVERIFY2(asked.err.contains("measured by a benchmark") && asked.err.contains("STEPS=fig2"),
                 asked.err.constData());
    }

    void sourcesNeedASyntheticCollection()
    {
        const CliResult result = run(sweep(u"1"_s) << u"--protocol"_s << u"query-macro"_s);
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("no identifiable sources"), result.err.constData());
        const CliResult bad = run(sweep(u"1"_s) << u"--protocol"_s << u"macro"_s);
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains("micro, cluster-macro or query-macro"), bad.err.constData());
    }

    void fanPresetsUseThePapersMetricWhereTheyCan()
    {
        // Synthetic collection: per query, the sources as queries.
        const CliResult synthetic = run({u"preset"_s, u"fan2012-fig2"_s, u"--collection"_s, u"2"_s});
        QVERIFY2(synthetic.exitCode == 0, synthetic.err.constData());
        QCOMPARE(synthetic.json().value(u"protocol"_s).toString(), u"query-macro"_s);
        const QJsonArray points = synthetic.json().value(u"points"_s).toArray();
        QCOMPARE(points.size(), 5);
        QCOMPARE(points.first().toObject().value(u"protocol_used"_s).toString(), u"query-macro"_s);
        QCOMPARE(points.first().toObject().value(u"query_count"_s).toInt(), 2);
        // An imported collection has no sources: pairwise micro, and the chart's JSON says so.
        const QString chart = m_dir.filePath(u"fig2.svg"_s);
        const CliResult imported =
            run({u"preset"_s, u"fan2012-fig2"_s, u"--collection"_s, u"1"_s, u"--chart"_s, chart});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        QCOMPARE(imported.json().value(u"points"_s).toArray().first().toObject().value(u"protocol_used"_s).toString(),
                 u"micro"_s);
        QFile parameters(m_dir.filePath(u"fig2.json"_s));
        QVERIFY(parameters.open(QIODevice::ReadOnly));
        const QJsonObject figure = QJsonDocument::fromJson(parameters.readAll()).object();
        QCOMPARE(figure.value(u"protocol_used"_s).toString(), u"micro"_s);
        QCOMPARE(figure.value(u"preset"_s).toString(), u"fan2012-fig2"_s);
        // --protocol overrides the preset's choice.
        const CliResult cluster =
            run({u"preset"_s, u"fan2012-fig2"_s, u"--collection"_s, u"2"_s, u"--protocol"_s, u"cluster-macro"_s});
        QVERIFY2(cluster.exitCode == 0, cluster.err.constData());
        QCOMPARE(cluster.json().value(u"points"_s).toArray().first().toObject().value(u"protocol_used"_s).toString(),
                 u"cluster-macro"_s);
        // The query-macro runs searched for the sources only, so they hold too few
        // pairs for another protocol: the cluster-macro preset runs anew, and its
        // runs serve the next cluster-macro preset.
        QVERIFY(!cluster.json().value(u"points"_s).toArray().first().toObject().value(u"reused"_s).toBool());
        const CliResult again =
            run({u"preset"_s, u"fan2012-fig2"_s, u"--collection"_s, u"2"_s, u"--protocol"_s, u"cluster-macro"_s});
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QVERIFY(again.json().value(u"points"_s).toArray().first().toObject().value(u"reused"_s).toBool());
    }
};

QTEST_GUILESS_MAIN(TestSweepCommand)
#include "tst_sweepcommand.moc"
