#include "detect/spots/sentenceblocksdetector.h"

#include "detect/spots/ncdcomparison.h"
#include "detect/spots/sizepartitions.h"
#include "detect/detectsupport.h"
#include "base/hashing.h"
#include "features/sentencefeatures.h"
#include "features/shingles.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

QString SentenceBlocksDetector::checkResolved(const Params &resolved) const
{
    if (!features::parseTermPositions(resolved.value(u"positions"_s).toString()))
        return tr("Parameter \"positions\" of slst must be a comma-separated list of term positions such as "
                  "\"1,-1\" (non-zero, -100 to 100).");
    return {};
}

ThresholdRange SentenceBlocksDetector::thresholdRange(const Params &params) const
{
    return support::similarityBoundRange(*this, params, 0.5);
}

DetectResult SentenceBlocksDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                            JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const int blockSize = p.value(u"block_size"_s).toInt();
    const QList<int> positions = *features::parseTermPositions(p.value(u"positions"_s).toString());
    const double bound = p.value(u"min_similarity"_s).toDouble();
    const std::size_t n = documents.size();
    const std::unique_ptr<QThreadPool> pool = threadPoolFor(p.value(u"threads"_s).toInt());

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Extracting sentence blocks"));
    std::vector<std::vector<std::uint64_t>> blocks(n);
    std::vector<qint64> sentences(n, 0);
    parallelFor(
        n, control,
        [&](std::size_t i) {
            const QStringList features = features::sentenceFeatures(documents[i].text, positions);
            std::vector<std::uint64_t> hashes;
            hashes.reserve(std::size_t(features.size()));
            for (const QString &feature : features)
                hashes.push_back(hashToken(feature));
            sentences[i] = features.size();
            // A document of fewer sentences than a block is one block, so it still compares.
            blocks[i] = features::shingleSet(hashes, blockSize);
        },
        64, pool.get());
    const double featureSeconds = support::seconds(timer);

    timer.restart();
    std::vector<qint64> sizes(n);
    for (std::size_t i = 0; i < n; ++i)
        sizes[i] = qint64(blocks[i].size());
    const auto keysOf = [&](std::size_t i, const auto &use) {
        for (std::uint64_t h : blocks[i])
            use(h);
    };
    const spots::SizePartitions partitions(sizes, 1, keysOf);
    const double indexSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("Matching sentence blocks"));
    std::vector<spots::PartnerScores> rows(partitions.size());
    parallelFor(
        partitions.size(), control,
        [&](std::size_t r) {
            // Each shared block lists the partner once (the block sets hold no
            // repeats), so a partner's count among the lists is |A ∩ B|.
            const std::vector<std::uint32_t> partners = partitions.partners(r, bound, keysOf);
            const double own = double(sizes[partitions.order()[r]]);
            for (std::size_t k = 0; k < partners.size();) {
                std::size_t end = k;
                while (end < partners.size() && partners[end] == partners[k])
                    ++end;
                const double common = double(end - k);
                const double other = double(sizes[partitions.order()[partners[k]]]);
                rows[r].push_back({partners[k], common / (own + other - common)});
                k = end;
            }
        },
        64, pool.get());

    DetectResult result;
    result.pairs = partitions.pairs(rows, documents);
    const double compareSeconds = support::seconds(timer);

    qint64 sentenceCount = 0;
    qint64 blockCount = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sentenceCount += sentences[i];
        blockCount += qint64(blocks[i].size());
    }
    result.stats = QJsonObject{
        {u"documents"_s, qint64(n)},
        {u"documents_compared"_s, qint64(partitions.size())},
        {u"sentences"_s, sentenceCount},
        {u"blocks"_s, blockCount},
        {u"distinct_blocks"_s, partitions.distinctKeys()},
        {u"comparisons"_s, qint64(result.pairs.size())},
        {u"seconds_features"_s, featureSeconds},
        {u"seconds_index"_s, indexSeconds},
        {u"seconds_compare"_s, compareSeconds},
    };
    return result;
}

} // namespace nd::detect
