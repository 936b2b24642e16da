// libFuzzer target: the CSV reader of ground-truth files (any encoding, RFC 4180
// quoting, delimiter guess).
#include "corpus/csvreader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const nd::corpus::CsvTable table = nd::corpus::readCsv(bytes);
    if (table.rows.size() != table.lineOfRow.size())
        __builtin_trap(); // every row must know its line, for the messages
    return 0;
}
