// The table of methods: what every list shows of each one (MethodInfo: name,
// title, description, score kind, source folder, main content by default), family by
// family in the order the registry lists them. Each is the `info` of its detector class.

#include "detect/exact/exactdetector.h"
#include "detect/imatch/imatchdetector.h"
#include "detect/imatch/imatchlexiconsdetector.h"
#include "detect/minhash/minhashdetector.h"
#include "detect/shingling/shinglingdetector.h"
#include "detect/shingling/supershingledetector.h"
#include "detect/simhash/simhashdetector.h"
#include "detect/simhash/simhashvariantdetector.h"
#include "detect/simhash/weightedsimhashdetector.h"
#include "detect/spots/ncddetectors.h"
#include "detect/spots/sentenceblocksdetector.h"
#include "detect/spots/spotsigsdetector.h"
#include "detect/vsm/learneddetector.h"
#include "detect/vsm/vsmdetector.h"

namespace nd::detect {

// The methods for which every or most of the 5 folds of whole Gold Set clusters
// chose the main content of web pages over their whole text (docs/quality.md).
constexpr bool kMainContentChosenByFolds = true;

// exact/
const MethodInfo ExactDetector::info{
    "exact", QT_TRANSLATE_NOOP("nd::detect::Detector", "Exact duplicates"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Documents whose canonical text (whitespace runs collapsed) has the same MD5 "
                      "digest are exact duplicates of each other (paper 004, Ye et al.)."),
    ScoreKind::Similarity, "core/detect/exact"};

// shingling/
const MethodInfo ShinglingDetector::info{
    "shingling",
    QT_TRANSLATE_NOOP("nd::detect::Detector", "Broder shingling"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Sets of word w-shingles compared by resemblance (Jaccard) or containment; "
                      "candidate pairs share at least one (sampled) shingle, found by Broder's sort-based "
                      "algorithm (Broder 1997, paper 004)."),
    ScoreKind::Similarity,
    "core/detect/shingling",
    kMainContentChosenByFolds};

const MethodInfo SuperShingleDetector::info{
    "supershingle", QT_TRANSLATE_NOOP("nd::detect::Detector", "Super-shingles"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "84 min-hashed shingles grouped into 6 super-shingles of 14; documents sharing at "
                      "least two super-shingles are near-duplicates, scored by the number shared "
                      "(Fetterly et al. 2003, via paper 004)."),
    ScoreKind::Similarity, "core/detect/shingling"};

// minhash/
const MethodInfo MinHashDetector::info{
    "minhash",
    QT_TRANSLATE_NOOP("nd::detect::Detector", "MinHash with LSH"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "MinHash signatures of word shingle sets estimate the Jaccard resemblance; "
                      "LSH banding finds candidate pairs without comparing all pairs "
                      "(Broder 1997; paper 000, Fan & Huang)."),
    ScoreKind::Similarity,
    "core/detect/minhash",
    kMainContentChosenByFolds};

// imatch/
const MethodInfo IMatchDetector::info{
    "imatch", QT_TRANSLATE_NOOP("nd::detect::Detector", "I-Match"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "I-Match: keep the terms whose normalised IDF (from this collection) lies in a "
                      "band, hash each document's sorted set of kept terms with SHA-1; equal hashes "
                      "are duplicates (Chowdhury et al. 2002, paper 000)."),
    ScoreKind::Similarity, "core/detect/imatch"};

const MethodInfo IMatchLexiconsDetector::info{
    "imatch-lexicons", QT_TRANSLATE_NOOP("nd::detect::Detector", "I-Match, multiple random lexicons"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "I-Match with K extra random lexicons (random subsets of the I-Match lexicon), "
                      "one extra signature each; the score is the number of matching signatures "
                      "(Kolcz et al. 2004, paper 000)."),
    ScoreKind::Similarity, "core/detect/imatch"};

// simhash/
const MethodInfo SimhashDetector::info{
    "simhash",
    QT_TRANSLATE_NOOP("nd::detect::Detector", "Simhash"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Charikar's simhash: a fingerprint voted bit by bit by the weighted tokens; "
                      "near-duplicates differ in few bits (papers 000 and 002; Manku et al. 2007)."),
    ScoreKind::Distance,
    "core/detect/simhash",
    kMainContentChosenByFolds};

const MethodInfo SimhashVariantDetector::shinglesInfo{
    "simhash-shingles", QT_TRANSLATE_NOOP("nd::detect::Detector", "Simhash of shingles"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Shingling-based simhash: word k-shingles as features, each weighted by the sum "
                      "of its words' IDF (paper 000, Fan & Huang) or by its occurrences."),
    ScoreKind::Distance, "core/detect/simhash"};

const MethodInfo SimhashVariantDetector::lexiconsInfo{
    "simhash-lexicons", QT_TRANSLATE_NOOP("nd::detect::Detector", "Simhash with random lexicons"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Multiple-random-lexicon simhash: one fingerprint per random lexicon; a pair's "
                      "distance is the smallest over the lexicons (paper 000; Kolcz et al.)."),
    ScoreKind::Distance, "core/detect/simhash"};

const MethodInfo SimhashVariantDetector::fusionInfo{
    "simhash-fusion", QT_TRANSLATE_NOOP("nd::detect::Detector", "Simhash fusion (shingles + lexicons)"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Shingling-based multi-fingerprint simhash: k-shingle features and L random "
                      "lexicons together, the best configuration of paper 000 (k = 2, L = 5)."),
    ScoreKind::Distance, "core/detect/simhash"};

const MethodInfo WeightedSimhashDetector::info{
    "simhash-weighted", QT_TRANSLATE_NOOP("nd::detect::Detector", "Simhash, word-weighted (Yu et al.)"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "64-bit simhash whose word weights add lambda for words of at least four "
                      "characters and lambda for nouns to the word count (paper 002, Yu et al.). "
                      "Nouns come from the English WordNet; in other languages Pos = 0, so only "
                      "frequency and length count."),
    ScoreKind::Distance, "core/detect/simhash"};

// spots/ (paper 003)
const MethodInfo SpotSigsDetector::info{
    "spotsigs", QT_TRANSLATE_NOOP("nd::detect::Detector", "SpotSigs (stopword-spot signatures)"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Chains of words after antecedent stopwords, IDF-filtered, compared by multiset "
                      "Jaccard with length-bound and inverted-index pruning (Theobald et al. 2008)."),
    ScoreKind::Similarity, "core/detect/spots"};

const MethodInfo NcdDetector::info{
    "ncd",
    QT_TRANSLATE_NOOP("nd::detect::Detector", "Normalised compression distance"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "NCD(x,y) = (C(xy) - min(C(x),C(y))) / max(C(x),C(y)) of the whole texts with a "
                      "real compressor (Cilibrasi & Vitányi 2005; baseline of paper 003)."),
    ScoreKind::Distance,
    "core/detect/spots",
    kMainContentChosenByFolds};

const MethodInfo SigNcdDetector::info{
    "signcd", QT_TRANSLATE_NOOP("nd::detect::Detector", "SigNCD (punctuation-spot signatures + NCD)"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "NCD of lightweight signatures made of the words next to punctuation spots "
                      "(default: the word before each comma), with lower-bound pruning (paper 003)."),
    ScoreKind::Distance, "core/detect/spots"};

const MethodInfo SpotSigNcdDetector::info{
    "spotsigncd", QT_TRANSLATE_NOOP("nd::detect::Detector", "SpotSigNCD (stopword-spot signatures + NCD)"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "NCD of SpotSigs' stopword-spot signatures, with the pruning of SigNCD "
                      "(paper 003, baseline SpotSigNCD w/ P1)."),
    ScoreKind::Distance, "core/detect/spots"};

const MethodInfo SentenceBlocksDetector::info{
    "slst", QT_TRANSLATE_NOOP("nd::detect::Detector", "SL+ST (sentence-level features, block matching)"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "Each sentence as its term count and the terms at set positions; documents compared by "
                      "the Jaccard resemblance of their blocks of consecutive sentences (Feng & Wu 2015; "
                      "baseline SL+ST of paper 003, whose block size and positions are this reading)."),
    ScoreKind::Similarity, "core/detect/spots"};

// vsm/
// Both vector space methods: the measures differ, not the description.
constexpr const char *kVectorSpaceDescription =
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "TF-IDF vectors over the keywords kept by correlation-based selection, compared "
                      "with one of paper 001's measures (Chhajed et al.); only pairs sharing a kept "
                      "keyword are compared.");

const MethodInfo VsmDetector::similarityInfo{"vsm",
                                             QT_TRANSLATE_NOOP("nd::detect::Detector", "Vector space similarity"),
                                             kVectorSpaceDescription, ScoreKind::Similarity, "core/detect/vsm"};

const MethodInfo VsmDetector::distanceInfo{"vsm-distance",
                                           QT_TRANSLATE_NOOP("nd::detect::Detector", "Vector space distance"),
                                           kVectorSpaceDescription, ScoreKind::Distance, "core/detect/vsm"};

const MethodInfo LearnedDetector::info{
    "learned", QT_TRANSLATE_NOOP("nd::detect::Detector", "Trained classifier on 13 measures"),
    QT_TRANSLATE_NOOP("nd::detect::Detector",
                      "A classifier trained on pairs of a labelled collection (neardup-cli train) scores "
                      "each pair sharing a kept keyword from paper 001's 13 similarity measures "
                      "(Chhajed et al.)."),
    ScoreKind::Similarity, "core/detect/vsm"};

} // namespace nd::detect
