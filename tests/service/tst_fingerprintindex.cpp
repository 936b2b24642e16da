// FingerprintIndex: Manku's tables that take insertions and deletions, checked
// against hand-worked distances and against comparing every fingerprint.
#include "service/fingerprintindex.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <random>
#include <set>

using namespace nd;
using service::FingerprintIndex;

namespace {

using Hit = std::tuple<qint64, int, int>; // document, paragraph, distance

std::set<Hit> query(const FingerprintIndex &index, std::uint64_t value, int k)
{
    std::set<Hit> hits;
    index.query(value, k, [&](const FingerprintIndex::Entry &entry, int distance) {
        hits.insert({entry.document, entry.paragraph, distance});
    });
    return hits;
}

std::set<Hit> bruteForce(const std::vector<FingerprintIndex::Entry> &live, std::uint64_t value, int k)
{
    std::set<Hit> hits;
    for (const auto &entry : live) {
        const int distance = std::popcount(entry.value ^ value);
        if (distance <= k)
            hits.insert({entry.document, entry.paragraph, distance});
    }
    return hits;
}

} // namespace

class TestFingerprintIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handWorkedDistances()
    {
        // 0b1011 vs 0b0000: 3 bits; vs 0b1010: 1 bit; vs 0b1011: 0 bits.
        FingerprintIndex index(64, 3);
        index.build({{0b0000, 1, -1}, {0b1010, 2, -1}, {0b1011, 3, -1}, {0xFFFF, 4, -1}});
        QCOMPARE(query(index, 0b1011, 3), (std::set<Hit>{{1, -1, 3}, {2, -1, 1}, {3, -1, 0}}));
        QCOMPARE(query(index, 0b1011, 1), (std::set<Hit>{{2, -1, 1}, {3, -1, 0}}));
        // An insertion is found at once, from the delta.
        index.insert({{0b1111, 5, -1}});
        QCOMPARE(query(index, 0b1011, 1), (std::set<Hit>{{2, -1, 1}, {3, -1, 0}, {5, -1, 1}}));
        // A deletion hides the document's base and delta entries.
        index.removeDocument(2);
        index.removeDocument(5);
        QCOMPARE(query(index, 0b1011, 1), (std::set<Hit>{{3, -1, 0}}));
        QCOMPARE(index.size(), std::size_t(3));
        // k above the tables' bound is cut to it.
        QCOMPARE(query(index, 0b1011, 10), (std::set<Hit>{{1, -1, 3}, {3, -1, 0}}));
    }

    void reusedIdIsNotHidden()
    {
        // SQLite may give a deleted document's id to the next document: the new
        // entries must be found although the old ones stay deleted.
        FingerprintIndex index(64, 2);
        index.build({{0xF0, 7, -1}});
        index.removeDocument(7);
        index.insert({{0x0F, 7, -1}});
        QCOMPARE(query(index, 0xF0, 2), std::set<Hit>{});
        QCOMPARE(query(index, 0x0F, 2), (std::set<Hit>{{7, -1, 0}}));
    }

    void agreesWithComparingEverythingThroughMerges()
    {
        // Random fingerprints, many near one another (flipped copies), inserted
        // and deleted with a merge every 64 insertions.
        std::mt19937_64 random(7);
        FingerprintIndex index(64, 3, 0, 64);
        std::vector<FingerprintIndex::Entry> live;
        for (qint64 d = 1; d <= 500; ++d)
            live.push_back({random(), d, -1});
        index.build(live);
        qint64 next = 501;
        for (int round = 0; round < 600; ++round) {
            const std::uint64_t base = live[random() % live.size()].value;
            const std::uint64_t flipped =
                base ^ (std::uint64_t(1) << (random() % 64)) ^ (std::uint64_t(1) << (random() % 64));
            FingerprintIndex::Entry entry{flipped, next++, int(random() % 3) - 1};
            index.insert({entry});
            live.push_back(entry);
            if (round % 3 == 0) {
                const std::size_t victim = random() % live.size();
                const qint64 document = live[victim].document;
                index.removeDocument(document);
                std::erase_if(live, [&](const auto &e) { return e.document == document; });
            }
            // Sometimes a merge finishes before the next step, sometimes it runs on.
            if (round % 97 == 0)
                index.waitForMerge();
            if (round % 50 == 0) {
                for (int q = 0; q < 20; ++q) {
                    const std::uint64_t value =
                        live[random() % live.size()].value ^ (std::uint64_t(1) << (random() % 64));
                    QCOMPARE(query(index, value, 3), bruteForce(live, value, 3));
                }
            }
        }
        index.waitForMerge();
        QVERIFY2(index.merges() >= 5, qPrintable(QString::number(index.merges())));
        QCOMPARE(index.size(), live.size());
        for (int q = 0; q < 200; ++q) {
            const std::uint64_t value = live[random() % live.size()].value ^ (std::uint64_t(1) << (random() % 64));
            QCOMPARE(query(index, value, 3), bruteForce(live, value, 3));
        }
        QVERIFY(index.longestPauseMicros() >= 0);
    }
};

QTEST_GUILESS_MAIN(TestFingerprintIndex)
#include "tst_fingerprintindex.moc"
