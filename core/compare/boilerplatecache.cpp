#include "compare/boilerplatecache.h"

#include <algorithm>

namespace nd::compare {

BoilerplateCache &BoilerplateCache::instance()
{
    static BoilerplateCache cache;
    return cache;
}

std::shared_ptr<const ShingleSet> BoilerplateCache::shingles(const Key &key, const std::function<ShingleSet()> &compute)
{
    const auto find = [&] {
        return std::find_if(m_entries.begin(), m_entries.end(), [&](const Entry &e) { return e.key == key; });
    };
    {
        const std::lock_guard lock(m_mutex);
        if (const auto it = find(); it != m_entries.end()) {
            m_entries.splice(m_entries.begin(), m_entries, it);
            return it->shingles;
        }
    }
    // Computed without the lock: reading a collection takes seconds, and other
    // keys (another workspace, another share) must not wait for it.
    auto computed = std::make_shared<const ShingleSet>(compute());
    const std::lock_guard lock(m_mutex);
    if (const auto it = find(); it != m_entries.end()) {
        m_entries.splice(m_entries.begin(), m_entries, it);
        return it->shingles;
    }
    m_entries.push_front({key, computed});
    while (int(m_entries.size()) > std::max(1, m_capacity))
        m_entries.pop_back();
    return computed;
}

void BoilerplateCache::invalidate(const QString &workspace, qint64 collectionId)
{
    const std::lock_guard lock(m_mutex);
    m_entries.remove_if(
        [&](const Entry &e) { return e.key.workspace == workspace && e.key.collectionId == collectionId; });
}

void BoilerplateCache::clear()
{
    const std::lock_guard lock(m_mutex);
    m_entries.clear();
}

int BoilerplateCache::size() const
{
    const std::lock_guard lock(m_mutex);
    return int(m_entries.size());
}

} // namespace nd::compare
