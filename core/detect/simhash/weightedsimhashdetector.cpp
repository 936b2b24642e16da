#include "detect/simhash/weightedsimhashdetector.h"

#include "detect/detectsupport.h"
#include "detect/simhash/simhashdetector.h"
#include "detect/simhash/simhashfamilydetector.h"
#include "features/hammingsearch.h"
#include "base/hashing.h"
#include "base/hashkeyedmap.h"
#include "features/nounlexicon.h"
#include "text/asciiwords.h"
#include "text/preprocessor.h"

#include <QHash>

#include <algorithm>
#include <bit>
#include <limits>
#include <string>

using namespace Qt::StringLiterals;

namespace nd::detect {

ThresholdRange WeightedSimhashDetector::thresholdRange(const Params &params) const
{
    return support::hammingRange(support::resolvedValue(*this, params, u"max_distance"_s, 3).toInt());
}

QString WeightedSimhashDetector::plan(const Params &params) const
{
    QString error;
    const Params p = resolve(params, &error);
    if (!error.isEmpty())
        return error;
    QString text = SimhashFamilyDetector::searchPlanText(Bits, p.value(u"max_distance"_s).toInt(), 0);
    if (features::NounLexicon::english().isEmpty())
        text +=
            u' ' + tr("No WordNet noun list (%1): Pos = 0 for every word.").arg(features::NounLexicon::defaultPath());
    return text;
}

namespace {

// An ASCII word lower-cased as QString::toLower() does it: the word itself when
// it has no capital (most words of a text), else a copy in a reused buffer.
QStringView lowerAscii(QStringView word, std::u16string &buffer)
{
    const auto isCapital = [](char16_t u) { return u >= u'A' && u <= u'Z'; };
    const auto *characters = reinterpret_cast<const char16_t *>(word.utf16());
    const auto *end = characters + word.size();
    const auto *firstCapital = std::find_if(characters, end, isCapital);
    if (firstCapital == end)
        return word;
    buffer.assign(characters, end);
    for (auto u = buffer.begin() + (firstCapital - characters); u != buffer.end(); ++u)
        *u = isCapital(*u) ? char16_t(*u + (u'a' - u'A')) : *u;
    return buffer;
}

// Any word lower-cased as QString::toLower() does it: an ASCII one (nearly every
// word of an English text) by lowerAscii(), any other through toLower(), whose
// special cases stay exact.
QStringView lowerCased(QStringView word, QString &buffer, std::u16string &asciiBuffer)
{
    if (text::isAsciiText(word))
        return lowerAscii(word, asciiBuffer);
    buffer = word.toString().toLower();
    return buffer;
}

// Characters, not UTF-16 units, so a word outside the BMP is not "longer".
qsizetype characterCount(QStringView word)
{
    return std::count_if(word.begin(), word.end(), [](QChar c) { return !c.isLowSurrogate(); });
}

// The distinct words of a text, lower-cased, stopwords left out, with their counts.
QHash<QString, int> countWords(const QString &text, int *words)
{
    const auto spans = text::segmentWords(text);
    QHash<QString, int> counts;
    counts.reserve(qsizetype(spans.size())); // no rehash while counting
    int total = 0;
    for (const text::WordSpan &span : spans) {
        QString word = QStringView(text).sliced(span.begin, span.end - span.begin).toString().toLower();
        if (!text::isStopword(word)) {
            ++counts[std::move(word)];
            ++total;
        }
    }
    if (words)
        *words = total;
    return counts;
}

WeightedSimhashDetector::WordScore scoreWord(QString word, std::uint64_t tokenHash, int count, double lambda,
                                             const features::NounLexicon &nouns)
{
    WeightedSimhashDetector::WordScore s;
    s.word = std::move(word);
    s.count = count;
    s.len = characterCount(s.word) >= 4 ? 1 : 0;
    s.pos = nouns.containsToken(tokenHash) ? 1 : 0;
    s.score = double(count) + lambda * double(s.len + s.pos);
    return s;
}

// n features ordered by hash, featureAt(i) giving the i-th, in linear time:
// xxHash's values are uniform, so their top bits spread the features over about n
// buckets (a counting sort) and the few in a bucket are ordered by insertion; a
// bucket crowded all the same (a crafted text) is ordered by std::sort, so no
// text makes it quadratic. std::sort over the pairs was 5 % of a check's CPU.
template<typename FeatureAt>
std::vector<std::pair<std::uint64_t, double>> orderedByHash(std::size_t n, FeatureAt featureAt)
{
    using Feature = std::pair<std::uint64_t, double>;
    const auto byHash = [](const Feature &a, const Feature &b) { return a.first < b.first; };
    std::vector<Feature> ordered(n);
    if (n == 0)
        return ordered;
    const int bucketBits = std::bit_width(n);
    const int shift = 64 - bucketBits;
    thread_local std::vector<Feature> unordered;
    thread_local std::vector<std::uint32_t> bucketEnd;
    unordered.resize(n);
    bucketEnd.assign((std::size_t(1) << bucketBits) + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
        unordered[i] = featureAt(i);
        ++bucketEnd[(unordered[i].first >> shift) + 1];
    }
    for (std::size_t b = 1; b < bucketEnd.size(); ++b)
        bucketEnd[b] += bucketEnd[b - 1]; // now where each bucket begins
    for (const Feature &feature : unordered)
        ordered[bucketEnd[feature.first >> shift]++] = feature; // and now where each ends
    constexpr std::size_t insertionLimit = 16;
    std::size_t begin = 0;
    for (std::size_t b = 0; b + 1 < bucketEnd.size(); ++b) {
        const std::size_t end = bucketEnd[b];
        if (end - begin > insertionLimit) {
            std::sort(ordered.begin() + qsizetype(begin), ordered.begin() + qsizetype(end), byHash);
        } else {
            for (std::size_t i = begin + 1; i < end; ++i) {
                const Feature feature = ordered[i];
                std::size_t j = i;
                for (; j > begin && feature.first < ordered[j - 1].first; --j)
                    ordered[j] = ordered[j - 1];
                ordered[j] = feature;
            }
        }
        begin = end;
    }
    return ordered;
}

} // namespace

std::vector<WeightedSimhashDetector::WordScore> WeightedSimhashDetector::wordScores(const QString &text, double lambda,
                                                                                    const features::NounLexicon &nouns)
{
    QHash<QString, int> counts = countWords(text, nullptr);
    std::vector<std::pair<QString, int>> words;
    words.reserve(std::size_t(counts.size()));
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        words.emplace_back(it.key(), it.value());
    counts = {};
    std::sort(words.begin(), words.end());
    std::vector<WordScore> scores;
    scores.reserve(words.size());
    double maxScore = 0.0;
    for (auto &[word, count] : words) {
        const std::uint64_t tokenHash = hashToken(word);
        scores.push_back(scoreWord(std::move(word), tokenHash, count, lambda, nouns));
        maxScore = std::max(maxScore, scores.back().score);
    }
    for (WordScore &s : scores)
        s.weight = maxScore > 0.0 ? s.score / maxScore : 0.0;
    return scores;
}

std::vector<std::pair<std::uint64_t, double>>
WeightedSimhashDetector::weightedFeatures(const QString &text, double lambda, const features::NounLexicon &nouns,
                                          int *words)
{
    // The same Score as wordScores(), computed for the service's hot path: the
    // words are counted by their 64-bit hash in an open-addressing table instead
    // of a QHash of lower-cased strings, so a word costs no allocation, and the
    // noun lexicon's slot of each distinct word is prefetched when the word is
    // first seen, so its cache misses overlap with the counting (one probe per
    // distinct word was the largest cost of fingerprinting a checked document).
    // Two distinct words sharing a 64-bit hash would be counted as one; that is
    // as unlikely as two features colliding in the fingerprint itself.
    struct WordTally
    {
        std::uint64_t hash = 0;
        int count = 0;
        bool longWord = false; // at least 4 characters: Len = 1
    };
    thread_local std::vector<WordTally> distinct; // in the order the words came
    thread_local QString lowered;
    thread_local std::u16string asciiLowered;

    const bool ascii = text::isAsciiText(text);
    const auto spans = ascii ? std::vector<text::WordSpan>{} : text::segmentWords(text);
    // An ASCII text's words are not segmented beforehand: its table starts from a
    // guess (a word and its gap take six characters or so) and grows if need be.
    // It maps a word's hash to its tally's place in `distinct`.
    HashKeyedMap<std::uint32_t> tallyOf(ascii ? std::size_t(text.size()) / 6 : spans.size());
    distinct.clear();
    int total = 0;
    const HashKeyedMap<bool> &stopwords = text::stopwordTokens();
    const auto count = [&](QStringView word) {
        const std::uint64_t hash = hashToken(word);
        if (stopwords.find(hash))
            return;
        ++total;
        bool inserted = false;
        std::uint32_t &index = tallyOf.insert(hash, &inserted);
        if (inserted) {
            index = std::uint32_t(distinct.size());
            distinct.push_back({hash, 0, characterCount(word) >= 4});
            nouns.prefetchToken(hash);
        }
        ++distinct[index].count;
    };
    if (ascii) {
        text::forEachAsciiWord(text, [&](qsizetype begin, qsizetype end) {
            count(lowerAscii(QStringView(text).sliced(begin, end - begin), asciiLowered));
        });
    } else {
        for (const text::WordSpan &span : spans)
            count(lowerCased(QStringView(text).sliced(span.begin, span.end - span.begin), lowered, asciiLowered));
    }
    if (words)
        *words = total;
    return orderedByHash(distinct.size(), [&](std::size_t d) {
        const WordTally &tally = distinct[d];
        double score = double(tally.count) + lambda * (tally.longWord ? 1.0 : 0.0);
        if (nouns.containsToken(tally.hash))
            score += lambda;
        return std::pair<std::uint64_t, double>(tally.hash, score);
    });
}

DetectResult WeightedSimhashDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                             JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const int k = p.value(u"max_distance"_s).toInt();
    const double lambda = p.value(u"lambda"_s).toDouble();
    const std::size_t n = documents.size();
    const features::NounLexicon &nouns = features::NounLexicon::english();

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Weighted simhash fingerprints"));
    std::vector<std::uint64_t> fingerprints(n, 0);
    std::vector<char> hasWords(n, 0);
    parallelFor(n, control, [&](std::size_t d) {
        const auto features = weightedFeatures(documents[d].text, lambda, nouns);
        hasWords[d] = features.empty() ? 0 : 1;
        fingerprints[d] = SimhashDetector::fingerprint(features, Bits);
    });
    const double fingerprintSeconds = support::seconds(timer);

    // As in SimhashDetector: documents without words would all pair up at 0.
    std::vector<std::size_t> indexed;
    std::vector<std::uint64_t> indexedFingerprints;
    for (std::size_t d = 0; d < n; ++d) {
        if (hasWords[d]) {
            indexed.push_back(d);
            indexedFingerprints.push_back(fingerprints[d]);
        }
    }

    timer.restart();
    // The simhash family's search: Manku's tables, or every pair compared where
    // the cost model expects that to be cheaper (a bound of 16 bits leaves the
    // tables prefixes of 3-4 bits). On the 20,000 Zipf-worded documents of
    // bench/make-collection.sh, whose fingerprints are nearly all alike, the
    // tables took 10 s to count the 94 million pairs within the bound.
    const features::HammingSearchPlan search = features::planHammingSearch(Bits, k, indexed.size());
    control.setPhase(search.exhaustive ? tr("Comparing every pair of fingerprints") : tr("Searching block tables"));
    DetectResult result;
    // As simhashrun: pairs beyond the run's bound are counted, not kept (on the
    // same documents all 94 million were kept and sorted, 3.7 GB and 25 s, before
    // the refusal).
    const qint64 keptAtMost = control.pairLimit() > 0 ? control.pairLimit() + 1 : std::numeric_limits<qint64>::max();
    qint64 pairsFound = 0;
    const auto keep = [&](std::size_t i, std::size_t j, int distance) {
        if (++pairsFound <= keptAtMost)
            result.pairs.push_back(support::orderedPair(documents[indexed[i]].id, documents[indexed[j]].id, distance));
    };
    qint64 candidates = 0;
    int tables = 0;
    if (search.exhaustive) {
        features::PairsWithin within;
        within.handOnAtMost = keptAtMost;
        candidates = features::forEachPairWithinExhaustive(indexedFingerprints, Bits, k, keep, &control,
                                                           features::PopcountKernel::Fastest, &within);
        pairsFound = within.found;
    } else {
        const features::HammingIndex index(Bits, k, search.blocks);
        tables = index.tables();
        candidates = index.forEachPairWithin(indexedFingerprints, keep, &control);
    }
    control.admitPairs(pairsFound, 0.0);
    support::sortPairs(result.pairs);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(n)},
        {u"signatures"_s, qint64(indexed.size())},
        {u"bits"_s, Bits},
        {u"nouns_known"_s, qint64(nouns.size())},
        {u"search"_s, search.exhaustive ? u"all pairs"_s : u"tables"_s},
        {u"tables"_s, tables},
        {u"candidates"_s, candidates},
        {u"pairs_within"_s, qint64(result.pairs.size())},
        {u"seconds_fingerprints"_s, fingerprintSeconds},
        {u"seconds_search"_s, support::seconds(timer)},
    };
    return result;
}

} // namespace nd::detect
