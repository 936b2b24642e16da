#pragma once

#include "corpus/importer.h"
#include "detect/detector.h"
#include "jobs/tsanhandoff.h"
#include "text/preprocessor.h"

#include <condition_variable>
#include <memory>
#include <mutex>
#include <vector>

namespace nd::pipeline {

class TokenHashStorage;
struct PreprocessWorker;

// Prepares the documents of an import for the run that follows it (evaluate):
// each written batch's tokens are hashed while its texts are in memory, in
// chunks taken by the core pool's threads and by the writing thread whenever it
// would wait for the pool. The run then neither reads the texts back from the
// workspace nor waits for a pass of its own, and the import's two kinds of work
// (building documents, writing rows) leave no core idle. Only for methods whose
// token hashes suffice (detect::Detector::tokenHashesSuffice); the hashes are
// those the run would compute from the stored texts.
class PreparingImport final : public corpus::DocumentTap
{
public:
    explicit PreparingImport(const text::PreprocessOptions &options);
    ~PreparingImport() override; // waits for the chunks handed to the pool
    PreparingImport(const PreparingImport &) = delete;
    PreparingImport &operator=(const PreparingImport &) = delete;

    void written(std::span<const qint64> ids, const QList<store::NewDocument> &documents) override;
    bool workWhileWaiting() override;

    const text::PreprocessOptions &options() const { return m_options; }
    // Every document written so far, in id order, with its token hashes, once
    // the last chunk is hashed (on this thread, what the pool has not taken).
    // They share the storage, which lives as long as any of them.
    std::vector<detect::DetectDocument> takeDocuments();

private:
    struct Chunk;
    bool hashNextChunk();

    text::PreprocessOptions m_options;
    std::shared_ptr<TokenHashStorage> m_storage;
    std::mutex m_mutex; // guards what follows
    std::condition_variable m_changed;
    std::vector<std::unique_ptr<Chunk>> m_chunks; // in id order
    std::size_t m_nextChunk = 0;                  // the first nobody has taken
    int m_hashing = 0;                            // chunks being hashed now
    int m_tasks = 0;                              // pool tasks not yet ended
    // Idle workers. A worker keeps its stemmer's word-form cache and a cursor
    // into a storage block of its own from chunk to chunk.
    std::vector<std::unique_ptr<PreprocessWorker>> m_workers;
    TsanHandoff m_handoff; // the chunks' tasks, handed to the pool; they end under the mutex
};

} // namespace nd::pipeline
