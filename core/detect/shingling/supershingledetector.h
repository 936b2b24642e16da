#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"

#include <QCoreApplication>

namespace nd::detect {

// Fetterly et al.'s super-shingles (2003, as paper 004 §2.1 describes them):
// 84 min-hashed shingles per document, grouped into 6 super-shingles of 14
// consecutive min-hashes; documents with at least two super-shingles in common
// are near-duplicates. Candidates come from an index super-shingle ->
// documents, and the score is the number of super-shingles in common.
class SuperShingleDetector final : public MethodDetector<SuperShingleDetector>
{
    ND_DETECTING_METHOD(SuperShingleDetector)

    QString plan(const Params &params) const override;
    TokenForm tokenForm(const Params &) const override { return TokenForm::Hashes; }

protected:
    QString checkResolved(const Params &resolved) const override;
};

} // namespace nd::detect
