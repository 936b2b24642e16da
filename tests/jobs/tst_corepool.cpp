// nd::corePool(): the core's parallel loops run on a pool of their own, so Qt's
// global pool (which the raster paint engine uses for large fills and waits
// for on the GUI thread) stays free while they run; a loop nested inside a
// loop on the same full pool still finishes.
#include "callerorder.h"
#include "features/candidatejaccard.h"
#include "jobs/parallel.h"
#include "jobs/corepool.h"

#include <QTest>
#include <QThread>

#include <algorithm>
#include <atomic>

using namespace nd;

namespace {

// What the pools looked like from inside the tasks of a loop.
struct PoolObservation
{
    std::atomic<int> mostGlobalActive{0};
    std::atomic<int> mostCoreActive{0};
    std::atomic<int> offCaller{0};

    void note(const QThread *caller)
    {
        raise(mostGlobalActive, QThreadPool::globalInstance()->activeThreadCount());
        raise(mostCoreActive, corePool().activeThreadCount());
        if (QThread::currentThread() != caller)
            ++offCaller;
    }

private:
    static void raise(std::atomic<int> &most, int value)
    {
        int seen = most.load();
        while (value > seen && !most.compare_exchange_weak(seen, value)) {
        }
    }
};

} // namespace

class TestCorePool : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void isItsOwnPoolOfIdealSize();
    void parallelForRunsOnTheCorePool();
    void candidateJaccardsBuildsSetsOnTheCorePool();
    void maxThreadCountOfOneRunsOnTheCaller();
    void nestedLoopOnAFullPoolFinishes();
    void cleanupTestCase();

private:
    int m_initialMax = 0;
};

void TestCorePool::initTestCase()
{
    m_initialMax = corePool().maxThreadCount();
}

void TestCorePool::isItsOwnPoolOfIdealSize()
{
    QVERIFY(&corePool() != QThreadPool::globalInstance());
    QCOMPARE(corePool().maxThreadCount(), QThread::idealThreadCount());
    // Setting its size (neardup-cli --threads) leaves Qt's pool alone.
    const int globalMax = QThreadPool::globalInstance()->maxThreadCount();
    corePool().setMaxThreadCount(3);
    QCOMPARE(corePool().maxThreadCount(), 3);
    QCOMPARE(QThreadPool::globalInstance()->maxThreadCount(), globalMax);
    corePool().setMaxThreadCount(m_initialMax);
}

void TestCorePool::parallelForRunsOnTheCorePool()
{
    // Two threads at least, so that the loop is handed to a pool (one thread
    // runs it on the caller). On the global pool the tasks would count among
    // its active threads; on the core pool they count among the core's.
    corePool().setMaxThreadCount(std::max(2, m_initialMax));
    PoolObservation seen;
    const QThread *caller = QThread::currentThread();
    std::vector<int> visits(500, 0);
    JobControl control;
    parallelFor(
        visits.size(), 0, control,
        [&](std::size_t i) {
            seen.note(caller);
            ++visits[i];
        },
        100);
    corePool().setMaxThreadCount(m_initialMax);
    QVERIFY(std::all_of(visits.begin(), visits.end(), [](int v) { return v == 1; }));
    QCOMPARE(seen.mostGlobalActive.load(), 0);
    QVERIFY(seen.mostCoreActive.load() >= 1);
    QVERIFY(seen.offCaller.load() >= 1);
}

void TestCorePool::candidateJaccardsBuildsSetsOnTheCorePool()
{
    // Documents 0 {1, 2, 3} and 1 {2, 3, 4}: intersection {2, 3}, union
    // {1, 2, 3, 4}, Jaccard 2 / 4 = 0.5. The sets are built by shinglesOf, on the pool.
    corePool().setMaxThreadCount(std::max(2, m_initialMax));
    PoolObservation seen;
    const QThread *caller = QThread::currentThread();
    const features::ShinglesOf shinglesOf = [&](std::size_t d, std::vector<std::uint64_t> &shingles) {
        seen.note(caller);
        shingles = {1 + d, 2 + d, 3 + d};
    };
    const std::vector<std::pair<std::uint32_t, std::uint32_t>> candidates{{0, 1}};
    JobControl control;
    const std::vector<double> jaccards = features::candidateJaccards(2, candidates, shinglesOf, control);
    corePool().setMaxThreadCount(m_initialMax);
    QCOMPARE(jaccards, (std::vector<double>{0.5}));
    QCOMPARE(seen.mostGlobalActive.load(), 0);
    QVERIFY(seen.mostCoreActive.load() >= 1);
}

void TestCorePool::maxThreadCountOfOneRunsOnTheCaller()
{
    // neardup-cli --threads 1: every index in order on the calling thread.
    corePool().setMaxThreadCount(1);
    const test::LoopVisits visits = test::loopVisits(6, 0, 4);
    corePool().setMaxThreadCount(m_initialMax);
    QVERIFY(!visits.offCaller);
    QCOMPARE(visits.order, (std::vector<std::size_t>{0, 1, 2, 3, 4, 5}));
}

void TestCorePool::nestedLoopOnAFullPoolFinishes()
{
    // Two pool threads, both taken by the outer loop's tasks, each of which runs
    // an inner loop on the same pool. Qt 6's blockingMap only waits, so without
    // the waiting threads lending their places (nd::blockingMapOn) both would
    // wait for ever for an inner task that no thread is left to run. Every
    // (outer, inner) pair is visited once: 8 outer x 50 inner = 400 visits.
    corePool().setMaxThreadCount(2);
    std::vector<std::atomic<int>> visits(8 * 50);
    JobControl outerControl;
    parallelFor(
        8, 0, outerControl,
        [&](std::size_t outer) {
            JobControl innerControl;
            parallelFor(
                50, 0, innerControl, [&](std::size_t inner) { ++visits[outer * 50 + inner]; }, 10);
        },
        8);
    corePool().setMaxThreadCount(m_initialMax);
    for (const std::atomic<int> &v : visits)
        QCOMPARE(v.load(), 1);
}

void TestCorePool::cleanupTestCase()
{
    corePool().setMaxThreadCount(m_initialMax);
}

QTEST_GUILESS_MAIN(TestCorePool)
#include "tst_corepool.moc"
