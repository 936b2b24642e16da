// query: paper 002's query by document (full text or paragraph by paragraph) against a stored collection.
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "corpus/documentbuilder.h"
#include "pipeline/querybydocument.h"
#include "store/workspace.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

CommandLine queryCommandLine()
{
    return withWorkspace(
        QList<QCommandLineOption>{
            {QStringLiteral("collection"), QStringLiteral("Collection id to search."), QStringLiteral("ID")},
            {QStringLiteral("method"),
             QStringLiteral("simhash, simhash-weighted, simhash-shingles, simhash-lexicons or simhash-fusion."),
             QStringLiteral("NAME"), QStringLiteral("simhash")},
            {QStringLiteral("param"), QStringLiteral("Method parameter, repeatable."), QStringLiteral("KEY=VALUE")},
            {QStringLiteral("text"), QStringLiteral("The query text."), QStringLiteral("TEXT")},
            {QStringLiteral("file"),
             QStringLiteral(
                 "Read the query from a file as an import reads it (HTML, PDF, DOCX, ODT, EPUB, any encoding)."),
             QStringLiteral("PATH")},
            {QStringLiteral("document"), QStringLiteral("A stored document as query (left out of the hits)."),
             QStringLiteral("ID")},
            {QStringLiteral("by-paragraph"), QStringLiteral("Compare the query's paragraphs with stored paragraphs.")},
            {QStringLiteral("max-distance"), QStringLiteral("Hamming distance bound k (default: the method's)."),
             QStringLiteral("K")},
        }
        + preprocessingOptions());
}

int queryCommand(Context &context, const QCommandLineParser &parser)
{
    const int sources = int(parser.isSet(QStringLiteral("text"))) + int(parser.isSet(QStringLiteral("file")))
        + int(parser.isSet(QStringLiteral("document")));
    if (sources != 1) {
        context.err << "neardup-cli query: give exactly one of --text, --file, --document" << Qt::endl;
        return exitUsage;
    }

    pipeline::QueryRequest request;
    request.collectionId = requireId(parser, QStringLiteral("collection"));
    request.method = parser.value(QStringLiteral("method"));
    request.params = parseParams(parser.values(QStringLiteral("param")));
    if (parser.isSet(QStringLiteral("text"))) {
        request.text = parser.value(QStringLiteral("text"));
    } else if (parser.isSet(QStringLiteral("file"))) {
        // Read as the importer reads a file (format and encoding by content), so a
        // page is compared by its visible text, as its stored copy was.
        QFile file(parser.value(QStringLiteral("file")));
        if (!file.open(QIODevice::ReadOnly))
            throw std::invalid_argument(
                QStringLiteral("cannot read %1: %2").arg(file.fileName(), file.errorString()).toStdString());
        corpus::RawEntry entry;
        entry.path = QFileInfo(file.fileName()).fileName();
        entry.layoutPath = entry.path;
        entry.bytes = file.readAll();
        const corpus::BuiltDocument built = corpus::buildDocument(entry, false);
        if (!built.document)
            throw std::invalid_argument(
                QStringLiteral("cannot read %1: %2")
                    .arg(file.fileName(),
                         built.issues.isEmpty() ? QStringLiteral("no text") : built.issues.constFirst().reason)
                    .toStdString());
        request.text = built.document->decodedText();
    } else {
        request.documentId = requireId(parser, QStringLiteral("document"));
    }
    request.byParagraph = parser.isSet(QStringLiteral("by-paragraph"));
    if (parser.isSet(QStringLiteral("max-distance"))) {
        bool ok = false;
        request.maxDistance = parser.value(QStringLiteral("max-distance")).toInt(&ok);
        if (!ok || request.maxDistance < 0)
            throw std::invalid_argument("--max-distance needs a number of bits");
    }
    request.preprocessing = preprocessingFrom(parser);

    const auto workspace = openWorkspace(parser);
    JobControl control;
    const pipeline::QueryResult result = pipeline::queryByDocument(*workspace, request, control);

    if (context.json || parser.isSet(QStringLiteral("json"))) {
        QJsonArray hits;
        for (const pipeline::QueryHit &hit : result.hits) {
            QJsonObject object{{QStringLiteral("document"), hit.documentId},
                               {QStringLiteral("path"), hit.path},
                               {QStringLiteral("distance"), hit.distance}};
            if (request.byParagraph) {
                object.insert(QStringLiteral("query_paragraph"), hit.queryParagraph);
                object.insert(QStringLiteral("stored_paragraph"), hit.storedParagraph);
            }
            hits.append(object);
        }
        printJson(context.out,
                  QJsonObject{{QStringLiteral("hits"), hits},
                              {QStringLiteral("query_paragraphs"), result.queryParagraphs},
                              {QStringLiteral("stats"), result.stats}});
        return 0;
    }
    if (result.hits.isEmpty())
        context.out << "No stored document within " << result.stats.value(QStringLiteral("max_distance")).toInt()
                    << " bits.\n";
    for (const pipeline::QueryHit &hit : result.hits) {
        if (request.byParagraph)
            context.out << "paragraph " << hit.queryParagraph + 1 << '\t';
        context.out << hit.documentId << '\t' << hit.distance << '\t' << hit.path;
        if (request.byParagraph)
            context.out << "\t(paragraph " << hit.storedParagraph + 1 << ')';
        context.out << '\n';
    }
    return 0;
}

} // namespace nd::cli
