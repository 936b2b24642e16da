#pragma once

#include "corpus/importer.h"
#include "detect/detector.h"
#include "jobs/sharedchunks.h"
#include "text/preprocessor.h"

#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace nd::pipeline {

class TokenHashStorage;
struct PreprocessWorker;

// Prepares the documents of an import for the run that follows it (evaluate):
// each written batch's tokens are hashed while its texts are in memory, in
// chunks taken by the core pool's threads and by the writing thread between its
// writes (SharedChunks). The run then neither reads the texts back from the
// workspace nor waits for a pass of its own, and the import's two kinds of work
// (building documents, writing rows) leave no core idle. Only for methods whose
// token hashes suffice (detect::Detector::tokenForm); the hashes are
// those the run would compute from the stored texts. For a method whose
// fingerprint of a document depends on that document alone, each document's
// fingerprint too, while its hashes are still in the core's cache.
class PreparingImport final : public corpus::DocumentTap
{
public:
    // fingerprinter: of the kind fingerprintKind names (see
    // detect::Detector::documentFingerprinter), or empty for token hashes only.
    explicit PreparingImport(const text::PreprocessOptions &options, const QString &fingerprintKind = {},
                             detect::DocumentFingerprinter fingerprinter = {});
    ~PreparingImport() override; // skips the chunks nobody has taken, waits for the others
    PreparingImport(const PreparingImport &) = delete;
    PreparingImport &operator=(const PreparingImport &) = delete;

    void written(std::span<const qint64> ids, const QList<store::NewDocument> &documents) override;
    bool workWhileWaiting() override;

    const text::PreprocessOptions &options() const { return m_options; }
    // The kind of the fingerprints computed, or empty for none.
    const QString &fingerprintKind() const { return m_fingerprintKind; }

    struct Prepared
    {
        // In id order, with their token hashes. They share the storage, which
        // lives as long as any of them.
        std::vector<detect::DetectDocument> documents;
        // documents[i]'s fingerprint; empty without a fingerprinter.
        std::vector<std::optional<std::uint64_t>> fingerprints;
    };
    // Every document written so far, once the last chunk is hashed (on this
    // thread, what the pool has not taken).
    Prepared takeDocuments();

private:
    struct Chunk;
    void hashChunk(std::size_t index);

    text::PreprocessOptions m_options;
    QString m_fingerprintKind;
    detect::DocumentFingerprinter m_fingerprinter;
    std::shared_ptr<TokenHashStorage> m_storage;
    std::mutex m_mutex;                           // guards what follows
    std::vector<std::unique_ptr<Chunk>> m_chunks; // in id order; m_work's chunk k is m_chunks[k - m_chunksTaken]
    std::size_t m_chunksTaken = 0;                // chunks handed on by takeDocuments()
    // Idle workers. A worker keeps its stemmer's word-form cache and a cursor
    // into a storage block of its own from chunk to chunk.
    std::vector<std::unique_ptr<PreprocessWorker>> m_workers;
    SharedChunks m_work; // last: its chunks end before the members they use
};

} // namespace nd::pipeline
