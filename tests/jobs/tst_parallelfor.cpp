// parallelFor, the one parallel loop of the detectors: every index
// once whatever the pool, at most `threads` at a time for a pool of its own,
// progress per chunk, and a cancel that stops the loop.
#include "callerorder.h"
#include "jobs/parallel.h"

#include <QMutex>
#include <QTest>

#include <atomic>
#include <thread>

using namespace nd;

class TestParallelFor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyIndexOnceWhateverThePool_data();
    void everyIndexOnceWhateverThePool();
    void oneThreadRunsInOrderOnTheCaller();
    void reportsProgressPerChunk();
    void cancelStopsTheLoop();
    void cancelledBeforeRunsNothing();
};

void TestParallelFor::everyIndexOnceWhateverThePool_data()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("global pool") << 0;
    QTest::newRow("one thread") << 1;
    QTest::newRow("three threads") << 3;
}

void TestParallelFor::everyIndexOnceWhateverThePool()
{
    QFETCH(int, threads);
    // Each index writes only its own slot, so the result is the same for any pool:
    // slot i holds i * i, and every slot was visited exactly once.
    constexpr std::size_t n = 1000;
    std::vector<std::atomic<int>> visits(n);
    std::vector<std::size_t> squares(n, 0);
    JobControl control;
    parallelFor(
        n, threads, control,
        [&](std::size_t i) {
            ++visits[i];
            squares[i] = i * i;
        },
        7);
    for (std::size_t i = 0; i < n; ++i) {
        QCOMPARE(visits[i].load(), 1);
        QCOMPARE(squares[i], i * i);
    }
}

void TestParallelFor::oneThreadRunsInOrderOnTheCaller()
{
    const test::LoopVisits visits = test::loopVisits(10, 1, 3);
    QVERIFY(!visits.offCaller);
    QCOMPARE(visits.order, (std::vector<std::size_t>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
}

void TestParallelFor::reportsProgressPerChunk()
{
    // 10 items in chunks of 4: reports after 4, 8 and 10 items, from the caller.
    QList<qint64> done;
    JobControl control([&](qint64 d, qint64 total, const QString &) {
        QCOMPARE(total, qint64(10));
        done.append(d);
    });
    parallelFor(
        10, control, [](std::size_t) {}, 4);
    QCOMPARE(done, (QList<qint64>{4, 8, 10}));
}

void TestParallelFor::cancelStopsTheLoop()
{
    // One thread, chunks of 5: the cancel at index 7 lets no later index run
    // (8 and 9 of its chunk are skipped) and throws Cancelled.
    std::vector<std::size_t> ran;
    JobControl control;
    bool cancelled = false;
    try {
        parallelFor(
            100, 1, control,
            [&](std::size_t i) {
                ran.push_back(i);
                if (i == 7)
                    control.cancel();
            },
            5);
    } catch (const Cancelled &) {
        cancelled = true;
    }
    QVERIFY(cancelled);
    QCOMPARE(ran, (std::vector<std::size_t>{0, 1, 2, 3, 4, 5, 6, 7}));

    // On several threads the loop still ends early: at most the chunk under way.
    std::atomic<int> count{0};
    JobControl second;
    QVERIFY_THROWS_EXCEPTION(Cancelled,
                             parallelFor(
                                 100000, 0, second,
                                 [&](std::size_t) {
                                     if (++count == 10)
                                         second.cancel();
                                 },
                                 64));
    QVERIFY(count.load() <= 64);
}

void TestParallelFor::cancelledBeforeRunsNothing()
{
    JobControl control;
    control.cancel();
    std::atomic<int> count{0};
    QVERIFY_THROWS_EXCEPTION(Cancelled, parallelFor(100, 2, control, [&](std::size_t) { ++count; }));
    QCOMPARE(count.load(), 0);
}

QTEST_GUILESS_MAIN(TestParallelFor)
#include "tst_parallelfor.moc"
