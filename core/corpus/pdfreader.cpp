#include "corpus/pdfreader.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <sys/resource.h>

#include <algorithm>
#include <string_view>

using namespace Qt::StringLiterals;

namespace nd::corpus {

namespace {

// Running headers and footers usually differ only in the page number.
QString boilerplateKey(const QString &line)
{
    QString key = line;
    for (QChar &c : key) {
        if (c.isDigit())
            c = u'#';
    }
    return key;
}

// Finds the first (or last) line repeated on more than half of the pages and
// removes it from the pages that carry it. Returns the line (empty: none).
QString removeRepeatedEdgeLine(QList<QStringList> &pages, bool first)
{
    // Two pages would make any shared line "most pages"; that is a coincidence, not a layout.
    if (pages.size() < 3)
        return {};
    QHash<QString, int> count;
    for (const QStringList &lines : std::as_const(pages)) {
        if (!lines.isEmpty())
            ++count[boilerplateKey(first ? lines.first() : lines.last())];
    }
    QString best;
    int bestCount = 0;
    for (auto it = count.cbegin(); it != count.cend(); ++it) {
        if (it.value() > bestCount || (it.value() == bestCount && it.key() < best)) {
            best = it.key();
            bestCount = it.value();
        }
    }
    if (bestCount * 2 <= pages.size())
        return {};
    QString example;
    for (QStringList &lines : pages) {
        if (lines.isEmpty() || boilerplateKey(first ? lines.first() : lines.last()) != best)
            continue;
        if (example.isEmpty())
            example = first ? lines.first() : lines.last();
        first ? lines.removeFirst() : lines.removeLast();
    }
    return example;
}

// "exam-" + "ple" -> "example": a letter, a hyphen at the end of the line, and
// a lower-case letter starting the next one. "well-" + "Known" stays apart.
QStringList joinHyphenation(const QStringList &lines)
{
    QStringList joined;
    for (const QString &line : lines) {
        if (!joined.isEmpty()) {
            QString &previous = joined.last();
            if (previous.size() >= 2 && previous.endsWith(u'-') && previous.at(previous.size() - 2).isLetter()
                && !line.isEmpty() && line.at(0).isLower()) {
                previous.chop(1);
                previous += line;
                continue;
            }
        }
        joined.append(line);
    }
    return joined;
}

} // namespace

QString pdfHelperPath()
{
    const QString fromEnv = qEnvironmentVariable("NEARDUP_PDFTEXT");
    if (!fromEnv.isEmpty())
        return QFileInfo(fromEnv).isExecutable() ? fromEnv : QString();
    if (!QCoreApplication::instance())
        return {};
    const QString beside = QCoreApplication::applicationDirPath() + u"/neardup-pdftext"_s;
    return QFileInfo(beside).isExecutable() ? beside : QString();
}

bool looksLikePdf(const QByteArray &bytes)
{
    // The header may follow a little junk; readers accept it within the first KiB.
    // Searched in place, from one memchr for '%' to the next: QByteArray::left()
    // copied the KiB and its indexOf() hashed every byte: 7 % of the CPU of an
    // import of plain text, where every file is asked up to three times.
    const std::string_view head(bytes.constData(), std::size_t(std::min<qsizetype>(bytes.size(), 1024)));
    return head.find("%PDF-") != std::string_view::npos;
}

ExtractedText assemblePdfPages(const QStringList &pageTexts)
{
    ExtractedText result;
    result.format = u"pdf"_s;
    QList<QStringList> pages;
    for (const QString &page : pageTexts) {
        QStringList lines;
        for (const QString &line : page.split(u'\n')) {
            const QString simplified = line.simplified();
            if (!simplified.isEmpty())
                lines.append(simplified);
        }
        pages.append(lines);
    }
    const QString header = removeRepeatedEdgeLine(pages, true);
    const QString footer = removeRepeatedEdgeLine(pages, false);
    if (!header.isEmpty())
        result.notes.append(u"running header removed as boilerplate: \"%1\""_s.arg(header));
    if (!footer.isEmpty())
        result.notes.append(u"running footer removed as boilerplate: \"%1\""_s.arg(footer));
    for (qsizetype i = 0; i < pages.size(); ++i) {
        const QStringList lines = joinHyphenation(pages.at(i));
        if (lines.isEmpty())
            continue;
        if (!result.text.isEmpty())
            result.text += u'\n';
        result.locations.append(store::SourceLocation{result.text.size(), int(i + 1), 0});
        result.text += lines.join(u'\n');
    }
    if (result.text.isEmpty())
        result.error =
            pageTexts.isEmpty() ? u"PDF without pages, not imported"_s : u"no text layer (scanned?), not imported"_s;
    return result;
}

ExtractedText readPdf(const QByteArray &bytes, const PdfLimits &limits)
{
    ExtractedText failed;
    failed.format = u"pdf"_s;
    const QString helper = pdfHelperPath();
    if (helper.isEmpty()) {
        failed.error = u"PDF support not installed (neardup-pdftext helper not found)"_s;
        return failed;
    }
    QProcess process;
    process.setProgram(helper);
    process.setArguments({u"-"_s}); // the PDF comes on stdin: archive members never touch the disk
    const qint64 memory = limits.memoryBytes;
    process.setChildProcessModifier([memory] {
        // Runs in the child between fork and exec: only async-signal-safe calls.
        const rlimit noCore{0, 0};
        setrlimit(RLIMIT_CORE, &noCore);
#ifndef NEARDUP_SANITIZE
        // AddressSanitizer reserves terabytes of address space, so no cap in that build.
        if (memory > 0) {
            const rlimit space{rlim_t(memory), rlim_t(memory)};
            setrlimit(RLIMIT_AS, &space);
        }
#else
        (void)memory;
#endif
    });
    process.start(QIODevice::ReadWrite);
    if (!process.waitForStarted(10000)) {
        failed.error = u"PDF reader could not start: %1"_s.arg(process.errorString());
        return failed;
    }
    process.write(bytes);
    process.closeWriteChannel();
    if (!process.waitForFinished(limits.timeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
        failed.error = u"PDF reader timed out after %1 s, not imported"_s.arg(limits.timeoutMs / 1000.0);
        return failed;
    }
    if (process.exitStatus() == QProcess::CrashExit) {
        failed.error = u"PDF reader crashed on this file, not imported"_s;
        return failed;
    }
    if (process.exitCode() != 0) {
        failed.error = u"PDF reader failed (exit code %1)"_s.arg(process.exitCode());
        return failed;
    }
    return parsePdfHelperReply(process.readAllStandardOutput());
}

ExtractedText parsePdfHelperReply(const QByteArray &reply)
{
    ExtractedText failed;
    QJsonParseError parseError;
    const QJsonObject object = QJsonDocument::fromJson(reply, &parseError).object();
    if (parseError.error != QJsonParseError::NoError) {
        failed.error = u"PDF reader failed (unreadable reply: %1)"_s.arg(parseError.errorString());
        return failed;
    }
    const QString error = object.value(u"error"_s).toString();
    if (error == u"encrypted"_s) {
        failed.error = u"encrypted PDF (password required), not imported"_s;
        return failed;
    }
    if (!error.isEmpty()) {
        failed.error = u"damaged PDF: %1"_s.arg(error);
        return failed;
    }
    QStringList pages;
    for (const QJsonValue &page : object.value(u"pages"_s).toArray())
        pages.append(page.toString());
    return assemblePdfPages(pages);
}

} // namespace nd::corpus
