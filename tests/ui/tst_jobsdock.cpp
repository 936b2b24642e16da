// The jobs dock comes up while jobs run and goes when they end, unless the
// user opened or closed it meanwhile.
#include "ui/jobrunner.h"
#include "ui/jobsdock.h"

#include <QAction>
#include <QMainWindow>
#include <QSignalSpy>
#include <QTest>

#include <atomic>

using namespace Qt::StringLiterals;
using namespace nd;

namespace {

// A job that runs until cancelled.
ui::Job *runUntilCancelled(ui::JobRunner &runner)
{
    return runner.run(
        u"wait"_s,
        [](JobControl &control) {
            while (!control.isCancelled())
                QThread::msleep(5);
            return 0;
        },
        [](int) {});
}

// A shown window with the dock under it, hidden until jobs run.
struct DockedWindow
{
    ui::JobRunner runner;
    QMainWindow window;
    ui::JobsDock *dock = new ui::JobsDock(&runner, &window);

    DockedWindow()
    {
        window.addDockWidget(Qt::BottomDockWidgetArea, dock);
        dock->hide();
        window.show();
    }
};

} // namespace

class TestJobsDock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsWhileJobsRun();
    void theUserDecidesOnceTheyChoose();
};

void TestJobsDock::showsWhileJobsRun()
{
    DockedWindow f;
    auto &[runner, window, dock] = f;
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!dock->isVisible());
    runUntilCancelled(runner);
    QTRY_VERIFY(dock->isVisible());
    QVERIFY(dock->isShownForJobs());
    runner.cancelAll();
    QTRY_VERIFY(!runner.isBusy());
    QTRY_VERIFY(!dock->isVisible());
    QVERIFY(!dock->isShownForJobs());
}

void TestJobsDock::theUserDecidesOnceTheyChoose()
{
    DockedWindow f;
    auto &[runner, window, dock] = f;
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    runUntilCancelled(runner);
    QTRY_VERIFY(dock->isVisible());
    // The user keeps it open (toggled off and on): it stays after the jobs end.
    dock->toggleViewAction()->trigger();
    dock->toggleViewAction()->trigger();
    QVERIFY(dock->isVisible());
    runner.cancelAll();
    QTRY_VERIFY(!runner.isBusy());
    QTest::qWait(50);
    QVERIFY(dock->isVisible());
}

QTEST_MAIN(TestJobsDock)
#include "tst_jobsdock.moc"
