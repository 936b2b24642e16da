#pragma once

// The sort step of Broder's all-pairs algorithm (Broder 1997; paper 004 §3):
// records are sorted in memory while they fit a budget, and beyond it sorted
// in runs written to temporary files and merged k ways, so a collection whose
// <shingle, document> list outgrows memory still runs.

#include <QtGlobal>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <memory>
#include <queue>
#include <type_traits>
#include <vector>

class QTemporaryFile;

namespace nd::features {

namespace detail {

// One sorted run of raw records in a temporary file of the system temp folder;
// the file goes with the object. I/O errors throw std::runtime_error.
class SpillRun
{
public:
    SpillRun(const void *data, std::size_t bytes);
    ~SpillRun();
    SpillRun(const SpillRun &) = delete;
    SpillRun &operator=(const SpillRun &) = delete;

    // Reads sequentially up to `bytes`; returns the bytes read (0 at the end).
    std::size_t read(void *data, std::size_t bytes);

private:
    std::unique_ptr<QTemporaryFile> m_file;
};

} // namespace detail

template<typename Record, typename Less = std::less<Record>>
class ShingleSorter
{
    static_assert(std::is_trivially_copyable_v<Record>, "records go to disk byte for byte");

public:
    explicit ShingleSorter(std::size_t budgetBytes, Less less = {})
        : m_capacity(std::max<std::size_t>(2, budgetBytes / sizeof(Record)))
        , m_less(less)
    { }

    void push(const Record &record)
    {
        m_buffer.push_back(record);
        ++m_size;
        if (m_buffer.size() >= m_capacity)
            spill();
    }

    // Ends the input: sorts what is in memory (or spills it as the last run).
    void finish()
    {
        if (m_runs.empty()) {
            std::sort(m_buffer.begin(), m_buffer.end(), m_less);
        } else if (!m_buffer.empty()) {
            spill();
        }
    }

    // Calls fn(record) for every record in sorted order; after finish(), once.
    template<typename Fn>
    void drain(Fn &&fn)
    {
        if (m_runs.empty()) {
            for (const Record &r : m_buffer)
                fn(r);
            return;
        }
        merge(fn);
    }

    std::size_t size() const { return m_size; }
    // Runs written to disk so far (0: the sort stayed in memory).
    std::size_t spilledRuns() const { return m_spilled; }

private:
    void spill()
    {
        std::sort(m_buffer.begin(), m_buffer.end(), m_less);
        m_runs.push_back(std::make_unique<detail::SpillRun>(m_buffer.data(), m_buffer.size() * sizeof(Record)));
        ++m_spilled;
        m_buffer.clear();
    }

    template<typename Fn>
    void merge(Fn &fn)
    {
        m_buffer = {};
        // The budget is shared between the runs' read buffers.
        const std::size_t chunk = std::max<std::size_t>(1, m_capacity / m_runs.size());
        struct Reader
        {
            std::vector<Record> records;
            std::size_t next = 0;
        };
        std::vector<Reader> readers(m_runs.size());
        auto refill = [&](std::size_t i) {
            Reader &r = readers[i];
            r.records.resize(chunk);
            const std::size_t bytes = m_runs[i]->read(r.records.data(), chunk * sizeof(Record));
            r.records.resize(bytes / sizeof(Record));
            r.next = 0;
            return !r.records.empty();
        };
        // Min-heap of run indices by their current record.
        auto greater = [&](std::size_t x, std::size_t y) {
            return m_less(readers[y].records[readers[y].next], readers[x].records[readers[x].next]);
        };
        std::priority_queue<std::size_t, std::vector<std::size_t>, decltype(greater)> heap(greater);
        for (std::size_t i = 0; i < readers.size(); ++i) {
            if (refill(i))
                heap.push(i);
        }
        while (!heap.empty()) {
            const std::size_t i = heap.top();
            heap.pop();
            Reader &r = readers[i];
            fn(r.records[r.next]);
            if (++r.next < r.records.size() || refill(i))
                heap.push(i);
        }
        m_runs.clear();
    }

    std::size_t m_capacity;
    Less m_less;
    std::vector<Record> m_buffer;
    std::vector<std::unique_ptr<detail::SpillRun>> m_runs;
    std::size_t m_size = 0;
    std::size_t m_spilled = 0;
};

} // namespace nd::features
