// libFuzzer target: DOCX/ODT/EPUB sniffing and reading (libarchive + QXmlStreamReader).
#include "corpus/officereader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    nd::corpus::sniffOfficeDocument(bytes);
    // Every kind, not only the sniffed one, so mutations reach all three parsers.
    const nd::corpus::OfficeLimits limits{8LL << 20, 100.0};
    for (auto kind : {nd::corpus::OfficeKind::Docx, nd::corpus::OfficeKind::Odt, nd::corpus::OfficeKind::Epub})
        nd::corpus::readOfficeDocument(bytes, kind, limits);
    return 0;
}
