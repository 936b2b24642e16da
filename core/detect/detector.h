#pragma once

#include "base/scoredpair.h"
#include "jobs/jobcontrol.h"
#include "text/prepareddocument.h"
#include "text/preprocessor.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace nd::detect {

// Describes one parameter of a detector, so a form and the CLI can be built from it.
struct ParamDescriptor
{
    enum class Type { Int, Double, Bool, Choice, Text };
    QString name;  // key used in params, e.g. "shingle_size"
    QString label; // short label for forms, e.g. "Shingle size"
    Type type = Type::Int;
    QVariant defaultValue; // the paper's default
    QVariant minimum;      // Int/Double only
    QVariant maximum;      // Int/Double only
    QStringList choices;   // Choice only (Text: free text, checked by the detector)
    QString help;          // one line
    QString paper;         // e.g. "000 (Fan & Huang)"
};

using Params = QVariantMap;

// One document as detectors see it: a prepared document (text/prepareddocument.h).
using DetectDocument = text::PreparedDocument;

struct ThresholdRange
{
    double minimum = 0.0;
    double maximum = 1.0;
    double suggested = 0.5; // the paper's operating point
    // A pruning bound: the run scores every candidate pair on the flagged side of
    // `maximum` (distances) or `minimum` (similarities) but only some beyond it,
    // so precision, recall and F there are not the method's.
    bool pruned = false;
};

// Fingerprints of a run's documents that a run before it stored, for a method
// whose fingerprint of a document depends on that document's text and the
// parameters alone (Detector::storedFingerprintKind()).
struct StoredFingerprints
{
    // documents[i]'s; none where the text has nothing to fingerprint.
    std::vector<std::optional<std::uint64_t>> values;
    // Fills in documents[i].tokenHashes for each i of `positions` (ascending),
    // for a method that needs some documents' text after all (the exact
    // verification of the pairs it found). Empty when every document has them.
    std::function<void(std::span<const std::size_t> positions)> prepare;
};

// One document's fingerprint of a stored kind (Detector::storedFingerprintKind)
// from its token hashes alone; none where the text has nothing to fingerprint.
using DocumentFingerprinter = std::function<std::optional<std::uint64_t>(std::span<const std::uint64_t> tokenHashes)>;

struct DetectResult
{
    ScoredPairs pairs; // every candidate pair examined, with its score
    QJsonObject stats; // e.g. candidates, comparisons, bands, rows
};

// What every list of methods shows of one (the registry, `neardup-cli methods`,
// the run panel), declared once per method beside its detector class.
// title and description are source strings marked with QT_TRANSLATE_NOOP in
// the context "nd::detect::Detector"; Detector translates them when asked.
// What a method reads of its documents besides their texts (DetectDocument), so
// preprocessing builds nothing more.
enum class TokenForm {
    Strings, // the tokens
    Hashes,  // only the tokens' hashes (DetectDocument::tokenHashes)
    None,    // nothing but the text: no tokens are built
};

struct MethodInfo
{
    const char *name;        // CLI name, e.g. "minhash"
    const char *title;       // e.g. "MinHash with LSH"
    const char *description; // one or two sentences, with the paper
    ScoreKind scoreKind;
    const char *folder; // where its code is, e.g. "core/detect/minhash"
    // Whether an HTML page's main content rather than its whole text is compared
    // when the run does not say: on where cross-validation over whole Gold Set
    // clusters chose it (docs/quality.md), off where the method's own features
    // already pass over a site's template.
    bool mainContentByDefault = false;
};

// One detection method. Stateless and thread-safe: detect() may run on any
// thread; it checks control.isCancelled() in its loops and throws nd::Cancelled.
class Detector
{
public:
    explicit Detector(const MethodInfo &info)
        : m_info(info)
    { }
    virtual ~Detector() = default;

    QString name() const { return QString::fromLatin1(m_info.name); }
    QString title() const;
    virtual QString description() const;
    ScoreKind scoreKind() const { return m_info.scoreKind; }
    QString folder() const { return QString::fromLatin1(m_info.folder); }
    bool comparesMainContentByDefault() const { return m_info.mainContentByDefault; }
    // `given` with the text to compare filled in from the method's default when
    // it leaves that open (an explicit choice is kept): what a run uses and stores.
    text::PreprocessOptions resolvePreprocessing(text::PreprocessOptions given) const
    {
        if (!given.mainContentOnly)
            given.mainContentOnly = m_info.mainContentByDefault;
        return given;
    }
    virtual QList<ParamDescriptor> parameters() const = 0;
    virtual ThresholdRange thresholdRange(const Params &params) const = 0;

    // A sentence on settings derived from the parameters (e.g. LSH bands and rows)
    // for the user to see before running; empty when there is nothing to say.
    virtual QString plan(const Params &params) const
    {
        Q_UNUSED(params);
        return {};
    }

    // What the method reads of the preprocessing (see TokenForm) under `params`
    // (resolved or as given).
    virtual TokenForm tokenForm(const Params &params) const
    {
        Q_UNUSED(params);
        return TokenForm::Strings;
    }

    // Whether the method is all-pairs by nature (the UI warns with the pair count).
    virtual bool allPairs(const Params &params) const
    {
        Q_UNUSED(params);
        return false;
    }

    virtual DetectResult detect(const std::vector<DetectDocument> &documents, const Params &params,
                                JobControl &control) const = 0;

    // Fingerprints a run can store for the next run on the same collection to
    // read instead of preprocessing every text again (a threshold sweep): the key
    // of their kind (store::FingerprintStore) under these resolved parameters and
    // preprocessing, or empty where a fingerprint depends on more than its
    // document (IDF weights change with the collection) or the method has none.
    virtual QString storedFingerprintKind(const Params &resolved, const text::PreprocessOptions &preprocessing) const
    {
        Q_UNUSED(resolved);
        Q_UNUSED(preprocessing);
        return {};
    }
    // The fingerprints of that kind of every document (prepared as for detect()).
    // Only for a kind that is not empty.
    virtual std::vector<std::optional<std::uint64_t>> fingerprints(const std::vector<DetectDocument> &documents,
                                                                   const Params &params, JobControl &control) const;
    // The same fingerprints one document at a time, for a caller that has each
    // document's token hashes before it has the collection's (an import that
    // prepares its run fingerprints each text while its hashes are at hand).
    // Safe to call from several threads at once. Empty where the kind is.
    virtual DocumentFingerprinter documentFingerprinter(const Params &resolved) const
    {
        Q_UNUSED(resolved);
        return {};
    }
    // detect() from fingerprints of that kind: `documents` carry their ids, and
    // their token hashes only once stored.prepare() filled them in. The same
    // pairs and scores as detect() on the prepared documents.
    virtual DetectResult detectFromFingerprints(const std::vector<DetectDocument> &documents,
                                                const StoredFingerprints &stored, const Params &params,
                                                JobControl &control) const;

    // Fills defaults and checks every value against its descriptor. Unknown keys
    // and out-of-range values are errors (message in *error, empty result).
    // Numbers may be given as strings ("4", "0.8"), as the CLI passes them.
    Params resolve(const Params &given, QString *error) const;

protected:
    // Constraints between parameters (e.g. max_distance <= bits / 2), checked by
    // resolve() once every value passed its own descriptor; returns an error or "".
    virtual QString checkResolved(const Params &resolved) const
    {
        Q_UNUSED(resolved);
        return {};
    }

    // resolve() for use inside detect(): callers are expected to have resolved
    // already, so a bad value here is a programming error and throws
    // std::invalid_argument with the message rather than running on garbage.
    Params resolveOrThrow(const Params &given) const;

private:
    const MethodInfo &m_info;
};

// All detectors, in the order the UI lists them.
class Registry
{
public:
    static const Registry &instance();
    const std::vector<const Detector *> &all() const { return m_detectors; }
    const Detector *find(QStringView name) const;
    // The score kind of `name`'s detector; Similarity for a method not known here.
    ScoreKind scoreKind(QStringView name) const;

private:
    Registry();
    std::vector<const Detector *> m_detectors;
};

} // namespace nd::detect
