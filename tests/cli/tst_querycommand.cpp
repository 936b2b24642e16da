// End-to-end test of `neardup-cli query` on three texts this test writes.
#include "clirunner.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace nd;

namespace {

const char *const orchardText = "Apples, pears and plums ripen in the orchard while farmers gather baskets and "
                                "ladders for the harvest.";

} // namespace

class TestQueryCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_workspace;
    QString m_collection;

    QStringList base() const
    {
        return {QStringLiteral("query"),
                QStringLiteral("--workspace"),
                m_workspace,
                QStringLiteral("--collection"),
                m_collection,
                QStringLiteral("--param"),
                QStringLiteral("max_distance=32"),
                QStringLiteral("--json")};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::writeFile(m_dir, QStringLiteral("coll/orchard.txt"), orchardText);
        test::writeFile(m_dir, QStringLiteral("coll/harbour.txt"),
                        "Fishing boats return to the harbour at dawn, crews unload crates of herring and "
                        "mackerel for the market.");
        test::writeFile(m_dir, QStringLiteral("coll/mountain.txt"),
                        "Climbers camp below the glacier, checking ropes, crampons and weather reports before "
                        "the summit attempt.");
        m_workspace = m_dir.filePath(QStringLiteral("ws.ndw"));
        const CliResult imported = cli({QStringLiteral("import"), m_dir.filePath(QStringLiteral("coll")),
                                        QStringLiteral("--workspace"), m_workspace, QStringLiteral("--json")});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const CliResult collections =
            cli({QStringLiteral("collections"), QStringLiteral("--workspace"), m_workspace, QStringLiteral("--json")});
        m_collection = QString::number(collections.json()
                                           .value(QStringLiteral("collections"))
                                           .toArray()
                                           .first()
                                           .toObject()
                                           .value(QStringLiteral("id"))
                                           .toInteger());
    }

    void textQueryFindsItsCopyFirst()
    {
        // The pasted text is orchard.txt's: same tokens, same fingerprint, distance 0.
        const CliResult result = cli(base() << QStringLiteral("--text") << QString::fromUtf8(orchardText));
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonArray hits = result.json().value(QStringLiteral("hits")).toArray();
        QVERIFY(!hits.isEmpty());
        QCOMPARE(hits.first().toObject().value(QStringLiteral("path")).toString(), QStringLiteral("orchard.txt"));
        QCOMPARE(hits.first().toObject().value(QStringLiteral("distance")).toInt(), 0);
        for (qsizetype i = 1; i < hits.size(); ++i)
            QVERIFY(hits[i].toObject().value(QStringLiteral("distance")).toInt()
                    >= hits[i - 1].toObject().value(QStringLiteral("distance")).toInt());
    }

    void fileAndDocumentQueries()
    {
        const QString query = test::writeFile(m_dir, QStringLiteral("query.txt"), orchardText);
        const CliResult byFile = cli(base() << QStringLiteral("--file") << query);
        QVERIFY2(byFile.exitCode == 0, byFile.err.constData());
        const QJsonObject first = byFile.json().value(QStringLiteral("hits")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("distance")).toInt(), 0);
        const QString id = QString::number(first.value(QStringLiteral("document")).toInteger());

        // The same document by id: left out of its own hits.
        const CliResult byDocument = cli(base() << QStringLiteral("--document") << id);
        QVERIFY2(byDocument.exitCode == 0, byDocument.err.constData());
        for (const QJsonValue &hit : byDocument.json().value(QStringLiteral("hits")).toArray())
            QVERIFY(QString::number(hit.toObject().value(QStringLiteral("document")).toInteger()) != id);

        // Plain text output names the path.
        QStringList plain = base();
        plain.removeAll(QStringLiteral("--json"));
        const CliResult text = cli(plain << QStringLiteral("--text") << QString::fromUtf8(orchardText));
        QVERIFY(text.out.contains("orchard.txt"));
    }

    void weightedAnswersFromStoredFingerprints()
    {
        // Paper 002's own method: the first query fingerprints the collection and
        // stores it; the next reads the stored fingerprints.
        const QStringList weighted = base() << QStringLiteral("--method") << QStringLiteral("simhash-weighted")
                                            << QStringLiteral("--text") << QString::fromUtf8(orchardText);
        const CliResult first = cli(weighted);
        QVERIFY2(first.exitCode == 0, first.err.constData());
        const QJsonObject firstStats = first.json().value(QStringLiteral("stats")).toObject();
        QVERIFY(firstStats.value(QStringLiteral("from_stored_fingerprints")).toBool());
        const QJsonArray hits = first.json().value(QStringLiteral("hits")).toArray();
        QCOMPARE(hits.first().toObject().value(QStringLiteral("path")).toString(), QStringLiteral("orchard.txt"));
        QCOMPARE(hits.first().toObject().value(QStringLiteral("distance")).toInt(), 0);
        const CliResult second = cli(weighted);
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QCOMPARE(second.json()
                     .value(QStringLiteral("stats"))
                     .toObject()
                     .value(QStringLiteral("fingerprints_computed"))
                     .toInt(),
                 0);
        QCOMPARE(second.json().value(QStringLiteral("hits")).toArray(), hits);
    }

    void htmlFileIsReadAsAnImportReadsIt()
    {
        // The orchard text inside a page with markup, a script and a style: read
        // as HTML, its visible text is the stored text, at distance 0.
        const QString page = test::writeFile(
            m_dir, QStringLiteral("page.htm"),
            QByteArray("<!DOCTYPE html><html><head><title>Orchard</title><style>body { margin: 0 } .x { color: red }"
                       "</style><script>var tracking = {id: 'abc', pages: [1, 2, 3]};</script></head><body>"
                       "<div class=\"content\"><p>")
                + orchardText + "</p></div></body></html>");
        const CliResult result =
            cli(base() << QStringLiteral("--method") << QStringLiteral("simhash-weighted")
                       << QStringLiteral("--max-distance") << QStringLiteral("0") << QStringLiteral("--file") << page);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonArray hits = result.json().value(QStringLiteral("hits")).toArray();
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.first().toObject().value(QStringLiteral("path")).toString(), QStringLiteral("orchard.txt"));
    }

    void refusesBadRequests()
    {
        QCOMPARE(cli(base()).exitCode, 2); // no query given
        const CliResult shingling = cli(base() << QStringLiteral("--method") << QStringLiteral("shingling")
                                               << QStringLiteral("--text") << QStringLiteral("x"));
        QCOMPARE(shingling.exitCode, 1);
        QVERIFY(shingling.err.contains("simhash"));
    }
};

QTEST_GUILESS_MAIN(TestQueryCommand)
#include "tst_querycommand.moc"
