// neardup-pdftext: prints the text of a PDF's pages as JSON on stdout.
// Runs as a separate process started by core (nd::corpus::readPdf), because
// Poppler-Qt6 links QtGui, which core must not, and so that a crash, a hang or
// runaway memory in Poppler ends only this process.
//
//   neardup-pdftext FILE.pdf | -      ("-": the PDF's bytes on stdin)
//   -> {"pages": ["text of page 1", ...]}  or  {"error": "encrypted" | "...reason..."}

#include <poppler-qt6.h>

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

int reply(const QJsonObject &object)
{
    const QByteArray json = QJsonDocument(object).toJson(QJsonDocument::Compact);
    std::fwrite(json.constData(), 1, size_t(json.size()), stdout);
    std::fflush(stdout);
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // no GUI: Poppler's text extraction needs none
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 2) {
        std::fputs("usage: neardup-pdftext FILE.pdf | -\n", stderr);
        return 2;
    }
    QByteArray bytes;
    QFile input;
    const bool fromStdin = args.at(1) == u"-"_s;
    if (fromStdin ? !input.open(stdin, QIODevice::ReadOnly)
                  : (input.setFileName(args.at(1)), !input.open(QIODevice::ReadOnly)))
        return reply({{u"error"_s, u"cannot read input"_s}});
    bytes = input.readAll();
    // Poppler prints its complaints about broken files on stderr; that stays there.
    const std::unique_ptr<Poppler::Document> document = Poppler::Document::loadFromData(bytes);
    if (!document)
        return reply({{u"error"_s, u"Poppler cannot open it"_s}});
    if (document->isLocked())
        return reply({{u"error"_s, u"encrypted"_s}});
    QJsonArray pages;
    for (int i = 0; i < document->numPages(); ++i) {
        const std::unique_ptr<Poppler::Page> page = document->page(i);
        // A null rectangle means the whole page, in Poppler's reading order.
        pages.append(page ? page->text(QRectF()) : QString());
    }
    return reply({{u"pages"_s, pages}});
}
