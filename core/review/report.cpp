#include "review/report.h"

namespace nd::review {

QString reportDecisionName(const ReportPair &pair)
{
    return pair.decided ? store::decisionName(pair.decision) : QString();
}

} // namespace nd::review
