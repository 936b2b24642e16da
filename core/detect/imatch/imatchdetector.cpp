#include "detect/imatch/imatchdetector.h"

#include "detect/detectsupport.h"
#include "base/hashing.h"

#include <QCryptographicHash>
#include <QtEndian>

#include <algorithm>
#include <bit>
#include <cstring>

using namespace Qt::StringLiterals;

namespace nd::detect {

QString IMatchDetector::checkResolved(const Params &resolved) const
{
    const double low = resolved.value(u"nidf_low"_s).toDouble();
    const double high = resolved.value(u"nidf_high"_s).toDouble();
    if (low > high)
        return tr("Parameter \"nidf_low\" (%1) must not exceed \"nidf_high\" (%2).").arg(low).arg(high);
    return {};
}

ThresholdRange IMatchDetector::thresholdRange(const Params &) const
{
    return {0.0, 1.0, 1.0};
}

features::TermStatistics IMatchDetector::termStatistics(const std::vector<DetectDocument> &documents)
{
    std::vector<std::vector<std::uint64_t>> hashedHere(documents.size());
    std::vector<std::span<const std::uint64_t>> hashes;
    hashes.reserve(documents.size());
    for (std::size_t d = 0; d < documents.size(); ++d)
        hashes.push_back(support::tokenHashesOf(documents[d], hashedHere[d]));
    return features::TermStatistics(hashes);
}

std::vector<std::uint64_t> IMatchDetector::nidfLexicon(const features::TermStatistics &stats, const Params &resolved)
{
    return stats.termsWithNidf(resolved.value(u"nidf_low"_s).toDouble(), resolved.value(u"nidf_high"_s).toDouble());
}

IMatchDetector::LexiconSet IMatchDetector::lexiconSet(std::span<const std::uint64_t> lexicon)
{
    LexiconSet set(lexicon.size());
    for (const std::uint64_t term : lexicon)
        set.insert(term) = true;
    return set;
}

std::vector<std::uint64_t> IMatchDetector::keptTerms(std::span<const std::uint64_t> tokenHashes,
                                                     const LexiconSet &lexicon)
{
    std::vector<std::uint64_t> kept;
    for (const std::uint64_t hash : tokenHashes) {
        if (lexicon.find(hash))
            kept.push_back(hash);
    }
    // The set, not the sequence: order and repetition must not change the hash.
    std::sort(kept.begin(), kept.end());
    kept.erase(std::unique(kept.begin(), kept.end()), kept.end());
    return kept;
}

std::optional<IMatchDetector::Signature> IMatchDetector::signatureOfKept(std::span<const std::uint64_t> keptTerms)
{
    if (keptTerms.empty())
        return std::nullopt;
    // Little-endian bytes: the same digest on any machine.
    QCryptographicHash sha1(QCryptographicHash::Sha1);
    if constexpr (std::endian::native == std::endian::little) {
        sha1.addData(
            QByteArrayView(reinterpret_cast<const char *>(keptTerms.data()), qsizetype(keptTerms.size_bytes())));
    } else {
        for (const std::uint64_t hash : keptTerms) {
            const std::uint64_t bytes = qToLittleEndian(hash);
            sha1.addData(QByteArrayView(reinterpret_cast<const char *>(&bytes), sizeof bytes));
        }
    }
    Signature result;
    std::memcpy(result.data(), sha1.resultView().data(), result.size());
    return result;
}

std::optional<IMatchDetector::Signature> IMatchDetector::signature(std::span<const std::uint64_t> tokenHashes,
                                                                   const LexiconSet &lexicon)
{
    return signatureOfKept(keptTerms(tokenHashes, lexicon));
}

std::vector<std::vector<std::size_t>>
IMatchDetector::equalGroups(const std::vector<std::optional<Signature>> &signatures)
{
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < signatures.size(); ++i) {
        if (signatures[i])
            order.push_back(i);
    }
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
        return *signatures[x] != *signatures[y] ? *signatures[x] < *signatures[y] : x < y;
    });
    std::vector<std::vector<std::size_t>> groups;
    for (std::size_t begin = 0; begin < order.size();) {
        std::size_t end = begin + 1;
        while (end < order.size() && *signatures[order[end]] == *signatures[order[begin]])
            ++end;
        if (end - begin > 1)
            groups.emplace_back(order.begin() + std::ptrdiff_t(begin), order.begin() + std::ptrdiff_t(end));
        begin = end;
    }
    return groups;
}

QJsonObject IMatchDetector::runStats(std::size_t documents, std::size_t lexiconTerms, qint64 noSignature,
                                     const DetectResult &result, double statsSeconds, double signatureSeconds,
                                     double groupSeconds)
{
    return QJsonObject{
        {u"documents"_s, qint64(documents)},     {u"lexicon_terms"_s, qint64(lexiconTerms)},
        {u"no_signature"_s, noSignature},        {u"candidates"_s, qint64(result.pairs.size())},
        {u"seconds_statistics"_s, statsSeconds}, {u"seconds_signatures"_s, signatureSeconds},
        {u"seconds_group"_s, groupSeconds},
    };
}

DetectResult IMatchDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                    JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const std::size_t n = documents.size();

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Collection statistics"));
    const features::TermStatistics stats = termStatistics(documents);
    const std::vector<std::uint64_t> lexicon = nidfLexicon(stats, p);
    const double statsSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("I-Match signatures"));
    std::vector<std::optional<Signature>> signatures(n);
    const LexiconSet lexiconTerms = lexiconSet(lexicon);
    parallelFor(n, control, [&](std::size_t d) {
        std::vector<std::uint64_t> hashedHere;
        signatures[d] = signature(support::tokenHashesOf(documents[d], hashedHere), lexiconTerms);
    });
    const double signatureSeconds = support::seconds(timer);

    timer.restart();
    DetectResult result;
    const auto groups = equalGroups(signatures);
    for (const auto &group : groups) {
        throwIfCancelled(control);
        for (std::size_t x = 0; x < group.size(); ++x) {
            for (std::size_t y = x + 1; y < group.size(); ++y)
                result.pairs.push_back(support::orderedPair(documents[group[x]].id, documents[group[y]].id, 1.0));
        }
    }
    support::sortPairs(result.pairs);
    const auto unsigned_ = std::count(signatures.begin(), signatures.end(), std::nullopt);

    result.stats =
        runStats(n, lexicon.size(), unsigned_, result, statsSeconds, signatureSeconds, support::seconds(timer));
    result.stats.insert(u"terms"_s, qint64(stats.termCount()));
    result.stats.insert(u"groups"_s, qint64(groups.size()));
    return result;
}

} // namespace nd::detect
