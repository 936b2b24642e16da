#include "corpus/truthcsv.h"
#include "store/collectionstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QTest>

#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd::store;
using nd::corpus::importTruthCsv;

class TestTruthCsv : public QObject
{
    Q_OBJECT

    // A collection of documents a/one.txt, a/two.txt, b/one.txt (file name "one.txt"
    // ambiguous), b/three.txt, in a folder that also holds the truth files.
    struct Fixture
    {
        QTemporaryDir dir;
        Workspace ws{dir.filePath(u"ws.ndw"_s)};
        qint64 collection = 0;
        QHash<QString, qint64> id;

        Fixture()
        {
            CollectionStore collectionStore(ws);
            collection = collectionStore.createCollection(u"c"_s, u"/src"_s);
            for (const QString &path : {u"a/one.txt"_s, u"a/two.txt"_s, u"b/one.txt"_s, u"b/three.txt"_s}) {
                NewDocument doc = nd::test::textDocument(path, u"text of "_s + path);
                doc.title = path.section(u'/', -1);
                id.insert(path, collectionStore.addDocument(collection, doc));
            }
        }

        // Writes the file `name` and imports it into the collection.
        nd::corpus::TruthImportResult importFile(const QString &name, const QByteArray &bytes) const
        {
            return importTruthCsv(ws, collection, nd::test::writeFile(dir, name, bytes));
        }
    };

private Q_SLOTS:
    void labels_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<int>("expected"); // 1 positive, 0 negative, -1 invalid
        QTest::newRow("1") << u"1"_s << 1;
        QTest::newRow("empty") << u""_s << 1;
        QTest::newRow("TRUE") << u" TRUE "_s << 1;
        QTest::newRow("yes") << u"yes"_s << 1;
        QTest::newRow("Positive") << u"Positive"_s << 1;
        QTest::newRow("0") << u"0"_s << 0;
        QTest::newRow("false") << u"false"_s << 0;
        QTest::newRow("no") << u"no"_s << 0;
        QTest::newRow("negative") << u"negative"_s << 0;
        QTest::newRow("maybe") << u"maybe"_s << -1;
        QTest::newRow("2") << u"2"_s << -1;
    }
    void labels()
    {
        QFETCH(QString, cell);
        QFETCH(int, expected);
        const std::optional<bool> label = nd::corpus::parseTruthLabel(cell);
        QCOMPARE(label.has_value() ? int(*label) : -1, expected);
    }

    void pairs()
    {
        const Fixture f;
        // Row by row: line 2 positive by path; line 3 "two.txt" is unique by name,
        // "b/three.txt" by path, label no -> negative; line 4 "one.txt" is
        // ambiguous -> unmatched; line 5 unknown label; line 6 missing label ->
        // positive, and repeats line 2's pair reversed (same pair, counted once
        // in the store but twice in rows); line 7 names an unknown document.
        const auto result = f.importFile(u"truth.csv"_s,
                                         "document_a,document_b,label\n"
                                         "a/one.txt,b/one.txt,1\n"
                                         "two.txt,\"b/three.txt\",no\n"
                                         "one.txt,a/two.txt,1\n"
                                         "a/one.txt,a/two.txt,perhaps\n"
                                         "b/one.txt,a/one.txt\n"
                                         "ghost.txt,a/one.txt,1\n");
        QCOMPARE(result.kind, u"pairs"_s);
        QCOMPARE(result.rows, 3);
        QCOMPARE(result.unmatched, 2);
        QCOMPARE(result.problems,
                 QStringList({u"line 4: unknown document 'one.txt'"_s,
                              u"line 5: unknown label 'perhaps' (use 1/0, true/false, yes/no, positive/negative)"_s,
                              u"line 7: unknown document 'ghost.txt'"_s}));
        QList<QString> stored;
        QHash<qint64, QString> pathOf;
        for (auto it = f.id.cbegin(); it != f.id.cend(); ++it)
            pathOf.insert(it.value(), it.key());
        TruthStore truthStore(f.ws);
        for (const auto &p : truthStore.truthPairs(f.collection))
            stored.append(pathOf.value(p.a) + u'|' + pathOf.value(p.b) + (p.positive ? u"|+"_s : u"|-"_s));
        stored.sort();
        QCOMPARE(stored, QStringList({u"a/one.txt|b/one.txt|+"_s, u"a/two.txt|b/three.txt|-"_s}));
    }

    void clustersFromTsv()
    {
        const Fixture f;
        const auto result = f.importFile(u"truth.tsv"_s,
                                         "document\tcluster\n"
                                         "a/one.txt\tX\n"
                                         "b/one.txt\tX\n"
                                         "three.txt\tY\n"
                                         "a/two.txt\t\n"
                                         "nowhere.txt\tZ\n");
        QCOMPARE(result.kind, u"clusters"_s);
        QCOMPARE(result.rows, 4);
        QCOMPARE(result.unmatched, 1);
        const QHash<qint64, QString> expected = {
            {f.id[u"a/one.txt"_s], u"X"_s}, {f.id[u"b/one.txt"_s], u"X"_s}, {f.id[u"b/three.txt"_s], u"Y"_s}};
        TruthStore truthStore(f.ws);
        QCOMPARE(truthStore.clusters(f.collection), expected);
    }

    void nothingMatchedKeepsExistingTruth()
    {
        const Fixture f;
        TruthStore truthStore(f.ws);
        truthStore.setClusters(f.collection, {{f.id[u"a/one.txt"_s], u"K"_s}, {f.id[u"a/two.txt"_s], u"K"_s}});
        const auto result = f.importFile(u"t.csv"_s, "document,group\nmissing.txt,Q\n");
        QCOMPARE(result.rows, 0);
        QCOMPARE(result.unmatched, 1);
        QCOMPARE(truthStore.clusters(f.collection).size(), 2);
    }

    void badFilesThrow_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("exists");
        QTest::newRow("missing file") << QByteArray() << false;
        QTest::newRow("empty file") << QByteArray() << true;
        QTest::newRow("one column") << QByteArray("document\na/one.txt\n") << true;
    }
    void badFilesThrow()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, exists);
        const Fixture f;
        const QString path = exists ? nd::test::writeFile(f.dir, u"bad.csv"_s, bytes) : f.dir.filePath(u"none.csv"_s);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, importTruthCsv(f.ws, f.collection, path));
        QVERIFY(TruthStore(f.ws).truthPairs(f.collection).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTruthCsv)
#include "tst_truthcsv.moc"
