#pragma once

#include "detect/minhash/minhashdetector.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <cstdint>

namespace nd::compare {

// "Why did this pair match?" — each method's own evidence, recomputed for one
// pair from its tokens with the same feature code the detector uses.

struct ShinglingExplanation
{
    int shingleSize = 0;
    qsizetype sizeA = 0; // |A|: distinct shingles of A
    qsizetype sizeB = 0;
    qsizetype shared = 0;       // |A ∩ B|
    double resemblance = 0;     // |A ∩ B| / |A ∪ B|
    double containmentAInB = 0; // |A ∩ B| / |A|
    double containmentBInA = 0;
    QStringList sharedShingles; // the first shared ones, in A's order, as text
};

// Shingle sets as features::shingleSet builds them (64-bit hashes, no sampling).
ShinglingExplanation explainShingling(const QStringList &tokensA, const QStringList &tokensB, int shingleSize,
                                      int maxShown = 20);

struct MinHashExplanation
{
    int permutations = 0;
    int shingleSize = 0;
    detect::LshPlan plan;
    int agreeingSlots = 0; // signature slots equal in A and B
    double estimate = 0;   // agreeingSlots / permutations
    double exactJaccard = 0;
    QList<int> collidingBands; // 0-based bands whose rows all agree
};

// Signatures recomputed with the detector's own features::MinHasher and scheme
// (k permutations, or one permutation with densification).
MinHashExplanation explainMinHash(const QStringList &tokensA, const QStringList &tokensB, int permutations,
                                  int shingleSize, double targetThreshold, bool onePermutation = false);

struct SimhashExplanation
{
    int bits = 64;
    std::uint64_t fingerprintA = 0;
    std::uint64_t fingerprintB = 0;
    int distance = 0; // Hamming distance over the low `bits` bits
    std::uint64_t differing() const { return fingerprintA ^ fingerprintB; }
};

// Term-frequency weights through SimhashDetector::fingerprint. (TF-IDF needs the
// whole collection's document frequencies, which one pair does not have.)
SimhashExplanation explainSimhash(const QStringList &tokensA, const QStringList &tokensB, int bits);

struct ExactExplanation
{
    QByteArray digestA; // MD5 of the canonical text, hex
    QByteArray digestB;
    bool identical() const { return !digestA.isEmpty() && digestA == digestB; }
};

ExactExplanation explainExact(QStringView textA, QStringView textB);

struct SpotSigsExplanation
{
    qsizetype signaturesA = 0; // spot signatures of A (occurrences)
    qsizetype signaturesB = 0;
    qsizetype shared = 0;         // multiset intersection: sum of min counts
    qsizetype unionSize = 0;      // sum of max counts
    double jaccard = 0;           // shared / unionSize
    QStringList sharedSignatures; // the first shared ones, in A's order
    double minIdf = 0;            // the run's IDF band: the stored score counts only
    double maxIdf = 1;            // signatures inside it, which needs the whole collection
};

// Stopword-spot signatures as SpotSigs extracts them (features::stopwordSpotSignatures),
// before the collection-wide IDF filter, compared by multiset Jaccard.
SpotSigsExplanation explainSpotSigs(QStringView textA, QStringView textB, const QJsonObject &params, int maxShown = 20);

struct NcdExplanation
{
    QString compressor;
    std::size_t payloadA = 0; // bytes given to the compressor
    std::size_t payloadB = 0;
    bool wholeTextA = false; // a signature method fell back to the whole text (too few spots)
    bool wholeTextB = false;
    std::size_t compressedA = 0;  // C(x)
    std::size_t compressedB = 0;  // C(y)
    std::size_t compressedAB = 0; // C(xy), A's payload first as in the run
    double ncd = 0;
    double lowerBound = 0;   // P1's bound 1 - min(C(x),C(y)) / max(C(x),C(y))
    QStringList sharedWords; // signature words in both payloads, the first ones in A's order
};

// The compressed sizes behind the NCD of a pair for ncd, signcd and spotsigncd:
// the run's own detector builds the payloads from the texts with the run's
// parameters, and the run's compressor compresses them. Throws
// std::invalid_argument when the method is not an NCD method or the parameters
// do not resolve.
NcdExplanation explainNcd(const QString &method, const QJsonObject &params, QStringView textA, QStringView textB,
                          int maxShown = 20);

struct PairExplanation
{
    enum Kind { None, Shingling, MinHash, Simhash, Exact, SpotSigs, Ncd, Unsupported };
    Kind kind = None;
    QString method;
    ShinglingExplanation shingling;
    MinHashExplanation minhash;
    SimhashExplanation simhash;
    ExactExplanation exact;
    SpotSigsExplanation spotsigs;
    NcdExplanation ncd;
};

// The explanation for a run's method and resolved parameters; a method with no
// explanation yet gives Unsupported (add a case here when a detector gains one).
PairExplanation explainPair(const QString &method, const QJsonObject &params, QStringView textA, QStringView textB,
                            const QStringList &tokensA, const QStringList &tokensB);

} // namespace nd::compare
