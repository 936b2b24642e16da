#include "features/shinglesorter.h"

#include <QTest>

#include <algorithm>

using namespace nd::features;

class TestShingleSorter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void inMemory();
    void spillsAndMerges();
};

namespace {

// A fixed pseudo-random sequence with repeats (values below 300).
std::vector<std::uint64_t> sample(std::size_t n)
{
    std::vector<std::uint64_t> v;
    std::uint64_t x = 12345;
    for (std::size_t i = 0; i < n; ++i) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        v.push_back((x >> 33) % 300);
    }
    return v;
}

std::vector<std::uint64_t> sorted(ShingleSorter<std::uint64_t> &sorter, const std::vector<std::uint64_t> &in)
{
    for (std::uint64_t x : in)
        sorter.push(x);
    sorter.finish();
    std::vector<std::uint64_t> out;
    sorter.drain([&](std::uint64_t x) { out.push_back(x); });
    return out;
}

} // namespace

void TestShingleSorter::inMemory()
{
    const auto in = sample(1000);
    ShingleSorter<std::uint64_t> sorter(1 << 20);
    auto expected = in;
    std::sort(expected.begin(), expected.end());
    QCOMPARE(sorted(sorter, in), expected);
    QCOMPARE(sorter.spilledRuns(), std::size_t(0));
    QCOMPARE(sorter.size(), std::size_t(1000));
}

void TestShingleSorter::spillsAndMerges()
{
    // 64 bytes hold 8 records: 1000 records spill as 125 runs of 8, merged
    // back into the same order as one in-memory sort, repeats included.
    const auto in = sample(1000);
    ShingleSorter<std::uint64_t> sorter(64);
    auto expected = in;
    std::sort(expected.begin(), expected.end());
    QCOMPARE(sorted(sorter, in), expected);
    QCOMPARE(sorter.spilledRuns(), std::size_t(125));
}

QTEST_GUILESS_MAIN(TestShingleSorter)
#include "tst_shinglesorter.moc"
