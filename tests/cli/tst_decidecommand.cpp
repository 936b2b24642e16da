// neardup-cli decide on a workspace this test builds: the decision is in the
// review store when the command says it was recorded, and only then.
#include "clirunner.h"
#include "store/collectionstore.h"
#include "store/reviewstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;

class TestDecideCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_workspace;
    qint64 m_collection = 0;
    qint64 m_otherCollection = 0;
    qint64 m_run = 0;
    QList<qint64> m_ids;
    qint64 m_foreignDocument = 0;

    QString pairOf(int i, int j) const { return u"%1,%2"_s.arg(m_ids[i]).arg(m_ids[j]); }

    std::optional<store::ReviewDecision> stored(int i, int j, const QString &reviewer) const
    {
        store::Workspace workspace(m_workspace);
        return store::ReviewStore(workspace).currentDecision(m_collection, {m_ids[i], m_ids[j]}, reviewer);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_workspace = m_dir.filePath(u"decide.ndw"_s);
        store::Workspace workspace(m_workspace);
        store::CollectionStore collections(workspace);
        m_collection = collections.createCollection(u"c"_s, QString());
        m_ids = test::addTextDocuments(workspace, m_collection, {u"text"_s, u"text"_s, u"text"_s});
        m_otherCollection = collections.createCollection(u"other"_s, QString());
        m_foreignDocument = collections.addDocument(m_otherCollection, test::textDocument(u"x.txt"_s, u"x"_s));
        m_run = test::storeFinishedRun(workspace, m_collection, u"shingling"_s, {});
    }

    void recordsEachDecisionLetter_data()
    {
        QTest::addColumn<QString>("letter");
        QTest::addColumn<int>("expected");
        QTest::newRow("P") << u"P"_s << int(store::Decision::Plagiarism);
        QTest::newRow("D") << u"D"_s << int(store::Decision::NearDuplicate);
        QTest::newRow("N") << u"n"_s << int(store::Decision::NotDuplicate);
        QTest::newRow("U") << u"U"_s << int(store::Decision::Unsure);
        QTest::newRow("name") << u"near-duplicate"_s << int(store::Decision::NearDuplicate);
    }

    void recordsEachDecisionLetter()
    {
        QFETCH(QString, letter);
        QFETCH(int, expected);
        const QString reviewer = u"rev-"_s + QString::fromUtf8(QTest::currentDataTag());
        // Given in the larger-first order: the store keeps pairs smaller id first.
        const CliResult r =
            cli({u"decide"_s, QString::number(m_run), u"--workspace"_s, m_workspace, u"--pair"_s, pairOf(1, 0),
                 u"--decision"_s, letter, u"--reviewer"_s, reviewer, u"--note"_s, u"same opening"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.json().value(u"decision"_s).toString(), store::decisionName(store::Decision(expected)));
        QCOMPARE(r.json().value(u"doc_a"_s).toInteger(), m_ids[0]);
        const auto decision = stored(0, 1, reviewer);
        QVERIFY(decision);
        QCOMPARE(int(decision->decision), expected);
        QCOMPARE(decision->note, u"same opening"_s);
        QCOMPARE(decision->runId, m_run);
        QCOMPARE(decision->actionId, r.json().value(u"action"_s).toInteger());
    }

    void clearWithdrawsTheDecision()
    {
        QVERIFY(cli({u"decide"_s, QString::number(m_run), u"--workspace"_s, m_workspace, u"--pair"_s, pairOf(1, 2),
                     u"--decision"_s, u"P"_s, u"--reviewer"_s, u"ann"_s})
                    .exitCode
                == 0);
        QVERIFY(stored(1, 2, u"ann"_s));
        const CliResult r = cli({u"decide"_s, QString::number(m_run), u"--workspace"_s, m_workspace, u"--pair"_s,
                                 pairOf(1, 2), u"--decision"_s, u"C"_s, u"--reviewer"_s, u"ann"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("recorded cleared"));
        QVERIFY(!stored(1, 2, u"ann"_s));
    }

    void refusesABadCommandLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no run") << QStringList{u"--pair"_s, u"1,2"_s, u"--decision"_s, u"P"_s};
        QTest::newRow("unknown decision") << QStringList{u"1"_s, u"--pair"_s, u"1,2"_s, u"--decision"_s, u"X"_s};
        QTest::newRow("one document") << QStringList{u"1"_s, u"--pair"_s, u"1"_s, u"--decision"_s, u"P"_s};
        QTest::newRow("same document") << QStringList{u"1"_s, u"--pair"_s, u"2,2"_s, u"--decision"_s, u"P"_s};
        QTest::newRow("no decision") << QStringList{u"1"_s, u"--pair"_s, u"1,2"_s};
    }

    void refusesABadCommandLine()
    {
        QFETCH(QStringList, arguments);
        const CliResult r = cli(QStringList{u"decide"_s, u"--workspace"_s, m_workspace} + arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--pair A,B"), r.err.constData());
    }

    void refusesPairsOutsideTheRun()
    {
        CliResult r = cli(
            {u"decide"_s, u"999"_s, u"--workspace"_s, m_workspace, u"--pair"_s, pairOf(0, 1), u"--decision"_s, u"P"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("there is no run 999"), r.err.constData());

        r = cli({u"decide"_s, QString::number(m_run), u"--workspace"_s, m_workspace, u"--pair"_s,
                 u"%1,%2"_s.arg(m_ids[0]).arg(m_foreignDocument), u"--decision"_s, u"P"_s, u"--reviewer"_s, u"bob"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("is not in collection"), r.err.constData());
        store::Workspace workspace(m_workspace);
        QVERIFY(store::ReviewStore(workspace).currentDecisions(m_collection, u"bob"_s).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDecideCommand)
#include "tst_decidecommand.moc"
