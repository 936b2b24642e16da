#include "cli/importing.h"

#include "jobs/jobcontrol.h"

#include <QFileInfo>
#include <QJsonArray>

#include <stdexcept>

namespace nd::cli {

void parseTruth(const QString &spec, corpus::ImportOptions &options, QString &csvPath)
{
    if (spec.isEmpty())
        return;
    if (spec == QLatin1String("folders")) {
        options.truth = corpus::TruthFromLayout::FolderPerCluster;
        return;
    }
    const qsizetype colon = spec.indexOf(QLatin1Char(':'));
    const QString kind = spec.left(colon);
    if (colon > 0 && (kind == QLatin1String("pairs") || kind == QLatin1String("clusters"))) {
        csvPath = spec.mid(colon + 1);
        return;
    }
    throw std::invalid_argument(
        QStringLiteral("--truth takes folders, pairs:FILE or clusters:FILE, not \"%1\"").arg(spec).toStdString());
}

ImportOutcome importWithTruth(const store::Workspace &workspace, const QStringList &paths, const QString &name,
                              const QString &truthSpec, corpus::DocumentTap *tap)
{
    corpus::ImportOptions options;
    options.collectionName = name;
    options.tap = tap;
    QString csvPath;
    parseTruth(truthSpec, options, csvPath);
    for (const QString &path : paths) {
        if (!QFileInfo::exists(path))
            throw std::invalid_argument(QStringLiteral("%1 does not exist").arg(path).toStdString());
    }
    JobControl control;
    ImportOutcome outcome;
    outcome.report = corpus::importPaths(workspace, paths, options, control);
    if (!csvPath.isEmpty() && outcome.report.collectionId != 0)
        outcome.truth = corpus::importTruthCsv(workspace, outcome.report.collectionId, csvPath);
    return outcome;
}

QJsonObject importToJson(const ImportOutcome &outcome)
{
    QJsonArray issues;
    for (const auto &issue : outcome.report.issues)
        issues.append(QJsonObject{{QStringLiteral("path"), issue.path}, {QStringLiteral("reason"), issue.reason}});
    QJsonArray documents;
    for (const auto &document : outcome.report.documents)
        documents.append(QJsonObject{{QStringLiteral("path"), document.path},
                                     {QStringLiteral("format"), document.format},
                                     {QStringLiteral("encoding"), document.encoding}});
    QJsonObject json{{QStringLiteral("collection"), outcome.report.collectionId},
                     {QStringLiteral("imported"), outcome.report.imported},
                     {QStringLiteral("examined"), outcome.report.examined},
                     {QStringLiteral("seconds"), outcome.report.seconds},
                     {QStringLiteral("issues"), issues},
                     {QStringLiteral("documents"), documents}};
    if (!outcome.truth.kind.isEmpty())
        json.insert(QStringLiteral("truth"),
                    QJsonObject{{QStringLiteral("kind"), outcome.truth.kind},
                                {QStringLiteral("rows"), outcome.truth.rows},
                                {QStringLiteral("unmatched"), outcome.truth.unmatched}});
    return json;
}

void printImport(QTextStream &out, const ImportOutcome &outcome)
{
    out << "Imported " << outcome.report.imported << " of " << outcome.report.examined << " files into collection "
        << outcome.report.collectionId << " in " << QString::number(outcome.report.seconds, 'f', 2) << " s\n";
    for (const auto &issue : outcome.report.issues)
        out << "  " << issue.path << ": " << issue.reason << '\n';
    if (!outcome.report.documents.isEmpty())
        out << "Encodings: " << corpus::encodingSummary(outcome.report) << '\n';
    // UTF-8 (and ASCII) is the rule; every other document is named with its encoding.
    for (const auto &document : outcome.report.documents) {
        if (document.encoding != QLatin1String("UTF-8"))
            out << "  " << document.path << ": read as " << document.encoding << '\n';
    }
    if (!outcome.truth.kind.isEmpty())
        out << "Ground truth (" << outcome.truth.kind << "): " << outcome.truth.rows << " rows, "
            << outcome.truth.unmatched << " naming unknown documents\n";
}

} // namespace nd::cli
