#include "features/termstatistics.h"

#include "base/hashing.h"
#include "features/shingles.h"

#include <algorithm>
#include <cmath>

namespace nd::features {

TermStatistics::TermStatistics(std::span<const QStringList> documents)
    : m_documents(qint64(documents.size()))
{
    qint64 minDf = 0;
    for (const QStringList &tokens : documents) {
        // Each term once per document, however often it occurs there.
        std::vector<std::uint64_t> hashes = tokenHashes(tokens);
        std::sort(hashes.begin(), hashes.end());
        hashes.erase(std::unique(hashes.begin(), hashes.end()), hashes.end());
        for (std::uint64_t h : hashes)
            ++m_df[h];
    }
    for (const auto &[hash, df] : m_df)
        minDf = minDf == 0 ? df : std::min(minDf, df);
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
    const auto it = m_df.find(termHash);
    return it == m_df.end() ? 0 : it->second;
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
    for (const auto &[hash, df] : m_df) {
        const double value = m_maxIdf > 0.0 ? idfOf(df) / m_maxIdf : 0.0;
        // A little slack so that a band edge written by hand (0.5) keeps a term whose
        // NIDF is that value up to rounding (log 2 / log 4).
        if (value >= low - 1e-12 && value <= high + 1e-12)
            terms.push_back(hash);
    }
    std::sort(terms.begin(), terms.end());
    return terms;
}

} // namespace nd::features
