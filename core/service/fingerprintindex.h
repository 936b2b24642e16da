#pragma once

#include "features/hammingindex.h"

#include <QtGlobal>

#include <pthread.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <thread>
#include <unordered_set>
#include <vector>

namespace nd::service {

// A readers-writer lock that lets a waiting writer in before new readers
// (glibc's default, like std::shared_mutex on Linux, prefers readers, so under a
// steady stream of queries an insertion or a merge's swap could wait forever).
// Not recursive: a thread holding it shared must not take it again.
class WriterPreferringLock
{
public:
    WriterPreferringLock();
    ~WriterPreferringLock();
    WriterPreferringLock(const WriterPreferringLock &) = delete;
    WriterPreferringLock &operator=(const WriterPreferringLock &) = delete;
    void lock();
    void unlock();
    void lock_shared();
    void unlock_shared();

private:
    pthread_rwlock_t m_lock;
};

// Manku's permuted tables (features::HammingIndex) that take insertions and
// deletions while they answer queries, for a resident service.
//
// The tables are built once over the stored fingerprints (the base) and not
// changed afterwards: a new fingerprint goes to a small unsorted delta, which a
// query scans (a popcount per entry, 8 bytes each; microseconds for thousands), and a
// deleted document's base entries are skipped by a set of deleted ids. When the
// delta reaches mergeThreshold entries, a background thread builds new tables
// over the base and the delta without any lock held, and swaps them in under
// the exclusive lock, which then only moves the entries added during the build.
// Queries take the shared lock, so an insertion or a deletion holds them up only
// for its own exclusive section (longestPauseMicros() reports the longest); a
// waiting writer goes before new readers, so it is never starved by queries.
class FingerprintIndex
{
public:
    struct Entry
    {
        std::uint64_t value = 0;
        qint64 document = 0;
        int paragraph = -1; // -1: the whole text
    };

    // blocks: Manku blocks, 0 for k + 1 (four 16-bit blocks for k = 3: four tables,
    // ~26 bytes per fingerprint with its document id).
    FingerprintIndex(int bits, int maxDistance, int blocks = 0, std::size_t mergeThreshold = 1 << 15);
    ~FingerprintIndex(); // waits for a running merge
    FingerprintIndex(const FingerprintIndex &) = delete;
    FingerprintIndex &operator=(const FingerprintIndex &) = delete;

    int bits() const { return m_bits; }
    int maxDistance() const { return m_maxDistance; }
    int tables() const;

    // Replaces everything by these entries (built on the core thread pool).
    void build(std::vector<Entry> entries);
    void insert(const std::vector<Entry> &entries);
    void removeDocument(qint64 document);

    // found(entry, distance) for every live entry within k <= maxDistance() bits
    // of value, in no particular order. Thread-safe with everything else.
    using Found = std::function<void(const Entry &entry, int distance)>;
    void query(std::uint64_t value, int k, const Found &found) const;

    std::size_t size() const;           // live entries
    std::vector<Entry> entries() const; // the live entries, base then delta
    std::size_t memoryBytes() const;    // tables, fingerprints, ids, delta
    qint64 longestPauseMicros() const { return m_longestPause.load(); }
    qint64 merges() const { return m_merges.load(); }
    void waitForMerge();

private:
    struct Base
    {
        explicit Base(int bits, int maxDistance, int blocks)
            : index(bits, maxDistance, blocks)
        { }
        features::HammingIndex index;
        std::vector<qint64> documents; // per indexed fingerprint
        std::vector<int> paragraphs;   // per indexed fingerprint; empty when all are -1
    };
    struct DeltaEntry
    {
        Entry entry;
        bool dead = false;
    };

    std::shared_ptr<const Base> makeBase(std::vector<Entry> entries) const;
    void startMergeIfDue(); // with m_lock held exclusively
    void merge();
    void notePause(qint64 micros);

    const int m_bits;
    const int m_maxDistance;
    const int m_blocks;
    const std::size_t m_mergeThreshold;

    mutable WriterPreferringLock m_lock;
    std::shared_ptr<const Base> m_base;
    std::unordered_set<qint64> m_deletedFromBase;
    std::vector<DeltaEntry> m_delta;
    // The delta's values again, in the same order and nothing else: a query
    // scans these 8 bytes an entry instead of the 32 of the entries.
    std::vector<std::uint64_t> m_deltaValues;
    std::size_t m_live = 0;
    // While a merge runs: the ids deleted since it took its snapshot.
    bool m_merging = false;
    std::vector<qint64> m_deletedDuringMerge;
    std::thread m_mergeThread;

    std::atomic<qint64> m_longestPause{0};
    std::atomic<qint64> m_merges{0};
};

} // namespace nd::service
