#include "pipeline/querybydocument.h"

#include "detect/detectsupport.h"
#include "detect/simhash/simhashfamilydetector.h"
#include "features/hammingindex.h"
#include "jobs/corepool.h"
#include "pipeline/runservice.h"
#include "service/neardupservice.h"
#include "store/collectionstore.h"
#include "store/workspace.h"

#include <QElapsedTimer>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <numeric>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::pipeline {

namespace {

// Hits in the order every query answers with: by query paragraph, then nearest
// first, then by document id.
void sortHits(QList<QueryHit> &hits)
{
    std::sort(hits.begin(), hits.end(), [](const QueryHit &x, const QueryHit &y) {
        if (x.queryParagraph != y.queryParagraph)
            return x.queryParagraph < y.queryParagraph;
        return x.distance != y.distance ? x.distance < y.distance : x.documentId < y.documentId;
    });
}

std::invalid_argument failure(const QString &message)
{
    return std::invalid_argument(message.toStdString());
}

// Tokens of many texts, one Preprocessor per worker (the stemmer keeps state).
std::vector<QStringList> tokenize(const std::vector<QString> &texts, const text::PreprocessOptions &options,
                                  JobControl &control)
{
    std::vector<QStringList> tokens(texts.size());
    const std::size_t workers =
        std::max<std::size_t>(1, std::min<std::size_t>(texts.size(), std::size_t(corePool().maxThreadCount())));
    std::vector<std::size_t> chunks(workers);
    std::iota(chunks.begin(), chunks.end(), std::size_t(0));
    blockingMapOn(corePool(), chunks.begin(), chunks.end(), [&](std::size_t chunk) {
        text::Preprocessor preprocessor(options);
        for (std::size_t i = chunk; i < texts.size() && !control.isCancelled(); i += workers)
            tokens[i] = preprocessor.tokens(texts[i]);
    });
    throwIfCancelled(control);
    return tokens;
}

// A text to fingerprint: whose it is, and which paragraph (-1: the whole text).
struct Unit
{
    std::size_t document = 0;
    int paragraph = -1;
    QStringList tokens;
};

} // namespace

QStringList splitParagraphs(const QString &text)
{
    return service::Fingerprinter::paragraphsOf(text);
}

namespace {

// The statistics of an answer found either way (each adds its own): what the
// query was compared with (documents, their stored units: whole texts or
// paragraphs; the Hamming bound; the tables searched) and how many hits it had.
QJsonObject answerStats(const QueryRequest &request, qint64 documents, qint64 storedUnits, int maxDistance, int tables,
                        const QueryResult &result, const QElapsedTimer &queryTimer)
{
    return QJsonObject{
        {u"method"_s, request.method},           {u"documents"_s, documents},
        {u"stored_units"_s, storedUnits},        {u"by_paragraph"_s, request.byParagraph},
        {u"max_distance"_s, maxDistance},        {u"tables"_s, tables},
        {u"hits"_s, qint64(result.hits.size())}, {u"seconds_query"_s, detect::support::seconds(queryTimer)},
    };
}

// The answer from stored fingerprints (computed and stored first for documents
// that have none), through the resident service's own index and check, so the
// one-shot query and `serve` answer alike.
QueryResult queryStored(const store::Workspace &workspace, const QueryRequest &request, const QString &queryText,
                        const detect::Params &given, JobControl &control)
{
    QElapsedTimer timer;
    timer.start();
    service::ServiceConfig config;
    config.collectionId = request.collectionId;
    config.method = request.method;
    config.params = given;
    config.preprocessing = request.preprocessing;
    const service::NearDupService service(workspace, config, control);
    const service::NearDupService::Stats loaded = service.stats();
    const double loadSeconds = detect::support::seconds(timer);
    timer.restart();
    service::CheckOptions options;
    options.byParagraph = request.byParagraph;
    options.excludeDocument = request.documentId;
    const service::CheckResult checked = service.check(queryText, options);

    QueryResult result;
    result.queryParagraphs = checked.queryParagraphs;
    for (const service::Match &match : checked.matches) {
        if (!request.byParagraph) {
            result.hits.append({match.documentId, match.name, match.distance, -1, -1});
            continue;
        }
        for (const service::ParagraphMatch &paragraph : match.paragraphs)
            result.hits.append({match.documentId, match.name, paragraph.distance, paragraph.queryParagraph,
                                paragraph.storedParagraph});
    }
    sortHits(result.hits);
    result.stats =
        answerStats(request, loaded.documents, request.byParagraph ? loaded.paragraphFingerprints : loaded.fingerprints,
                    checked.k, loaded.tables, result, timer);
    result.stats.insert(u"from_stored_fingerprints"_s, true);
    result.stats.insert(u"fingerprints_computed"_s, loaded.computedAtStart);
    result.stats.insert(u"seconds_load"_s, loadSeconds);
    return result;
}

// Whether the method's fingerprints depend on the text alone (they can be stored).
bool storable(const QString &method, const detect::Params &given, const text::PreprocessOptions &preprocessing)
{
    try {
        service::Fingerprinter fingerprinter(method, given, preprocessing);
        return true;
    } catch (const std::invalid_argument &) {
        return false;
    }
}

} // namespace

QueryResult queryByDocument(const store::Workspace &workspace, const QueryRequest &asked, JobControl &control)
{
    QElapsedTimer timer;
    timer.start();
    QueryRequest request = asked;
    if (const detect::Detector *method = detect::Registry::instance().find(asked.method))
        request.preprocessing = method->resolvePreprocessing(asked.preprocessing);
    detect::Params given = request.params;
    if (request.maxDistance >= 0)
        given.insert(u"max_distance"_s, request.maxDistance);
    const bool fromStored = storable(request.method, given, request.preprocessing);
    const auto *detector =
        dynamic_cast<const detect::SimhashFamilyDetector *>(detect::Registry::instance().find(request.method));
    if (!detector && !fromStored)
        throw failure(
            u"Method \"%1\" cannot be queried: query by document works with the simhash "
            "family (simhash, simhash-shingles, simhash-lexicons, simhash-fusion) and simhash-weighted."_s.arg(
                request.method));
    store::CollectionStore collectionStore(workspace);
    QString queryText = request.text;
    if (request.documentId != 0) {
        const auto record = collectionStore.document(request.documentId);
        if (!record || record->collectionId != request.collectionId)
            throw failure(u"Document %1 is not in collection %2."_s.arg(request.documentId).arg(request.collectionId));
        queryText = record->comparedText(request.preprocessing.comparesMainContent());
    }
    if (queryText.trimmed().isEmpty())
        throw failure(u"The query text is empty."_s);
    if (fromStored)
        return queryStored(workspace, request, queryText, given, control);

    // TF-IDF and multi-lexicon methods: the IDF changes with the collection, so
    // the fingerprints are computed from the collection as it is now.
    QString error;
    const detect::Params params = detector->resolve(given, &error);
    if (!error.isEmpty())
        throw failure(error);
    const detect::SimhashSettings settings = detector->settings(params);

    const std::vector<detect::DetectDocument> documents =
        prepareDocuments(workspace, request.collectionId, request.preprocessing, control);
    QHash<qint64, QString> paths;
    for (const auto &[id, path] : collectionStore.documentPaths(request.collectionId))
        paths.insert(id, path);
    const double preprocessSeconds = detect::support::seconds(timer);

    timer.restart();
    control.setPhase(u"query"_s);
    const detect::SimhashModel model(settings, documents, control);

    // The stored units (documents, or their paragraphs) and the query's.
    std::vector<Unit> stored;
    std::vector<Unit> queries;
    const text::Preprocessor queryPreprocessor(request.preprocessing);
    if (!request.byParagraph) {
        for (std::size_t d = 0; d < documents.size(); ++d)
            stored.push_back({d, -1, documents[d].tokens});
        queries.push_back({0, -1, queryPreprocessor.tokens(queryText)});
    } else {
        std::vector<QString> texts;
        for (std::size_t d = 0; d < documents.size(); ++d) {
            const QStringList paragraphs = splitParagraphs(documents[d].text);
            for (qsizetype p = 0; p < paragraphs.size(); ++p) {
                stored.push_back({d, int(p), {}});
                texts.push_back(paragraphs[p]);
            }
        }
        const std::vector<QStringList> tokens = tokenize(texts, request.preprocessing, control);
        for (std::size_t u = 0; u < stored.size(); ++u)
            stored[u].tokens = tokens[u];
        const QStringList paragraphs = splitParagraphs(queryText);
        for (qsizetype p = 0; p < paragraphs.size(); ++p)
            queries.push_back({0, int(p), queryPreprocessor.tokens(paragraphs[p])});
    }
    const auto tooShort = [&](const Unit &unit) {
        return unit.tokens.isEmpty() || (request.byParagraph && unit.tokens.size() < minParagraphTokens);
    };
    std::erase_if(stored, tooShort);

    std::vector<detect::SimhashModel::Fingerprints> prints(stored.size());
    parallelFor(stored.size(), control, [&](std::size_t u) { prints[u] = model.fingerprints(stored[u].tokens); });

    const int blocks = settings.blocks > 0
        ? settings.blocks
        : features::HammingIndex::chooseBlockCount(settings.bits, settings.maxDistance, stored.size());
    QueryResult result;
    result.queryParagraphs = request.byParagraph ? int(queries.size()) : 0;
    // best[(query unit, document)] = (distance, stored paragraph), smallest distance
    std::map<std::pair<int, std::size_t>, std::pair<int, int>> best;
    features::HammingIndex::Stats total;
    int tables = 0;
    for (int l = 0; l < settings.lexicons; ++l) {
        features::HammingIndex index(settings.bits, settings.maxDistance, blocks);
        tables += index.tables();
        std::vector<std::size_t> units;
        std::vector<std::uint64_t> values;
        for (std::size_t u = 0; u < stored.size(); ++u) {
            if (prints[u].present[std::size_t(l)]) {
                units.push_back(u);
                values.push_back(prints[u].values[std::size_t(l)]);
            }
        }
        index.build(std::move(values));
        for (std::size_t q = 0; q < queries.size(); ++q) {
            throwIfCancelled(control);
            if (tooShort(queries[q]))
                continue;
            const auto query = model.fingerprints(queries[q].tokens);
            if (!query.present[std::size_t(l)])
                continue;
            const auto stats = index.query(query.values[std::size_t(l)], [&](std::size_t i, int distance) {
                const Unit &unit = stored[units[i]];
                if (documents[unit.document].id == request.documentId)
                    return; // the query document itself
                const auto key = std::make_pair(int(q), unit.document);
                const auto it = best.find(key);
                if (it == best.end() || distance < it->second.first
                    || (distance == it->second.first && unit.paragraph < it->second.second))
                    best[key] = {distance, unit.paragraph};
            });
            total.candidates += stats.candidates;
            total.probes += stats.probes;
        }
    }

    for (const auto &[key, value] : best) {
        QueryHit hit;
        hit.documentId = documents[key.second].id;
        hit.path = paths.value(hit.documentId);
        hit.distance = value.first;
        if (request.byParagraph) {
            hit.queryParagraph = queries[std::size_t(key.first)].paragraph;
            hit.storedParagraph = value.second;
        }
        result.hits.append(hit);
    }
    sortHits(result.hits);

    result.stats = answerStats(request, qint64(documents.size()), qint64(stored.size()), settings.maxDistance, tables,
                               result, timer);
    result.stats.insert(u"blocks"_s, blocks);
    result.stats.insert(u"probes"_s, total.probes);
    result.stats.insert(u"candidates"_s, total.candidates);
    result.stats.insert(u"seconds_preprocess"_s, preprocessSeconds);
    return result;
}

} // namespace nd::pipeline
