// libFuzzer target: the PDF helper's JSON reply as the importer reads it (pages,
// hyphenation, running headers and footers). The helper is a separate process
// whose output a damaged PDF shapes, so its reply is untrusted input too.
#include "corpus/pdfreader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const nd::corpus::ExtractedText text = nd::corpus::parsePdfHelperReply(bytes);
    // Page and paragraph locations point into the text.
    for (const auto &location : text.locations) {
        if (location.beginOffset < 0 || location.beginOffset > text.text.size())
            __builtin_trap();
    }
    return 0;
}
