#include "features/keywordselection.h"

#include "jobs/parallel.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace nd::features {

namespace {

struct Entry
{
    quint32 index; // term index (documents) or document index (postings)
    double frequency;
};

// Accumulates row i of C = F^T F into a dense row and returns the touched columns.
// The row is thread-local and cleared after use, so each worker holds one V-sized
// row whatever the number of rows it computes.
template<typename Visit>
void visitRow(std::size_t i, std::size_t vocabulary, const std::vector<std::vector<Entry>> &docs,
              const std::vector<std::vector<Entry>> &postings, const std::vector<double> &diagonal, Visit visit)
{
    static thread_local std::vector<double> row;
    static thread_local std::vector<quint32> touched;
    if (row.size() != vocabulary)
        row.assign(vocabulary, 0.0);
    touched.clear();
    for (const Entry &posting : postings[i]) {
        for (const Entry &term : docs[posting.index]) {
            if (row[term.index] == 0.0)
                touched.push_back(term.index);
            row[term.index] += posting.frequency * term.frequency;
        }
    }
    for (quint32 j : touched) {
        const double c = row[j];
        visit(j, c / (diagonal[i] + diagonal[j] - c));
        row[j] = 0.0;
    }
}

} // namespace

KeywordSelection::KeywordSelection(std::span<const QStringList> documents, JobControl &control)
{
    // Vocabulary, sorted so that indices (and results) do not depend on hash order.
    QHash<QString, quint32> index;
    for (const QStringList &tokens : documents) {
        for (const QString &t : tokens)
            index.insert(t, 0);
    }
    m_terms = index.keys();
    std::sort(m_terms.begin(), m_terms.end());
    for (qsizetype i = 0; i < m_terms.size(); ++i)
        index[m_terms[i]] = quint32(i);
    const std::size_t v = std::size_t(m_terms.size());

    // Sparse F by document and by term (postings), and the diagonal C_ii.
    std::vector<std::vector<Entry>> docs(documents.size());
    std::vector<std::vector<Entry>> postings(v);
    std::vector<double> diagonal(v, 0.0);
    for (std::size_t k = 0; k < documents.size(); ++k) {
        QHash<quint32, double> counts;
        for (const QString &t : documents[k])
            counts[index.value(t)] += 1.0;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
            docs[k].push_back({it.key(), it.value()});
            postings[it.key()].push_back({quint32(k), it.value()});
            diagonal[it.key()] += it.value() * it.value();
        }
    }

    control.setPhase(QCoreApplication::translate("KeywordSelection", "Association rows (centroid)"));
    m_centroid.assign(v, 0.0);
    std::vector<double> rowNorm(v, 0.0);
    parallelFor(v, control, [&](std::size_t i) {
        double sum = 0.0;
        double squares = 0.0;
        visitRow(i, v, docs, postings, diagonal, [&](quint32, double s) {
            sum += s;
            squares += s * s;
        });
        m_centroid[i] = sum / double(v);
        rowNorm[i] = std::sqrt(squares);
    });
    double centroidNorm = 0.0;
    for (double c : m_centroid)
        centroidNorm += c * c;
    centroidNorm = std::sqrt(centroidNorm);

    control.setPhase(QCoreApplication::translate("KeywordSelection", "Association rows (cosines)"));
    m_scores.assign(v, 0.0);
    parallelFor(v, control, [&](std::size_t i) {
        double dot = 0.0;
        visitRow(i, v, docs, postings, diagonal, [&](quint32 j, double s) { dot += s * m_centroid[j]; });
        const double denominator = rowNorm[i] * centroidNorm;
        m_scores[i] = denominator > 0.0 ? dot / denominator : 0.0;
    });
}

QStringList KeywordSelection::keywords(double threshold) const
{
    QStringList kept;
    for (std::size_t i = 0; i < m_scores.size(); ++i) {
        if (m_scores[i] >= threshold)
            kept.push_back(m_terms[qsizetype(i)]);
    }
    return kept;
}

} // namespace nd::features
