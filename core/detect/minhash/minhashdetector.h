#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"
#include "features/shingleminhash.h"

#include <QCoreApplication>

namespace nd::detect {

// Banding of a MinHash signature for LSH.
struct LshPlan
{
    int bands = 0;
    int rows = 0;
};

// What a run signs for resolved parameters: detect() and the scale-out stages
// (pipeline/scalestages.h) take it from here, so a document gets the same
// signature and bands wherever it is signed.
struct MinHashSigning
{
    LshPlan lsh;
    std::size_t width = 0; // slots signed (bands x rows with exact verification)
    int shingleSize = 0;
    bool exact = false; // verify = exact: candidates scored by their exact Jaccard
    features::MinHasher::Scheme scheme = features::MinHasher::Scheme::Permutations;
};

// MinHash with LSH banding (Broder 1997; paper 000 uses w-shingles): k
// independent hash functions over the shingle hashes, the minimum of each is a
// signature slot; documents whose r slots of some band agree become candidates.
class MinHashDetector final : public MethodDetector<MinHashDetector>
{
    ND_DETECTING_METHOD(MinHashDetector)

    QString plan(const Params &params) const override;
    TokenForm tokenForm(const Params &) const override { return TokenForm::Hashes; }

    // Bands b and rows r with b*r <= permutations minimising the equally weighted
    // false-positive area (collision probability below the threshold) plus the
    // false-negative area (non-collision above it) of the S-curve, as datasketch
    // does; ties keep the first found (fewer bands).
    static LshPlan lshPlan(int permutations, double threshold);

    // The signing of resolved parameters (see resolve()).
    static MinHashSigning signing(const Params &resolved);

    // Probability that a pair of Jaccard s collides in at least one band.
    static double collisionProbability(double s, const LshPlan &plan);

    // The Jaccard at which the collision probability is exactly one half.
    static double halfCollisionJaccard(const LshPlan &plan);
};

} // namespace nd::detect
