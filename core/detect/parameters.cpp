// The table of parameters: every method's parameters as the run form, the CLI
// and `neardup-cli methods` show them, with the papers' defaults, family by
// family in the order the registry lists them (as detect/methods.cpp lists what
// is shown of the methods). Each is the parameters() of its detector class, so
// its labels and help are translated in that class's context; the constraints
// between parameters are checked beside the detection (checkResolved).

#include "base/namespacetr.h"
#include "detect/detectsupport.h"
#include "detect/exact/exactdetector.h"
#include "detect/imatch/imatchdetector.h"
#include "detect/imatch/imatchlexiconsdetector.h"
#include "detect/minhash/minhashdetector.h"
#include "detect/shingling/shinglingdetector.h"
#include "detect/shingling/supershingledetector.h"
#include "detect/simhash/simhashdetector.h"
#include "detect/simhash/simhashfamilydetector.h"
#include "detect/simhash/simhashvariantdetector.h"
#include "detect/simhash/weightedsimhashdetector.h"
#include "detect/spots/ncdcomparison.h"
#include "detect/spots/ncddetectors.h"
#include "detect/spots/sentenceblocksdetector.h"
#include "detect/spots/spotsigsdetector.h"
#include "detect/vsm/learneddetector.h"
#include "detect/vsm/vsmdetector.h"
#include "features/similaritymeasures.h"
#include "features/spotsignatures.h"

#include <limits>

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {
using T = ParamDescriptor::Type;
}

// exact/
QList<ParamDescriptor> ExactDetector::parameters() const
{
    return {};
}

// shingling/
QList<ParamDescriptor> ShinglingDetector::parameters() const
{
    return {
        support::shingleSizeParameter(tr("Words per shingle (w); Broder and paper 004 use 10, the product keeps 4 "
                                         "(stopwords are removed first)."),
                                      u"Broder 1997; 004 Ye et al."_s),
        {u"measure"_s,
         tr("Measure"),
         T::Choice,
         u"resemblance"_s,
         {},
         {},
         {u"resemblance"_s, u"containment"_s},
         tr("Resemblance |A∩B|/|A∪B| or containment |A∩B|/min(|A|,|B|)."),
         u"Broder 1997"_s},
        {u"max_posting"_s,
         tr("Max documents per shingle"),
         T::Int,
         1000,
         0,
         100000000,
         {},
         tr("Shingles found in more documents are ignored as common (0 = no limit)."),
         u"Broder 1997"_s},
        {u"sampling"_s,
         tr("Sampling"),
         T::Choice,
         u"none"_s,
         {},
         {},
         {u"none"_s, u"mod"_s, u"broder"_s, u"smallest"_s},
         tr("Per-document sample: all, hash mod n = r, Broder's 1/25 capped at 400, or "
            "Heintze's N smallest hashes."),
         u"004 Ye et al. §2.1, §4.4"_s},
        {u"sample_modulus"_s,
         tr("Sampling modulus n"),
         T::Int,
         25,
         1,
         64,
         {},
         tr("mod sampling keeps shingles whose hash mod n = r: ratio 1/n (Broder: 25; "
            "paper 004: 2 to 32)."),
         u"004 Ye et al. §4.4"_s},
        {u"sample_remainder"_s,
         tr("Sampling remainder r"),
         T::Int,
         0,
         0,
         63,
         {},
         tr("The remainder kept by mod sampling (paper 004 averages the trials r = 0 .. n-1)."),
         u"004 Ye et al. §4.4"_s},
        {u"sample_size"_s,
         tr("Smallest N"),
         T::Int,
         100,
         1,
         100000,
         {},
         tr("smallest sampling keeps the N smallest shingle hashes of each document."),
         u"Heintze 1996, via 004"_s},
        {u"hash_bits"_s,
         tr("Fingerprint bits"),
         T::Choice,
         u"64"_s,
         {},
         {},
         {u"32"_s, u"40"_s, u"64"_s, u"128"_s},
         tr("Shingle fingerprint width; 32/40 bits (Rabin in older work) collide about once "
            "per 2^16/2^20 shingles, faking shared shingles; 128 is MD5 and slower."),
         u"004 Ye et al. §4.3"_s},
        {u"memory_mb"_s,
         tr("Sort memory (MB)"),
         T::Int,
         1024,
         1,
         1048576,
         {},
         tr("Beyond this the shingle and pair sorts write sorted runs to temporary files "
            "and merge them."),
         u"Broder 1997; 004 Ye et al. §3"_s},
    };
}

QList<ParamDescriptor> SuperShingleDetector::parameters() const
{
    return {
        support::shingleSizeParameter(
            tr("Words per shingle; Fetterly et al. use 5, the product keeps 4 like shingling."),
            u"004 Ye et al. Table 1"_s),
        {u"minhashes"_s,
         tr("Min-hashes"),
         T::Int,
         84,
         1,
         1024,
         {},
         tr("Independent min-hash functions over each document's shingles."),
         u"Fetterly et al. 2003, via 004"_s},
        {u"groups"_s,
         tr("Super-shingles"),
         T::Int,
         6,
         1,
         64,
         {},
         tr("Super-shingles per document, each the hash of minhashes/groups consecutive "
            "min-hashes."),
         u"Fetterly et al. 2003, via 004"_s},
        {u"min_common"_s,
         tr("Super-shingles in common"),
         T::Int,
         2,
         1,
         64,
         {},
         tr("Pairs sharing fewer super-shingles are not candidates (Fetterly: two)."),
         u"Fetterly et al. 2003, via 004"_s},
    };
}

// minhash/
QList<ParamDescriptor> MinHashDetector::parameters() const
{
    return {
        {u"permutations"_s,
         tr("Permutations"),
         T::Int,
         128,
         16,
         1024,
         {},
         tr("Hash functions in a signature; more is slower and more precise."),
         u"Broder 1997"_s},
        // Low by default: the run stores every candidate's score, so a permissive
        // bound lets the threshold be swept afterwards (on the Gold Set, pages of one
        // story share little beyond the article: their best Jaccard cut is ~0.05).
        {u"target_threshold"_s,
         tr("Target threshold"),
         T::Double,
         0.2,
         0.05,
         0.95,
         {},
         tr("Jaccard around which LSH bands and rows are tuned."),
         u"Leskovec et al. (MMDS)"_s},
        // 2, not the product's 4: chosen by all 5 folds of whole Gold Set clusters, and
        // better on both Clough & Stevenson views and the PAN subset (docs/quality.md).
        support::shingleSizeParameter(tr("Words per shingle (w)."), u"000 Fan & Huang 2012"_s, 2),
        {u"scheme"_s,
         tr("Hashing"),
         T::Choice,
         u"permutations"_s,
         {},
         {},
         {u"permutations"_s, u"one-permutation"_s},
         tr("One hash function per slot, or one hash per shingle spread over the slots as bins "
            "with empty bins densified (faster)."),
         u"Li et al. 2012; Shrivastava 2017"_s},
        {u"verify"_s,
         tr("Score"),
         T::Choice,
         u"estimate"_s,
         {},
         {},
         {u"estimate"_s, u"exact"_s},
         tr("Score candidates by the signature estimate or by the exact Jaccard."),
         u"Broder 1997"_s},
    };
}

// imatch/
QList<ParamDescriptor> IMatchDetector::parameters() const
{
    // Chowdhury et al. drop the most frequent terms (low NIDF) and the rarest ones
    // (NIDF near 1: typos, numbers, one-off names), which are exactly what makes two
    // near-duplicates differ. Band chosen on goldset-dev within the paper's shape;
    // the collection statistics always come from the collection being run.
    return {
        {u"nidf_low"_s,
         tr("Lowest NIDF kept"),
         T::Double,
         0.2,
         0.0,
         1.0,
         {},
         tr("Terms more common than this (NIDF below it) are left out of the lexicon."),
         u"000 Fan & Huang 2012; Chowdhury et al. 2002"_s},
        {u"nidf_high"_s,
         tr("Highest NIDF kept"),
         T::Double,
         0.9,
         0.0,
         1.0,
         {},
         tr("Terms rarer than this (NIDF above it) are left out; NIDF 1 = in one document."),
         u"000 Fan & Huang 2012; Chowdhury et al. 2002"_s},
    };
}

QList<ParamDescriptor> IMatchLexiconsDetector::parameters() const
{
    QList<ParamDescriptor> list = IMatchDetector().parameters();
    // Paper 000 "set the parameters the same" as Kolcz et al. without restating them;
    // Kolcz et al. use 10 extra lexicons, each dropping about a third of the terms.
    list += {
        {u"lexicons"_s,
         tr("Extra lexicons"),
         T::Int,
         10,
         1,
         20,
         {},
         tr("Number K of extra random lexicons (one extra signature each)."),
         u"000 Fan & Huang 2012; Kolcz et al. 2004"_s},
        {u"lexicon_fraction"_s,
         tr("Fraction of terms kept"),
         T::Double,
         0.67,
         0.05,
         1.0,
         {},
         tr("Share of the I-Match lexicon each extra lexicon keeps, chosen at random."),
         u"Kolcz et al. 2004"_s},
        {u"seed"_s,
         tr("Random seed"),
         T::Int,
         1,
         0,
         1000000,
         {},
         tr("Seed of the random lexicons; the same seed gives the same lexicons."),
         u"Kolcz et al. 2004"_s},
    };
    return list;
}

// simhash/: what the family shares, then each method
ParamDescriptor SimhashFamilyDetector::bitsParameter(const QString &defaultBits, const QString &paper)
{
    return {u"bits"_s,          tr("Fingerprint bits"),     T::Choice, defaultBits, {}, {},
            {u"64"_s, u"32"_s}, tr("Fingerprint width f."), paper};
}

ParamDescriptor SimhashFamilyDetector::maxDistanceParameter(int defaultDistance)
{
    // A permissive bound by default: every pair within it is stored, so the
    // threshold can be swept up to it afterwards without a new run.
    return {u"max_distance"_s,
            tr("Max Hamming distance"),
            T::Int,
            defaultDistance,
            0,
            32,
            {},
            tr("Pairs differing in at most this many bits are found and stored (up to f/2 through "
               "Manku's tables; beyond, every pair is compared)."),
            u"Manku et al. 2007; 002 Yu et al."_s};
}

ParamDescriptor SimhashFamilyDetector::blocksParameter()
{
    return {u"blocks"_s,
            tr("Table blocks"),
            T::Int,
            0,
            0,
            64,
            {},
            tr("Manku's n: f cut into n blocks, one table per n-k of them as prefix "
               "(0: chosen so the prefix has about log2(documents) bits)."),
            u"002 Yu et al.; Manku et al. 2007"_s};
}

ParamDescriptor SimhashFamilyDetector::shingleSizeParameter(int defaultSize)
{
    return {u"shingle_size"_s,
            tr("Shingle size"),
            T::Int,
            defaultSize,
            1,
            5,
            {},
            tr("Features are word k-shingles (k = 1: words)."),
            u"000 Fan & Huang 2012, Fig. 2 (best k = 2)"_s};
}

ParamDescriptor SimhashFamilyDetector::weightingParameter(const QString &defaultWeighting, const QString &paper)
{
    return {u"weighting"_s,
            tr("Feature weight"),
            T::Choice,
            defaultWeighting,
            {},
            {},
            {u"tf"_s, u"tfidf"_s},
            tr("Each occurrence of a feature votes with weight 1 (tf), or with its IDF, a shingle's "
               "being the sum of its words' (tfidf; needs a pass over the collection first)."),
            paper};
}

ParamDescriptor SimhashFamilyDetector::verifyParameter()
{
    return {u"verify"_s,
            tr("Score"),
            T::Choice,
            u"none"_s,
            {},
            {},
            {u"none"_s, u"exact"_s},
            tr("Score the pairs within the Hamming bound by their Hamming distance, or by the exact "
               "Jaccard distance (1 - J) of their word shingle sets."),
            u"Broder 1997; Manku et al. 2007"_s};
}

QList<ParamDescriptor> SimhashFamilyDetector::lexiconParameters(int defaultCount)
{
    return {
        {u"lexicons"_s,
         tr("Lexicons"),
         T::Int,
         defaultCount,
         1,
         10,
         {},
         tr("L fingerprints: the whole vocabulary plus L-1 random lexicons; a pair's distance is "
            "the smallest over them."),
         u"000 Fan & Huang 2012, Table 1 (best L = 5)"_s},
        {u"lexicon_fraction"_s,
         tr("Lexicon fraction"),
         T::Double,
         0.67,
         0.05,
         1.0,
         {},
         tr("Share of the vocabulary each random lexicon keeps."),
         u"Kolcz et al. 2004 via 000"_s},
        {u"lexicon_seed"_s,
         tr("Lexicon seed"),
         T::Int,
         1,
         0,
         1000000,
         {},
         tr("Seed of the random lexicons (same seed, same lexicons)."),
         u"000 Fan & Huang 2012"_s},
    };
}

ParamDescriptor SimhashFamilyDetector::queriesParameter()
{
    return {u"queries"_s,
            tr("Query documents"),
            T::Text,
            QString(),
            {},
            {},
            {},
            tr("Document ids separated by commas: only the pairs with one of them are found and stored, "
               "each query searched against the whole collection (empty: every pair)."),
            u"000 Fan & Huang 2012 (the sources as queries)"_s};
}

QList<ParamDescriptor> SimhashDetector::parameters() const
{
    return {
        bitsParameter(u"64"_s, u"000 Fan & Huang 2012 (32); 002 Yu et al. (64)"_s),
        // Cross-validated over whole Gold Set clusters (docs/quality.md): every fold chose
        // a threshold of 17-18 bits once the range allowed it.
        maxDistanceParameter(20),
        weightingParameter(u"tf"_s, u"000 Fan & Huang 2012"_s),
        blocksParameter(),
    };
}

QList<ParamDescriptor> SimhashVariantDetector::parameters() const
{
    // Paper 000 uses 32-bit fingerprints and reports thresholds up to 15 bits for
    // the lexicon curves (best at 1..6); 8 keeps every interesting pair.
    QList<ParamDescriptor> list{bitsParameter(u"32"_s, u"000 Fan & Huang 2012"_s), maxDistanceParameter(8)};
    if (m_kind != Kind::Lexicons)
        list.append({shingleSizeParameter(2),
                     weightingParameter(u"tfidf"_s, u"000 Fan & Huang 2012 (tfidf); Charikar 2002 (tf)"_s),
                     verifyParameter()});
    if (m_kind != Kind::Shingles)
        list.append(lexiconParameters(5));
    list.append(blocksParameter());
    list.append(queriesParameter());
    return list;
}

QList<ParamDescriptor> WeightedSimhashDetector::parameters() const
{
    return {
        {u"max_distance"_s,
         tr("Max Hamming distance"),
         T::Int,
         16,
         0,
         32,
         {},
         tr("Pairs differing in at most this many bits are found and stored (at most 32)."),
         u"002 Yu et al.; Manku et al. 2007"_s},
        // Paper 002 says only that lambda "is related to the length of the document"
        // and gives no value or rule, so it is a plain number here; 1 makes a long
        // noun count as much as two extra occurrences.
        {u"lambda"_s,
         tr("Lambda"),
         T::Double,
         1.0,
         0.0,
         100.0,
         {},
         tr("Bonus per Len/Pos point: Score = n + lambda (Len + Pos); the paper gives no value."),
         u"002 Yu et al."_s},
    };
}

// spots/ (paper 003): what the NCD detectors share, then each method
namespace compression {

namespace {
ND_NAMESPACE_TR("nd::detect::compression")
}

ParamDescriptor threadsParameter()
{
    return {u"threads"_s,
            tr("Threads"),
            T::Int,
            0,
            0,
            1024,
            {},
            tr("Threads for the comparisons (0 = the workbench's setting, by default all cores); results do not depend "
               "on it."),
            u"003 Zhang et al., Algorithm 1"_s};
}

QList<ParamDescriptor> ncdParameters(const QString &defaultPruning, const QString &defaultCompressor)
{
    return {
        {u"compressor"_s,
         tr("Compressor"),
         T::Choice,
         defaultCompressor,
         {},
         {},
         features::compressorNames(),
         tr("Real compressor giving C(x); the paper uses Snappy (Fig. 10 compares others)."),
         u"003 Zhang et al., Sec. 5.1, 5.4.2"_s},
        {u"pruning"_s,
         tr("Pruning"),
         T::Choice,
         defaultPruning,
         {},
         {},
         pruningNames(),
         tr("P1: skip pairs with C(x)/C(y) < 1 - tau; P2: triangle inequality via a third "
            "document."),
         u"003 Zhang et al., Sec. 4.2"_s},
        {u"max_distance"_s,
         tr("Pruning bound tau"),
         T::Double,
         0.8,
         0.0,
         1.0,
         {},
         tr("Pairs that cannot reach an NCD <= tau are pruned; thresholds above it are "
            "not evaluated."),
         u"003 Zhang et al., Remark 4 (best F1 at tau 0.7)"_s},
        threadsParameter(),
        {u"skip_matched"_s,
         tr("Skip matched documents"),
         T::Bool,
         false,
         {},
         {},
         {},
         tr("Algorithm 1 as written: a document found within tau of an earlier one joins the checked set and is "
            "compared no further, so pairs of two such documents are never scored (fewer comparisons, lower pairwise "
            "recall)."),
         u"003 Zhang et al., Algorithm 1 (checked)"_s},
    };
}

} // namespace compression

QList<ParamDescriptor> SpotSigsDetector::extractionParameters()
{
    return {
        {u"antecedents"_s,
         tr("Antecedents"),
         T::Choice,
         u"paper"_s,
         {},
         {},
         features::antecedentSetNames(),
         tr("Stopwords that start a signature; paper = {a, there, was, said, the, is}."),
         u"Theobald et al. 2008"_s},
        {u"spot_distance"_s,
         tr("Spot distance"),
         T::Int,
         1,
         1,
         10,
         {},
         tr("Take every d-th following non-stopword into the chain."),
         u"003 Zhang et al., Table 1 (d)"_s},
        {u"chain_length"_s,
         tr("Chain length"),
         T::Int,
         1,
         1,
         10,
         {},
         tr("Words in the chain after the antecedent."),
         u"003 Zhang et al., Table 1 (chain)"_s},
    };
}

QList<ParamDescriptor> SpotSigsDetector::parameters() const
{
    QList<ParamDescriptor> list = extractionParameters();
    list += QList<ParamDescriptor>{
        {u"min_idf"_s,
         tr("Minimum IDF"),
         T::Double,
         0.2,
         0.0,
         1.0,
         {},
         tr("Drop signatures more common than this normalised IDF log(N/df)/log(N)."),
         u"003 Zhang et al., Table 1"_s},
        {u"max_idf"_s,
         tr("Maximum IDF"),
         T::Double,
         0.85,
         0.0,
         1.0,
         {},
         tr("Drop signatures rarer than this normalised IDF."),
         u"003 Zhang et al., Table 1"_s},
        {u"min_spotsigs"_s,
         tr("Minimum signatures"),
         T::Int,
         4,
         0,
         100000,
         {},
         tr("Documents with fewer signatures (after the IDF filter) are not compared."),
         u"003 Zhang et al., Table 1"_s},
        {u"min_similarity"_s,
         tr("Candidate bound"),
         T::Double,
         // Cross-validated over whole Gold Set clusters (docs/quality.md): every fold
         // chose its threshold between 0.106 and 0.141, below the earlier 0.2.
         0.1,
         0.0,
         1.0,
         {},
         tr("Pairs whose signature counts rule out a Jaccard of this much are not compared."),
         u"Theobald et al. 2008 (paper 003: best tau 0.3)"_s},
        compression::threadsParameter(),
    };
    return list;
}

QList<ParamDescriptor> NcdDetector::parameters() const
{
    // zstd over the paper's Snappy: chosen by all 5 folds of whole Gold Set
    // clusters, level on the essays (docs/quality.md). Paper 003's presets name Snappy.
    return compression::ncdParameters(u"none"_s, u"zstd"_s);
}

QList<ParamDescriptor> SigNcdDetector::parameters() const
{
    QList<ParamDescriptor> list{
        {u"spots"_s,
         tr("Spot punctuation"),
         T::Choice,
         u"comma"_s,
         {},
         {},
         features::punctuationSetNames(),
         tr("Punctuation marks at which words are taken (comma is best in the paper); "
            "custom takes the characters of Custom spots."),
         u"003 Zhang et al., Fig. 2"_s},
        {u"custom_spots"_s,
         tr("Custom spots"),
         T::Text,
         u","_s,
         {},
         {},
         {},
         tr("The spot characters when Spot punctuation is custom, e.g. \",;:\"."),
         u"003 Zhang et al., Sec. 5.4.2"_s},
        {u"window"_s,
         tr("Window"),
         T::Choice,
         u"1L"_s,
         {},
         {},
         features::spotWindowNames(),
         tr("Words per spot: 1L before, 1R after, 2/4/6 both sides."),
         u"003 Zhang et al., Sec. 5.4.1"_s},
        {u"min_spots"_s,
         tr("Minimum spots"),
         T::Int,
         3,
         0,
         1000,
         {},
         tr("Documents with fewer spots are compared as whole texts."),
         u"003 Zhang et al., Sec. 4.1"_s},
    };
    list.append(compression::ncdParameters(u"P1"_s));
    return list;
}

QList<ParamDescriptor> SpotSigNcdDetector::parameters() const
{
    QList<ParamDescriptor> list = SpotSigsDetector::extractionParameters();
    list.append(ParamDescriptor{u"min_spots"_s,
                                tr("Minimum spots"),
                                T::Int,
                                3,
                                0,
                                1000,
                                {},
                                tr("Documents with fewer spot signatures are compared as whole texts."),
                                u"003 Zhang et al., Sec. 4.1"_s});
    list.append(compression::ncdParameters(u"P1"_s));
    return list;
}

QList<ParamDescriptor> SentenceBlocksDetector::parameters() const
{
    return {
        {u"block_size"_s,
         tr("Sentences per block"),
         T::Int,
         3,
         1,
         20,
         {},
         tr("Consecutive sentences matched as one block (the reference does not say how many; 3 here)."),
         u"Feng & Wu 2015 via 003 Zhang et al., Sec. 5.2"_s},
        {u"positions"_s,
         tr("Term positions"),
         T::Text,
         u"1,-1"_s,
         {},
         {},
         {},
         tr("Which terms of a sentence join its term count in its feature: 1-based, negative from the end "
            "(the reference does not say which; first and last here), empty for the count alone."),
         u"Feng & Wu 2015 via 003 Zhang et al., Sec. 5.2"_s},
        {u"min_similarity"_s,
         tr("Candidate bound"),
         T::Double,
         0.0,
         0.0,
         1.0,
         {},
         tr("Pairs whose block counts rule out a Jaccard of this much are not compared (0 = every pair "
            "sharing a block)."),
         u"003 Zhang et al., Sec. 5.3.3 (Jaccard 1 - tau)"_s},
        compression::threadsParameter(),
    };
}

// vsm/ (paper 001)
QList<ParamDescriptor> VsmDetector::parameters() const
{
    QStringList choices;
    for (features::Measure m : measures())
        choices << features::measureName(m);
    const QString paper = u"001 Chhajed et al."_s;
    return {
        {u"measure"_s,
         tr("Measure"),
         T::Choice,
         choices.first(),
         {},
         {},
         choices,
         tr("Jaccard is on the sets of terms, Bray-Curtis and Hamming as SciPy, Minkowski with "
            "p = 3. Pairs sharing no kept keyword are not compared, whatever the measure."),
         paper},
        {u"keyword_threshold"_s,
         tr("Keyword threshold"),
         T::Double,
         0.0,
         0.0,
         0.65,
         {},
         tr("Keep the terms whose association row has at least this cosine to the semantic "
            "centroid; 0 keeps all."),
         paper},
    };
}

QList<ParamDescriptor> LearnedDetector::parameters() const
{
    return {
        {u"model"_s,
         tr("Model"),
         T::Int,
         1,
         1,
         std::numeric_limits<int>::max(),
         {},
         tr("A trained model stored in this workspace (neardup-cli train makes them, "
            "neardup-cli models lists them; the run panel offers them by classifier and F1)."),
         u"001 Chhajed et al."_s},
    };
}

} // namespace nd::detect
