#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace nd {

// Open-addressing map keyed by 64-bit hashes (XXH3 of tokens). The keys are
// already uniform, so their low bits index the table directly and linear probing
// stays within a cache line or two: no node allocation and no re-hashing, which
// is what std::unordered_map costs per token in the hot loops. Key 0 marks an
// empty slot, so a key 0 is stored as 1 (a collision as unlikely as any other
// between 64-bit hashes). At most half full.
template<typename Value>
class HashKeyedMap
{
public:
    explicit HashKeyedMap(std::size_t expected = 64) { rebuild(capacityFor(expected)); }

    std::size_t size() const { return m_size; }

    const Value *find(std::uint64_t key) const
    {
        key = stored(key);
        for (std::size_t i = key & m_mask;; i = (i + 1) & m_mask) {
            const Slot &slot = m_slots[i];
            if (slot.key == key)
                return &slot.value;
            if (slot.key == 0)
                return nullptr;
        }
    }

    // Starts loading the slot where `key` would be, for a look-up soon after:
    // independent look-ups then wait for memory together rather than in turn.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&m_slots[stored(key) & m_mask]); }

    // The value of `key`, value-initialised and inserted when absent; `inserted`
    // says which. The reference stays valid until the next insertion.
    Value &insert(std::uint64_t key, bool *inserted = nullptr)
    {
        if (2 * (m_size + 1) > m_slots.size())
            rebuild(2 * m_slots.size());
        key = stored(key);
        std::size_t i = key & m_mask;
        while (m_slots[i].key != 0 && m_slots[i].key != key)
            i = (i + 1) & m_mask;
        const bool fresh = m_slots[i].key == 0;
        if (fresh) {
            m_slots[i].key = key;
            m_slots[i].value = Value{};
            ++m_size;
        }
        if (inserted)
            *inserted = fresh;
        return m_slots[i].value;
    }

    // Values are reset too: a table of strings lets go of them.
    void clear()
    {
        for (Slot &slot : m_slots)
            slot = Slot{};
        m_size = 0;
    }

    // f(key, value) for every entry, in table order.
    template<typename F>
    void forEach(F &&f) const
    {
        for (const Slot &slot : m_slots) {
            if (slot.key != 0)
                f(slot.key, slot.value);
        }
    }

private:
    struct Slot
    {
        std::uint64_t key = 0;
        Value value{};
    };

    static std::uint64_t stored(std::uint64_t key) { return key == 0 ? 1 : key; }

    static std::size_t capacityFor(std::size_t expected)
    {
        std::size_t capacity = 16;
        while (capacity < 2 * expected)
            capacity *= 2;
        return capacity;
    }

    void rebuild(std::size_t capacity)
    {
        std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(capacity));
        m_mask = capacity - 1;
        m_size = 0;
        for (Slot &slot : old) {
            if (slot.key != 0)
                insert(slot.key) = std::move(slot.value);
        }
    }

    std::vector<Slot> m_slots;
    std::size_t m_mask = 0;
    std::size_t m_size = 0;
};

} // namespace nd
