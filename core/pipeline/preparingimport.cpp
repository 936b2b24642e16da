#include "pipeline/preparingimport.h"

#include "jobs/corepool.h"
#include "pipeline/tokenhashstorage.h"

#include <algorithm>
#include <string_view>
#include <utility>

namespace nd::pipeline {

namespace {

// Documents hashed at a time: small enough that the writing thread, which takes
// one between its writes, is soon back to write (64 texts of 4 KB: about a
// millisecond and a half), large enough that handing it over costs nothing.
constexpr qsizetype kChunkDocuments = 64;

} // namespace

struct PreparingImport::Chunk
{
    QList<store::NewDocument> texts; // the written batch, shared, not copied
    qsizetype begin = 0;
    std::vector<detect::DetectDocument> documents;          // texts[begin + k] -> documents[k]
    std::vector<std::optional<std::uint64_t>> fingerprints; // documents[k]'s, with a fingerprinter
};

PreparingImport::PreparingImport(const text::PreprocessOptions &options, const QString &fingerprintKind,
                                 detect::DocumentFingerprinter fingerprinter)
    : m_options(options)
    , m_fingerprintKind(fingerprinter ? fingerprintKind : QString())
    , m_fingerprinter(std::move(fingerprinter))
    , m_storage(std::make_shared<TokenHashStorage>())
    , m_work(corePool(), [this](std::size_t index) { hashChunk(index); })
{ }

PreparingImport::~PreparingImport() = default;

void PreparingImport::written(std::span<const qint64> ids, const QList<store::NewDocument> &documents)
{
    std::size_t handed = 0;
    {
        const std::lock_guard lock(m_mutex);
        for (qsizetype begin = 0; begin < qsizetype(ids.size()); begin += kChunkDocuments) {
            auto chunk = std::make_unique<Chunk>();
            chunk->texts = documents;
            chunk->begin = begin;
            const qsizetype end = std::min(begin + kChunkDocuments, qsizetype(ids.size()));
            for (qsizetype k = begin; k < end; ++k)
                chunk->documents.push_back({.id = ids[std::size_t(k)], .tokenHashStorage = m_storage});
            m_chunks.push_back(std::move(chunk));
            ++handed;
        }
    }
    m_work.add(handed);
}

bool PreparingImport::workWhileWaiting()
{
    return m_work.doOne();
}

void PreparingImport::hashChunk(std::size_t index)
{
    Chunk *chunk = nullptr;
    std::unique_ptr<PreprocessWorker> worker;
    {
        const std::lock_guard lock(m_mutex);
        chunk = m_chunks[index - m_chunksTaken].get();
        if (!m_workers.empty()) {
            worker = std::move(m_workers.back());
            m_workers.pop_back();
        }
    }
    if (!worker)
        worker = std::make_unique<PreprocessWorker>(m_options);
    if (m_fingerprinter)
        chunk->fingerprints.resize(chunk->documents.size());
    for (std::size_t k = 0; k < chunk->documents.size(); ++k) {
        const store::NewDocument &document = chunk->texts.at(chunk->begin + qsizetype(k)); // at(): no detach
        // The text a run reads back from the row (store::kMainContentColumn
        // under main content), as the UTF-8 that is stored.
        const QByteArray utf8 = m_options.comparesMainContent() && !document.mainText.isNull()
            ? document.mainText.toUtf8()
            : document.storedUtf8Text();
        chunk->documents[k].tokenHashes =
            worker->hash(*m_storage, std::string_view(utf8.constData(), std::size_t(utf8.size())));
        if (m_fingerprinter)
            chunk->fingerprints[k] = m_fingerprinter(chunk->documents[k].tokenHashes);
    }
    chunk->texts = {}; // the texts go as soon as they are hashed
    const std::lock_guard lock(m_mutex);
    m_workers.push_back(std::move(worker));
}

PreparingImport::Prepared PreparingImport::takeDocuments()
{
    m_work.finish();
    m_work.rethrowIfFailed();
    const std::lock_guard lock(m_mutex);
    Prepared prepared;
    for (const auto &chunk : m_chunks) {
        prepared.documents.insert(prepared.documents.end(), std::make_move_iterator(chunk->documents.begin()),
                                  std::make_move_iterator(chunk->documents.end()));
        prepared.fingerprints.insert(prepared.fingerprints.end(), chunk->fingerprints.begin(),
                                     chunk->fingerprints.end());
    }
    m_chunksTaken += m_chunks.size();
    m_chunks.clear();
    return prepared;
}

} // namespace nd::pipeline
