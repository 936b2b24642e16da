// End-to-end tests of neardup-cli on fixtures this test writes: clusters of
// near-duplicate texts, a windows-1252 HTML page, Chinese text, a zip and a
// tar.gz archive inside the collection, and a binary file.
#include "clirunner.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>
#include <QHash>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace nd;

namespace {

// Long enough texts that w-shingles see the shared passages.
QByteArray story(const char *topic, const char *variant)
{
    QByteArray text = "Report on ";
    text += topic;
    text += ". The committee met on Tuesday to review the plans for the coming season and agreed that the "
            "work on the northern section should begin before the autumn rains arrive. Residents asked about "
            "noise, parking and the footpath along the canal, and the engineers promised weekly updates. ";
    text += variant;
    text += " The next meeting will be held in the town hall, and everyone is welcome to attend.\n";
    return text;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_collection;

    // Imports the fixture collection into `workspace`, its folders as the truth;
    // returns the command's exit code.
    int importWithFolderTruth(const QString &workspace)
    {
        return cli({QStringLiteral("import"), m_collection, QStringLiteral("--truth"), QStringLiteral("folders"),
                    QStringLiteral("--workspace"), workspace})
            .exitCode;
    }

    // `run` of `method` on collection 1 with --param for each of `params`, as JSON.
    CliResult runMethod(const QString &workspace, const QString &method, const QStringList &params)
    {
        QStringList arguments{QStringLiteral("run"), QStringLiteral("--collection"), QStringLiteral("1"),
                              QStringLiteral("--method"), method};
        for (const QString &param : params)
            arguments << QStringLiteral("--param") << param;
        return cli(arguments + QStringList{QStringLiteral("--workspace"), workspace, QStringLiteral("--json")});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString root = QStringLiteral("coll/");
        test::writeFile(m_dir, root + QStringLiteral("bridge/a.txt"),
                        story("the bridge", "Costs rose by four percent."));
        test::writeFile(m_dir, root + QStringLiteral("bridge/b.txt"),
                        story("the bridge", "Costs rose by five percent."));
        // windows-1252: 0x93/0x94 are curly quotes, 0xE9 is é.
        QByteArray page = "<html><head><meta charset=\"windows-1252\"><script>var x = 1;</script></head><body><p>";
        page += story("the caf\xe9 garden",
                      "They called it \x93"
                      "a fine plan\x94.");
        page += "</p><a href=\"/more\">Read more</a></body></html>";
        test::writeFile(m_dir, root + QStringLiteral("garden/page.html"), page);
        test::writeFile(m_dir, root + QStringLiteral("garden/copy.txt"),
                        QString::fromUtf8(story("the caf\xc3\xa9 garden",
                                                "They called it \xe2\x80\x9c"
                                                "a fine plan\xe2\x80\x9d."))
                            .toUtf8());
        // Chinese near-duplicates (UTF-8).
        const QByteArray zh =
            QStringLiteral("图书馆将从下个月起延长开放时间，周一至周五开放到晚上九点，周末开放到下午六点。"
                           "读者可以在服务台办理借书证，也可以在网上预约座位。")
                .toUtf8();
        test::writeFile(m_dir, root + QStringLiteral("library/zh1.txt"), zh);
        test::writeFile(m_dir, root + QStringLiteral("library/zh2.txt"),
                        zh + QStringLiteral("欢迎大家前来阅读。").toUtf8());
        // Archives inside the collection: a zip in the bridge cluster, a tar.gz in its own.
        test::writeArchive(m_dir.filePath(root + QStringLiteral("bridge/more.zip")), QStringLiteral("zip"),
                           {{QStringLiteral("c.txt"), story("the bridge", "Costs rose by six percent.")}});
        test::writeArchive(m_dir.filePath(root + QStringLiteral("harbour/h.tar.gz")), QStringLiteral("tar.gz"),
                           {{QStringLiteral("h1.txt"), story("the harbour", "Boats moved to the east quay.")},
                            {QStringLiteral("h2.txt"), story("the harbour", "Boats moved to the west quay.")}});
        test::writeFile(m_dir, root + QStringLiteral("loose/blob.bin"),
                        QByteArray("\x7f"
                                   "ELF\0\0\0\x01\x02",
                                   9));
        m_collection = m_dir.filePath(QStringLiteral("coll"));
    }

    void methodsListsEveryDetector()
    {
        const CliResult result = cli({QStringLiteral("methods"), QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        QStringList names;
        for (const QJsonValue &method : result.json().value(QStringLiteral("methods")).toArray()) {
            const QString name = method.toObject().value(QStringLiteral("name")).toString();
            names << name;
            QVERIFY(!method.toObject().value(QStringLiteral("parameters")).toArray().isEmpty()
                    || name == QLatin1String("exact"));
            // From the name to the code in one hop: the family's folder, whose
            // family.cpp registers it.
            const QString folder = method.toObject().value(QStringLiteral("source_folder")).toString();
            QFile family(QStringLiteral(NEARDUP_SOURCE_DIR "/") + folder + QStringLiteral("/family.cpp"));
            QVERIFY2(family.open(QIODevice::ReadOnly), qPrintable(name + QStringLiteral(": ") + family.fileName()));
        }
        for (const char *name : {"exact", "shingling", "minhash", "simhash"})
            QVERIFY2(names.contains(QLatin1String(name)), name);
    }

    void importReportsEachFile()
    {
        const QString workspace = m_dir.filePath(QStringLiteral("import.ndw"));
        const CliResult result =
            cli({QStringLiteral("import"), m_collection, QStringLiteral("--truth"), QStringLiteral("folders"),
                 QStringLiteral("--workspace"), workspace, QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject json = result.json();
        QCOMPARE(json.value(QStringLiteral("imported")).toInt(), 9);
        const QJsonArray issues = json.value(QStringLiteral("issues")).toArray();
        QCOMPARE(issues.size(), 1);
        QCOMPARE(issues.first().toObject().value(QStringLiteral("path")).toString(), QStringLiteral("loose/blob.bin"));
        QVERIFY(
            issues.first().toObject().value(QStringLiteral("reason")).toString().contains(QStringLiteral("binary")));

        const CliResult collections =
            cli({QStringLiteral("collections"), QStringLiteral("--workspace"), workspace, QStringLiteral("--json")});
        const QJsonObject first = collections.json().value(QStringLiteral("collections")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("documents")).toInt(), 9);
        QCOMPARE(first.value(QStringLiteral("truth")).toString(), QStringLiteral("clusters"));

        // The report names each document's encoding: JSON for every document, the
        // text for those not in UTF-8.
        QHash<QString, QString> encodings;
        for (const QJsonValue &document : json.value(QStringLiteral("documents")).toArray())
            encodings.insert(document.toObject().value(QStringLiteral("path")).toString(),
                             document.toObject().value(QStringLiteral("encoding")).toString());
        QCOMPARE(encodings.size(), 9);
        QCOMPARE(encodings.value(QStringLiteral("garden/page.html")), QStringLiteral("windows-1252"));
        QCOMPARE(encodings.value(QStringLiteral("library/zh1.txt")), QStringLiteral("UTF-8"));
        const CliResult text = cli({QStringLiteral("import"), m_collection, QStringLiteral("--workspace"),
                                    m_dir.filePath(QStringLiteral("import-text.ndw"))});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Encodings: UTF-8 8, windows-1252 1\n  garden/page.html: read as windows-1252\n"),
                 text.out.constData());
    }

    void evaluateFindsTheClusters_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<double>("minimumF1");
        QTest::addColumn<bool>("preparedDuringImport");
        QTest::newRow("shingling") << QStringLiteral("shingling") << 1.0 << true;
        QTest::newRow("minhash") << QStringLiteral("minhash") << 0.9 << true;
        QTest::newRow("simhash") << QStringLiteral("simhash") << 0.9 << true;
        QTest::newRow("imatch") << QStringLiteral("imatch") << 0.0 << true;
        QTest::newRow("exact") << QStringLiteral("exact") << 0.0 << false; // reads the texts only
    }

    void evaluateFindsTheClusters()
    {
        QFETCH(QString, method);
        QFETCH(double, minimumF1);
        QFETCH(bool, preparedDuringImport);
        const CliResult result = cli({QStringLiteral("evaluate"), m_collection, QStringLiteral("--truth"),
                                      QStringLiteral("folders"), QStringLiteral("--method"), method,
                                      QStringLiteral("--json"), QStringLiteral("--threads"), QStringLiteral("2")});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonObject json = result.json();
        // Clusters: bridge {a, b, more.zip/c} = 3 pairs, garden 1, library 1, harbour 1 = 6 positives.
        QCOMPARE(json.value(QStringLiteral("positives")).toInt(), 6);
        QCOMPARE(json.value(QStringLiteral("documents")).toInt(), 9);
        QCOMPARE(json.value(QStringLiteral("possible_pairs")).toInt(), 36);
        const QJsonObject best = json.value(QStringLiteral("best")).toObject();
        QVERIFY2(best.value(QStringLiteral("f1")).toDouble() >= minimumF1, result.out.constData());
        const QJsonObject seconds = json.value(QStringLiteral("seconds")).toObject();
        for (const char *phase : {"import", "preprocess", "detect", "evaluate"})
            QVERIFY2(seconds.contains(QLatin1String(phase)), phase);
        // Methods that need only token hashes get them while the import has the
        // texts at hand; I-Match needs the tokens themselves.
        QCOMPARE(json.value(QStringLiteral("stats")).toObject().value(QStringLiteral("prepared")).toString(),
                 preparedDuringImport ? QStringLiteral("during the import") : QString());
    }

    void runThenEvalOnAWorkspace()
    {
        const QString workspace = m_dir.filePath(QStringLiteral("runs.ndw"));
        QCOMPARE(importWithFolderTruth(workspace), 0);
        const CliResult run = runMethod(workspace, QStringLiteral("shingling"), {QStringLiteral("shingle_size=3")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const int runId = run.json().value(QStringLiteral("run")).toInt();
        QVERIFY(runId > 0);
        const QString csv = m_dir.filePath(QStringLiteral("curve.csv"));
        const CliResult eval = cli({QStringLiteral("eval"), QString::number(runId), QStringLiteral("--workspace"),
                                    workspace, QStringLiteral("--json"), QStringLiteral("--csv"), csv});
        QCOMPARE(eval.exitCode, 0);
        QCOMPARE(eval.json().value(QStringLiteral("best")).toObject().value(QStringLiteral("f1")).toDouble(), 1.0);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readLine().startsWith("threshold,"));
        const CliResult runs =
            cli({QStringLiteral("runs"), QStringLiteral("--workspace"), workspace, QStringLiteral("--json")});
        const QJsonObject listed = runs.json().value(QStringLiteral("runs")).toArray().first().toObject();
        QCOMPARE(listed.value(QStringLiteral("status")).toString(), QStringLiteral("done"));
        QCOMPARE(listed.value(QStringLiteral("params")).toObject().value(QStringLiteral("shingle_size")).toInt(), 3);
    }

    void runsBeyondTheirPairBoundNeedAllowing()
    {
        // 120 short texts without commas: signcd falls back to whole-text NCD over
        // every pair, and without pruning that is 120 * 119 / 2 = 7,140 pairs:
        // under the default bound (a million), over a bound of 6,000 given.
        QTemporaryDir folder;
        for (int i = 0; i < 120; ++i)
            test::writeFile(folder, QStringLiteral("d%1.txt").arg(i, 3, 10, QLatin1Char('0')),
                            QByteArray("note number ") + QByteArray::number(i) + " of the harbour log");
        const QTemporaryDir elsewhere; // the workspace outside the imported folder
        const QString workspace = elsewhere.filePath(QStringLiteral("w.ndw"));
        QCOMPARE(cli({QStringLiteral("import"), folder.path(), QStringLiteral("--workspace"), workspace}).exitCode, 0);
        const QStringList run{QStringLiteral("run"),          QStringLiteral("--collection"), QStringLiteral("1"),
                              QStringLiteral("--method"),     QStringLiteral("signcd"),       QStringLiteral("--param"),
                              QStringLiteral("pruning=none"), QStringLiteral("--workspace"),  workspace};
        const CliResult byDefault = cli(run);
        QVERIFY2(byDefault.exitCode == 0, byDefault.err.constData());
        QVERIFY2(byDefault.out.contains("7140 pairs scored"), byDefault.out.constData());

        const CliResult refused = cli(run + QStringList{QStringLiteral("--max-pairs"), QStringLiteral("6000")});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("would score 7140 pairs, more than the bound of 6000"), refused.err.constData());
        QVERIFY2(refused.err.contains("--allow-all-pairs"), refused.err.constData());
        const CliResult atTheBound = cli(run + QStringList{QStringLiteral("--max-pairs"), QStringLiteral("7140")});
        QVERIFY2(atTheBound.exitCode == 0, atTheBound.err.constData());
        const CliResult allowed = cli(
            run
            + QStringList{QStringLiteral("--max-pairs"), QStringLiteral("6000"), QStringLiteral("--allow-all-pairs")});
        QVERIFY2(allowed.exitCode == 0, allowed.err.constData());
        QVERIFY2(allowed.out.contains("7140 pairs scored"), allowed.out.constData());
        const CliResult nonsense = cli(run + QStringList{QStringLiteral("--max-pairs"), QStringLiteral("many")});
        QCOMPARE(nonsense.exitCode, 1);
        QVERIFY2(nonsense.err.contains("--max-pairs"), nonsense.err.constData());
    }

    void evalOfAPrunedRunStaysWithinTau()
    {
        // signcd with P1 and tau 0.3 also scores some pairs beyond 0.3 (those in
        // a matching size partition); the best F1 that eval reports is the best
        // among the thresholds up to tau, where every pair was scored.
        const QString workspace = m_dir.filePath(QStringLiteral("pruned.ndw"));
        QCOMPARE(importWithFolderTruth(workspace), 0);
        const CliResult run = runMethod(workspace, QStringLiteral("signcd"),
                                        {QStringLiteral("pruning=P1"), QStringLiteral("max_distance=0.3")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const CliResult eval =
            cli({QStringLiteral("eval"), QString::number(run.json().value(QStringLiteral("run")).toInt()),
                 QStringLiteral("--workspace"), workspace, QStringLiteral("--json"), QStringLiteral("--curve")});
        QVERIFY2(eval.exitCode == 0, eval.err.constData());
        double bestWithin = 0.0;
        bool beyond = false;
        for (const QJsonValue &point : eval.json().value(QStringLiteral("curve")).toArray()) {
            const double threshold = point.toObject().value(QStringLiteral("threshold")).toDouble();
            if (threshold <= 0.3)
                bestWithin = std::max(bestWithin, point.toObject().value(QStringLiteral("f1")).toDouble());
            beyond = beyond || threshold > 0.3;
        }
        QVERIFY(beyond); // the run did score pairs beyond tau
        const QJsonObject best = eval.json().value(QStringLiteral("best")).toObject();
        QVERIFY2(best.value(QStringLiteral("threshold")).toDouble() <= 0.3, eval.out.constData());
        QCOMPARE(best.value(QStringLiteral("f1")).toDouble(), bestWithin);
    }

    void olderCommandsShareTheParser_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        QTest::newRow("agreement") << QStringLiteral("agreement") << QStringLiteral("--reviewer <NAME>");
        QTest::newRow("report") << QStringLiteral("report") << QStringLiteral("--decided-only");
        QTest::newRow("query") << QStringLiteral("query") << QStringLiteral("--by-paragraph");
        QTest::newRow("export-chart") << QStringLiteral("export-chart") << QStringLiteral("--scale <X>");
        QTest::newRow("bench") << QStringLiteral("bench") << QStringLiteral("--fingerprints <N>");
    }

    void olderCommandsShareTheParser()
    {
        QFETCH(QString, command);
        QFETCH(QString, option);
        const CliResult help = cli({command, QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        const QString text = QString::fromUtf8(help.out);
        QVERIFY2(text.contains(QStringLiteral("neardup-cli %1 [options]").arg(command)), help.out.constData());
        for (const QString &shared : {QStringLiteral("--json"), QStringLiteral("--help"), option})
            QVERIFY2(text.contains(shared), qPrintable(shared));
        const CliResult wrong = cli({command, QStringLiteral("--bogus")});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.err.contains(QStringLiteral("neardup-cli %1: Unknown option 'bogus'").arg(command).toUtf8()),
                 wrong.err.constData());
    }

    void commandListKeepsNamesApartFromSynopses()
    {
        // "crossvalidate" is longer than the other names: its synopsis must still
        // start after a space, in the same column as every other synopsis.
        const CliResult result = cli({QStringLiteral("help")});
        QCOMPARE(result.exitCode, 0);
        const QStringList lines = QString::fromUtf8(result.out).split(u'\n');
        qsizetype column = -1;
        int commandLines = 0;
        for (const QString &line : lines) {
            if (!line.startsWith(QStringLiteral("  ")) || line.size() < 3 || line.at(2).isSpace())
                continue;
            const qsizetype nameEnd = line.indexOf(u' ', 2);
            QVERIFY2(nameEnd > 2, qPrintable(line));
            const qsizetype synopsis = line.indexOf(QRegularExpression(QStringLiteral("\\S")), nameEnd);
            if (column < 0)
                column = synopsis;
            QVERIFY2(synopsis == column, qPrintable(line));
            ++commandLines;
        }
        QVERIFY(commandLines > 20);
        QVERIFY(result.out.contains("  crossvalidate  Choose"));
    }

    void benchWithoutWhatPrintsItsHelp()
    {
        const CliResult result = cli({QStringLiteral("bench")});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.out.contains("fingerprint | manku | import DIR"));
    }

    void badInputGetsAClearError_data()
    {
        // README, Command line: exit code 2 when the command line cannot be parsed,
        // 1 when the command fails (a bad value included); the reason on standard error.
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown method") << QStringList{QStringLiteral("evaluate"), QStringLiteral("."),
                                                       QStringLiteral("--truth"),  QStringLiteral("folders"),
                                                       QStringLiteral("--method"), QStringLiteral("nope")}
                                        << 1 << QStringLiteral("neardup-cli evaluate: unknown method");
        QTest::newRow("out of range") << QStringList{QStringLiteral("evaluate"), QStringLiteral("."),
                                                     QStringLiteral("--truth"),  QStringLiteral("folders"),
                                                     QStringLiteral("--method"), QStringLiteral("shingling"),
                                                     QStringLiteral("--param"),  QStringLiteral("shingle_size=40")}
                                      << 1 << QStringLiteral("shingle_size");
        // The workspace named here is never created: the spec is refused first.
        QTest::newRow("bad truth")
            << QStringList{QStringLiteral("import"),      QStringLiteral("."),
                           QStringLiteral("--truth"),     QStringLiteral("bogus"),
                           QStringLiteral("--workspace"), m_dir.filePath(QStringLiteral("bad-truth.ndw"))}
            << 1
            << QStringLiteral("neardup-cli import: --truth takes folders, pairs:FILE or clusters:FILE, "
                              "not \"bogus\"");
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 2
                                         << QStringLiteral("neardup-cli: unknown command \"frobnicate\"");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("import"), QStringLiteral("--bogus")} << 2
                                        << QStringLiteral("neardup-cli import: Unknown option 'bogus'");
        QTest::newRow("no path") << QStringList{QStringLiteral("import")} << 2
                                 << QStringLiteral("neardup-cli import: name at least one file, folder or archive");
    }

    void badInputGetsAClearError()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliResult result = cli(arguments);
        QCOMPARE(result.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(result.err).contains(message), result.err.constData());
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("bad-truth.ndw"))));
    }

    // The runner itself: a command that outlives its time limit is reported as a
    // failure naming the command line, never as an exit code. 1 ms is far less
    // than starting any Qt program takes.
    void aHungCommandIsAFailureNamingItsCommandLine()
    {
        const CliRun run = runCliProcess({QStringLiteral("methods"), QStringLiteral("--json")}, 1);
        QCOMPARE(run.result.exitCode, -1);
        QVERIFY2(run.failure.contains(QStringLiteral("did not finish within 1 ms and was killed")),
                 qPrintable(run.failure));
        QVERIFY2(run.failure.contains(QStringLiteral(NEARDUP_CLI " methods --json")), qPrintable(run.failure));
    }

    void foreignWorkspaceIsRefused()
    {
        const QString path = test::writeFile(m_dir, QStringLiteral("notes.ndw"), "not a workspace\n");
        const CliResult result = cli({QStringLiteral("collections"), QStringLiteral("--workspace"), path});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("not a NearDup workspace"), result.err.constData());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("not a workspace\n"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
