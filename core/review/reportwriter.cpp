#include "review/reportwriter.h"

#include "base/namespacetr.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace nd::review {

namespace {

ND_NAMESPACE_TR("nd::review")

bool save(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

QString csvField(const QString &value)
{
    if (!value.contains(u',') && !value.contains(u'"') && !value.contains(u'\n') && !value.contains(u'\r'))
        return value;
    return u'"' + QString(value).replace(u"\""_s, u"\"\""_s) + u'"';
}

QString score(double value)
{
    return QString::number(value, 'g', 6);
}

QString time(const QDateTime &when)
{
    return when.isValid() ? when.toString(Qt::ISODate) : QString();
}

QString settingsText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace

QString decisionLabel(store::Decision decision)
{
    switch (decision) {
    case store::Decision::Plagiarism:
        return tr("Plagiarism");
    case store::Decision::NearDuplicate:
        return tr("Near-duplicate");
    case store::Decision::NotDuplicate:
        return tr("Not a duplicate");
    case store::Decision::Unsure:
        return tr("Unsure");
    case store::Decision::Cleared:
        return tr("Cleared");
    }
    return {};
}

bool writeReportCsv(const ReportData &data, const QString &path, QString *error)
{
    QString out = u"run,method,threshold,document_a,document_b,score,decision,note,reviewer,decided_at,"
                  "passage,words,text_a,text_b,where_a,where_b\n"_s;
    for (const ReportPair &pair : data.pairs) {
        const QString head = QStringList{QString::number(data.runId), csvField(data.method), score(data.threshold),
                                         csvField(pair.nameA),        csvField(pair.nameB),  score(pair.score),
                                         reportDecisionName(pair),    csvField(pair.note),   csvField(pair.reviewer),
                                         time(pair.decidedAt)}
                                 .join(u',');
        if (pair.passages.isEmpty())
            out += head + u",,,,,,\n"_s;
        for (const ReportPassage &p : pair.passages)
            out += head
                + u",%1,%2,%3,%4,%5,%6\n"_s.arg(p.number).arg(p.words).arg(csvField(p.textA), csvField(p.textB),
                                                                           csvField(p.whereA), csvField(p.whereB));
    }
    return save(path, out.toUtf8(), error);
}

QJsonObject reportToJson(const ReportData &data)
{
    QJsonArray pairs;
    for (const ReportPair &pair : data.pairs) {
        QJsonArray passages;
        for (const ReportPassage &p : pair.passages)
            passages.append(QJsonObject{{u"number"_s, p.number},
                                        {u"words"_s, p.words},
                                        {u"text_a"_s, p.textA},
                                        {u"text_b"_s, p.textB},
                                        {u"where_a"_s, p.whereA},
                                        {u"where_b"_s, p.whereB}});
        QJsonObject item{{u"document_a"_s, pair.nameA}, {u"document_b"_s, pair.nameB}, {u"id_a"_s, pair.documentA},
                         {u"id_b"_s, pair.documentB},   {u"score"_s, pair.score},      {u"passages"_s, passages}};
        item.insert(u"decision"_s, pair.decided ? QJsonValue(reportDecisionName(pair)) : QJsonValue());
        if (pair.decided) {
            item.insert(u"note"_s, pair.note);
            item.insert(u"reviewer"_s, pair.reviewer);
            item.insert(u"decided_at"_s, time(pair.decidedAt));
        }
        pairs.append(item);
    }
    return {{u"run"_s, data.runId},
            {u"collection"_s, data.collectionName},
            {u"method"_s, data.method},
            {u"parameters"_s, data.params},
            {u"preprocessing"_s, data.preprocessing},
            {u"score_kind"_s, data.scoreKind == ScoreKind::Similarity ? u"similarity"_s : u"distance"_s},
            {u"threshold"_s, data.threshold},
            {u"decided_only"_s, data.decidedOnly},
            {u"reviewer"_s, data.reviewer},
            {u"generated"_s, time(data.generated)},
            {u"pairs"_s, pairs}};
}

bool writeReportJson(const ReportData &data, const QString &path, QString *error)
{
    return save(path, QJsonDocument(reportToJson(data)).toJson(QJsonDocument::Indented), error);
}

QString reportToHtml(const ReportData &data)
{
    const QLocale locale;
    auto e = [](const QString &text) { return text.toHtmlEscaped(); };
    QString html;
    html += u"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>\n"_s.arg(
        e(tr("Decision report — run %1").arg(data.runId)));
    // pre-wrap keeps the passages' line breaks yet wraps long lines, so a
    // printed page never cuts text off at its right edge.
    html += u"<style>body{font-family:sans-serif;} .passage{white-space:pre-wrap;word-wrap:break-word;}"
            " table{border-collapse:collapse;width:100%;} td,th{border:1px solid #999;padding:4px;"
            "vertical-align:top;text-align:left;}</style></head><body>\n"_s;
    html += u"<h1>%1</h1>\n"_s.arg(e(tr("Decision report — run %1").arg(data.runId)));
    html += u"<p>%1: %2<br>%3: %4<br>%5: %6<br>%7: %8<br>"_s.arg(
                e(tr("Collection")), e(data.collectionName), e(tr("Method")), e(data.method), e(tr("Parameters")),
                e(settingsText(data.params)), e(tr("Preprocessing")), e(settingsText(data.preprocessing)))
        + e(tr("Threshold")) + u": "_s + e(locale.toString(data.threshold, 'g', 6))
        + (data.scoreKind == ScoreKind::Similarity ? u" (≥)"_s : u" (≤)"_s) + u"<br>"_s + e(tr("Generated")) + u": "_s
        + e(locale.toString(data.generated, QLocale::LongFormat)) + u"</p>\n"_s;
    html += u"<p>%1</p>\n"_s.arg(e(tr("%1 pairs").arg(locale.toString(qint64(data.pairs.size())))));
    int index = 0;
    for (const ReportPair &pair : data.pairs) {
        ++index;
        html += u"<h2>%1. %2 — %3</h2>\n"_s.arg(index).arg(e(pair.nameA), e(pair.nameB));
        html += u"<p>%1: %2<br>%3: %4"_s.arg(e(tr("Score")), e(locale.toString(pair.score, 'g', 6)), e(tr("Decision")),
                                             e(pair.decided ? decisionLabel(pair.decision) : tr("undecided")));
        if (pair.decided) {
            html += u" — %1, %2"_s.arg(e(pair.reviewer), e(locale.toString(pair.decidedAt, QLocale::ShortFormat)));
            if (!pair.note.isEmpty())
                html += u"<br>%1: <span class=\"passage\">%2</span>"_s.arg(e(tr("Note")), e(pair.note));
        }
        html += u"</p>\n"_s;
        if (pair.passages.isEmpty()) {
            html += u"<p>%1</p>\n"_s.arg(e(tr("No shared passages.")));
            continue;
        }
        html += u"<table><tr><th>#</th><th>%1</th><th>%2</th></tr>\n"_s.arg(e(pair.nameA), e(pair.nameB));
        for (const ReportPassage &p : pair.passages)
            html += u"<tr><td>%1</td><td width=\"48%\" class=\"passage\">%2%3</td>"
                    "<td width=\"48%\" class=\"passage\">%4%5</td></tr>\n"_s.arg(p.number)
                        .arg(p.whereA.isEmpty() ? QString() : u"<b>"_s + e(p.whereA) + u"</b> "_s, e(p.textA),
                             p.whereB.isEmpty() ? QString() : u"<b>"_s + e(p.whereB) + u"</b> "_s, e(p.textB));
        html += u"</table>\n"_s;
    }
    html += u"</body></html>\n"_s;
    return html;
}

bool writeReportHtml(const ReportData &data, const QString &path, QString *error)
{
    return save(path, reportToHtml(data).toUtf8(), error);
}

bool writeReport(const ReportData &data, const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"csv"_s)
        return writeReportCsv(data, path, error);
    if (suffix == u"json"_s)
        return writeReportJson(data, path, error);
    if (suffix == u"html"_s || suffix == u"htm"_s)
        return writeReportHtml(data, path, error);
    if (error)
        *error = tr("Unknown report format \"%1\": use .html, .pdf, .csv or .json.").arg(suffix);
    return false;
}

} // namespace nd::review
