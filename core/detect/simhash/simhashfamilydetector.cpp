#include "detect/simhash/simhashfamilydetector.h"

#include "detect/detectsupport.h"
#include "features/hammingindex.h"
#include "features/hammingsearch.h"

#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {

// The ids of a `queries` value ("12, 40,7"); nullopt when one is not a number.
std::optional<std::vector<qint64>> parseQueryDocuments(const QString &text)
{
    std::vector<qint64> ids;
    for (const QStringView part : QStringView(text).split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const qint64 id = part.trimmed().toLongLong(&ok);
        if (!ok)
            return std::nullopt;
        ids.push_back(id);
    }
    return ids;
}

// Whether a fingerprint depends on its document alone: IDF weights change with
// the collection, and lexicons past the first are not stored.
bool standsAlone(const SimhashSettings &settings)
{
    return settings.weighting == SimhashSettings::Weighting::Tf && settings.lexicons == 1;
}

} // namespace

SimhashSettings SimhashFamilyDetector::commonSettings(const Params &resolved)
{
    SimhashSettings s;
    s.bits = resolved.value(u"bits"_s).toString().toInt();
    s.maxDistance = resolved.value(u"max_distance"_s).toInt();
    s.blocks = resolved.value(u"blocks"_s, 0).toInt();
    s.weighting = resolved.value(u"weighting"_s, u"tfidf"_s).toString() == u"tf" ? SimhashSettings::Weighting::Tf
                                                                                 : SimhashSettings::Weighting::TfIdf;
    s.shingleSize = resolved.value(u"shingle_size"_s, 1).toInt();
    s.lexicons = resolved.value(u"lexicons"_s, 1).toInt();
    s.lexiconFraction = resolved.value(u"lexicon_fraction"_s, 0.67).toDouble();
    s.lexiconSeed = std::uint64_t(resolved.value(u"lexicon_seed"_s, 1).toLongLong());
    s.verifyExact = resolved.value(u"verify"_s, u"none"_s).toString() == u"exact";
    s.queryDocuments = parseQueryDocuments(resolved.value(u"queries"_s).toString()).value_or(std::vector<qint64>{});
    return s;
}

QString SimhashFamilyDetector::checkResolved(const Params &resolved) const
{
    if (!parseQueryDocuments(resolved.value(u"queries"_s).toString()))
        return tr("Parameter \"queries\" of %1 must be document ids separated by commas, not \"%2\".")
            .arg(name(), resolved.value(u"queries"_s).toString());
    const SimhashSettings s = settings(resolved);
    if (s.maxDistance >= s.bits)
        return tr("Parameter \"max_distance\" of %1 must be below %2 for %2-bit "
                  "fingerprints, not %3.")
            .arg(name())
            .arg(s.bits)
            .arg(s.maxDistance);
    if (s.blocks != 0 && s.maxDistance <= s.bits / 2) {
        if (s.blocks <= s.maxDistance || s.blocks > s.bits)
            return tr("Parameter \"blocks\" of %1 must be 0 or between %2 and %3, not %4.")
                .arg(name())
                .arg(s.maxDistance + 1)
                .arg(s.bits)
                .arg(s.blocks);
        if (features::HammingIndex::binomial(s.blocks, s.maxDistance)
            > std::uint64_t(features::HammingIndex::maxTableCount))
            return tr("Parameter \"blocks\" of %1: %2 blocks with max_distance %3 need more than "
                      "%4 tables.")
                .arg(name())
                .arg(s.blocks)
                .arg(s.maxDistance)
                .arg(features::HammingIndex::maxTableCount);
    }
    return {};
}

bool SimhashFamilyDetector::allPairs(const Params &params) const
{
    const std::optional<Params> p = support::resolvedOrNone(*this, params);
    if (!p)
        return false;
    const SimhashSettings s = settings(*p);
    return s.maxDistance > s.bits / 2;
}

ThresholdRange SimhashFamilyDetector::thresholdRange(const Params &params) const
{
    const std::optional<Params> p = support::resolvedOrNone(*this, params);
    const SimhashSettings s = p ? settings(*p) : SimhashSettings{};
    // Verified pairs are scored by Jaccard distance; the suggestion is Broder's
    // resemblance 0.5. Only pairs within the Hamming bound are scored at all.
    if (s.verifyExact)
        return {0.0, 1.0, 0.5};
    return support::hammingRange(p ? s.maxDistance : 3);
}

QString SimhashFamilyDetector::searchPlanText(int bits, int maxDistance, int blocks)
{
    const features::HammingSearchPlan search =
        features::planHammingSearch(bits, maxDistance, nominalCollectionSize, blocks);
    if (search.forced) {
        return tr("Every pair of fingerprints is compared (a Hamming bound of %1 bits is beyond the "
                  "f/2 = %2 that Manku's permuted tables serve): quadratic in the documents.")
            .arg(maxDistance)
            .arg(bits / 2);
    }
    QString text = tr("Manku tables: %1 bits in %2 blocks; %3 tables (one per choice of %4 blocks "
                      "as prefix), prefixes of at least %5 bits; every pair within %6 bits is found.")
                       .arg(bits)
                       .arg(search.blocks)
                       .arg(search.tables)
                       .arg(search.blocks - maxDistance)
                       .arg(search.prefixBits)
                       .arg(maxDistance);
    text += u' '
        + tr("For %L1 documents they are expected to cost %2 comparisons against %3 for all "
             "pairs, so the run %4.")
              .arg(qulonglong(nominalCollectionSize))
              .arg(search.tableCost, 0, 'g', 3)
              .arg(search.exhaustiveCost, 0, 'g', 3)
              .arg(search.exhaustive ? tr("compares all pairs (one popcount each)") : tr("uses the tables"));
    text += u' ' + tr("A run weighs the two for its own collection size.");
    return text;
}

QString SimhashFamilyDetector::plan(const Params &params) const
{
    QString error;
    const Params p = resolve(params, &error);
    if (!error.isEmpty())
        return error;
    const SimhashSettings s = settings(p);
    QString text = searchPlanText(s.bits, s.maxDistance, s.blocks);
    if (s.lexicons > 1)
        text += u' ' + tr("%1 fingerprints per document, one search each.").arg(s.lexicons);
    if (s.verifyExact)
        text += u' '
            + tr("Pairs within the bound are scored by the exact Jaccard distance of their word "
                 "%1-shingle sets.")
                  .arg(s.shingleSize);
    return text;
}

DetectResult SimhashFamilyDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                           JobControl &control) const
{
    return detectSimhash(documents, settings(resolveOrThrow(params)), control);
}

QString SimhashFamilyDetector::storedFingerprintKind(const Params &resolved,
                                                     const text::PreprocessOptions &preprocessing) const
{
    if (!standsAlone(settings(resolved)))
        return {};
    // Every resolved parameter, sorted by name (a QVariantMap iterates in key
    // order), but those that choose what is done with the fingerprints (the
    // search's bound and tables, verification, queries), so that one kind serves
    // every run of a threshold sweep. Not the service's kind, although the values
    // are the same: the service stores its documents' paragraphs too, and would
    // take a document with a run's whole-text row for one fingerprinted.
    static const QStringList searchOnly{u"blocks"_s, u"max_distance"_s, u"queries"_s, u"verify"_s};
    QStringList parts{u"run-v1"_s, name()};
    for (auto it = resolved.cbegin(); it != resolved.cend(); ++it) {
        if (!searchOnly.contains(it.key()))
            parts.append(it.key() + u'=' + it.value().toString());
    }
    parts.append(preprocessing.key());
    return parts.join(u';');
}

DocumentFingerprinter SimhashFamilyDetector::documentFingerprinter(const Params &resolved) const
{
    const SimhashSettings s = settings(resolved);
    if (!standsAlone(s))
        return {};
    // TF weights need no document frequencies: the model of an empty collection.
    const auto model = std::make_shared<const SimhashModel>(s, features::IdfTable());
    return [model](std::span<const std::uint64_t> tokenHashes) -> std::optional<std::uint64_t> {
        const SimhashModel::Fingerprints print = model->fingerprints(tokenHashes);
        if (!print.present.front())
            return std::nullopt;
        return print.values.front();
    };
}

std::vector<std::optional<std::uint64_t>>
SimhashFamilyDetector::fingerprints(const std::vector<DetectDocument> &documents, const Params &params,
                                    JobControl &control) const
{
    const SimhashSettings s = settings(resolveOrThrow(params));
    const CollectionTokenHashes hashes(documents, control);
    const std::vector<SimhashModel::Fingerprints> prints =
        SimhashModel(s, hashes, control).collectionFingerprints(hashes, control);
    std::vector<std::optional<std::uint64_t>> values(prints.size());
    for (std::size_t d = 0; d < prints.size(); ++d) {
        if (prints[d].present.front())
            values[d] = prints[d].values.front();
    }
    return values;
}

DetectResult SimhashFamilyDetector::detectFromFingerprints(const std::vector<DetectDocument> &documents,
                                                           const StoredFingerprints &stored, const Params &params,
                                                           JobControl &control) const
{
    return detectSimhashFromStored(documents, stored, settings(resolveOrThrow(params)), control);
}

} // namespace nd::detect
