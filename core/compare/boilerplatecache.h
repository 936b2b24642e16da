#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <unordered_set>

namespace nd::compare {

using ShingleSet = std::unordered_set<std::uint64_t>;

// The boilerplate shingles of a collection (exclusions.h: boilerplateShingles)
// for one set of settings, kept so that opening pair after pair of the same
// collection reads and tokenises the collection once, not once per pair.
// Thread-safe: pairs are loaded on worker threads.
class BoilerplateCache
{
public:
    struct Key
    {
        QString workspace; // the workspace file
        qint64 collectionId = 0;
        QByteArray collectionState; // changes whenever the collection's documents do
        QString preprocessKey;      // tokens are compared in this preprocessing
        int words = 0;              // shingle length k
        double share = 0.0;         // more than this share of the documents
        friend bool operator==(const Key &, const Key &) = default;
    };

    explicit BoilerplateCache(int capacity = 4)
        : m_capacity(capacity)
    { }

    // The process-wide cache the pair view uses.
    static BoilerplateCache &instance();

    // The shingles for `key`: the stored set, or compute()'s result, stored when
    // it returns (an exception, such as a cancellation, stores nothing). Two
    // threads asking for the same new key both compute it; the first stored wins.
    // The least recently used entry goes once `capacity` keys are held.
    std::shared_ptr<const ShingleSet> shingles(const Key &key, const std::function<ShingleSet()> &compute);

    // Forgets every entry of one collection of one workspace (the collection
    // was changed or deleted), or every entry.
    void invalidate(const QString &workspace, qint64 collectionId);
    void clear();
    int size() const;

private:
    struct Entry
    {
        Key key;
        std::shared_ptr<const ShingleSet> shingles;
    };

    mutable std::mutex m_mutex;
    std::list<Entry> m_entries; // most recently used first
    int m_capacity;
};

} // namespace nd::compare
