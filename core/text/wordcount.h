#pragma once

#include <QStringView>

namespace nd::text {

// The number of words segmentWords(text) finds (ICU word segmentation), without
// running ICU over ASCII stretches. The text is cut at ASCII white space that is
// followed by another ASCII character: ICU's word rules always break there and
// no rule looks across such a cut, so the pieces can be counted one by one.
// ASCII pieces are counted by forEachAsciiWord (UAX #29 restricted to ASCII),
// runs of pieces with any other character by ICU itself, so Chinese, Thai and
// combining marks are segmented exactly as before. Thread-safe (one ICU break
// iterator per thread).
qsizetype countWords(QStringView text);

} // namespace nd::text
