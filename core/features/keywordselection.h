#pragma once

#include "jobs/jobcontrol.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <span>
#include <vector>

namespace nd::features {

// Correlation-based keyword selection (paper 001, Chhajed et al., section II-B).
// With f_ik the frequency of term i in document k:
//   C_ij = sum_k f_ik f_jk                 (association matrix, C = F^T F)
//   S_ij = C_ij / (C_ii + C_jj - C_ij)     (normalised to [0, 1])
//   sc_i = (sum_j S_ij) / n                (semantic centroid, n = vocabulary size)
//   score_i = cos(S_i., sc)                (row i of S is the keyword's vector W_i)
// and a keyword is kept when score_i >= threshold.
//
// Memory: never a dense V x V matrix. C is computed one row at a time from the
// sparse term lists (row i = sum over the documents containing i of f_ik times
// that document's term vector), so the bound is the sparse F (one entry per
// distinct term per document) plus one dense row of V doubles per worker thread
// (11k terms: ~90 KB per thread). Rows are computed twice (once for sc, once for
// the cosines) instead of stored, trading time for memory: time is
// O(sum over terms of the lengths of the documents containing them).
class KeywordSelection
{
public:
    // One token list per document (tokens already stopword-free and stemmed).
    // Progress and cancellation through control (throws nd::Cancelled).
    KeywordSelection(std::span<const QStringList> documents, JobControl &control);

    std::size_t vocabularySize() const { return m_terms.size(); }
    const QStringList &terms() const { return m_terms; } // sorted
    // Cosine of each term's S row to the semantic centroid, aligned with terms().
    const std::vector<double> &scores() const { return m_scores; }
    const std::vector<double> &centroid() const { return m_centroid; }

    // Sorted terms whose score is at least threshold.
    QStringList keywords(double threshold) const;

private:
    QStringList m_terms;
    std::vector<double> m_scores;
    std::vector<double> m_centroid;
};

} // namespace nd::features
