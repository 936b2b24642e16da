#include "corpus/csvreader.h"

#include "text/textdecoder.h"

#include <QString>

namespace nd::corpus {

namespace {

QChar detectDelimiter(QStringView text)
{
    qsizetype commas = 0;
    qsizetype tabs = 0;
    bool quoted = false;
    for (const QChar c : text) {
        if (c == u'"')
            quoted = !quoted;
        else if (!quoted && (c == u'\n' || c == u'\r'))
            break;
        else if (!quoted && c == u',')
            ++commas;
        else if (!quoted && c == u'\t')
            ++tabs;
    }
    return tabs > commas ? QChar(u'\t') : QChar(u',');
}

bool isBlank(const QStringList &row)
{
    for (const QString &field : row) {
        if (!field.trimmed().isEmpty())
            return false;
    }
    return true;
}

} // namespace

CsvTable readCsv(const QByteArray &bytes)
{
    // Spreadsheets save CSV as UTF-8, UTF-16 ("Unicode text") or the system's
    // legacy charset: the decoder's BOM, pattern and detection tell them apart.
    const QString text = text::decodeBytes(bytes, false).text;
    CsvTable table;
    table.delimiter = detectDelimiter(text);

    QList<QStringList> rows;
    QList<int> lines;
    QStringList row;
    QString field;
    bool quoted = false;
    bool fieldWasQuoted = false;
    int line = 1;
    int rowLine = 1;
    auto endField = [&] {
        row.append(fieldWasQuoted ? field : field.trimmed());
        field.clear();
        fieldWasQuoted = false;
    };
    auto endRow = [&] {
        endField();
        if (!isBlank(row)) {
            rows.append(row);
            lines.append(rowLine);
        }
        row.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field.append(u'"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field.append(c);
            }
        } else if (c == u'"' && field.trimmed().isEmpty()) {
            quoted = true;
            fieldWasQuoted = true;
            field.clear();
        } else if (c == table.delimiter) {
            endField();
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            endRow();
            ++line;
            rowLine = line;
        } else {
            field.append(c);
        }
    }
    if (!field.isEmpty() || !row.isEmpty())
        endRow();

    if (!rows.isEmpty()) {
        for (const QString &name : rows.takeFirst())
            table.header.append(name.trimmed());
        lines.removeFirst();
    }
    table.rows = std::move(rows);
    table.lineOfRow = std::move(lines);
    return table;
}

} // namespace nd::corpus
