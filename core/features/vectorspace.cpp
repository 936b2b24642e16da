#include "features/vectorspace.h"

#include "jobs/parallel.h"
#include "features/keywordselection.h"

#include <QHash>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>

namespace nd::features {

namespace {

// A document's vector from its kept keywords' indices, ascending with repeats:
// raw counts times idf, L2-normalised (the weights added in index order).
SparseVector weighted(std::span<const quint32> sortedTerms, const std::vector<double> &idf)
{
    SparseVector v;
    double norm = 0.0;
    for (std::size_t at = 0; at < sortedTerms.size();) {
        const quint32 term = sortedTerms[at];
        std::size_t end = at + 1;
        while (end < sortedTerms.size() && sortedTerms[end] == term)
            ++end;
        const double w = double(end - at) * idf[term];
        v.index.push_back(term);
        v.weight.push_back(w);
        norm += w * w;
        at = end;
    }
    norm = std::sqrt(norm);
    for (double &w : v.weight)
        w /= norm;
    return v;
}

} // namespace

VectorSpace::VectorSpace(std::span<const QStringList> documents, double keywordThreshold, JobControl &control)
{
    if (keywordThreshold > 0.0) {
        const KeywordSelection selection(documents, control);
        m_vocabulary = selection.vocabularySize();
        m_keywords = selection.keywords(keywordThreshold);
        for (qsizetype i = 0; i < m_keywords.size(); ++i)
            m_index.insert(m_keywords[i], quint32(i));
    } else {
        // Every term once, then numbered in the keywords' sorted order, so that
        // indices (and sums over them) do not depend on hash order.
        for (const QStringList &tokens : documents) {
            for (const QString &t : tokens)
                m_index.insert(t, 0);
        }
        m_keywords = m_index.keys();
        std::sort(m_keywords.begin(), m_keywords.end());
        for (qsizetype i = 0; i < m_keywords.size(); ++i)
            m_index[m_keywords[i]] = quint32(i);
        m_vocabulary = std::size_t(m_keywords.size());
    }

    // Each document's kept keywords as indices, sorted with their repeats: one
    // look-up per token, on the core pool.
    std::vector<std::vector<quint32>> terms(documents.size());
    parallelFor(documents.size(), control, [&](std::size_t d) {
        std::vector<quint32> &out = terms[d];
        out.reserve(std::size_t(documents[d].size()));
        for (const QString &t : documents[d]) {
            const auto it = m_index.constFind(t);
            if (it != m_index.cend())
                out.push_back(it.value());
        }
        std::sort(out.begin(), out.end());
    });

    // Documents with none of the kept keywords are dropped (paper 001, II-D 2).
    std::vector<double> df(m_keywords.size(), 0.0);
    for (std::size_t d = 0; d < documents.size(); ++d) {
        if (terms[d].empty())
            continue;
        m_kept.push_back(d);
        for (std::size_t at = 0; at < terms[d].size(); ++at) {
            if (at == 0 || terms[d][at] != terms[d][at - 1])
                df[terms[d][at]] += 1.0;
        }
    }
    const double n = double(m_kept.size());
    m_idf.resize(df.size());
    for (std::size_t term = 0; term < df.size(); ++term)
        m_idf[term] = std::log((1.0 + n) / (1.0 + df[term])) + 1.0;
    m_vectors.resize(m_kept.size());
    parallelFor(m_kept.size(), control, [&](std::size_t k) { m_vectors[k] = weighted(terms[m_kept[k]], m_idf); });
    throwIfCancelled(control);
}

SparseVector VectorSpace::vectorOf(const QStringList &tokens) const
{
    std::vector<quint32> terms;
    for (const QString &t : tokens) {
        const auto it = m_index.constFind(t);
        if (it != m_index.cend())
            terms.push_back(it.value());
    }
    std::sort(terms.begin(), terms.end());
    return weighted(terms, m_idf);
}

std::vector<std::pair<quint32, quint32>> VectorSpace::candidates(JobControl &control, double secondsPerPair) const
{
    std::vector<std::vector<quint32>> postings(m_keywords.size());
    for (std::size_t d = 0; d < m_vectors.size(); ++d) {
        for (quint32 term : m_vectors[d].index)
            postings[term].push_back(quint32(d));
    }
    // Every two documents holding the commonest keyword are a candidate pair: all
    // the pairs when it is in every document (a word of every text, with all terms
    // kept), else a lower bound, known before any list is built.
    std::size_t commonest = 0;
    for (const auto &list : postings)
        commonest = std::max(commonest, list.size());
    const qint64 sharingOne = qint64(commonest) * (qint64(commonest) - 1) / 2;
    control.admitPairs(sharingOne, secondsPerPair, commonest < m_vectors.size());

    // Per document, the later documents sharing a keyword; each thread writes only
    // its own document's list, so no locking. A document met again through
    // another keyword is known by its mark, so a list holds each partner once and
    // the memory stays within the pairs found; the count stops the work once it
    // passes the bound.
    static std::atomic<std::uint64_t> calls{0};
    const std::uint64_t call = ++calls;
    const qint64 limit = control.pairLimit();
    std::atomic<qint64> found{0};
    std::atomic<bool> stoppedEarly{false};
    std::vector<std::vector<quint32>> partners(m_vectors.size());
    parallelFor(m_vectors.size(), control, [&](std::size_t d) {
        if (limit > 0 && found.load(std::memory_order_relaxed) > limit) {
            stoppedEarly.store(true, std::memory_order_relaxed);
            return;
        }
        // Per position, the call and document that last met it.
        thread_local std::vector<std::uint64_t> metBy;
        if (metBy.size() < m_vectors.size())
            metBy.resize(m_vectors.size(), 0);
        const std::uint64_t mark = (call << 32) | (d + 1);
        std::vector<quint32> &out = partners[d];
        for (quint32 term : m_vectors[d].index) {
            const auto &list = postings[term];
            for (auto it = std::upper_bound(list.begin(), list.end(), quint32(d)); it != list.end(); ++it) {
                if (metBy[*it] != mark) {
                    metBy[*it] = mark;
                    out.push_back(*it);
                }
            }
        }
        std::sort(out.begin(), out.end());
        found.fetch_add(qint64(out.size()), std::memory_order_relaxed);
    });
    control.admitPairs(found.load(), secondsPerPair, stoppedEarly.load());

    std::vector<std::pair<quint32, quint32>> pairs;
    pairs.reserve(std::size_t(found.load()));
    for (std::size_t d = 0; d < partners.size(); ++d) {
        for (quint32 e : partners[d])
            pairs.emplace_back(quint32(d), e);
    }
    return pairs;
}

} // namespace nd::features
