#include "pipeline/jsonlines.h"

#include <QIODevice>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace nd::pipeline {

bool JsonLinesReader::next(QJsonObject &object)
{
    while (true) {
        // Empty only at the end: a line read keeps its '\n'.
        m_line = m_in.readLine();
        if (m_line.isEmpty())
            return false;
        ++m_number;
        if (m_line.trimmed().isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(m_line, &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            throw fail(error.error != QJsonParseError::NoError ? error.errorString() : u"not a JSON object"_s);
        object = document.object();
        return true;
    }
}

std::runtime_error JsonLinesReader::fail(const QString &reason) const
{
    return std::runtime_error(u"%1 line %2: %3"_s.arg(m_source).arg(m_number).arg(reason).toStdString());
}

QJsonValue JsonLinesReader::id(const QJsonObject &object, const QString &field) const
{
    const QJsonValue value = object.value(field);
    if (value.isString() || (value.isDouble() && value.toDouble() == double(value.toInteger())))
        return value;
    throw fail(u"\"%1\" must be a string or an integer"_s.arg(field));
}

QString JsonLinesReader::string(const QJsonObject &object, const QString &field) const
{
    const QJsonValue value = object.value(field);
    if (!value.isString())
        throw fail(u"\"%1\" must be a string"_s.arg(field));
    return value.toString();
}

double JsonLinesReader::number(const QJsonObject &object, const QString &field) const
{
    const QJsonValue value = object.value(field);
    if (!value.isDouble())
        throw fail(u"\"%1\" must be a number"_s.arg(field));
    return value.toDouble();
}

void writeJsonLine(QIODevice &out, const QJsonObject &object)
{
    QByteArray line = QJsonDocument(object).toJson(QJsonDocument::Compact);
    line.append('\n');
    if (out.write(line) != line.size())
        throw std::runtime_error("cannot write the output: " + out.errorString().toStdString());
}

QString idText(const QJsonValue &id)
{
    return id.isString() ? id.toString() : QString::number(id.toInteger());
}

} // namespace nd::pipeline
