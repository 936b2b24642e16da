#pragma once

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace nd::corpus {

struct CsvTable
{
    QChar delimiter = u',';
    QStringList header;          // trimmed
    QList<QStringList> rows;     // data rows, blank lines left out
    QList<int> lineOfRow;        // 1-based line where each row starts, for messages
};

// Reads UTF-8 CSV/TSV (a BOM is ignored). The delimiter is the one of comma and
// tab that occurs more often in the header line. Quoted fields may contain the
// delimiter, doubled quotes and line breaks (RFC 4180).
CsvTable readCsv(const QByteArray &bytes);

} // namespace nd::corpus
