#include "features/similaritymeasures.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace nd::features {

QStringList measureNames()
{
    return {u"euclidean"_s, u"cosine"_s,      u"jaccard"_s,  u"extended-jaccard"_s, u"pearson"_s,
            u"manhattan"_s, u"bray-curtis"_s, u"canberra"_s, u"chebyshev"_s,        u"hamming"_s,
            u"overlap"_s,   u"minkowski"_s,   u"dice"_s};
}

QString measureName(Measure measure)
{
    return measureNames().value(qsizetype(measure));
}

bool isDistance(Measure measure)
{
    switch (measure) {
    case Measure::Euclidean:
    case Measure::Manhattan:
    case Measure::BrayCurtis:
    case Measure::Canberra:
    case Measure::Chebyshev:
    case Measure::Hamming:
    case Measure::Minkowski:
        return true;
    default:
        return false;
    }
}

namespace {
double ratio(double numerator, double denominator)
{
    return denominator > 0.0 ? numerator / denominator : 0.0;
}
} // namespace

MeasureValues allMeasures(const SparseVector &a, const SparseVector &b, std::size_t dimension)
{
    double dot = 0, squaresA = 0, squaresB = 0, sumA = 0, sumB = 0;
    double absDiff = 0, squaredDiff = 0, cubedDiff = 0, absSum = 0, canberra = 0, chebyshev = 0;
    double shared = 0, differing = 0;
    // Components zero in both vectors add nothing to any sum, so only the union of
    // the non-zero indices is visited.
    auto component = [&](double x, double y) {
        dot += x * y;
        squaresA += x * x;
        squaresB += y * y;
        sumA += x;
        sumB += y;
        const double d = std::abs(x - y);
        absDiff += d;
        squaredDiff += d * d;
        cubedDiff += d * d * d;
        absSum += std::abs(x + y);
        canberra += ratio(d, std::abs(x) + std::abs(y));
        chebyshev = std::max(chebyshev, d);
        if (x != 0.0 && y != 0.0)
            shared += 1;
        if (x != y)
            differing += 1;
    };
    std::size_t i = 0, j = 0;
    while (i < a.index.size() || j < b.index.size()) {
        if (j == b.index.size() || (i < a.index.size() && a.index[i] < b.index[j])) {
            component(a.weight[i], 0.0);
            ++i;
        } else if (i == a.index.size() || b.index[j] < a.index[i]) {
            component(0.0, b.weight[j]);
            ++j;
        } else {
            component(a.weight[i], b.weight[j]);
            ++i;
            ++j;
        }
    }
    const double n = double(dimension);
    const double setA = double(a.index.size());
    const double setB = double(b.index.size());
    MeasureValues v{};
    v[std::size_t(Measure::Euclidean)] = std::sqrt(squaredDiff);
    v[std::size_t(Measure::Cosine)] = ratio(dot, std::sqrt(squaresA) * std::sqrt(squaresB));
    v[std::size_t(Measure::Jaccard)] = ratio(shared, setA + setB - shared);
    v[std::size_t(Measure::ExtendedJaccard)] = ratio(dot, squaresA + squaresB - dot);
    v[std::size_t(Measure::Pearson)] =
        ratio(n * dot - sumA * sumB,
              std::sqrt(std::max(0.0, n * squaresA - sumA * sumA) * std::max(0.0, n * squaresB - sumB * sumB)));
    v[std::size_t(Measure::Manhattan)] = absDiff;
    v[std::size_t(Measure::BrayCurtis)] = ratio(absDiff, absSum);
    v[std::size_t(Measure::Canberra)] = canberra;
    v[std::size_t(Measure::Chebyshev)] = chebyshev;
    v[std::size_t(Measure::Hamming)] = ratio(differing, n);
    v[std::size_t(Measure::Overlap)] = ratio(std::abs(dot), std::min(squaresA, squaresB));
    v[std::size_t(Measure::Minkowski)] = std::cbrt(cubedDiff); // p = 3
    v[std::size_t(Measure::Dice)] = ratio(2.0 * dot, squaresA + squaresB);
    return v;
}

} // namespace nd::features
