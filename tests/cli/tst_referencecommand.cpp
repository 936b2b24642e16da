// End-to-end test of `neardup-cli against` and `neardup-cli plan` (paper 004)
// on three texts this test writes: two identical ones and an unrelated one,
// 300 words each, so every pair lies in the 0-500 words group.
#include "clirunner.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;

namespace {

// 300 made-up words (three syllables each, none a stopword), distinct for
// distinct `first`.
QByteArray madeUpText(int first)
{
    static const char *const syllables[] = {"ba", "ke", "li", "mo", "nu", "pa", "re", "si", "to", "vu",
                                            "da", "fe", "gi", "ho", "ju", "la", "me", "ni", "po", "ru"};
    QByteArrayList words;
    for (int i = first; i < first + 300; ++i)
        words.append(QByteArray(syllables[i % 20]) + syllables[(i / 20) % 20] + syllables[(i / 400) % 20]);
    return words.join(' ');
}

} // namespace

class TestReferenceCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_workspace;
    QString m_collection;

    QString run(const QStringList &params)
    {
        QStringList arguments{u"run"_s,     u"--workspace"_s, m_workspace,    u"--collection"_s,
                              m_collection, u"--method"_s,    u"shingling"_s, u"--json"_s};
        for (const QString &param : params)
            arguments << u"--param"_s << param;
        const CliResult result = cli(arguments);
        if (result.exitCode != 0)
            qWarning("%s", result.err.constData());
        return QString::number(result.json().value(u"run"_s).toInteger());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::writeFile(m_dir, u"coll/a.txt"_s, madeUpText(0));
        test::writeFile(m_dir, u"coll/b.txt"_s, madeUpText(0));
        test::writeFile(m_dir, u"coll/c.txt"_s, madeUpText(4000));
        m_workspace = m_dir.filePath(u"ws.ndw"_s);
        const CliResult imported =
            cli({u"import"_s, m_dir.filePath(u"coll"_s), u"--workspace"_s, m_workspace, u"--json"_s});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const CliResult collections = cli({u"collections"_s, u"--workspace"_s, m_workspace, u"--json"_s});
        m_collection = QString::number(
            collections.json().value(u"collections"_s).toArray().first().toObject().value(u"id"_s).toInteger());
    }

    void againstAgreesWithItsReference()
    {
        // a and b are identical: without sampling their resemblance is 1, and with
        // 1/2 sampling (about 150 of ~300 shingles kept, the same ones in both) it
        // is 1 too; c shares no shingle. So at 0.9 the 0-500 group has one pair on
        // both sides: P = R = 1, and no other group has any pair.
        const QString reference = run({u"sampling=none"_s});
        const QString sampled = run({u"sampling=mod"_s, u"sample_modulus=2"_s});
        const CliResult result = cli({u"against"_s, sampled, u"--reference"_s, reference, u"--threshold"_s, u"0.9"_s,
                                      u"--workspace"_s, m_workspace, u"--json"_s});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject json = result.json();
        QCOMPARE(json.value(u"threshold"_s).toDouble(), 0.9);
        const QJsonArray groups = json.value(u"groups"_s).toArray();
        QCOMPARE(groups.size(), 11);
        const QJsonObject small = groups[0].toObject();
        QCOMPARE(small.value(u"words"_s).toString(), u"0-500"_s);
        QCOMPARE(small.value(u"reference"_s).toInt(), 1);
        QCOMPARE(small.value(u"flagged"_s).toInt(), 1);
        QCOMPARE(small.value(u"precision"_s).toDouble(), 1.0);
        QCOMPARE(small.value(u"recall"_s).toDouble(), 1.0);
        QVERIFY(groups[1].toObject().value(u"precision"_s).isNull()); // nothing to measure
        QCOMPARE(json.value(u"overall"_s).toObject().value(u"agreed"_s).toInt(), 1);

        const CliResult curve = cli({u"against"_s, sampled, u"--reference"_s, reference, u"--curve"_s, u"--workspace"_s,
                                     m_workspace, u"--json"_s});
        QVERIFY2(curve.exitCode == 0, curve.err.constData());
        QCOMPARE(curve.json().value(u"curve"_s).toArray().size(), 11);

        const CliResult text = cli({u"against"_s, sampled, u"--reference"_s, reference, u"--workspace"_s, m_workspace});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY(text.out.contains("0-500"));

        const CliResult missing = cli({u"against"_s, sampled, u"--workspace"_s, m_workspace});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains("--reference"), missing.err.constData());
    }

    void planSamplesTheOnlyGroupAtItsSmallestRatio()
    {
        // Every document has 300 words (group 0-500). a and b keep the same sample
        // at every ratio, and at 1/32 ~9 of ~300 shingles survive, so the pair
        // keeps resemblance 1 and precision 1 up to 1/32: the plan samples group
        // 0 at 1/32, which with a single group is 1/32 of all shingles, and one
        // ratio for all groups is the same.
        const QString chart = m_dir.filePath(u"plan.png"_s);
        const CliResult result =
            cli({u"plan"_s, u"--collection"_s, m_collection, u"--precision"_s, u"0.9"_s, u"--threshold"_s, u"0.6"_s,
                 u"--chart"_s, chart, u"--workspace"_s, m_workspace, u"--json"_s});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject json = result.json();
        const QJsonArray groups = json.value(u"groups"_s).toArray();
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].toObject().value(u"documents"_s).toInt(), 3);
        QCOMPARE(groups[0].toObject().value(u"ratio"_s).toString(), u"1/32"_s);
        QCOMPARE(json.value(u"share_processed"_s).toDouble(), 1.0 / 32.0);
        QCOMPARE(json.value(u"uniform_ratio"_s).toString(), u"1/32"_s);
        QVERIFY(QFileInfo(chart).size() > 0);
        QVERIFY(QFileInfo(m_dir.filePath(u"plan.csv"_s)).size() > 0);

        // A requirement above 1 is refused.
        const CliResult bad = cli(
            {u"plan"_s, u"--collection"_s, m_collection, u"--precision"_s, u"1.5"_s, u"--workspace"_s, m_workspace});
        // README: a bad value fails the command (exit code 1) with the reason on standard error.
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains("neardup-cli plan: --precision must lie in 0..1"), bad.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestReferenceCommand)
#include "tst_referencecommand.moc"
