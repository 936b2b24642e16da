#include "corpus/sizegroups.h"

#include <algorithm>

namespace nd::corpus {

int sizeGroup(qint64 words)
{
    if (words < 500)
        return 0;
    if (words < 1000)
        return 1;
    // 1000-1999 -> 2, 2000-2999 -> 3, ..., 8000-8999 -> 9, 9000 and more -> 10.
    return int(std::min<qint64>(words / 1000 + 1, kSizeGroupCount - 1));
}

QString sizeGroupLabel(int group)
{
    if (group <= 0)
        return QStringLiteral("0-500");
    if (group == 1)
        return QStringLiteral("500-1000");
    if (group >= kSizeGroupCount - 1)
        return QStringLiteral(">9000");
    return QStringLiteral("%1-%2").arg((group - 1) * 1000).arg(group * 1000);
}

} // namespace nd::corpus
