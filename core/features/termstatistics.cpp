#include "features/termstatistics.h"

#include "base/hashing.h"
#include "features/shingles.h"

#include <algorithm>
#include <cmath>

namespace nd::features {

TermStatistics::TermStatistics(std::span<const QStringList> documents)
    : m_documents(qint64(documents.size()))
{
    for (std::size_t d = 0; d < documents.size(); ++d)
        countDocument(qint64(d), tokenHashes(documents[d]));
    finish();
}

TermStatistics::TermStatistics(std::span<const std::span<const std::uint64_t>> documents)
    : m_documents(qint64(documents.size()))
{
    for (std::size_t d = 0; d < documents.size(); ++d)
        countDocument(qint64(d), documents[d]);
    finish();
}

void TermStatistics::countDocument(qint64 document, std::span<const std::uint64_t> hashes)
{
    for (const std::uint64_t h : hashes) {
        Count &count = m_df.insert(h);
        if (count.lastDocument != document) {
            count.lastDocument = document;
            ++count.df;
        }
    }
}

void TermStatistics::finish()
{
    qint64 minDf = 0;
    m_df.forEach([&](std::uint64_t, const Count &count) { minDf = minDf == 0 ? count.df : std::min(minDf, count.df); });
    m_maxIdf = minDf > 0 ? idfOf(minDf) : 0.0;
}

double TermStatistics::idfOf(qint64 df) const
{
    if (m_documents == 0)
        return 0.0;
    return std::log(double(m_documents) / double(std::max<qint64>(df, 1)));
}

qint64 TermStatistics::documentFrequency(std::uint64_t termHash) const
{
    const Count *count = m_df.find(termHash);
    return count ? count->df : 0;
}

qint64 TermStatistics::documentFrequency(QStringView term) const
{
    return documentFrequency(hashToken(term));
}

double TermStatistics::idf(std::uint64_t termHash) const
{
    return idfOf(documentFrequency(termHash));
}

double TermStatistics::nidf(std::uint64_t termHash) const
{
    if (m_maxIdf <= 0.0)
        return 0.0;
    return std::min(1.0, idf(termHash) / m_maxIdf);
}

double TermStatistics::nidf(QStringView term) const
{
    return nidf(hashToken(term));
}

double TermStatistics::smoothedIdf(std::uint64_t termHash) const
{
    const double df = double(documentFrequency(termHash));
    return std::log((1.0 + double(m_documents)) / (1.0 + df)) + 1.0;
}

std::vector<std::uint64_t> TermStatistics::termsWithNidf(double low, double high) const
{
    std::vector<std::uint64_t> terms;
    m_df.forEach([&](std::uint64_t hash, const Count &count) {
        const double value = m_maxIdf > 0.0 ? idfOf(count.df) / m_maxIdf : 0.0;
        // A little slack so that a band edge written by hand (0.5) keeps a term whose
        // NIDF is that value up to rounding (log 2 / log 4).
        if (value >= low - 1e-12 && value <= high + 1e-12)
            terms.push_back(hash);
    });
    std::sort(terms.begin(), terms.end());
    return terms;
}

} // namespace nd::features
