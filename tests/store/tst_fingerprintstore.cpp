// FingerprintStore's pack on a real workspace: what load() reads from the pack
// and row by row, and that a write or a delete touching a packed document, by
// whatever path, drops the pack.
#include "store/collectionstore.h"
#include "store/fingerprintstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

using namespace nd;
using namespace nd::store;
using namespace Qt::StringLiterals;

namespace {

using Row = std::tuple<qint64, int, std::optional<std::uint64_t>>;

DocumentFingerprints fingerprints(std::optional<std::uint64_t> whole,
                                  std::vector<std::pair<int, std::uint64_t>> paragraphs = {})
{
    DocumentFingerprints result;
    result.whole = whole;
    result.paragraphs = std::move(paragraphs);
    return result;
}

} // namespace

class TestFingerprintStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_workspace;
    qint64 m_collection = 0;
    qint64 m_kind = 0;
    QList<qint64> m_documents;

    std::pair<QList<Row>, FingerprintStore::Loaded> load() const
    {
        QList<Row> rows;
        const FingerprintStore::Loaded loaded =
            FingerprintStore(*m_workspace)
                .load(m_collection, m_kind, [&](qint64 document, int paragraph, std::optional<std::uint64_t> value) {
                    rows.append({document, paragraph, value});
                });
        return {rows, loaded};
    }

    qint64 add(const QString &name, const DocumentFingerprints &prints)
    {
        return FingerprintStore(*m_workspace)
            .addDocument(m_collection, test::textDocument(name, u"text of "_s + name), m_kind, prints);
    }

private Q_SLOTS:
    void init()
    {
        m_workspace.reset();
        QVERIFY(m_dir.isValid());
        QFile::remove(m_dir.filePath(u"ws.ndw"_s));
        m_workspace = std::make_unique<Workspace>(m_dir.filePath(u"ws.ndw"_s));
        m_collection = CollectionStore(*m_workspace).createCollection(u"c"_s, {});
        m_kind = FingerprintStore(*m_workspace).kindId(u"v1;test"_s);
        m_documents.clear();
        // Values with the top bit set and a text with nothing to fingerprint: the
        // pack must give back all 64 bits and the missing value.
        m_documents.append(add(u"a"_s, fingerprints(0x8000000000000001ULL, {{0, 7}, {2, 0xFFFFFFFFFFFFFFFFULL}})));
        m_documents.append(add(u"b"_s, fingerprints(std::nullopt)));
        m_documents.append(add(u"c"_s, fingerprints(42)));
    }

    void packReadsBackWhatTheRowsHold()
    {
        const auto [rowsBefore, unpacked] = load();
        QCOMPARE(unpacked.packedRows, 0);
        QCOMPARE(unpacked.rows, 5);
        const QList<Row> expected{{m_documents[0], -1, 0x8000000000000001ULL},
                                  {m_documents[0], 0, 7},
                                  {m_documents[0], 2, 0xFFFFFFFFFFFFFFFFULL},
                                  {m_documents[1], -1, std::nullopt},
                                  {m_documents[2], -1, 42}};
        QCOMPARE(rowsBefore, expected);

        QCOMPARE(FingerprintStore(*m_workspace).pack(m_collection, m_kind), 5);
        const auto [rowsPacked, packed] = load();
        QCOMPARE(packed.packedRows, 5);
        QCOMPARE(packed.rows, 0);
        QCOMPARE(rowsPacked, expected);
        QVERIFY(FingerprintStore(*m_workspace).missing(m_collection, m_kind).isEmpty());
    }

    void laterDocumentsAreReadRowByRow()
    {
        FingerprintStore(*m_workspace).pack(m_collection, m_kind);
        const qint64 later = add(u"d"_s, fingerprints(9, {{1, 10}}));
        const auto [rows, loaded] = load();
        QCOMPARE(loaded.packedRows, 5);
        QCOMPARE(loaded.rows, 2);
        QCOMPARE(rows.size(), 7);
        QCOMPARE(rows.last(), Row(later, 1, 10));
        // A document imported without fingerprints after the pack is missing.
        const qint64 imported =
            CollectionStore(*m_workspace).addDocument(m_collection, test::textDocument(u"e"_s, u"e"_s));
        QCOMPARE(FingerprintStore(*m_workspace).missing(m_collection, m_kind), QList<qint64>{imported});
    }

    void storeReplacesADocumentsRowsAndAddsNewOnes()
    {
        // a had three rows: rewritten, only its new two are left; e, imported
        // without fingerprints, gets its first.
        const qint64 imported =
            CollectionStore(*m_workspace).addDocument(m_collection, test::textDocument(u"e"_s, u"e"_s));
        DocumentFingerprints rewritten = fingerprints(5, {{1, 6}});
        rewritten.documentId = m_documents[0];
        DocumentFingerprints first = fingerprints(8);
        first.documentId = imported;
        FingerprintStore(*m_workspace).store(m_collection, m_kind, {first, rewritten});
        const QList<Row> expected{{m_documents[0], -1, 5},
                                  {m_documents[0], 1, 6},
                                  {m_documents[1], -1, std::nullopt},
                                  {m_documents[2], -1, 42},
                                  {imported, -1, 8}};
        QCOMPARE(load().first, expected);
        QVERIFY(FingerprintStore(*m_workspace).missing(m_collection, m_kind).isEmpty());
    }

    void rewritingAPackedDocumentDropsThePack()
    {
        FingerprintStore(*m_workspace).pack(m_collection, m_kind);
        DocumentFingerprints changed = fingerprints(43);
        changed.documentId = m_documents[2];
        FingerprintStore(*m_workspace).store(m_collection, m_kind, {changed});
        const auto [rows, loaded] = load();
        QCOMPARE(loaded.packedRows, 0);
        QCOMPARE(rows.last(), Row(m_documents[2], -1, 43));
    }

    void deletingAPackedDocumentDropsThePack()
    {
        FingerprintStore(*m_workspace).pack(m_collection, m_kind);
        QVERIFY(FingerprintStore(*m_workspace).deleteDocument(m_collection, m_documents[1]));
        const auto [rows, loaded] = load();
        QCOMPARE(loaded.packedRows, 0);
        QCOMPARE(loaded.rows, 4);
        for (const Row &row : rows)
            QVERIFY(std::get<0>(row) != m_documents[1]);
    }

    void deletingPackedRowsByAnyPathDropsThePack()
    {
        FingerprintStore(*m_workspace).pack(m_collection, m_kind);
        // Rows deleted behind the store's back: the schema's trigger drops the pack.
        QSqlQuery query(m_workspace->database());
        QVERIFY(query.exec(u"DELETE FROM document_fingerprint WHERE paragraph = 2"_s));
        const auto [rows, loaded] = load();
        QCOMPARE(loaded.packedRows, 0);
        QCOMPARE(loaded.rows, 4);
        QCOMPARE(rows.size(), 4);
        // A later document's rows deleted leave an earlier pack alone.
        FingerprintStore(*m_workspace).pack(m_collection, m_kind);
        const qint64 later = add(u"d"_s, fingerprints(9));
        QVERIFY(FingerprintStore(*m_workspace).deleteDocument(m_collection, later));
        QCOMPARE(load().second.packedRows, 4);
    }

    void deletingTheCollectionDeletesItsPack()
    {
        FingerprintStore(*m_workspace).pack(m_collection, m_kind);
        CollectionStore(*m_workspace).deleteCollection(m_collection);
        QSqlQuery query(m_workspace->database());
        QVERIFY(query.exec(u"SELECT count(*) FROM fingerprint_pack"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }
};

QTEST_GUILESS_MAIN(TestFingerprintStore)
#include "tst_fingerprintstore.moc"
