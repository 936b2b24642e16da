#include "compare/runscores.h"

#include "detect/detector.h"

#include <QJsonValue>

namespace nd::compare {

QString parametersText(const QJsonObject &params)
{
    QStringList parts;
    for (const QString &key : params.keys()) { // QJsonObject keeps its keys sorted
        const QJsonValue value = params.value(key);
        QString text;
        if (value.isBool())
            text = value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        else if (value.isDouble())
            text = QString::number(value.toDouble(), 'g', 6);
        else
            text = value.toVariant().toString();
        parts.append(key + u'=' + text);
    }
    return parts.join(QStringLiteral(", "));
}

QList<RunScore> scoresAcrossRuns(const store::RunStore &runs, qint64 documentA, qint64 documentB)
{
    QList<RunScore> result;
    for (const store::RunStore::RunScore &stored : runs.pairScores(documentA, documentB)) {
        RunScore score;
        score.runId = stored.run.id;
        score.method = stored.run.method;
        score.title = stored.run.method;
        score.parameters = parametersText(stored.run.params);
        score.score = stored.score;
        if (const detect::Detector *detector = detect::Registry::instance().find(stored.run.method)) {
            score.title = detector->title();
            score.kind = detector->scoreKind();
            score.threshold = detector->thresholdRange(stored.run.params.toVariantMap()).suggested;
            score.flagged =
                score.kind == ScoreKind::Similarity ? score.score >= *score.threshold : score.score <= *score.threshold;
        }
        result.append(score);
    }
    return result;
}

} // namespace nd::compare
