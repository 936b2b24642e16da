#include "ui/jobrunner.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <stdexcept>

using namespace nd;
using namespace nd::ui;

class TestJobRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resultArrivesOnGuiThreadWithProgress();
    void cancelStopsTheJob();
    void errorsBecomeMessages_data();
    void errorsBecomeMessages();
    void progressIsCoalesced();
    void cancelAllAndWaitDropsResults();
};

void TestJobRunner::resultArrivesOnGuiThreadWithProgress()
{
    JobRunner runner;
    QSignalSpy started(&runner, &JobRunner::jobStarted);
    QSignalSpy busy(&runner, &JobRunner::busyChanged);
    std::atomic<QThread *> workerThread{nullptr};
    QThread *resultThread = nullptr;
    int result = 0;

    Job *job = runner.run(
        QStringLiteral("count"),
        [&workerThread](JobControl &control) {
            workerThread = QThread::currentThread();
            control.setPhase(QStringLiteral("Counting"));
            for (int i = 1; i <= 100; ++i)
                control.report(i, 100);
            return 42;
        },
        [&](int value) {
            resultThread = QThread::currentThread();
            result = value;
        });
    QCOMPARE(started.count(), 1);
    QCOMPARE(job->name(), QStringLiteral("count"));
    QVERIFY(runner.isBusy());
    QSignalSpy progress(job, &Job::progressChanged);

    QTRY_COMPARE(result, 42);
    QCOMPARE(resultThread, qApp->thread());
    QVERIFY(workerThread.load() != nullptr);
    QVERIFY(workerThread.load() != qApp->thread());
    // The throttle may skip intermediate values but never the last one.
    QVERIFY(progress.count() >= 1);
    const QList<QVariant> last = progress.last();
    QCOMPARE(last.at(0).toLongLong(), 100);
    QCOMPARE(last.at(1).toLongLong(), 100);
    QCOMPARE(last.at(2).toString(), QStringLiteral("Counting"));
    QVERIFY(!runner.isBusy());
    QCOMPARE(busy.count(), 2); // true, then false
    QCOMPARE(busy.at(1).at(0).toBool(), false);
}

void TestJobRunner::cancelStopsTheJob()
{
    JobRunner runner;
    std::atomic<bool> running{false};
    bool succeeded = false;
    std::optional<JobFailure> failure;
    QThread *failureThread = nullptr;

    Job *job = runner.run(
        QStringLiteral("endless"),
        [&running](JobControl &control) {
            running = true;
            for (;;) {
                throwIfCancelled(control);
                QThread::yieldCurrentThread();
            }
            return 0;
        },
        [&](int) { succeeded = true; },
        [&](const JobFailure &f) {
            failure = f;
            failureThread = QThread::currentThread();
        });
    QTRY_VERIFY(running.load());
    QSignalSpy cancelRequested(job, &Job::cancelRequested);
    job->cancel();
    QCOMPARE(cancelRequested.count(), 1);
    QVERIFY(job->isCancelRequested());

    QTRY_VERIFY(failure.has_value());
    QVERIFY(failure->cancelled);
    QVERIFY(failure->message.isEmpty());
    QVERIFY(!succeeded);
    QCOMPARE(failureThread, qApp->thread());
    QVERIFY(!runner.isBusy());
}

void TestJobRunner::errorsBecomeMessages_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("std::runtime_error") << 0 << QStringLiteral("disk on fire");
    QTest::newRow("WorkspaceError") << 1 << QStringLiteral("The workspace is in use by another NearDup.");
    QTest::newRow("std::invalid_argument") << 2 << QStringLiteral("unknown method");
}

void TestJobRunner::errorsBecomeMessages()
{
    QFETCH(int, kind);
    QFETCH(QString, message);
    JobRunner runner;
    // Without a failure handler the runner announces the error itself.
    QSignalSpy failed(&runner, &JobRunner::jobFailed);
    bool succeeded = false;
    runner.run(
        QStringLiteral("failing"),
        [kind, message](JobControl &) -> int {
            if (kind == 0)
                throw std::runtime_error(message.toStdString());
            if (kind == 1)
                throw store::WorkspaceError(message);
            throw std::invalid_argument(message.toStdString());
        },
        [&](int) { succeeded = true; });
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(0).toString(), QStringLiteral("failing"));
    QCOMPARE(failed.at(0).at(1).toString(), message);
    QVERIFY(!succeeded);
}

void TestJobRunner::progressIsCoalesced()
{
    JobRunner runner;
    bool done = false;
    Job *job = runner.run(
        QStringLiteral("chatty"),
        [](JobControl &control) {
            for (int i = 1; i <= 20000; ++i)
                control.report(i, 20000);
            return true;
        },
        [&](bool) { done = true; });
    QSignalSpy progress(job, &Job::progressChanged);
    QTRY_VERIFY(done);
    // At most one delivery is queued at a time and the GUI emits at most every
    // 50 ms, so 20000 reports cannot turn into 20000 signals.
    QVERIFY2(progress.count() < 2000, qPrintable(QString::number(progress.count())));
    QCOMPARE(progress.last().at(0).toLongLong(), 20000);
}

void TestJobRunner::cancelAllAndWaitDropsResults()
{
    JobRunner runner;
    std::atomic<int> running{0};
    int delivered = 0;
    QSignalSpy finished(&runner, &JobRunner::jobFinished);
    for (int i = 0; i < 2; ++i) {
        runner.run(
            QStringLiteral("endless %1").arg(i),
            [&running](JobControl &control) {
                ++running;
                while (!control.isCancelled())
                    QThread::yieldCurrentThread();
                return 1; // returns normally after a cancel: still not delivered
            },
            [&](int) { ++delivered; }, [&](const JobFailure &) { ++delivered; });
    }
    QTRY_COMPARE(running.load(), 2);
    runner.cancelAllAndWait();
    QVERIFY(!runner.isBusy());
    QCOMPARE(finished.count(), 2);
    QCoreApplication::sendPostedEvents();
    QCOMPARE(delivered, 0);
}

QTEST_MAIN(TestJobRunner)
#include "tst_jobrunner.moc"
