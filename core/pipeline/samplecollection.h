#pragma once

#include "jobs/jobcontrol.h"

#include <QString>

namespace nd::store {
class Workspace;
}

namespace nd::pipeline {

// Where the bundled sample collection lives (a Qt resource folder, one
// sub-folder per cluster of near-duplicates).
QString sampleCollectionPath();

// The method and threshold the first start shows on the sample collection.
QString sampleMethod();

// On a workspace without collections: imports the sample collection with its
// ground truth and runs sampleMethod() on it. Returns that run's id, or 0 when
// the workspace already had a collection (nothing is changed then).
qint64 ensureSampleCollection(const store::Workspace &workspace, JobControl &control);

} // namespace nd::pipeline
