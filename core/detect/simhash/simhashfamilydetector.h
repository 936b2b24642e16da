#pragma once

#include "detect/detector.h"
#include "detect/simhash/simhashmodel.h"

#include <QCoreApplication>

namespace nd::detect {

// Base of the simhash family (simhash, simhash-shingles, simhash-lexicons,
// simhash-fusion): each says how its parameters map onto SimhashSettings; the
// run, the search plan (Manku's tables or all pairs), the checks and query by
// document are shared.
class SimhashFamilyDetector : public Detector
{
    Q_DECLARE_TR_FUNCTIONS(SimhashFamilyDetector)

public:
    explicit SimhashFamilyDetector(const MethodInfo &info)
        : Detector(info)
    { }

    ThresholdRange thresholdRange(const Params &params) const override;
    QString plan(const Params &params) const override;
    // Fingerprints, search and verification read DetectDocument::tokenHashes only.
    TokenForm tokenForm(const Params &) const override { return TokenForm::Hashes; }
    // Beyond f/2 bits the permuted tables cannot help: every pair is compared.
    bool allPairs(const Params &params) const override;
    DetectResult detect(const std::vector<DetectDocument> &documents, const Params &params,
                        JobControl &control) const override;
    // With TF weights and one lexicon a fingerprint depends on its document
    // alone, so a run stores them and the next one reads them.
    QString storedFingerprintKind(const Params &resolved, const text::PreprocessOptions &preprocessing) const override;
    DocumentFingerprinter documentFingerprinter(const Params &resolved) const override;
    std::vector<std::optional<std::uint64_t>> fingerprints(const std::vector<DetectDocument> &documents,
                                                           const Params &params, JobControl &control) const override;
    DetectResult detectFromFingerprints(const std::vector<DetectDocument> &documents, const StoredFingerprints &stored,
                                        const Params &params, JobControl &control) const override;

    // Settings of resolved parameters.
    virtual SimhashSettings settings(const Params &resolved) const = 0;

    // The size plan() describes the automatic table design for.
    static constexpr std::size_t nominalCollectionSize = 65536;
    // How pairs of `bits`-bit fingerprints within maxDistance are found (Manku's
    // tables or all pairs, as features::planHammingSearch weighs them for the
    // nominal size): plan()'s words, for weighted simhash too.
    static QString searchPlanText(int bits, int maxDistance, int blocks);

protected:
    QString checkResolved(const Params &resolved) const override;

    // Descriptors shared by the family.
    static ParamDescriptor bitsParameter(const QString &defaultBits, const QString &paper);
    static ParamDescriptor maxDistanceParameter(int defaultDistance);
    static ParamDescriptor blocksParameter();
    static ParamDescriptor shingleSizeParameter(int defaultSize);
    static ParamDescriptor weightingParameter(const QString &defaultWeighting, const QString &paper);
    static ParamDescriptor verifyParameter();
    static QList<ParamDescriptor> lexiconParameters(int defaultCount);
    static ParamDescriptor queriesParameter();
    // Reads the shared keys that are present (bits, max_distance, blocks, ...).
    static SimhashSettings commonSettings(const Params &resolved);
};

} // namespace nd::detect
