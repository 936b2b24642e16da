#include "experiments/evaluationprotocol.h"

#include "detect/detector.h"
#include "eval/queryevaluation.h"
#include "experiments/protocols.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

// The protocols' names: one list for parse() to read and kindName() to write
// (parse() also takes an empty name, for micro, the default).
struct NamedKind
{
    EvaluationProtocol::Kind kind;
    QStringView name;
};
constexpr std::array<NamedKind, 3> kKindNames{{{EvaluationProtocol::Kind::PairwiseMicro, u"micro"},
                                               {EvaluationProtocol::Kind::ClusterMacro, u"cluster-macro"},
                                               {EvaluationProtocol::Kind::QueryMacro, u"query-macro"}}};

[[noreturn]] void fail(const QString &message)
{
    throw std::invalid_argument(message.toStdString());
}

// One name per line: a document id, its path in the collection, or its file name
// when no other document has it (as in the truth CSV files).
QList<qint64> queriesFromFile(const store::Workspace &workspace, qint64 collectionId, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        fail(u"Cannot read the query file %1: %2"_s.arg(path, file.errorString()));
    QHash<QString, qint64> byPath;
    QHash<QString, QList<qint64>> byFileName;
    QSet<qint64> ids;
    for (const store::DocumentSummary &document : store::CollectionStore(workspace).documents(collectionId)) {
        byPath.insert(document.path, document.id);
        byFileName[QFileInfo(document.path).fileName()].append(document.id);
        ids.insert(document.id);
    }
    QList<qint64> queries;
    QStringList unknown;
    for (const QString &raw : QString::fromUtf8(file.readAll()).split(u'\n')) {
        const QString name = raw.trimmed();
        if (name.isEmpty() || name.startsWith(u'#'))
            continue;
        bool numeric = false;
        const qint64 id = name.toLongLong(&numeric);
        if (byPath.contains(name))
            queries.append(byPath.value(name));
        else if (byFileName.value(name).size() == 1)
            queries.append(byFileName.value(name).first());
        else if (numeric && ids.contains(id))
            queries.append(id);
        else
            unknown.append(name);
    }
    if (!unknown.isEmpty())
        fail(u"The query file names %1 document(s) the collection does not have (or not uniquely): %2"_s
                 .arg(unknown.size())
                 .arg(unknown.mid(0, 5).join(u", "_s)));
    return queries;
}

// Every document of a cluster of two or more, or of a positive pair.
QList<qint64> truthDocuments(const store::Workspace &workspace, qint64 collectionId, const eval::GroundTruth &truth)
{
    QSet<qint64> documents;
    if (truth.hasClusters()) {
        for (const store::DocumentSummary &document : store::CollectionStore(workspace).documents(collectionId))
            if (truth.clusterIndex(document.id) >= 0)
                documents.insert(document.id);
    } else {
        for (const auto &[a, b] : truth.positivePairs()) {
            documents.insert(a);
            documents.insert(b);
        }
    }
    QList<qint64> sorted(documents.begin(), documents.end());
    std::sort(sorted.begin(), sorted.end());
    return sorted;
}

ProtocolEvaluation fromEvaluation(const eval::Evaluation &evaluation, bool clusterMacro,
                                  const eval::ScoredRange &scored)
{
    ProtocolEvaluation result;
    result.kind = evaluation.scoreKind();
    result.scored = scored;
    result.used = clusterMacro ? EvaluationProtocol::Kind::ClusterMacro : EvaluationProtocol::Kind::PairwiseMicro;
    result.curve = evaluation.curve();
    if (clusterMacro) {
        for (eval::OperatingPoint &point : result.curve) {
            point.precision = point.macroPrecision;
            point.recall = point.macroRecall;
            point.f1 = point.macroF1;
        }
    }
    return result;
}

} // namespace

EvaluationProtocol EvaluationProtocol::parse(const QString &protocol, const QString &queries)
{
    EvaluationProtocol result;
    const auto named = std::find_if(kKindNames.begin(), kKindNames.end(),
                                    [&protocol](const NamedKind &kind) { return kind.name == protocol; });
    if (named != kKindNames.end())
        result.kind = named->kind;
    else if (!protocol.isEmpty())
        fail(u"The protocol is micro, cluster-macro or query-macro, not \"%1\"."_s.arg(protocol));
    if (queries.isEmpty() || queries == u"sources"_s) {
        result.queries = Queries::Sources;
    } else if (queries == u"all"_s) {
        result.queries = Queries::All;
    } else {
        result.queries = Queries::File;
        result.queryFile = queries;
    }
    return result;
}

QString EvaluationProtocol::kindName() const
{
    for (const NamedKind &named : kKindNames) {
        if (named.kind == kind)
            return named.name.toString();
    }
    return u"micro"_s;
}

QString EvaluationProtocol::queriesName() const
{
    switch (queries) {
    case Queries::All:
        return u"all"_s;
    case Queries::File:
        return queryFile;
    case Queries::Sources:
        break;
    }
    return u"sources"_s;
}

eval::OperatingPoint ProtocolEvaluation::best() const
{
    return eval::bestWithin(curve, scored);
}

eval::OperatingPoint ProtocolEvaluation::at(double threshold) const
{
    return eval::curveAt(curve, kind, threshold);
}

QString ProtocolEvaluation::usedName() const
{
    EvaluationProtocol p;
    p.kind = used;
    return p.kindName();
}

QString ProtocolEvaluation::label(const QString &measure) const
{
    switch (used) {
    case EvaluationProtocol::Kind::ClusterMacro:
        return u"Macro %1 (per cluster)"_s.arg(measure);
    case EvaluationProtocol::Kind::QueryMacro:
        return u"Macro %1 (per query, %2 queries)"_s.arg(measure).arg(queries);
    case EvaluationProtocol::Kind::PairwiseMicro:
        break;
    }
    return measure + u" (pairwise)"_s;
}

QList<qint64> resolveQueries(const store::Workspace &workspace, qint64 collectionId, const EvaluationProtocol &protocol,
                             const eval::GroundTruth &truth)
{
    switch (protocol.queries) {
    case EvaluationProtocol::Queries::All:
        return truthDocuments(workspace, collectionId, truth);
    case EvaluationProtocol::Queries::File:
        return queriesFromFile(workspace, collectionId, protocol.queryFile);
    case EvaluationProtocol::Queries::Sources:
        break;
    }
    return syntheticSources(workspace, collectionId);
}

ProtocolEvaluation evaluateRun(const store::Workspace &workspace, qint64 runId, const pipeline::TruthSource &truth,
                               const EvaluationProtocol &protocol)
{
    const store::RunStore runStore(workspace);
    const auto run = runStore.run(runId);
    if (!run)
        fail(u"There is no run %1."_s.arg(runId));
    const eval::GroundTruth groundTruth = pipeline::loadGroundTruth(workspace, run->collectionId, truth);
    const ScoreKind kind = detect::Registry::instance().scoreKind(run->method);
    const eval::ScoredRange scored = pipeline::scoredRange(run->method, run->params.toVariantMap());
    if (protocol.kind != EvaluationProtocol::Kind::QueryMacro)
        return fromEvaluation(eval::Evaluation(runStore.pairs(runId), groundTruth, kind),
                              protocol.kind == EvaluationProtocol::Kind::ClusterMacro, scored);
    const QList<qint64> queries = resolveQueries(workspace, run->collectionId, protocol, groundTruth);
    if (queries.isEmpty()) {
        if (protocol.microWithoutSources && protocol.queries == EvaluationProtocol::Queries::Sources)
            return fromEvaluation(eval::Evaluation(runStore.pairs(runId), groundTruth, kind), false, scored);
        fail(protocol.queries == EvaluationProtocol::Queries::Sources
                 ? u"Collection %1 has no identifiable sources (only synthetic collections do); "
                   "choose the queries: all documents of the truth or a file."_s.arg(run->collectionId)
                 : u"There are no query documents (%1)."_s.arg(protocol.queriesName()));
    }
    const eval::QueryEvaluation evaluation(runStore.pairs(runId), groundTruth, kind, queries);
    ProtocolEvaluation result;
    result.kind = kind;
    result.used = EvaluationProtocol::Kind::QueryMacro;
    result.curve = evaluation.curve();
    result.scored = scored;
    result.queries = evaluation.queryCount();
    result.skippedQueries = evaluation.skippedQueries();
    return result;
}

} // namespace nd::experiments
