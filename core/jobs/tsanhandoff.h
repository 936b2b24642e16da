#pragma once

// Tells ThreadSanitizer about an ordering it cannot see. Debian's Qt is not
// built with TSan and its QMutex, QWaitCondition and QSemaphore wait on Linux
// futexes directly, so the hand-over of work to a pool thread and the wait for
// its end (QtConcurrent, QThreadPool, QFuture) order nothing in TSan's eyes:
// every access before the hand-over and after the wait would be reported as a
// race with the task. A TsanHandoff marks those two points. Each direction has
// its own address, so tasks of one map are not ordered with each other and a
// race between them is still reported. Outside TSan builds it is empty.

#if defined(__SANITIZE_THREAD__)
#include <sanitizer/tsan_interface.h>
#define ND_TSAN_ANNOTATE 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#include <sanitizer/tsan_interface.h>
#define ND_TSAN_ANNOTATE 1
#endif
#endif

namespace nd {

class TsanHandoff
{
public:
    // The giving thread, before handing the work over / the task, at its start.
    void give()
    {
        release(&m_toTasks);
        release(&queued());
    }
    void take() { acquire(&m_toTasks); }
    // The task, before anything else, even before reading its own captures: Qt
    // keeps its copy of the task's functor, written on the giving thread, and a
    // pool thread busy with other work when the task came takes it from the
    // queue later with no sync TSan sees. So every give() also releases at one
    // address of no task's, which the task acquires here. That orders a task
    // after every give() before it (slightly more than the real order), but
    // still not the tasks of one hand-over with each other.
    static void takeQueued() { acquire(&queued()); }
    // The task, at its end / the waiting thread, after the wait.
    void finished() { release(&m_toWaiter); }
    void joined() { acquire(&m_toWaiter); }

private:
    static char &queued()
    {
        static char address = 0;
        return address;
    }
#ifdef ND_TSAN_ANNOTATE
    static void release(char *address)
    {
        __tsan_release(address);
    }
    static void acquire(char *address)
    {
        __tsan_acquire(address);
    }
#else
    static void release(char *) { }
    static void acquire(char *) { }
#endif
    char m_toTasks = 0;
    char m_toWaiter = 0;
};

} // namespace nd
