#pragma once

// JSON Lines as the stages (scalestages.h) and imported runs read and write them.

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <stdexcept>

class QIODevice;

namespace nd::pipeline {

// Reads one object per line, streaming; its errors name the line ("input line 7: ...").
class JsonLinesReader
{
public:
    explicit JsonLinesReader(QIODevice &in, QString source = QStringLiteral("input"))
        : m_in(in)
        , m_source(std::move(source))
    { }

    // The next non-empty line's object; false at the end. Throws std::runtime_error
    // for a line that is not a JSON object.
    bool next(QJsonObject &object);

    qint64 lineNumber() const { return m_number; }
    std::runtime_error fail(const QString &reason) const;

    // A document id: a string or an integer.
    QJsonValue id(const QJsonObject &object, const QString &field) const;
    QString string(const QJsonObject &object, const QString &field) const;
    double number(const QJsonObject &object, const QString &field) const;

private:
    QIODevice &m_in;
    QString m_source;
    QByteArray m_line;
    qint64 m_number = 0;
};

// One compact object and a newline; throws std::runtime_error when it cannot be written.
void writeJsonLine(QIODevice &out, const QJsonObject &object);

// An id as the documents of a collection are named: a string as is, an integer
// by its decimal digits.
QString idText(const QJsonValue &id);

} // namespace nd::pipeline
