// libFuzzer target: main-content extraction (libxml2's HTML parser through SAX,
// block classification) of a page decoded as an import decodes it.
#include "text/maincontent.h"
#include "text/textdecoder.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    nd::text::extractMainContent(nd::text::decodeBytes(bytes, true).text);
    return 0;
}
