#include "service/fingerprintindex.h"

#include "base/vectorclones.h"

#include <QElapsedTimer>

#include <algorithm>
#include <bit>

namespace nd::service {

namespace {

// The positions of `values` within k bits of `value` under `mask`, appended to
// `near`. Built for AVX2 and the baseline (base/vectorclones.h): the baseline
// counts bits with a call into libgcc, the AVX2 build with POPCNT, one a cycle.
ND_VECTOR_CLONES void positionsWithin(const std::uint64_t *values, std::size_t count, std::uint64_t value,
                                      std::uint64_t mask, int k, std::vector<std::uint32_t> &near)
{
    for (std::size_t i = 0; i < count; ++i) {
        if (std::popcount((value ^ values[i]) & mask) <= k)
            near.push_back(std::uint32_t(i));
    }
}

} // namespace

WriterPreferringLock::WriterPreferringLock()
{
    pthread_rwlockattr_t attributes;
    pthread_rwlockattr_init(&attributes);
    pthread_rwlockattr_setkind_np(&attributes, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
    pthread_rwlock_init(&m_lock, &attributes);
    pthread_rwlockattr_destroy(&attributes);
}

WriterPreferringLock::~WriterPreferringLock()
{
    pthread_rwlock_destroy(&m_lock);
}

void WriterPreferringLock::lock()
{
    pthread_rwlock_wrlock(&m_lock);
}

void WriterPreferringLock::unlock()
{
    pthread_rwlock_unlock(&m_lock);
}

void WriterPreferringLock::lock_shared()
{
    pthread_rwlock_rdlock(&m_lock);
}

void WriterPreferringLock::unlock_shared()
{
    pthread_rwlock_unlock(&m_lock);
}

FingerprintIndex::FingerprintIndex(int bits, int maxDistance, int blocks, std::size_t mergeThreshold)
    : m_bits(bits)
    , m_maxDistance(maxDistance)
    , m_blocks(blocks > 0 ? blocks : maxDistance + 1)
    , m_mergeThreshold(std::max<std::size_t>(mergeThreshold, 1))
    , m_base(std::make_shared<const Base>(bits, maxDistance, m_blocks)) // checks the design
{ }

FingerprintIndex::~FingerprintIndex()
{
    waitForMerge();
}

int FingerprintIndex::tables() const
{
    std::shared_lock lock(m_lock);
    return m_base->index.tables();
}

std::shared_ptr<const FingerprintIndex::Base> FingerprintIndex::makeBase(std::vector<Entry> entries) const
{
    // In document order, so that a document's entries are together (and the
    // order does not depend on the order they came in).
    const auto byDocument = [](const Entry &x, const Entry &y) {
        return x.document != y.document ? x.document < y.document : x.paragraph < y.paragraph;
    };
    // Stored fingerprints are read in this order already: checked, not sorted again.
    if (!std::is_sorted(entries.begin(), entries.end(), byDocument))
        std::sort(entries.begin(), entries.end(), byDocument);
    auto base = std::make_shared<Base>(m_bits, m_maxDistance, m_blocks);
    std::vector<std::uint64_t> values;
    values.reserve(entries.size());
    base->documents.reserve(entries.size());
    const bool paragraphs =
        std::any_of(entries.begin(), entries.end(), [](const Entry &e) { return e.paragraph != -1; });
    if (paragraphs)
        base->paragraphs.reserve(entries.size());
    for (const Entry &entry : entries) {
        values.push_back(entry.value);
        base->documents.push_back(entry.document);
        if (paragraphs)
            base->paragraphs.push_back(entry.paragraph);
    }
    entries = {};
    base->index.build(std::move(values));
    return base;
}

void FingerprintIndex::build(std::vector<Entry> entries)
{
    waitForMerge();
    const std::size_t count = entries.size();
    std::shared_ptr<const Base> base = makeBase(std::move(entries));
    std::unique_lock lock(m_lock);
    m_base = std::move(base);
    m_deletedFromBase.clear();
    m_delta.clear();
    m_deltaValues.clear();
    m_live = count;
}

void FingerprintIndex::notePause(qint64 micros)
{
    qint64 seen = m_longestPause.load();
    while (micros > seen && !m_longestPause.compare_exchange_weak(seen, micros)) {
    }
}

void FingerprintIndex::insert(const std::vector<Entry> &entries)
{
    if (entries.empty())
        return;
    QElapsedTimer timer;
    std::unique_lock lock(m_lock);
    timer.start();
    for (const Entry &entry : entries) {
        m_delta.push_back({entry, false});
        m_deltaValues.push_back(entry.value);
    }
    m_live += entries.size();
    startMergeIfDue();
    notePause(timer.nsecsElapsed() / 1000);
}

void FingerprintIndex::removeDocument(qint64 document)
{
    QElapsedTimer timer;
    std::unique_lock lock(m_lock);
    timer.start();
    const Base &base = *m_base;
    const auto [first, last] = std::equal_range(base.documents.begin(), base.documents.end(), document);
    if (first != last && m_deletedFromBase.insert(document).second)
        m_live -= std::size_t(last - first);
    for (DeltaEntry &delta : m_delta) {
        if (delta.entry.document == document && !delta.dead) {
            delta.dead = true;
            --m_live;
        }
    }
    if (m_merging)
        m_deletedDuringMerge.push_back(document);
    notePause(timer.nsecsElapsed() / 1000);
}

void FingerprintIndex::query(std::uint64_t value, int k, const Found &found) const
{
    k = std::min(k, m_maxDistance);
    std::shared_lock lock(m_lock);
    const Base &base = *m_base;
    base.index.query(value, [&](std::size_t i, int distance) {
        if (distance > k)
            return;
        const qint64 document = base.documents[i];
        if (!m_deletedFromBase.empty() && m_deletedFromBase.contains(document))
            return;
        found(Entry{base.index.fingerprint(i), document, base.paragraphs.empty() ? -1 : base.paragraphs[i]}, distance);
    });
    const std::uint64_t mask = m_bits == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << m_bits) - 1;
    thread_local std::vector<std::uint32_t> near;
    near.clear();
    positionsWithin(m_deltaValues.data(), m_deltaValues.size(), value, mask, k, near);
    for (const std::uint32_t i : near) {
        const DeltaEntry &delta = m_delta[i];
        if (!delta.dead)
            found(delta.entry, std::popcount((value ^ delta.entry.value) & mask));
    }
}

std::size_t FingerprintIndex::size() const
{
    std::shared_lock lock(m_lock);
    return m_live;
}

std::vector<FingerprintIndex::Entry> FingerprintIndex::entries() const
{
    std::shared_lock lock(m_lock);
    const Base &base = *m_base;
    std::vector<Entry> result;
    result.reserve(m_live);
    for (std::size_t i = 0; i < base.documents.size(); ++i) {
        if (!m_deletedFromBase.contains(base.documents[i]))
            result.push_back(
                {base.index.fingerprint(i), base.documents[i], base.paragraphs.empty() ? -1 : base.paragraphs[i]});
    }
    for (const DeltaEntry &delta : m_delta) {
        if (!delta.dead)
            result.push_back(delta.entry);
    }
    return result;
}

std::size_t FingerprintIndex::memoryBytes() const
{
    std::shared_lock lock(m_lock);
    const Base &base = *m_base;
    return base.index.memoryBytes() + base.documents.capacity() * sizeof(qint64)
        + base.paragraphs.capacity() * sizeof(int) + m_delta.capacity() * sizeof(DeltaEntry)
        + m_deltaValues.capacity() * sizeof(std::uint64_t)
        + m_deletedFromBase.size() * (sizeof(qint64) + 2 * sizeof(void *));
}

void FingerprintIndex::startMergeIfDue()
{
    if (m_merging || m_delta.size() < m_mergeThreshold)
        return;
    if (m_mergeThread.joinable())
        m_mergeThread.join(); // finished: it cleared m_merging under this lock before returning
    m_merging = true;
    m_deletedDuringMerge.clear();
    m_mergeThread = std::thread([this] { merge(); });
}

void FingerprintIndex::merge()
{
    // The snapshot: the base is immutable, so only the delta and the deleted set
    // are copied under the lock.
    std::shared_ptr<const Base> base;
    std::vector<DeltaEntry> delta;
    std::unordered_set<qint64> deleted;
    {
        std::shared_lock lock(m_lock);
        base = m_base;
        delta = m_delta;
        deleted = m_deletedFromBase;
    }
    std::vector<Entry> entries;
    entries.reserve(base->documents.size() + delta.size());
    for (std::size_t i = 0; i < base->documents.size(); ++i) {
        const qint64 document = base->documents[i];
        if (deleted.contains(document))
            continue;
        entries.push_back({base->index.fingerprint(i), document, base->paragraphs.empty() ? -1 : base->paragraphs[i]});
    }
    base.reset();
    for (const DeltaEntry &d : delta) {
        if (!d.dead)
            entries.push_back(d.entry);
    }
    std::shared_ptr<const Base> merged = makeBase(std::move(entries));

    QElapsedTimer timer;
    std::unique_lock lock(m_lock);
    timer.start();
    m_base = std::move(merged);
    m_delta.erase(m_delta.begin(), m_delta.begin() + std::ptrdiff_t(delta.size()));
    m_deltaValues.erase(m_deltaValues.begin(), m_deltaValues.begin() + std::ptrdiff_t(delta.size()));
    m_deletedFromBase.clear();
    for (const qint64 document : m_deletedDuringMerge) {
        if (std::binary_search(m_base->documents.begin(), m_base->documents.end(), document))
            m_deletedFromBase.insert(document);
    }
    m_deletedDuringMerge.clear();
    m_merging = false;
    ++m_merges;
    notePause(timer.nsecsElapsed() / 1000);
}

void FingerprintIndex::waitForMerge()
{
    if (m_mergeThread.joinable())
        m_mergeThread.join();
}

} // namespace nd::service
