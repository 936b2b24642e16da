#include "pipeline/tokenhashstorage.h"

#include <QString>

#include <algorithm>
#include <new>

#include <sys/mman.h>

namespace nd::pipeline {

namespace {

// AddressSanitizer checks the bounds of what the allocator hands out, not of a
// mapping: its builds take the blocks from operator new.
#if defined(__SANITIZE_ADDRESS__)
void *mapBlock(std::size_t bytes)
{
    return ::operator new(bytes);
}
void unmapBlock(void *block, std::size_t bytes)
{
    ::operator delete(block, bytes);
}
#else
void *mapBlock(std::size_t bytes)
{
    void *block = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    if (block == MAP_FAILED)
        throw std::bad_alloc();
    return block;
}
void unmapBlock(void *block, std::size_t bytes)
{
    munmap(block, bytes);
}
#endif

} // namespace

TokenHashStorage::~TokenHashStorage()
{
    for (const auto &[block, bytes] : m_blocks)
        unmapBlock(block, bytes);
}

std::span<std::uint64_t> TokenHashStorage::room(Cursor &cursor, std::size_t count)
{
    if (std::size_t(cursor.end - cursor.next) < count) {
        std::uint64_t *block = allocate(kBlockHashes);
        cursor = {block, block + kBlockHashes};
    }
    return {cursor.next, count};
}

std::span<const std::uint64_t> TokenHashStorage::copy(Cursor &cursor, std::span<const std::uint64_t> hashes)
{
    std::uint64_t *at = nullptr;
    if (hashes.size() > kBlockHashes) {
        at = allocate(hashes.size());
    } else {
        at = room(cursor, hashes.size()).data();
        keep(cursor, hashes.size());
    }
    std::copy(hashes.begin(), hashes.end(), at);
    return {at, hashes.size()};
}

std::uint64_t *TokenHashStorage::allocate(std::size_t count)
{
    const std::size_t bytes = std::max<std::size_t>(count, 1) * sizeof(std::uint64_t);
    // Populated outside the lock: the other workers go on filling their blocks.
    void *block = mapBlock(bytes);
    try {
        const std::lock_guard lock(m_mutex);
        m_blocks.emplace_back(block, bytes);
    } catch (...) {
        unmapBlock(block, bytes);
        throw;
    }
    return static_cast<std::uint64_t *>(block);
}

std::span<const std::uint64_t> PreprocessWorker::hash(TokenHashStorage &storage, std::string_view utf8)
{
    const std::size_t bound = text::Preprocessor::asciiTokenBound(utf8.size());
    // A text larger than about a megabyte takes the copying path below: a block
    // of room for it would stay mostly unused.
    scratch.clear();
    if (bound <= TokenHashStorage::kBlockHashes) {
        const std::span<std::uint64_t> room = storage.room(cursor, bound);
        if (const std::optional<std::size_t> count = preprocessor.asciiTokenHashes(utf8, room)) {
            TokenHashStorage::keep(cursor, *count);
            return room.first(*count);
        }
        // Beyond ASCII: the UTF-16 path at once, the ASCII one has failed.
        preprocessor.tokenHashes(QString::fromUtf8(utf8.data(), qsizetype(utf8.size())), scratch);
    } else {
        preprocessor.tokenHashes(utf8, scratch);
    }
    return storage.copy(cursor, scratch);
}

} // namespace nd::pipeline
