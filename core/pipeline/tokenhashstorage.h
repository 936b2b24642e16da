#pragma once

// Where a run's token hashes live, and the worker that writes them: shared by a
// run that reads its texts from the workspace and by an import that prepares
// them as it goes (PreparingImport).

#include "text/preprocessor.h"

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace nd::pipeline {

// The token hashes of a run's documents, written straight into a few large
// blocks that the documents share. A vector per document made a worker thread's
// malloc arena grow by one mprotect call per page, 17,500 calls for 20,000
// documents, which with their page faults made a fifth of the preprocessing;
// and hashing into a buffer first cost a copy of every hash. Each worker fills a
// block of its own, front to back; nothing is freed before the whole storage is.
class TokenHashStorage
{
public:
    // Where a worker writes next: the rest of its current block.
    struct Cursor
    {
        std::uint64_t *next = nullptr;
        std::uint64_t *end = nullptr;
    };

    // A block: 2 MiB, in ordinary 4 KiB pages. Huge pages (transparent, asked
    // for with madvise) cost 15-20 ms against 50 for the 72 MB of hashes of
    // 20,000 documents where the memory had been used before; but a fresh huge
    // page needs a free 2 MiB run of memory, which a virtual machine's host may
    // not back yet. Right after an import (evaluate, one thread, five
    // interleaved rounds on 2026-11-29) preprocessing took 0.23-0.53 s with
    // them, half of it the kernel zeroing pages, and 0.25-0.28 s without, the
    // whole process 1.03 -> 0.86 s (medians); a run on a stored collection,
    // whose memory the process before had just freed, 0.20-0.23 -> 0.23-0.30 s.
    // The 4 KiB pages are mapped with the block (MAP_POPULATE): one system call
    // for its 512 pages instead of a page fault for each, which a virtual
    // machine makes dear (evaluate, simhash, 15 interleaved pairs: 1.03x).
    static constexpr std::size_t kBlockBytes = std::size_t(2) << 20;
    static constexpr std::size_t kBlockHashes = kBlockBytes / sizeof(std::uint64_t);

    TokenHashStorage() = default;
    TokenHashStorage(const TokenHashStorage &) = delete;
    TokenHashStorage &operator=(const TokenHashStorage &) = delete;
    ~TokenHashStorage();

    // Room for `count` (at most kBlockHashes) hashes at the cursor, in a new
    // block when the current one has less left. keep() says how many were used.
    std::span<std::uint64_t> room(Cursor &cursor, std::size_t count);
    static void keep(Cursor &cursor, std::size_t count) { cursor.next += count; }

    // `hashes` copied into the storage: at the cursor, or into a block of their
    // own when they would not fit in one.
    std::span<const std::uint64_t> copy(Cursor &cursor, std::span<const std::uint64_t> hashes);

private:
    std::uint64_t *allocate(std::size_t count);

    std::mutex m_mutex;
    std::vector<std::pair<void *, std::size_t>> m_blocks;
};

// What a worker keeps from text to text. One per thread at a time: the Snowball
// stemmer is not thread-safe, and each worker keeps its word-form cache.
struct PreprocessWorker
{
    explicit PreprocessWorker(const text::PreprocessOptions &options)
        : preprocessor(options)
    { }

    // The token hashes of a UTF-8 text, written into `storage` at this worker's
    // cursor (text::Preprocessor::tokenHashes).
    std::span<const std::uint64_t> hash(TokenHashStorage &storage, std::string_view utf8);

    text::Preprocessor preprocessor;
    TokenHashStorage::Cursor cursor;
    std::vector<std::uint64_t> scratch; // the hashes of a text beyond ASCII, before their copy
};

} // namespace nd::pipeline
