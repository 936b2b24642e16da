#include "pipeline/importedrun.h"

#include "corpus/documentbuilder.h"
#include "pipeline/jsonlines.h"
#include "pipeline/runservice.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <QFile>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <memory>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::pipeline {

namespace {

struct NamedPair
{
    QString a;
    QString b;
    double score = 0.0;
};

std::unique_ptr<QFile> openForReading(const QString &path, const QString &what)
{
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly))
        throw std::runtime_error(
            u"cannot read the %1 file %2: %3"_s.arg(what, path, file->errorString()).toStdString());
    return file;
}

} // namespace

ImportRunOutcome importRun(const store::Workspace &workspace, const ImportRunRequest &request)
{
    const detect::Detector *detector = detect::Registry::instance().find(request.method);
    if (!detector)
        throw std::invalid_argument(
            u"unknown method \"%1\" (see neardup-cli methods)"_s.arg(request.method).toStdString());
    QString error;
    const detect::Params params = detector->resolve(request.params, &error);
    if (!error.isEmpty())
        throw std::invalid_argument(error.toStdString());

    store::CollectionStore collections(workspace);
    if (request.collectionId != 0 && !collections.collection(request.collectionId))
        throw std::invalid_argument(u"there is no collection %1"_s.arg(request.collectionId).toStdString());
    if (request.collectionId == 0 && request.newCollection.isEmpty())
        throw std::invalid_argument("a collection id or the name of a new collection is needed");

    // The collection's documents by path.
    QHash<QString, qint64> documentIds;
    if (request.collectionId != 0) {
        for (const auto &[id, path] : collections.documentPaths(request.collectionId))
            documentIds.insert(path, id);
    }

    // The pairs, and the names they use that the collection lacks.
    std::vector<NamedPair> named;
    QSet<QString> missing;
    {
        const auto file = openForReading(request.pairsPath, u"pairs"_s);
        JsonLinesReader reader(*file, request.pairsPath);
        QJsonObject object;
        while (reader.next(object)) {
            NamedPair pair{idText(reader.id(object, u"a"_s)), idText(reader.id(object, u"b"_s)),
                           reader.number(object, u"score"_s)};
            if (pair.a == pair.b)
                throw reader.fail(u"a pair of document \"%1\" with itself"_s.arg(pair.a));
            for (const QString &name : {pair.a, pair.b}) {
                if (!documentIds.contains(name))
                    missing.insert(name);
            }
            named.push_back(std::move(pair));
        }
    }

    // Those documents from the texts, decoded as an import decodes a file.
    QList<store::NewDocument> added;
    if (!missing.isEmpty() && !request.textsPath.isEmpty()) {
        const auto file = openForReading(request.textsPath, u"texts"_s);
        JsonLinesReader reader(*file, request.textsPath);
        QJsonObject object;
        while (reader.next(object) && !missing.isEmpty()) {
            const QString name = idText(reader.id(object, u"id"_s));
            if (!missing.remove(name))
                continue;
            corpus::RawEntry entry{name, name, reader.string(object, u"text"_s).toUtf8()};
            corpus::BuiltDocument built = corpus::buildDocument(entry, false);
            if (!built.document)
                throw reader.fail(u"document \"%1\" cannot be imported: %2"_s.arg(
                    name, built.issues.isEmpty() ? u"no text"_s : built.issues.front().reason));
            added.append(std::move(*built.document));
        }
    }
    if (!missing.isEmpty()) {
        QStringList some = missing.values();
        std::sort(some.begin(), some.end());
        throw std::invalid_argument(
            u"%1 document(s) of the pairs are neither in the collection nor in the texts (first: \"%2\")%3"_s
                .arg(missing.size())
                .arg(some.front(), request.textsPath.isEmpty() ? u"; give their texts with --texts"_s : QString())
                .toStdString());
    }

    // Written in one transaction: a failure leaves the workspace as it was.
    store::Transaction transaction(workspace);
    ImportRunOutcome outcome;
    outcome.collectionId = request.collectionId != 0
        ? request.collectionId
        : collections.createCollection(request.newCollection, request.pairsPath);
    const QList<qint64> addedIds = collections.addDocuments(outcome.collectionId, added);
    for (qsizetype i = 0; i < added.size(); ++i)
        documentIds.insert(added[i].path, addedIds[i]);
    outcome.documentsAdded = added.size();

    ScoredPairs pairs;
    pairs.reserve(named.size());
    for (const NamedPair &pair : named) {
        const qint64 a = documentIds.value(pair.a);
        const qint64 b = documentIds.value(pair.b);
        pairs.push_back(a < b ? ScoredPair{a, b, pair.score} : ScoredPair{b, a, pair.score});
    }
    std::sort(pairs.begin(), pairs.end(), [](const ScoredPair &x, const ScoredPair &y) {
        return x.a != y.a ? x.a < y.a : x.b != y.b ? x.b < y.b : x.score < y.score;
    });
    for (std::size_t i = 1; i < pairs.size(); ++i) {
        if (pairs[i].a == pairs[i - 1].a && pairs[i].b == pairs[i - 1].b && pairs[i].score != pairs[i - 1].score)
            throw std::invalid_argument(
                u"documents %1 and %2 come in two pairs with different scores (%3, %4)"_s.arg(pairs[i].a)
                    .arg(pairs[i].b)
                    .arg(pairs[i - 1].score)
                    .arg(pairs[i].score)
                    .toStdString());
    }
    pairs.erase(std::unique(pairs.begin(), pairs.end(),
                            [](const ScoredPair &x, const ScoredPair &y) { return x.a == y.a && x.b == y.b; }),
                pairs.end());

    store::RunStore runs(workspace);
    store::RunInfo info;
    info.collectionId = outcome.collectionId;
    info.method = detector->name();
    info.params = QJsonObject::fromVariantMap(params);
    info.preprocessing = preprocessingToJson(detector->resolvePreprocessing(request.preprocessing));
    outcome.runId = runs.createRun(info);
    runs.storePairs(outcome.runId, pairs);
    outcome.pairCount = qint64(pairs.size());
    runs.finishRun(outcome.runId, store::RunStatus::Done, {},
                   QJsonObject{{u"imported_from"_s, request.pairsPath},
                               {u"pairs_scored"_s, outcome.pairCount},
                               {u"documents_added"_s, outcome.documentsAdded}});
    transaction.commit();
    return outcome;
}

} // namespace nd::pipeline
