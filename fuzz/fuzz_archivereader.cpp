// libFuzzer target: every archive format and filter libarchive reads, in memory, under the caps.
#include "corpus/archivereader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    nd::corpus::ArchiveReader reader;
    if (!reader.openMemory(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral("f.zip")))
        return 0;
    for (int i = 0; i < 1000; ++i) {
        nd::corpus::ArchiveReader::Entry entry;
        if (reader.nextEntry(entry) != nd::corpus::ArchiveReader::Next::Entry)
            break;
        QByteArray out;
        if (reader.readData(out, 4LL << 20, 100.0) == nd::corpus::ArchiveReader::ReadStatus::Error && reader.isFatal())
            break;
    }
    return 0;
}
