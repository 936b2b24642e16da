// Issue 7 GUI responsiveness benchmark: the real main window (offscreen) imports
// a folder of the synthetic collection, runs a detector from the run panel, moves
// the threshold, and runs a small sweep from the experiment panel, all through
// the widgets a user would click. A 1 ms timer ticks on the GUI thread
// throughout; the longest gap between two ticks is the longest the window could
// not react. Prints, per phase, the longest gap and the 99th percentile, and for
// every gap over --stall-ms what the GUI thread was doing (StallWatchdog: its
// scheduler state, the Qt events it was inside and its heaviest call stack).
//   bench_guistall [--documents 2000] [--collection DIR] [--method shingling]
//                  [--sweep 1..3] [--settle-ms 500] [--stall-ms 100]
// Asserts nothing (target from the issue: no gap over 100 ms).
#include "benchoptions.h"
#include "generatedcollection.h"
#include "redrawtiming.h"
#include "stallwatchdog.h"

#include "charts/prfchart.h"
#include "corpus/truthcsv.h"
#include "ui/collectionbrowser.h"
#include "ui/experimentpanel.h"
#include "ui/jobrunner.h"
#include "ui/mainwindow.h"
#include "ui/results/resultspanel.h"
#include "ui/runpanel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd;

namespace {

// Records the gaps between ticks of a 1 ms timer on the GUI thread; the
// watchdog samples the thread while a gap grows and names the long ones.
class TickMonitor : public QObject
{
public:
    explicit TickMonitor(double stallMs)
        : m_stallMs(stallMs)
        , m_watchdog(stallMs / 2, 10.0)
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const std::int64_t now = bench::StallWatchdog::nowNs();
            m_watchdog.tick(now);
            m_gapsMs.push_back(double(now - m_last) / 1e6);
            m_gaps.push_back({m_last, m_gapsMs.back()});
            m_last = now;
        });
    }

    void begin(const char *phase)
    {
        m_phase = phase;
        m_gapsMs.clear();
        m_gaps.clear();
        m_clock.start();
        m_start = m_last = bench::StallWatchdog::nowNs();
        m_watchdog.tick(m_last);
        m_watchdog.setArmed(true);
        m_timer.start();
    }

    void end()
    {
        m_timer.stop();
        m_watchdog.setArmed(false);
        const double seconds = double(m_clock.nsecsElapsed()) / 1e9;
        const double longest = m_gapsMs.empty() ? 0.0 : *std::max_element(m_gapsMs.begin(), m_gapsMs.end());
        const auto stalls = std::count_if(m_gapsMs.begin(), m_gapsMs.end(), [this](double g) { return g > m_stallMs; });
        std::printf("%-9s %7.2f s  %7zu ticks  longest gap %7.1f ms  99th percentile %6.1f ms  "
                    "median %5.2f ms  gaps > %.0f ms: %lld\n",
                    m_phase, seconds, m_gapsMs.size(), longest, bench::percentile(m_gapsMs, 99.0),
                    bench::median(m_gapsMs), m_stallMs, static_cast<long long>(stalls));
        m_watchdog.report(m_gaps, m_stallMs, m_start);
        std::fflush(stdout);
    }

private:
    double m_stallMs;
    bench::StallWatchdog m_watchdog;
    QTimer m_timer;
    QElapsedTimer m_clock;
    std::int64_t m_start = 0;
    std::int64_t m_last = 0;
    const char *m_phase = "";
    std::vector<double> m_gapsMs;
    std::vector<bench::StallWatchdog::Gap> m_gaps;
};

// Spins the event loop until `signal` of `sender` fires, then `settleMs` more
// (the GUI work a finished job triggers: models, charts, the first pair).
// Throws when a job fails instead.
template<typename Sender, typename Signal>
void waitFor(ui::MainWindow &window, Sender *sender, Signal signal, int settleMs)
{
    QEventLoop loop;
    QString failure;
    QObject::connect(sender, signal, &loop, [&loop] { loop.quit(); });
    QObject::connect(window.jobRunner(), &ui::JobRunner::jobFailed, &loop,
                     [&](const QString &job, const QString &message) {
                         failure = job + u": "_s + message;
                         loop.quit();
                     });
    loop.exec();
    if (!failure.isEmpty())
        throw std::runtime_error(failure.toStdString());
    QTimer::singleShot(settleMs, &loop, &QEventLoop::quit);
    loop.exec();
}

template<typename T>
T *child(QObject *parent, const QString &name)
{
    T *found = parent->findChild<T *>(name);
    if (!found)
        throw std::runtime_error(QStringLiteral("no widget %1").arg(name).toStdString());
    return found;
}

void selectIn(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    if (index < 0)
        throw std::runtime_error(QStringLiteral("%1 is not offered").arg(data).toStdString());
    combo->setCurrentIndex(index);
}

} // namespace

int main(int argc, char **argv)
{
    bench::prepareGuiBenchmark();
    bench::TracingApplication app(argc, argv);
    // Keep the user's settings and recent workspaces out of it.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"NearDupBench"_s);
    QCoreApplication::setApplicationName(u"bench_guistall"_s);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions(bench::generatedCollectionOptions(u"2000"_s));
    parser.addOptions({
        {u"method"_s, u"Detector run from the run panel (default shingling)."_s, u"NAME"_s, u"shingling"_s},
        {u"sweep"_s, u"Shingle sizes of the sweep (default 1..3)."_s, u"RANGE"_s, u"1..3"_s},
        {u"settle-ms"_s, u"Time measured after each job ends (default 500)."_s, u"MS"_s, u"500"_s},
        {u"stall-ms"_s, u"Gaps longer than this are stalls and get analysed (default 100)."_s, u"MS"_s, u"100"_s},
    });
    parser.process(app);
    const int settleMs = parser.value(u"settle-ms"_s).toInt();

    try {
        QTemporaryDir scratch;
        const QString collectionDir = bench::collectionFolder(parser, scratch);

        ui::MainWindow window;
        QString error;
        if (!window.openWorkspace(scratch.filePath(u"gui.ndw"_s), &error))
            throw std::runtime_error(error.toStdString());
        window.resize(1400, 900);
        window.show();
        QCoreApplication::processEvents();
        TickMonitor monitor(parser.value(u"stall-ms"_s).toDouble());

        // (i) Import, as the import dialog starts it.
        monitor.begin("import");
        corpus::ImportOptions options;
        options.collectionName = u"bench"_s;
        qint64 collection = 0;
        QObject::connect(&window, &ui::MainWindow::importFinished, [&](qint64 id) { collection = id; });
        window.startImport({QDir(collectionDir).filePath(u"docs"_s)}, options);
        waitFor(window, &window, &ui::MainWindow::importFinished, settleMs);
        monitor.end();
        if (collection <= 0)
            throw std::runtime_error("the import did not finish");
        // The truth, as Import Truth would store it (not timed: a file dialog starts it).
        corpus::importTruthCsv(*window.workspace(), collection, QDir(collectionDir).filePath(u"truth.csv"_s));

        // (ii) A run from the run panel, until its results are shown.
        ui::RunPanel *runPanel = window.runPanel();
        selectIn(child<QComboBox>(runPanel, u"methodCombo"_s), parser.value(u"method"_s));
        monitor.begin("run");
        child<QPushButton>(runPanel, u"runButton"_s)->click();
        waitFor(window, window.resultsPanel(), &ui::ResultsPanel::runShown, settleMs);
        monitor.end();

        // Threshold moves in the results panel: chart, pair list, readout.
        std::vector<double> moveMs;
        monitor.begin("threshold");
        for (int i = 0; i < 20; ++i) {
            QElapsedTimer timer;
            timer.start();
            window.resultsPanel()->setThreshold(0.2 + 0.6 * i / 20);
            window.resultsPanel()->chart()->repaint(); // in the Collections mode, shown after the run
            window.resultsPanel()->repaint();          // the Review mode's list and readout, hidden
            QCoreApplication::processEvents();
            moveMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        monitor.end();
        std::printf("          threshold move in the results panel (set, repaint, events), median of 20: %.1f ms\n",
                    bench::median(moveMs));

        // (iii) A small sweep from the experiment panel.
        window.showMode(ui::MainWindow::Mode::Experiments);
        ui::ExperimentPanel *panel = window.experimentPanel();
        auto *methods = child<QListWidget>(panel, u"methodList"_s);
        for (int i = 0; i < methods->count(); ++i)
            if (methods->item(i)->data(Qt::UserRole).toString() == parser.value(u"method"_s))
                methods->item(i)->setCheckState(Qt::Checked);
        child<QPushButton>(panel, u"addAxisButton"_s)->click();
        auto *grid = child<QTableWidget>(panel, u"gridTable"_s);
        auto *parameter = qobject_cast<QComboBox *>(grid->cellWidget(0, 0));
        if (!parameter)
            throw std::runtime_error("the sweep grid has no parameter chooser");
        selectIn(parameter, u"shingle_size"_s);
        grid->item(0, 1)->setText(parser.value(u"sweep"_s));
        QCoreApplication::processEvents();
        monitor.begin("sweep");
        child<QPushButton>(panel, u"runSweepButton"_s)->click();
        waitFor(window, panel, &ui::ExperimentPanel::sweepFinished, settleMs);
        monitor.end();
    } catch (const std::exception &e) {
        std::fprintf(stderr, "bench_guistall: %s\n", e.what());
        return 1;
    }
    return 0;
}
