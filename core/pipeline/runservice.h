#pragma once

#include "detect/detector.h"
#include "jobs/jobcontrol.h"
#include "text/preprocessor.h"

#include <QJsonObject>
#include <QString>

namespace nd::store {
class Workspace;
}

namespace nd::pipeline {

class PreparingImport;

struct RunRequest
{
    qint64 collectionId = 0;
    QString method;        // detector name
    detect::Params params; // missing keys take the detector's defaults
    text::PreprocessOptions preprocessing;
    // The most pairs the run may score (see JobControl::admitPairs): -1 for
    // defaultPairLimit(documents of the collection), 0 for no bound.
    qint64 pairLimit = -1;
    // The collection's documents as its import prepared them (evaluate), taken
    // when the method needs only token hashes and the preprocessing matches;
    // otherwise the run prepares them from the stored texts as usual.
    PreparingImport *preparedByImport = nullptr;
};

// The default bound of a run: more pairs than this many per document means the
// method went quadratic on the collection (an all-pairs fallback, or features
// that make every document alike), which the user must allow explicitly.
constexpr qint64 kPairsPerDocument = 50;
// Below this many pairs a run is never refused: scoring and storing a million
// pairs takes seconds, so asking would cost the user more than the run (paper
// 003's SpotSigs on a Gold Set of 1,509 pages scores 493,000 of its 1.1 M pairs).
constexpr qint64 kPairsNeverRefused = 1'000'000;
// max(kPairsPerDocument * documents, kPairsNeverRefused).
qint64 defaultPairLimit(qint64 documents);

struct RunOutcome
{
    qint64 runId = 0;
    qint64 pairCount = 0;
    QJsonObject timings; // seconds: preprocess, detect, store
    QJsonObject stats;
};

QJsonObject preprocessingToJson(const text::PreprocessOptions &options);
text::PreprocessOptions preprocessingFromJson(const QJsonObject &object);

// Runs one detector over a collection: preprocesses (reusing cached tokens),
// detects, and stores the run with every scored pair. The run row is written
// first with status "running"; it ends "done", "failed" (with the error) or
// "cancelled" (pairs discarded). Throws std::invalid_argument for a bad method or
// parameters, nd::Cancelled when cancelled, nd::TooManyPairs (before scoring or
// storing them; the run row ends "failed") when the run would score more pairs
// than request.pairLimit.
RunOutcome executeRun(const store::Workspace &workspace, const RunRequest &request, JobControl &control);

// What prepareDocuments() fills in each DetectDocument besides its id and text:
// Strings, the tokens, through the token cache of a kept workspace; Hashes, the
// tokens' hashes only, straight from the text (hashing a word costs less than
// reading its string back from the cache); None, nothing.
using TokenForm = detect::TokenForm;

// Preprocesses every document of a collection with the given options. Work is
// spread over the thread pool.
std::vector<detect::DetectDocument> prepareDocuments(const store::Workspace &workspace, qint64 collectionId,
                                                     const text::PreprocessOptions &options, JobControl &control,
                                                     TokenForm form = TokenForm::Strings);

} // namespace nd::pipeline
