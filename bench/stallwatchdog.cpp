#include "stallwatchdog.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QMetaEnum>
#include <QProcess>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cxxabi.h>
#include <dlfcn.h>
#include <execinfo.h>
#include <fstream>
#include <map>
#include <pthread.h>
#include <sys/syscall.h>
#include <set>
#include <string>
#include <unistd.h>

namespace nd::bench {

namespace {

// Main thread only: the events being delivered, outermost first, read by the
// signal handler, which runs on the main thread too.
EventFrame g_events[StackSample::kMaxEvents];
int g_eventDepth = 0;

// The sample the handler fills; the watchdog waits for g_sampled.
StackSample *g_target = nullptr;
std::atomic<bool> g_sampled{false};
int g_mainTid = 0;

void onSampleSignal(int)
{
    StackSample *sample = g_target;
    if (!sample)
        return;
    sample->frameCount = backtrace(sample->frames, StackSample::kMaxFrames);
    // The event stack belongs to the main thread.
    const int events = gettid() == g_mainTid ? std::min(g_eventDepth, StackSample::kMaxEvents) : 0;
    std::atomic_signal_fence(std::memory_order_acquire);
    for (int i = 0; i < events; ++i)
        sample->events[i] = g_events[i];
    sample->eventCount = events;
    g_sampled.store(true, std::memory_order_release);
}

std::string demangle(const char *name)
{
    int status = 0;
    char *text = abi::__cxa_demangle(name, nullptr, nullptr, &status);
    std::string result = status == 0 && text ? text : name;
    std::free(text);
    return result;
}

std::string shorten(std::string text, std::size_t limit = 150)
{
    if (text.size() > limit)
        text = text.substr(0, limit - 1) + "…";
    return text;
}

// A frame as printed: the function (merged across lines) and where.
struct Symbol
{
    std::string function;
    std::string where;
};

// addr2line for the executable (it has debug info: file and line, inlined
// callers); the dynamic symbol table for shared libraries (Qt, SQLite, libc).
std::map<void *, Symbol> symbolise(const std::set<void *> &addresses)
{
    std::map<void *, Symbol> symbols;
    char exe[4096] = {};
    const ssize_t length = readlink("/proc/self/exe", exe, sizeof exe - 1);
    const std::string exePath = length > 0 ? std::string(exe, std::size_t(length)) : std::string();
    std::vector<void *> inExe;
    QStringList offsets;
    for (void *address : addresses) {
        Dl_info info{};
        // A return address points after the call; look up the call itself.
        void *call = static_cast<char *>(address) - 1;
        if (!dladdr(call, &info) || !info.dli_fname) {
            symbols[address] = {"??", ""};
            continue;
        }
        const std::string object = info.dli_fname;
        const bool isExe = QFileInfo(QString::fromStdString(object)).canonicalFilePath().toStdString() == exePath;
        if (isExe) {
            inExe.push_back(address);
            offsets << QStringLiteral("0x%1").arg(
                quintptr(static_cast<char *>(call) - static_cast<char *>(info.dli_fbase)), 0, 16);
        } else {
            const std::string base = object.substr(object.find_last_of('/') + 1);
            symbols[address] = {info.dli_sname ? demangle(info.dli_sname) : base + "+?", base};
        }
    }
    if (inExe.empty())
        return symbols;
    // One process for all addresses, each followed by the invalid address 0,
    // which prints exactly "??" / "??:0": with -i an address prints one line
    // pair per inlined call, so the sentinel marks where the next one starts.
    QStringList arguments{QStringLiteral("-C"), QStringLiteral("-f"), QStringLiteral("-i"), QStringLiteral("-e"),
                          QString::fromStdString(exePath)};
    for (const QString &offset : std::as_const(offsets))
        arguments << offset << QStringLiteral("0");
    QProcess addr2line;
    addr2line.start(QStringLiteral("addr2line"), arguments);
    if (!addr2line.waitForFinished(120000))
        return symbols;
    const QStringList lines = QString::fromLocal8Bit(addr2line.readAllStandardOutput()).split(QLatin1Char('\n'));
    qsizetype line = 0;
    const auto unknownAt = [&](qsizetype l) { return l + 1 < lines.size() && lines.at(l) == QLatin1String("??"); };
    for (void *address : inExe) {
        // Pairs innermost inlined call first, the real function last.
        std::vector<std::pair<std::string, std::string>> pairs;
        if (unknownAt(line)) {
            line += 2; // the address itself is unknown; its sentinel follows
        } else {
            while (line + 1 < lines.size() && !unknownAt(line)) {
                pairs.emplace_back(lines.at(line).toStdString(),
                                   QFileInfo(lines.at(line + 1)).fileName().toStdString());
                line += 2;
            }
        }
        line += 2; // the sentinel
        if (pairs.empty()) {
            symbols[address] = {"??", ""};
            continue;
        }
        std::string where = pairs.back().second;
        std::string inlined;
        for (std::size_t i = 0; i + 1 < pairs.size(); ++i)
            inlined += (inlined.empty() ? "" : ", ") + shorten(pairs[i].first, 60) + " " + pairs[i].second;
        if (!inlined.empty())
            where += " [inlined " + inlined + "]";
        symbols[address] = {pairs.back().first, where};
    }
    return symbols;
}

const char *eventName(int type)
{
    static const QMetaEnum types = QMetaEnum::fromType<QEvent::Type>();
    const char *key = types.valueToKey(type);
    return key ? key : "event";
}

} // namespace

bool TracingApplication::notify(QObject *receiver, QEvent *event)
{
    const int depth = g_eventDepth;
    if (depth < StackSample::kMaxEvents)
        g_events[depth] = {receiver->metaObject()->className(), int(event->type())};
    std::atomic_signal_fence(std::memory_order_release);
    g_eventDepth = depth + 1;
    const bool handled = QApplication::notify(receiver, event);
    g_eventDepth = depth;
    return handled;
}

StallWatchdog::StallWatchdog(double sampleAfterMs, double sampleEveryMs)
    : m_sampleAfterMs(sampleAfterMs)
    , m_sampleEveryMs(sampleEveryMs)
    , m_mainTid(int(gettid()))
    , m_mainThread(pthread_self())
{
    void *warmUp[4];
    backtrace(warmUp, 4); // loads the unwinder now, not inside the handler
    g_mainTid = m_mainTid;
    struct sigaction action
    { };
    action.sa_handler = onSampleSignal;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(SIGPROF, &action, nullptr);
    m_lastTickNs = nowNs();
    m_thread = std::thread([this] { watch(); });
}

StallWatchdog::~StallWatchdog()
{
    m_stop = true;
    m_thread.join();
    signal(SIGPROF, SIG_IGN);
}

std::int64_t StallWatchdog::nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void StallWatchdog::setArmed(bool armed)
{
    m_armed = armed;
}

char StallWatchdog::threadState(int tid)
{
    std::ifstream stat("/proc/self/task/" + std::to_string(tid) + "/stat");
    std::string line;
    std::getline(stat, line);
    const auto close = line.rfind(')');
    return close != std::string::npos && close + 2 < line.size() ? line[close + 2] : '?';
}

std::vector<int> StallWatchdog::threads()
{
    std::vector<int> tids;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &entry : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        tids.push_back(entry.toInt());
    return tids;
}

bool StallWatchdog::sampleThread(int tid, std::int64_t gapStartNs, StackSample *out)
{
    out->gapStartNs = gapStartNs;
    out->atNs = nowNs();
    out->tid = tid;
    out->mainThread = tid == m_mainTid;
    out->state = threadState(tid);
    g_sampled = false;
    g_target = out;
    std::atomic_thread_fence(std::memory_order_seq_cst);
    if (tgkill(getpid(), tid, SIGPROF) != 0)
        return false;
    // A thread in uninterruptible sleep takes the signal when it wakes: wait for it.
    const std::int64_t deadline = nowNs() + 5'000'000'000;
    while (!g_sampled.load(std::memory_order_acquire) && nowNs() < deadline)
        std::this_thread::sleep_for(std::chrono::microseconds(200));
    const bool sampled = g_sampled.load(std::memory_order_acquire);
    g_target = nullptr;
    return sampled;
}

void StallWatchdog::watch()
{
    const int self = int(gettid());
    std::int64_t lastSampleNs = 0;
    std::int64_t sampledGap = -1;
    int gapSamples = 0;
    while (!m_stop) {
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
        if (!m_armed)
            continue;
        const std::int64_t last = m_lastTickNs.load(std::memory_order_acquire);
        const std::int64_t now = nowNs();
        if (double(now - last) / 1e6 < m_sampleAfterMs || double(now - lastSampleNs) / 1e6 < m_sampleEveryMs)
            continue;
        lastSampleNs = now;
        gapSamples = last == sampledGap ? gapSamples + 1 : 0;
        sampledGap = last;
        std::vector<int> tids{m_mainTid};
        if (gapSamples % 5 == 0)
            for (int tid : threads())
                if (tid != m_mainTid && tid != self)
                    tids.push_back(tid);
        for (int tid : tids) {
            StackSample sample;
            if (sampleThread(tid, last, &sample)) {
                std::lock_guard lock(m_mutex);
                if (m_samples.size() < 200000)
                    m_samples.push_back(sample);
            }
        }
    }
}

void StallWatchdog::report(const std::vector<Gap> &gaps, double stallMs, std::int64_t phaseStartNs)
{
    std::vector<StackSample> samples;
    {
        std::lock_guard lock(m_mutex);
        samples.swap(m_samples);
    }
    std::vector<Gap> stalls;
    for (const Gap &gap : gaps)
        if (gap.lengthMs > stallMs)
            stalls.push_back(gap);
    std::sort(stalls.begin(), stalls.end(), [](const Gap &a, const Gap &b) { return a.lengthMs > b.lengthMs; });
    if (stalls.size() > 8)
        stalls.resize(8); // the longest ones
    // The first two frames are the handler and the kernel's signal trampoline.
    constexpr int kSkip = 2;
    std::set<void *> addresses;
    for (const StackSample &s : samples)
        for (int i = kSkip; i < s.frameCount; ++i)
            addresses.insert(s.frames[i]);
    const std::map<void *, Symbol> symbols = symbolise(addresses);

    for (const Gap &stall : stalls) {
        std::vector<const StackSample *> mine;
        std::vector<const StackSample *> others;
        for (const StackSample &s : samples)
            if (s.gapStartNs == stall.startNs)
                (s.mainThread ? mine : others).push_back(&s);
        std::map<char, int> states;
        std::map<std::string, int> events;
        for (const StackSample *s : mine) {
            ++states[s->state];
            std::string chain;
            for (int i = 0; i < s->eventCount; ++i)
                chain += std::string(i ? " > " : "") + s->events[i].receiverClass + "("
                    + eventName(s->events[i].eventType) + ")";
            ++events[chain.empty() ? std::string("outside any event") : chain];
        }
        std::string stateText;
        for (const auto &[state, count] : states)
            stateText += std::string(stateText.empty() ? "" : ", ") + state + " " + std::to_string(count);
        std::printf("  stall %.1f ms at +%.2f s: %zu samples, main thread state %s (R: running or waiting for a "
                    "CPU, S/D: blocked)\n",
                    stall.lengthMs, double(stall.startNs - phaseStartNs) / 1e9, mine.size(),
                    stateText.empty() ? "-" : stateText.c_str());
        std::vector<std::pair<int, std::string>> eventList;
        for (const auto &[chain, count] : events)
            eventList.emplace_back(count, chain);
        std::sort(eventList.rbegin(), eventList.rend());
        for (std::size_t i = 0; i < std::min<std::size_t>(2, eventList.size()); ++i)
            std::printf("    events (%d): %s\n", eventList[i].first, shorten(eventList[i].second, 300).c_str());
        // The heaviest path of the samples' call tree, outermost frame first:
        // at each depth the function most samples agreeing so far share.
        std::vector<const StackSample *> agreeing = mine;
        std::vector<std::pair<std::string, int>> path;
        for (int depth = 0; !agreeing.empty(); ++depth) {
            std::map<std::string, std::vector<const StackSample *>> next;
            for (const StackSample *s : agreeing) {
                const int index = s->frameCount - 1 - depth;
                if (index >= kSkip)
                    next[symbols.at(s->frames[index]).function].push_back(s);
            }
            if (next.empty())
                break;
            auto heaviest = std::max_element(next.begin(), next.end(), [](const auto &a, const auto &b) {
                return a.second.size() < b.second.size();
            });
            const StackSample *example = heaviest->second.front();
            const Symbol &symbol = symbols.at(example->frames[example->frameCount - 1 - depth]);
            path.emplace_back(shorten(symbol.function)
                                  + (symbol.where.empty() ? "" : "  (" + shorten(symbol.where, 200) + ")"),
                              int(heaviest->second.size()));
            agreeing = heaviest->second;
        }
        // The innermost frames say what the thread does; our own frames
        // further out (the executable's, with file and line) say why.
        const std::size_t inner = 8;
        for (std::size_t i = path.size(); i-- > 0;) {
            const bool innermost = i + inner >= path.size();
            const bool ours =
                path[i].first.find(".cpp") != std::string::npos || path[i].first.find(".h:") != std::string::npos;
            const bool plumbing = path[i].first.find("TracingApplication::notify") != std::string::npos
                || path[i].first.rfind("main ", 0) == 0;
            if (innermost || (ours && !plumbing))
                std::printf("    %3d%%  %s\n", mine.empty() ? 0 : 100 * path[i].second / int(mine.size()),
                            path[i].first.c_str());
            else if (i + inner + 1 == path.size())
                std::printf("          … (outer frames: only the program's own)\n");
        }
        // The other threads: per sample, the innermost of the program's own
        // frames (what work it is) and the innermost frame (what it does now).
        std::map<std::string, int> work;
        for (const StackSample *s : others) {
            std::string own;
            for (int i = kSkip; i < s->frameCount && own.empty(); ++i) {
                const Symbol &symbol = symbols.at(s->frames[i]);
                const bool ours =
                    symbol.where.find(".cpp") != std::string::npos || symbol.where.find(".h:") != std::string::npos;
                if (ours && symbol.function.find("StallWatchdog") == std::string::npos)
                    own = shorten(symbol.function, 110);
            }
            if (own.empty())
                continue; // idle pool threads, Qt's own threads
            const std::string leaf = s->frameCount > kSkip ? shorten(symbols.at(s->frames[kSkip]).function, 40) : "?";
            ++work[std::string(1, s->state) + "  " + own + "  ← " + leaf];
        }
        std::vector<std::pair<int, std::string>> workList;
        for (const auto &[what, count] : work)
            workList.emplace_back(count, what);
        std::sort(workList.rbegin(), workList.rend());
        if (!workList.empty())
            std::printf("    meanwhile in other threads (samples, state, the program's innermost frame ← leaf):\n");
        for (std::size_t i = 0; i < std::min<std::size_t>(6, workList.size()); ++i)
            std::printf("    %4d  %s\n", workList[i].first, workList[i].second.c_str());
    }
}

} // namespace nd::bench
