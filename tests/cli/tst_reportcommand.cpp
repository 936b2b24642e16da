// neardup-cli report (and eval --truth reviews) on a workspace this test builds.
#include "clirunner.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/reviewstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;

class TestReportCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_workspace;
    qint64 m_run = 0;
    qint64 m_collection = 0;
    QList<qint64> m_ids;

    using Result = CliResult;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_workspace = m_dir.filePath(u"cli.ndw"_s);
        store::Workspace workspace(m_workspace);
        const qint64 collection = store::CollectionStore(workspace).createCollection(u"c"_s, QString());
        const QString shared = u"the committee met on tuesday to review the plans for the coming season"_s;
        const QList<qint64> ids = test::addTextDocuments(
            workspace, collection, {u"A. "_s + shared, u"B. "_s + shared, u"Nothing alike here at all."_s},
            u"doc%1.txt"_s, 1);
        m_run = test::storeFinishedRun(workspace, collection, u"shingling"_s,
                                       {{ids[0], ids[1], 0.9}, {ids[0], ids[2], 0.6}, {ids[1], ids[2], 0.1}});
        m_collection = collection;
        m_ids = ids;
        store::ReviewStore reviews(workspace);
        reviews.decide(collection, {{ids[0], ids[1]}}, store::Decision::Plagiarism, u"same text"_s, u"ann"_s, m_run);
        reviews.decide(collection, {{ids[0], ids[2]}}, store::Decision::NotDuplicate, {}, u"ann"_s, m_run);
    }

    void writesEveryFormat()
    {
        for (const QString &suffix : {u"html"_s, u"pdf"_s, u"csv"_s, u"json"_s}) {
            const QString output = m_dir.filePath(u"report."_s + suffix);
            const Result r = cli({u"report"_s, QString::number(m_run), u"--workspace"_s, m_workspace, u"--output"_s,
                                  output, u"--threshold"_s, u"0.5"_s});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QFile file(output);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(output));
            const QByteArray bytes = file.readAll();
            if (suffix == u"pdf"_s)
                QVERIFY(bytes.startsWith("%PDF-"));
            else if (suffix == u"json"_s)
                QCOMPARE(QJsonDocument::fromJson(bytes).object().value(u"pairs"_s).toArray().size(), 2);
            else
                QVERIFY2(bytes.contains("same text") && bytes.contains("doc1.txt"), bytes.constData());
        }
    }

    void decidedOnlyAndThreshold()
    {
        const QString output = m_dir.filePath(u"decided.json"_s);
        Result r = cli({u"report"_s, QString::number(m_run), u"--workspace"_s, m_workspace, u"--output"_s, output,
                        u"--threshold"_s, u"0.05"_s, u"--decided-only"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject summary = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(summary.value(u"pairs"_s).toInt(), 2); // the undecided 0.1 pair is left out
        QCOMPARE(summary.value(u"decided"_s).toInt(), 2);
        r = cli({u"report"_s, QString::number(m_run), u"--workspace"_s, m_workspace, u"--output"_s, output,
                 u"--threshold"_s, u"0.8"_s, u"--json"_s});
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(u"pairs"_s).toInt(), 1);
    }

    void badArgumentsFail()
    {
        QCOMPARE(cli({u"report"_s, QString::number(m_run), u"--workspace"_s, m_workspace}).exitCode, 2);
        QCOMPARE(cli({u"report"_s, QString::number(m_run), u"--workspace"_s, m_workspace, u"--output"_s,
                      m_dir.filePath(u"x.doc"_s)})
                     .exitCode,
                 2);
        const Result r =
            cli({u"report"_s, u"999"_s, u"--workspace"_s, m_workspace, u"--output"_s, m_dir.filePath(u"x.html"_s)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("999"));
    }

    void evalAgainstReviews()
    {
        // Ann: (1,2) positive, (1,3) negative. At 0.5 both flagged: P 0.5, R 1.
        const Result r = cli({u"eval"_s, QString::number(m_run), u"--workspace"_s, m_workspace, u"--truth"_s,
                              u"reviews:ann"_s, u"--threshold"_s, u"0.5"_s, u"--json"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject at = QJsonDocument::fromJson(r.out).object().value(u"at"_s).toObject();
        QCOMPARE(at.value(u"precision"_s).toDouble(), 0.5);
        QCOMPARE(at.value(u"recall"_s).toDouble(), 1.0);
        QCOMPARE(cli({u"eval"_s, QString::number(m_run), u"--workspace"_s, m_workspace, u"--truth"_s, u"guesses"_s})
                     .exitCode,
                 2);
    }

    // Last: it adds decisions the report tests above do not expect.
    void agreementOfTwoReviewers()
    {
        // ann: P, N, N; bob: P, P, N on the three pairs. Agreed 2 of 3: po = 2/3.
        // ann P 1/3, N 2/3; bob P 2/3, N 1/3: pe = 2/9 + 2/9 = 4/9.
        // kappa = (2/3 - 4/9) / (1 - 4/9) = 0.4.
        {
            store::Workspace workspace(m_workspace);
            store::ReviewStore reviews(workspace);
            reviews.decide(m_collection, {{m_ids[1], m_ids[2]}}, store::Decision::NotDuplicate, {}, u"ann"_s);
            reviews.decide(m_collection, {{m_ids[0], m_ids[1]}, {m_ids[0], m_ids[2]}}, store::Decision::Plagiarism, {},
                           u"bob"_s);
            reviews.decide(m_collection, {{m_ids[1], m_ids[2]}}, store::Decision::NotDuplicate, {}, u"bob"_s);
        }
        const QStringList base = {
            u"agreement"_s,  u"--workspace"_s, m_workspace,     u"--collection"_s, QString::number(m_collection),
            u"--reviewer"_s, u"ann"_s,         u"--reviewer"_s, u"bob"_s};
        const Result json = cli(base + QStringList{u"--json"_s});
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.value(u"pairs"_s).toInt(), 3);
        QCOMPARE(o.value(u"agreed"_s).toInt(), 2);
        QVERIFY(qAbs(o.value(u"kappa"_s).toDouble() - 0.4) < 1e-9);
        QVERIFY(qAbs(o.value(u"expected"_s).toDouble() - 4.0 / 9.0) < 1e-9);
        const QJsonArray table = o.value(u"table"_s).toArray();
        QCOMPARE(table.size(), 4);
        QCOMPARE(table.at(0).toArray(), (QJsonArray{1, 0, 0, 0})); // ann P: bob P once
        QCOMPARE(table.at(2).toArray(), (QJsonArray{1, 0, 1, 0})); // ann N: bob P once, N once

        const Result text = cli(base);
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.out.contains("Cohen's kappa 0.400 over 3 pairs"), text.out.constData());
        QVERIFY(text.out.contains("plagiarism"));

        const Result missing = cli({u"agreement"_s, u"--workspace"_s, m_workspace, u"--collection"_s,
                                    QString::number(m_collection), u"--reviewer"_s, u"ann"_s});
        QCOMPARE(missing.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestReportCommand)
#include "tst_reportcommand.moc"
