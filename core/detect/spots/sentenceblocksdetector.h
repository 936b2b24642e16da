#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"

namespace nd::detect {

// SL+ST (Feng & Wu, DEXA 2015; the sentence-level baseline of paper 003): each
// sentence becomes a feature of its number of terms and the terms at chosen
// positions (features::sentenceFeatures), a document the set of its blocks of
// block_size consecutive sentence features, and a pair is scored by the Jaccard
// resemblance of the two block sets (paper 003 compares SL+ST at the Jaccard
// threshold 1 - tau, Sec. 5.3.3).
//
// Only the reference's abstract is public: it names the two features and says a
// suffix tree matches the sentence blocks, not which positions, how long a block
// is, or how matches become a score. The defaults (first and last term, blocks
// of 3 sentences, Jaccard of the block sets) are this reading. The blocks that
// match are found through an inverted index of block hashes rather than a suffix
// tree: both find the same common blocks, so the scores are those a suffix tree
// gives, but the run time is not the reference's.
//
// Candidates share a block; min_similarity also drops pairs whose block counts
// rule out that Jaccard (|A|/|B| below it), as SpotSigs does.
class SentenceBlocksDetector final : public MethodDetector<SentenceBlocksDetector>
{
    ND_DETECTING_METHOD(SentenceBlocksDetector)
    TokenForm tokenForm(const Params &) const override { return TokenForm::None; } // sentences of the text

protected:
    QString checkResolved(const Params &resolved) const override;
};

} // namespace nd::detect
