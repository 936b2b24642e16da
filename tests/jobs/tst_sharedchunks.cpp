// nd::SharedChunks: each chunk runs once, on a pool task or on the thread that
// waits for the work; that thread finishes the work alone when the pool's
// threads are all busy, without waiting for tasks the pool has not started; a
// chunk's exception reaches the owner and stops the rest; destroying the work
// skips the chunks nobody has taken.
#include "jobs/sharedchunks.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <atomic>
#include <mutex>
#include <stdexcept>
#include <vector>

using namespace nd;

namespace {

// A pool of `threads` threads, each occupied until released, so that the tasks
// queued on it wait.
class BlockedPool
{
public:
    explicit BlockedPool(int threads)
    {
        pool.setMaxThreadCount(threads);
        for (int k = 0; k < threads; ++k) {
            pool.start([this] {
                m_started.release();
                m_release.acquire();
            });
        }
        m_started.acquire(threads);
    }
    ~BlockedPool() { release(); }
    void release()
    {
        if (!m_released) {
            m_release.release(pool.maxThreadCount());
            m_released = true;
        }
    }

private:
    QSemaphore m_started;
    QSemaphore m_release;
    bool m_released = false;

public:
    QThreadPool pool; // last: destroyed first, once released, waiting for its tasks
};

// How often each chunk ran, and on which threads.
struct Runs
{
    explicit Runs(std::size_t chunks)
        : counts(chunks)
    { }
    void note(std::size_t chunk)
    {
        ++counts[chunk];
        const std::lock_guard lock(mutex);
        threads.push_back(QThread::currentThread());
    }
    std::vector<std::atomic<int>> counts;
    std::mutex mutex;
    std::vector<QThread *> threads;
};

} // namespace

class TestSharedChunks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyChunkRunsOnceOnThePoolOrTheWaiter();
    void theWaiterDoesAllWhenThePoolIsBusy();
    void chunksAddedLaterRunToo();
    void aChunksExceptionReachesTheOwnerAndStopsTheRest();
    void destroyingSkipsWhatNobodyTook();
};

void TestSharedChunks::everyChunkRunsOnceOnThePoolOrTheWaiter()
{
    QThreadPool pool;
    pool.setMaxThreadCount(2);
    constexpr std::size_t kChunks = 200;
    Runs runs(kChunks);
    {
        SharedChunks work(pool, [&](std::size_t chunk) {
            runs.note(chunk);
            QThread::usleep(200);
        });
        work.add(kChunks);
        work.finish();
        QVERIFY(work.done());
        work.rethrowIfFailed();
    }
    for (std::size_t k = 0; k < kChunks; ++k)
        QCOMPARE(runs.counts[k].load(), 1);
    QCOMPARE(runs.threads.size(), kChunks);
    pool.waitForDone();
}

void TestSharedChunks::theWaiterDoesAllWhenThePoolIsBusy()
{
    BlockedPool blocked(1);
    QThreadPool &pool = blocked.pool;
    constexpr std::size_t kChunks = 10;
    Runs runs(kChunks);
    {
        SharedChunks work(pool, [&](std::size_t chunk) { runs.note(chunk); });
        work.add(kChunks);
        QVERIFY(!work.done());
        work.finish(); // returns though none of the pool's ten tasks has started
        QVERIFY(work.done());
    }
    for (std::size_t k = 0; k < kChunks; ++k)
        QCOMPARE(runs.counts[k].load(), 1);
    for (QThread *thread : runs.threads)
        QCOMPARE(thread, QThread::currentThread());
    blocked.release();
    pool.waitForDone(); // the tasks, when they run, find nothing left
    QCOMPARE(runs.threads.size(), kChunks);
}

void TestSharedChunks::chunksAddedLaterRunToo()
{
    BlockedPool blocked(1);
    QThreadPool &pool = blocked.pool;
    Runs runs(5);
    SharedChunks work(pool, [&](std::size_t chunk) { runs.note(chunk); });
    work.add(2);
    QVERIFY(work.doOne());
    QVERIFY(work.doOne());
    QVERIFY(!work.doOne());
    QVERIFY(work.done());
    work.add(3);
    QVERIFY(!work.done());
    blocked.release(); // now the pool's tasks take what the waiter leaves
    work.finish();
    QVERIFY(work.done());
    for (std::size_t k = 0; k < 5; ++k)
        QCOMPARE(runs.counts[k].load(), 1);
    pool.waitForDone();
}

void TestSharedChunks::aChunksExceptionReachesTheOwnerAndStopsTheRest()
{
    BlockedPool blocked(1);
    QThreadPool &pool = blocked.pool;
    Runs runs(8);
    SharedChunks work(pool, [&](std::size_t chunk) {
        runs.note(chunk);
        if (chunk == 2)
            throw std::runtime_error("chunk 2 failed");
    });
    work.add(6);
    work.rethrowIfFailed(); // nothing has failed yet
    work.finish();
    QVERIFY(work.done());
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, work.rethrowIfFailed());
    QCOMPARE(runs.counts[0].load(), 1);
    QCOMPARE(runs.counts[2].load(), 1);
    QCOMPARE(runs.counts[3].load(), 0);
    QCOMPARE(runs.counts[5].load(), 0);
    QVERIFY(!work.doOne());
    work.add(2); // added after the failure: skipped as well
    QVERIFY(work.done());
    QVERIFY(!work.doOne());
    blocked.release();
    pool.waitForDone();
    QCOMPARE(runs.counts[6].load() + runs.counts[7].load(), 0);
    QCOMPARE(runs.threads.size(), std::size_t(3));
}

void TestSharedChunks::destroyingSkipsWhatNobodyTook()
{
    BlockedPool blocked(1);
    QThreadPool &pool = blocked.pool;
    Runs runs(4);
    {
        SharedChunks work(pool, [&](std::size_t chunk) { runs.note(chunk); });
        work.add(4);
        QVERIFY(work.doOne());
    } // returns at once: the other three were never taken
    blocked.release();
    pool.waitForDone(); // the four tasks run after the work is gone and do nothing
    QCOMPARE(runs.counts[0].load(), 1);
    QCOMPARE(runs.counts[1].load() + runs.counts[2].load() + runs.counts[3].load(), 0);
}

QTEST_GUILESS_MAIN(TestSharedChunks)
#include "tst_sharedchunks.moc"
