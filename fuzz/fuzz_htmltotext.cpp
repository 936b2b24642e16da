// libFuzzer target: HTML decoding (declared charset) and HTML-to-text.
#include "text/htmltotext.h"
#include "text/textdecoder.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString text = nd::text::htmlToText(nd::text::decodeBytes(bytes, true).text);
    nd::text::canonicalText(text);
    return 0;
}
