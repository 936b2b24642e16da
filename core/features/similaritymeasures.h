#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <vector>

namespace nd::features {

// A sparse term vector: indices ascending, weights non-zero.
struct SparseVector
{
    std::vector<quint32> index;
    std::vector<double> weight;
};

// The 13 pair measures of paper 001 (section II-C), in the paper's order. Where the
// paper's formula and the library it used (SciPy) disagree, SciPy's is taken:
// - Jaccard is on the SETS of non-zero terms (paper: "let A and B be two sets");
//   the weighted form is the extended Jaccard (Tanimoto) measure.
// - Bray-Curtis is sum|a-b| / sum|a+b| (SciPy). The paper prints the sum of the
//   per-term ratios, which on non-negative weights is exactly Canberra.
// - Hamming is SciPy's: the fraction of the n components whose values differ
//   (n = the dimension, i.e. the kept vocabulary), not a count of non-zero-ness.
// - Pearson is over all n components, zeros included (the paper's formula).
// - Overlap is dot / min(|a|^2, |b|^2) as printed (it can exceed 1).
// - Canberra skips components zero in both (0/0), as SciPy does.
// Degenerate denominators (an all-zero vector, a constant vector for Pearson) give 0.
enum class Measure {
    Euclidean,
    Cosine,
    Jaccard,
    ExtendedJaccard,
    Pearson,
    Manhattan,
    BrayCurtis,
    Canberra,
    Chebyshev,
    Hamming,
    Overlap,
    Minkowski,
    Dice
};
inline constexpr std::size_t kMeasureCount = 13;
inline constexpr double kMinkowskiP = 3.0;

using MeasureValues = std::array<double, kMeasureCount>;

// CLI/parameter names, e.g. "extended-jaccard", in enum order.
QStringList measureNames();
QString measureName(Measure measure);
// Distances: smaller is more alike.
bool isDistance(Measure measure);

// Every measure in one merge pass over the two sparse vectors; dimension >= the
// largest index + 1.
MeasureValues allMeasures(const SparseVector &a, const SparseVector &b, std::size_t dimension);

inline double measureValue(Measure measure, const SparseVector &a, const SparseVector &b, std::size_t dimension)
{
    return allMeasures(a, b, dimension)[std::size_t(measure)];
}

} // namespace nd::features
