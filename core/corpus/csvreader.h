#pragma once

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace nd::corpus {

struct CsvTable
{
    QChar delimiter = u',';
    QStringList header;      // trimmed
    QList<QStringList> rows; // data rows, blank lines left out
    QList<int> lineOfRow;    // 1-based line where each row starts, for messages
};

// Reads CSV/TSV in any encoding text::decodeBytes recognises (UTF-8, UTF-16/32
// with or without a BOM, legacy charsets; a BOM is dropped). The delimiter is the one of comma and
// tab that occurs more often in the header line. Quoted fields may contain the
// delimiter, doubled quotes and line breaks (RFC 4180).
CsvTable readCsv(const QByteArray &bytes);

} // namespace nd::corpus
