#pragma once

#include "jobs/jobcontrol.h"

#include <QList>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

// The first max(1, round(fraction * n)) of the ids in a seeded shuffle of
// documentIds (taken in ascending order first, so the result depends on the
// seed only): with one seed, every smaller subset lies inside every larger one,
// as the scalability runs of paper 003 (Fig. 11) need.
QList<qint64> nestedSubset(QList<qint64> documentIds, double fraction, quint32 seed);

// A collection of copies of nestedSubset's documents of collectionId, with the
// ground truth (clusters or labelled pairs) restricted to them. A subset made
// earlier with the same collection, fraction and seed is found and returned
// instead, so its runs are reused. Returns the subset's collection id.
qint64 makeSubsetCollection(const store::Workspace &workspace, qint64 collectionId, double fraction, quint32 seed,
                            JobControl &control);

} // namespace nd::experiments
