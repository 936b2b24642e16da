#pragma once

#include "features/similaritymeasures.h"
#include "jobs/jobcontrol.h"

#include <QHash>
#include <QStringList>

#include <span>
#include <utility>
#include <vector>

namespace nd::features {

// Paper 001's document vectors (section II-D): the keywords kept by correlation-based
// selection at a threshold, documents left with none dropped, TF-IDF weights over the
// kept keywords. Weights as scikit-learn's TfidfVectorizer defaults (which the paper
// used): raw count times smoothed idf log((1+N)/(1+df)) + 1 over the kept documents,
// then L2-normalised.
class VectorSpace
{
public:
    // threshold 0 keeps every term (every cosine is >= 0), so the quadratic keyword
    // selection is skipped there.
    VectorSpace(std::span<const QStringList> documents, double keywordThreshold, JobControl &control);

    std::size_t vocabularySize() const { return m_vocabulary; } // before selection
    std::size_t dimension() const { return std::size_t(m_keywords.size()); }
    const QStringList &keywords() const { return m_keywords; }
    // Indices (into the input) of the kept documents, ascending, and their vectors.
    const std::vector<std::size_t> &kept() const { return m_kept; }
    const std::vector<SparseVector> &vectors() const { return m_vectors; }

    // Positions (into kept()) of every pair sharing at least one keyword, each x < y,
    // sorted; from an inverted index over the keywords, never all pairs. Refused
    // (TooManyPairs, see JobControl::admitPairs) as soon as they are known to be
    // more than the run's bound, before they take the memory: at once when the
    // documents holding the commonest keyword have that many pairs among them.
    // secondsPerPair: what scoring one will cost, for the estimate.
    std::vector<std::pair<quint32, quint32>> candidates(JobControl &control, double secondsPerPair) const;

    // A document outside the input in this space (paper 001's held-out test
    // documents): its counts of the kept keywords weighted by the input's idf and
    // L2-normalised, as scikit-learn's transform after fit; empty when it has none
    // of the keywords.
    SparseVector vectorOf(const QStringList &tokens) const;

private:
    std::size_t m_vocabulary = 0;
    QStringList m_keywords;
    QHash<QString, quint32> m_index;
    std::vector<double> m_idf; // per keyword, from the input's document frequencies
    std::vector<std::size_t> m_kept;
    std::vector<SparseVector> m_vectors;
};

} // namespace nd::features
