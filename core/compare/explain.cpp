#include "compare/explain.h"

#include "detect/simhash/simhashdetector.h"
#include "base/hashing.h"
#include "features/shingleminhash.h"
#include "features/shingles.h"
#include "text/htmltotext.h"

#include <QCryptographicHash>
#include <QSet>

#include <algorithm>
#include <stdexcept>
#include <bit>
#include <limits>

using namespace Qt::StringLiterals;

namespace nd::compare {

namespace {

double ratio(qsizetype x, qsizetype y)
{
    return y > 0 ? double(x) / double(y) : 0.0;
}

// The minhash detector's own signature (same hasher, same scheme), so the
// explanation shows the slots the run compared.
std::vector<std::uint64_t> signature(const std::vector<std::uint64_t> &set, const features::MinHasher &hasher)
{
    std::vector<std::uint64_t> slots(static_cast<std::size_t>(hasher.slots()));
    hasher.sign(set, slots);
    return slots;
}

std::vector<std::pair<std::uint64_t, double>> termFrequencies(const QStringList &tokens)
{
    std::vector<std::uint64_t> hashes = features::tokenHashes(tokens);
    std::sort(hashes.begin(), hashes.end());
    std::vector<std::pair<std::uint64_t, double>> counted;
    for (std::size_t begin = 0; begin < hashes.size();) {
        std::size_t end = begin + 1;
        while (end < hashes.size() && hashes[end] == hashes[begin])
            ++end;
        counted.emplace_back(hashes[begin], double(end - begin));
        begin = end;
    }
    return counted;
}

int intParam(const QJsonObject &params, const QString &key, int fallback)
{
    const QJsonValue v = params.value(key);
    if (v.isString())
        return v.toString().toInt();
    return v.isDouble() ? v.toInt() : fallback;
}

} // namespace

ShinglingExplanation explainShingling(const QStringList &tokensA, const QStringList &tokensB, int shingleSize,
                                      int maxShown)
{
    ShinglingExplanation e;
    e.shingleSize = std::max(shingleSize, 1);
    const auto hashesA = features::tokenHashes(tokensA);
    const auto setA = features::shingleSet(hashesA, e.shingleSize);
    const auto setB = features::shingleSet(features::tokenHashes(tokensB), e.shingleSize);
    e.sizeA = qsizetype(setA.size());
    e.sizeB = qsizetype(setB.size());
    e.shared = qsizetype(features::intersectionSize(setA, setB));
    e.resemblance = ratio(e.shared, e.sizeA + e.sizeB - e.shared);
    e.containmentAInB = ratio(e.shared, e.sizeA);
    e.containmentBInA = ratio(e.shared, e.sizeB);

    // Walk A's shingles in text order so the list reads like the document.
    const auto w = std::size_t(e.shingleSize);
    const std::size_t count = hashesA.size() < w ? (hashesA.empty() ? 0 : 1) : hashesA.size() - w + 1;
    const std::size_t width = std::min(w, hashesA.size());
    QSet<std::uint64_t> shown;
    for (std::size_t i = 0; i < count && e.sharedShingles.size() < maxShown; ++i) {
        const std::uint64_t h = hashSpan(std::span(hashesA).subspan(i, width));
        if (!std::binary_search(setB.begin(), setB.end(), h) || shown.contains(h))
            continue;
        shown.insert(h);
        e.sharedShingles.append(tokensA.mid(qsizetype(i), qsizetype(width)).join(u' '));
    }
    return e;
}

MinHashExplanation explainMinHash(const QStringList &tokensA, const QStringList &tokensB, int permutations,
                                  int shingleSize, double targetThreshold, bool onePermutation)
{
    MinHashExplanation e;
    e.permutations = std::max(permutations, 1);
    e.shingleSize = std::max(shingleSize, 1);
    e.plan = detect::MinHashDetector::lshPlan(e.permutations, targetThreshold);
    const auto setA = features::shingleSet(features::tokenHashes(tokensA), e.shingleSize);
    const auto setB = features::shingleSet(features::tokenHashes(tokensB), e.shingleSize);
    e.exactJaccard = features::jaccard(setA, setB);
    if (setA.empty() || setB.empty())
        return e; // unsigned documents are never candidates
    const features::MinHasher hasher(e.permutations,
                                     onePermutation ? features::MinHasher::Scheme::OnePermutation
                                                    : features::MinHasher::Scheme::Permutations);
    const auto sigA = signature(setA, hasher);
    const auto sigB = signature(setB, hasher);
    for (std::size_t i = 0; i < sigA.size(); ++i)
        e.agreeingSlots += sigA[i] == sigB[i] ? 1 : 0;
    e.estimate = double(e.agreeingSlots) / double(e.permutations);
    for (int b = 0; b < e.plan.bands; ++b) {
        const auto first = std::size_t(b * e.plan.rows);
        if (std::equal(sigA.begin() + first, sigA.begin() + first + e.plan.rows, sigB.begin() + first))
            e.collidingBands.append(b);
    }
    return e;
}

SimhashExplanation explainSimhash(const QStringList &tokensA, const QStringList &tokensB, int bits)
{
    SimhashExplanation e;
    e.bits = std::clamp(bits, 1, 64);
    e.fingerprintA = detect::SimhashDetector::fingerprint(termFrequencies(tokensA), e.bits);
    e.fingerprintB = detect::SimhashDetector::fingerprint(termFrequencies(tokensB), e.bits);
    e.distance = std::popcount(e.differing());
    return e;
}

ExactExplanation explainExact(QStringView textA, QStringView textB)
{
    auto digest = [](QStringView text) {
        const QString canonical = text::canonicalText(text);
        return canonical.isEmpty() ? QByteArray()
                                   : QCryptographicHash::hash(canonical.toUtf8(), QCryptographicHash::Md5).toHex();
    };
    return {digest(textA), digest(textB)};
}

PairExplanation explainPair(const QString &method, const QJsonObject &params, QStringView textA, QStringView textB,
                            const QStringList &tokensA, const QStringList &tokensB)
{
    PairExplanation e;
    e.method = method;
    if (method == u"shingling") {
        e.kind = PairExplanation::Shingling;
        e.shingling = explainShingling(tokensA, tokensB, intParam(params, u"shingle_size"_s, 4));
    } else if (method == u"minhash") {
        e.kind = PairExplanation::MinHash;
        e.minhash =
            explainMinHash(tokensA, tokensB, intParam(params, u"permutations"_s, 128),
                           intParam(params, u"shingle_size"_s, 4), params.value(u"target_threshold"_s).toDouble(0.2),
                           params.value(u"scheme"_s).toString() == u"one-permutation");
    } else if (method == u"simhash") {
        e.kind = PairExplanation::Simhash;
        e.simhash = explainSimhash(tokensA, tokensB, intParam(params, u"bits"_s, 64));
    } else if (method == u"exact") {
        e.kind = PairExplanation::Exact;
        e.exact = explainExact(textA, textB);
    } else if (method == u"spotsigs") {
        e.kind = PairExplanation::SpotSigs;
        e.spotsigs = explainSpotSigs(textA, textB, params);
    } else if (method == u"ncd" || method == u"signcd" || method == u"spotsigncd") {
        try {
            e.ncd = explainNcd(method, params, textA, textB);
            e.kind = PairExplanation::Ncd;
        } catch (const std::invalid_argument &) {
            e.kind = PairExplanation::Unsupported; // parameters of another version: no evidence to show
        }
    } else if (!method.isEmpty()) {
        // i-match, the simhash variants, vsm ...: add their evidence here as they land.
        e.kind = PairExplanation::Unsupported;
    }
    return e;
}

} // namespace nd::compare
