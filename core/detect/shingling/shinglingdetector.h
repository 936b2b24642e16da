#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"

#include <QCoreApplication>

namespace nd::detect {

// Broder's shingling (Broder 1997; sort-based all-pairs as in paper 004): word
// w-shingle sets, pairs found through an inverted index of sorted
// <shingle, document> postings, scored by resemblance or containment.
//
// Containment of A in B is |A ∩ B| / |A|; a pair has no direction, so the score
// is the larger of the two directions, |A ∩ B| / min(|A|, |B|).
//
// Posting lists longer than max_posting ("common shingles", Broder: 1,000) are
// dropped as uninformative, and removed from the documents' sets as well, so
// the score is the resemblance of the remaining shingles.
//
// Paper 004's variants: per-document sampling (mod n, Broder's 1/25 capped at
// 400, Heintze's smallest N) before pairing, so scores are those of the
// samples; shingle fingerprints of 32, 40, 64 or 128 (MD5) bits; and the sort
// of <shingle, document> and <document, document> records spills to temporary
// files when it outgrows memory_mb.
class ShinglingDetector final : public MethodDetector<ShinglingDetector>
{
    ND_DETECTING_METHOD(ShinglingDetector)

    // memory_mb is counted in units of `budgetUnitBytes` (a megabyte); tests
    // shrink the unit to a few bytes to drive the spill path on tiny input.
    explicit ShinglingDetector(std::size_t budgetUnitBytes = std::size_t(1) << 20);

    QString plan(const Params &params) const override;
    // Hashes, but the words themselves for 128-bit (MD5) shingles.
    TokenForm tokenForm(const Params &params) const override;

protected:
    QString checkResolved(const Params &resolved) const override;

private:
    std::size_t m_budgetUnit;
};

} // namespace nd::detect
