#pragma once

#include <QString>
#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <optional>
#include <unordered_map>

namespace nd::service {

// The names (stored paths) of the documents checks found lately, and of those
// the service added, so that a check answers their names from memory instead of
// the workspace. Every commit of an add discards the page cache of every other
// connection, so in a 9:1 check/add mix nearly every check that found an added
// document re-read its table's 64 KiB pages from the log before it could answer.
//
// Bounded: two generations of at most `capacity` names each; when the newer one
// is full it becomes the older and the oldest names go (a name found in the
// older generation moves to the newer one). Paths never change once stored, so
// a name is only ever wrong for a deleted document: forget() takes it out, and a
// name looked up in the workspace while a deletion ran is not kept (fillEpoch).
// Thread-safe.
class DocumentNames
{
public:
    explicit DocumentNames(std::size_t capacity = std::size_t(1) << 15)
        : m_capacity(capacity > 0 ? capacity : 1)
    { }

    std::optional<QString> find(qint64 document)
    {
        const std::lock_guard lock(m_lock);
        if (const auto it = m_newer.find(document); it != m_newer.end())
            return it->second;
        const auto it = m_older.find(document);
        if (it == m_older.end())
            return std::nullopt;
        QString name = std::move(it->second);
        m_older.erase(it);
        keep(document, name);
        return name;
    }

    // A name the service itself just stored (an add).
    void remember(qint64 document, const QString &name)
    {
        const std::lock_guard lock(m_lock);
        keep(document, name);
    }

    // Taken before reading names from the workspace; fill() then keeps them only
    // when no document was forgotten meanwhile (the name read may be a deleted
    // document's, and SQLite gives a deleted last id to the next document).
    std::uint64_t fillEpoch() const
    {
        const std::lock_guard lock(m_lock);
        return m_forgets;
    }
    void fill(std::uint64_t epoch, qint64 document, const QString &name)
    {
        const std::lock_guard lock(m_lock);
        if (epoch == m_forgets)
            keep(document, name);
    }

    void forget(qint64 document)
    {
        const std::lock_guard lock(m_lock);
        m_newer.erase(document);
        m_older.erase(document);
        ++m_forgets;
    }

    std::size_t size() const
    {
        const std::lock_guard lock(m_lock);
        return m_newer.size() + m_older.size();
    }

private:
    void keep(qint64 document, const QString &name)
    {
        if (m_newer.size() >= m_capacity && !m_newer.contains(document)) {
            m_older = std::move(m_newer);
            m_newer = {};
        }
        m_older.erase(document);
        m_newer.insert_or_assign(document, name);
    }

    const std::size_t m_capacity;
    mutable std::mutex m_lock;
    std::unordered_map<qint64, QString> m_newer;
    std::unordered_map<qint64, QString> m_older;
    std::uint64_t m_forgets = 0;
};

} // namespace nd::service
