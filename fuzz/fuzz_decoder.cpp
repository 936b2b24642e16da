// libFuzzer target: encoding detection and decoding of plain text (BOM, ICU detection).
#include "text/textdecoder.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    nd::text::looksBinary(bytes);
    nd::text::looksLikeHtml(bytes);
    nd::text::decodeBytes(bytes, false);
    return 0;
}
