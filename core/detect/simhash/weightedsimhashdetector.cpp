#include "detect/simhash/weightedsimhashdetector.h"

#include "detect/detectsupport.h"
#include "detect/simhash/simhashdetector.h"
#include "features/hammingindex.h"
#include "base/hashing.h"
#include "features/nounlexicon.h"
#include "text/preprocessor.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace nd::detect {

QList<ParamDescriptor> WeightedSimhashDetector::parameters() const
{
    using T = ParamDescriptor::Type;
    return {
        {u"max_distance"_s,
         tr("Max Hamming distance"),
         T::Int,
         16,
         0,
         32,
         {},
         tr("Pairs differing in at most this many bits are found and stored (at most 32)."),
         u"002 Yu et al.; Manku et al. 2007"_s},
        // Paper 002 says only that lambda "is related to the length of the document"
        // and gives no value or rule, so it is a plain number here; 1 makes a long
        // noun count as much as two extra occurrences.
        {u"lambda"_s,
         tr("Lambda"),
         T::Double,
         1.0,
         0.0,
         100.0,
         {},
         tr("Bonus per Len/Pos point: Score = n + lambda (Len + Pos); the paper gives no value."),
         u"002 Yu et al."_s},
    };
}

ThresholdRange WeightedSimhashDetector::thresholdRange(const Params &params) const
{
    const int k = support::resolvedValue(*this, params, u"max_distance"_s, 3).toInt();
    return {0.0, double(k), double(std::min(k, 3))};
}

QString WeightedSimhashDetector::plan(const Params &params) const
{
    QString error;
    const Params p = resolve(params, &error);
    if (!error.isEmpty())
        return error;
    const int k = p.value(u"max_distance"_s).toInt();
    QString text = tr("%1 block tables of about %2 bits each; every pair within %3 bits is found.")
                       .arg(k + 1)
                       .arg(Bits / (k + 1))
                       .arg(k);
    if (features::NounLexicon::english().isEmpty())
        text +=
            u' ' + tr("No WordNet noun list (%1): Pos = 0 for every word.").arg(features::NounLexicon::defaultPath());
    return text;
}

namespace {

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
    // Characters, not UTF-16 units, so a word outside the BMP is not "longer".
    const auto characters = std::count_if(s.word.cbegin(), s.word.cend(), [](QChar c) { return !c.isLowSurrogate(); });
    s.len = characters >= 4 ? 1 : 0;
    s.pos = nouns.containsToken(tokenHash) ? 1 : 0;
    s.score = double(count) + lambda * double(s.len + s.pos);
    return s;
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
    // The votes use Score, not W = Score / max Score: dividing every weight by the
    // same positive number changes no sign, so the fingerprint is the paper's, but
    // Score adds up exactly (integers for integer lambda) where fractions like 1/3
    // would turn a tie into a rounding-dependent bit.
    const QHash<QString, int> counts = countWords(text, words);
    std::vector<std::pair<std::uint64_t, double>> result;
    result.reserve(std::size_t(counts.size()));
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        const std::uint64_t tokenHash = hashToken(it.key());
        result.emplace_back(tokenHash, scoreWord(it.key(), tokenHash, it.value(), lambda, nouns).score);
    }
    // A fixed order, so the votes add up the same way every time; ordering the
    // 64-bit hashes costs a fraction of ordering the words (the service's
    // largest cost per request was the string sort).
    std::sort(result.begin(), result.end());
    return result;
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
    control.setPhase(tr("Searching block tables"));
    const features::HammingIndex index(Bits, k);
    DetectResult result;
    const qint64 candidates = index.forEachPairWithin(
        indexedFingerprints,
        [&](std::size_t i, std::size_t j, int distance) {
            result.pairs.push_back(support::orderedPair(documents[indexed[i]].id, documents[indexed[j]].id, distance));
        },
        &control);
    support::sortPairs(result.pairs);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(n)},
        {u"signatures"_s, qint64(indexed.size())},
        {u"bits"_s, Bits},
        {u"nouns_known"_s, qint64(nouns.size())},
        {u"tables"_s, index.tables()},
        {u"candidates"_s, candidates},
        {u"pairs_within"_s, qint64(result.pairs.size())},
        {u"seconds_fingerprints"_s, fingerprintSeconds},
        {u"seconds_search"_s, support::seconds(timer)},
    };
    return result;
}

} // namespace nd::detect
