#pragma once
// Names what the GUI thread is doing while it stalls (bench_guistall, issue 7).
// The main thread notes every tick of its 1 ms timer; a watchdog thread checks
// the time since the last tick every few milliseconds and, once the gap passes
// `sampleAfterMs`, interrupts the main thread with a signal whose handler copies
// its call stack and the Qt events it is inside (receiver class, event type).
// The watchdog also reads the thread's scheduler state from /proc (R: on CPU or
// waiting for one, S/D: blocked), so a wait is told apart from work. After a
// phase, report() prints, for every gap longer than `stallMs`, its samples'
// states, events and heaviest stack, symbolised with addr2line. Every fifth
// sample also takes the stacks of the other threads (the workers), so a wait
// on the GUI thread shows what it waits for.

#include <QApplication>

#include <atomic>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace nd::bench {

// One Qt event being delivered on the main thread.
struct EventFrame
{
    const char *receiverClass = nullptr; // static storage (QMetaObject::className)
    int eventType = 0;
};

struct StackSample
{
    static constexpr int kMaxFrames = 64;
    static constexpr int kMaxEvents = 8;
    std::int64_t gapStartNs = 0; // the tick the gap began after
    std::int64_t atNs = 0;
    int tid = 0;
    bool mainThread = true;
    char state = '?'; // /proc state of the thread when sampled
    int frameCount = 0;
    void *frames[kMaxFrames] = {};
    int eventCount = 0;
    EventFrame events[kMaxEvents] = {};
};

// A QApplication that records the events it is delivering, for the samples.
class TracingApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override;
};

class StallWatchdog
{
public:
    // Must be constructed on the main (GUI) thread.
    StallWatchdog(double sampleAfterMs, double sampleEveryMs);
    ~StallWatchdog();

    static std::int64_t nowNs();
    // Main thread, on every tick.
    void tick(std::int64_t nowNs) { m_lastTickNs.store(nowNs, std::memory_order_release); }
    void setArmed(bool armed);

    // Prints the samples of every gap [startNs, startNs + lengthMs) longer than
    // stallMs, then forgets all samples.
    struct Gap
    {
        std::int64_t startNs;
        double lengthMs;
    };
    void report(const std::vector<Gap> &gaps, double stallMs, std::int64_t phaseStartNs);

private:
    void watch();
    bool sampleThread(int tid, std::int64_t gapStartNs, StackSample *out);
    static char threadState(int tid);
    static std::vector<int> threads();

    std::atomic<std::int64_t> m_lastTickNs{0};
    std::atomic<bool> m_armed{false};
    std::atomic<bool> m_stop{false};
    double m_sampleAfterMs;
    double m_sampleEveryMs;
    int m_mainTid = 0;
    unsigned long m_mainThread = 0; // pthread_t
    std::mutex m_mutex;             // guards m_samples
    std::vector<StackSample> m_samples;
    std::thread m_thread;
};

} // namespace nd::bench
