#include "features/vectorspace.h"

#include "jobs/parallel.h"
#include "features/keywordselection.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace nd::features {

VectorSpace::VectorSpace(std::span<const QStringList> documents, double keywordThreshold, JobControl &control)
{
    if (keywordThreshold > 0.0) {
        const KeywordSelection selection(documents, control);
        m_vocabulary = selection.vocabularySize();
        m_keywords = selection.keywords(keywordThreshold);
    } else {
        QSet<QString> all;
        for (const QStringList &tokens : documents)
            all.unite(QSet<QString>(tokens.begin(), tokens.end()));
        m_keywords = all.values();
        std::sort(m_keywords.begin(), m_keywords.end());
        m_vocabulary = std::size_t(m_keywords.size());
    }
    QHash<QString, quint32> index;
    for (qsizetype i = 0; i < m_keywords.size(); ++i)
        index.insert(m_keywords[i], quint32(i));

    // Counts of kept keywords; documents with none are dropped (paper 001, II-D 2).
    std::vector<std::map<quint32, double>> counts;
    for (std::size_t d = 0; d < documents.size(); ++d) {
        std::map<quint32, double> c;
        for (const QString &t : documents[d]) {
            const auto it = index.constFind(t);
            if (it != index.cend())
                c[it.value()] += 1.0;
        }
        if (!c.empty()) {
            m_kept.push_back(d);
            counts.push_back(std::move(c));
        }
    }
    std::vector<double> df(m_keywords.size(), 0.0);
    for (const auto &c : counts) {
        for (const auto &[term, n] : c)
            df[term] += 1.0;
    }
    const double n = double(counts.size());
    m_vectors.resize(counts.size());
    for (std::size_t d = 0; d < counts.size(); ++d) {
        SparseVector &v = m_vectors[d];
        double norm = 0.0;
        for (const auto &[term, tf] : counts[d]) {
            const double w = tf * (std::log((1.0 + n) / (1.0 + df[term])) + 1.0);
            v.index.push_back(term);
            v.weight.push_back(w);
            norm += w * w;
        }
        norm = std::sqrt(norm);
        for (double &w : v.weight)
            w /= norm;
    }
    throwIfCancelled(control);
}

std::vector<std::pair<quint32, quint32>> VectorSpace::candidates(JobControl &control) const
{
    std::vector<std::vector<quint32>> postings(m_keywords.size());
    for (std::size_t d = 0; d < m_vectors.size(); ++d) {
        for (quint32 term : m_vectors[d].index)
            postings[term].push_back(quint32(d));
    }
    // Per document, the later documents sharing a keyword; each thread writes only
    // its own document's list, so no locking.
    std::vector<std::vector<quint32>> partners(m_vectors.size());
    parallelFor(m_vectors.size(), control, [&](std::size_t d) {
        std::vector<quint32> &out = partners[d];
        for (quint32 term : m_vectors[d].index) {
            const auto &list = postings[term];
            for (auto it = std::upper_bound(list.begin(), list.end(), quint32(d)); it != list.end(); ++it)
                out.push_back(*it);
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
    });
    std::vector<std::pair<quint32, quint32>> pairs;
    for (std::size_t d = 0; d < partners.size(); ++d) {
        for (quint32 e : partners[d])
            pairs.emplace_back(quint32(d), e);
    }
    return pairs;
}

} // namespace nd::features
