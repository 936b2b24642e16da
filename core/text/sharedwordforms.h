#pragma once

#include "base/hashkeyedmap.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <optional>

namespace nd::text {

// What word forms become (the values of Preprocessor's form cache: a token's
// hash, or 0 for a dropped word), shared by the preprocessors of one run's
// threads. Each thread's own cache still answers the frequent forms without a
// lock; a form it meets for the first time is looked up here before it is
// normalised, filtered and stemmed, so that each form of the collection is
// stemmed once rather than once per thread (a 64,000-form vocabulary cost each
// thread a third of its hashing). Thread-safe: the keys are spread over shards,
// each behind its own lock. The preprocessors sharing one must have equal
// options, whose values these are.
class SharedWordForms
{
public:
    std::optional<std::uint64_t> find(std::uint64_t key) const;
    // Once a shard holds its share of kLimit forms, further ones are not kept:
    // a huge collection cannot grow the table unbounded.
    void insert(std::uint64_t key, std::uint64_t value);

    static constexpr std::size_t kLimit = 1'000'000;

private:
    static constexpr std::size_t kShards = 64;
    struct alignas(64) Shard // a cache line of its own: no false sharing of the locks
    {
        mutable std::mutex mutex;
        HashKeyedMap<std::uint64_t> values{1024};
    };
    // The high bits choose the shard; the table indexes by the low ones.
    static std::size_t shardOf(std::uint64_t key) { return std::size_t(key >> 58); }
    static_assert(std::size_t(1) << (64 - 58) == kShards);
    std::array<Shard, kShards> m_shards;
};

} // namespace nd::text
