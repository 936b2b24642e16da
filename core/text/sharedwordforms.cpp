#include "text/sharedwordforms.h"

namespace nd::text {

std::optional<std::uint64_t> SharedWordForms::find(std::uint64_t key) const
{
    const Shard &shard = m_shards[shardOf(key)];
    const std::lock_guard lock(shard.mutex);
    if (const std::uint64_t *value = shard.values.find(key))
        return *value;
    return std::nullopt;
}

void SharedWordForms::insert(std::uint64_t key, std::uint64_t value)
{
    Shard &shard = m_shards[shardOf(key)];
    const std::lock_guard lock(shard.mutex);
    if (shard.values.size() < kLimit / kShards)
        shard.values.insert(key) = value;
}

} // namespace nd::text
