#include "cli/documentrequest.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <httplib.h>

using namespace Qt::StringLiterals;

namespace nd::cli {

namespace {

bool parseFlag(const QString &value, const char *name)
{
    if (value == u"1"_s || value == u"true"_s)
        return true;
    if (value == u"0"_s || value == u"false"_s || value.isEmpty())
        return false;
    throw HttpError{400, u"%1 must be true/false or 1/0, not \"%2\"."_s.arg(QLatin1String(name), value)};
}

int parseK(const QString &value)
{
    bool ok = false;
    const int k = value.toInt(&ok);
    if (!ok || k < 0)
        throw HttpError{400, u"k must be a number of bits (0 or more), not \"%1\"."_s.arg(value)};
    return k;
}

// Options from the query string (raw and multipart bodies) or from form fields.
void readOption(DocumentRequest &request, const QString &key, const QString &value)
{
    if (key == u"k"_s)
        request.k = parseK(value);
    else if (key == u"by_paragraph"_s)
        request.byParagraph = parseFlag(value, "by_paragraph");
    else if (key == u"add"_s)
        request.add = parseFlag(value, "add");
    else if (key == u"name"_s)
        request.upload.name = value;
}

// A name whose suffix tells the reader the format the content type names; the
// reader also looks at the bytes (a PDF, DOCX, ODT or EPUB is known by them).
QString nameForContentType(const QString &mime)
{
    if (mime == u"text/html"_s || mime == u"application/xhtml+xml"_s)
        return u"document.html"_s;
    if (mime == u"application/pdf"_s)
        return u"document.pdf"_s;
    if (mime == u"application/vnd.openxmlformats-officedocument.wordprocessingml.document"_s)
        return u"document.docx"_s;
    if (mime == u"application/vnd.oasis.opendocument.text"_s)
        return u"document.odt"_s;
    if (mime == u"application/epub+zip"_s)
        return u"document.epub"_s;
    if (mime == u"text/plain"_s || mime == u"application/octet-stream"_s)
        return u"document.txt"_s;
    return {};
}

} // namespace

DocumentRequest parseDocumentRequest(const httplib::Request &http)
{
    DocumentRequest request;
    const QString contentType = QString::fromStdString(http.get_header_value("Content-Type"));
    const QString mime = contentType.section(u';', 0, 0).trimmed().toLower();
    for (const auto &[key, value] : http.params)
        readOption(request, QString::fromStdString(key), QString::fromStdString(value));

    if (mime == u"application/json"_s) {
        QJsonParseError error;
        // Parsed in place: the body outlives the document.
        const QJsonDocument document =
            QJsonDocument::fromJson(QByteArray::fromRawData(http.body.data(), qsizetype(http.body.size())), &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            throw HttpError{400,
                            error.error != QJsonParseError::NoError
                                ? u"Malformed JSON: %1 at offset %2."_s.arg(error.errorString()).arg(error.offset)
                                : u"The JSON body must be an object."_s};
        const QJsonObject object = document.object();
        const QJsonValue textValue = object.value(u"text"_s);
        const QString text = textValue.toString();
        if (!textValue.isString() || QStringView(text).trimmed().isEmpty())
            throw HttpError{400, u"The JSON body needs \"text\": a non-empty string."_s};
        request.upload.bytes = text.toUtf8();
        if (object.contains(u"k"_s)) {
            const QJsonValue k = object.value(u"k"_s);
            if (!k.isDouble() || k.toDouble() != double(k.toInt()) || k.toInt() < 0)
                throw HttpError{400, u"\"k\" must be a whole number of bits (0 or more)."_s};
            request.k = k.toInt();
        }
        for (const char *flag : {"by_paragraph", "add"}) {
            const QJsonValue value = object.value(QLatin1String(flag));
            if (value.isUndefined() || value.isNull())
                continue;
            if (!value.isBool())
                throw HttpError{400, u"\"%1\" must be true or false."_s.arg(QLatin1String(flag))};
            (qstrcmp(flag, "add") == 0 ? request.add : request.byParagraph) = value.toBool();
        }
        if (object.value(u"name"_s).isString())
            request.upload.name = object.value(u"name"_s).toString();
        if (request.upload.name.isEmpty())
            request.upload.name = u"text.txt"_s;
        return request;
    }
    if (mime == u"multipart/form-data"_s) {
        const httplib::MultipartFormData *file = nullptr;
        for (const auto &[key, part] : http.files) {
            if (!part.filename.empty() || key == "file" || key == "text") {
                if (!file || key == "file")
                    file = &part;
            } else {
                readOption(request, QString::fromStdString(key), QString::fromStdString(part.content));
            }
        }
        if (!file || file->content.empty())
            throw HttpError{400, u"The form needs a non-empty \"file\" (or \"text\") part."_s};
        request.upload.bytes = QByteArray::fromStdString(file->content);
        if (request.upload.name.isEmpty())
            request.upload.name = !file->filename.empty()
                ? QFileInfo(QString::fromStdString(file->filename)).fileName() // a name, never a path
                : nameForContentType(
                    QString::fromStdString(file->content_type).section(u';', 0, 0).trimmed().toLower());
        if (request.upload.name.isEmpty())
            request.upload.name = u"document"_s;
        return request;
    }
    const QString name = nameForContentType(mime);
    if (name.isEmpty())
        throw HttpError{415,
                        mime.isEmpty()
                            ? u"The body needs a Content-Type: application/json, text/plain, text/html, "
                              "application/pdf, DOCX, ODT, EPUB, application/octet-stream or multipart/form-data."_s
                            : u"Content-Type \"%1\" is not supported."_s.arg(mime)};
    if (http.body.empty())
        throw HttpError{400, u"The request has no body: the text or the file is missing."_s};
    request.upload.bytes = QByteArray::fromStdString(http.body);
    if (request.upload.name.isEmpty())
        request.upload.name = name;
    else if (QFileInfo(request.upload.name).suffix().isEmpty())
        request.upload.name += u'.' + QFileInfo(name).suffix();
    request.upload.name = QFileInfo(request.upload.name).fileName();
    return request;
}

} // namespace nd::cli
