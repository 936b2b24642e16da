#pragma once

#include "review/report.h"

namespace nd::store {
class Workspace;
}

namespace nd::pipeline {

// The pairs a run flags at the threshold (plus, with decidedOnly, only those with
// a decision), with names, decisions and aligned passages.
// Throws std::invalid_argument for an unknown run, WorkspaceError on database errors.
review::ReportData buildReport(const store::Workspace &workspace, qint64 runId,
                               const review::ReportOptions &options = {});

} // namespace nd::pipeline
