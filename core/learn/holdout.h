#pragma once

#include "jobs/jobcontrol.h"
#include "learn/crossvalidation.h"
#include "learn/pairdataset.h"

#include <QList>

#include <vector>

namespace nd::eval {
class GroundTruth;
}

namespace nd::learn {

// Paper 001's protocol (III-A): classifiers trained on the pairs of one set of
// documents and tested on every pair of another set, no document in both.

// Which documents train and which are held out for the test. Whole groups go to
// one side: a cluster of the truth, or with labelled pairs a connected group of
// positive pairs; a document in none is a group of its own. So no document, and
// no cluster, is on both sides.
struct DocumentSplit
{
    std::vector<std::size_t> training; // indices into the documents, ascending
    std::vector<std::size_t> test;
    int trainingGroups = 0;
    int testGroups = 0;
};

// Groups in the order of their first document, shuffled by a seeded Mersenne
// Twister (the same on every platform, where std::shuffle is not), then held out
// one by one until the test side has round(heldOutFraction x documents). Throws
// std::invalid_argument when the fraction is not inside (0, 1) or a side would be
// empty (e.g. one cluster holding every document).
DocumentSplit splitDocuments(const std::vector<qint64> &ids, const eval::GroundTruth &truth, double heldOutFraction,
                             quint64 seed);

struct HoldoutSets
{
    PairSet training;                     // pairs of the training documents (sampled or all, as options say)
    Samples test;                         // every labelled pair of the kept test documents
    std::size_t droppedTestDocuments = 0; // test documents with none of the training keywords
    qint64 missedPositives = 0;           // positive test pairs with a dropped document: no features, counted as missed
};

// Keyword selection and idf on the training documents only; the test documents are
// vectors of those keywords (a word only test documents have is not a dimension).
// The paper drops documents with no keyword; a dropped test document's positive
// pairs cannot be called duplicates, so they count as false negatives
// (missedPositives) rather than disappearing from the test.
HoldoutSets buildHoldoutSets(const std::vector<text::PreparedDocument> &documents, const eval::GroundTruth &truth,
                             const DocumentSplit &split, const PairSetOptions &training, JobControl &control);

// Trains on sets.training and scores sets.test (trainAndTest), the missed positives
// counted as false negatives.
CrossValidation trainAndTest(const QString &classifier, const HoldoutSets &sets, JobControl &control,
                             std::unique_ptr<Classifier> *trained = nullptr);

} // namespace nd::learn
