#pragma once

#include "base/hashkeyedmap.h"

#include <QStringList>
#include <QStringView>

#include <cstdint>
#include <span>
#include <vector>

namespace nd::features {

// Collection statistics of terms (tokens): document frequency df(t), inverse
// document frequency and its normalised form NIDF (Chowdhury et al. 2002, used by
// I-Match; paper 000). Built once from the tokens of every document and then only
// read, so one instance can be shared by all threads of a detector. Terms are
// keyed by hashToken(), like every other feature, so lookups need no allocation.
class TermStatistics
{
public:
    TermStatistics() = default;
    // One token list per document (QStringList copies are shared, not deep).
    explicit TermStatistics(std::span<const QStringList> documents);
    // The same from each document's token hashes (hashToken() of each token).
    explicit TermStatistics(std::span<const std::span<const std::uint64_t>> documents);

    qint64 documentCount() const { return m_documents; }
    std::size_t termCount() const { return m_df.size(); }

    // Number of documents containing the term (0 for a term never seen).
    qint64 documentFrequency(std::uint64_t termHash) const;
    qint64 documentFrequency(QStringView term) const;

    // log(N / df). A term never seen counts as df = 1: it is rarer than any seen
    // term, which matters when the statistics come from a reference collection.
    double idf(std::uint64_t termHash) const;
    // idf / the largest idf of any term of the collection, in [0, 1]; 0 for every
    // term when no term has a positive idf (a single document, or all terms shared).
    double nidf(std::uint64_t termHash) const;
    double nidf(QStringView term) const;
    double maxIdf() const { return m_maxIdf; }

    // Smoothed IDF log((1 + N) / (1 + df)) + 1 (as scikit-learn): positive even for
    // a term in every document, so weights of tiny collections do not all vanish.
    double smoothedIdf(std::uint64_t termHash) const;

    // Hashes of the terms whose NIDF lies in [low, high], sorted: the I-Match lexicon.
    std::vector<std::uint64_t> termsWithNidf(double low, double high) const;

private:
    // A term's document frequency, and the last document that counted it: each
    // document counts a term once however often it occurs there, without sorting
    // its terms first.
    struct Count
    {
        qint64 df = 0;
        qint64 lastDocument = -1;
    };
    void countDocument(qint64 document, std::span<const std::uint64_t> hashes);
    void finish();
    double idfOf(qint64 df) const;

    qint64 m_documents = 0;
    double m_maxIdf = 0.0;
    HashKeyedMap<Count> m_df;
};

} // namespace nd::features
