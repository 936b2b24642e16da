#include "pipeline/runservice.h"

#include "store/repository.h"
#include "store/workspace.h"

#include <QElapsedTimer>
#include <QThreadPool>
#include <QtConcurrent>

#include <atomic>
#include <numeric>
#include <stdexcept>

namespace nd::pipeline {

namespace {

double seconds(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e9;
}

} // namespace

QJsonObject preprocessingToJson(const text::PreprocessOptions &options)
{
    return QJsonObject{{QStringLiteral("normalize"), options.normalize},
                       {QStringLiteral("stopwords"), options.removeStopwords},
                       {QStringLiteral("stem"), options.stem},
                       {QStringLiteral("stem_language"), options.stemLanguage}};
}

text::PreprocessOptions preprocessingFromJson(const QJsonObject &object)
{
    text::PreprocessOptions options;
    options.normalize = object.value(QStringLiteral("normalize")).toBool(options.normalize);
    options.removeStopwords = object.value(QStringLiteral("stopwords")).toBool(options.removeStopwords);
    options.stem = object.value(QStringLiteral("stem")).toBool(options.stem);
    options.stemLanguage = object.value(QStringLiteral("stem_language")).toString(options.stemLanguage);
    return options;
}

std::vector<detect::DetectDocument> prepareDocuments(const store::Workspace &workspace, qint64 collectionId,
                                                     const text::PreprocessOptions &options, JobControl &control,
                                                     TokenForm form)
{
    control.setPhase(QStringLiteral("preprocess"));
    store::Repository repository(workspace);
    const QString key = options.key();
    const auto texts = repository.documentTexts(collectionId);
    const bool hashes = form == TokenForm::Hashes;
    const QHash<qint64, QStringList> cached = hashes ? QHash<qint64, QStringList>{}
                                                     : repository.cachedTokens(collectionId, key);

    std::vector<detect::DetectDocument> documents(size_t(texts.size()));
    std::vector<size_t> missing;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        auto &document = documents[size_t(i)];
        document.id = texts.at(i).first;
        document.text = texts.at(i).second;
        const auto it = cached.constFind(document.id);
        if (it != cached.cend())
            document.tokens = it.value();
        else
            missing.push_back(size_t(i));
    }

    // One Preprocessor per chunk: the Snowball stemmer is not thread-safe.
    const size_t chunkCount = std::max<size_t>(1, std::min<size_t>(missing.size(),
                                                   size_t(QThreadPool::globalInstance()->maxThreadCount())));
    std::vector<size_t> chunks(chunkCount);
    std::iota(chunks.begin(), chunks.end(), size_t(0));
    std::atomic<qint64> done{0};
    const qint64 total = qint64(missing.size());
    QtConcurrent::blockingMap(chunks, [&](size_t chunk) {
        text::Preprocessor preprocessor(options);
        for (size_t k = chunk; k < missing.size(); k += chunkCount) {
            if (control.isCancelled())
                return;
            auto &document = documents[missing[k]];
            if (hashes)
                preprocessor.tokenHashes(document.text, document.tokenHashes);
            else
                document.tokens = preprocessor.tokens(document.text);
            const qint64 finished = ++done;
            if (finished % 256 == 0)
                control.report(finished, total);
        }
    });
    throwIfCancelled(control);
    control.report(total, total);

    if (!missing.empty() && !hashes) {
        QHash<qint64, QStringList> fresh;
        fresh.reserve(qsizetype(missing.size()));
        for (size_t index : missing)
            fresh.insert(documents[index].id, documents[index].tokens);
        repository.storeTokens(key, fresh);
    }
    return documents;
}

RunOutcome executeRun(const store::Workspace &workspace, const RunRequest &request, JobControl &control)
{
    const detect::Detector *detector = detect::Registry::instance().find(request.method);
    if (!detector)
        throw std::invalid_argument(QStringLiteral("Unknown method \"%1\".").arg(request.method).toStdString());
    QString error;
    const detect::Params params = detector->resolve(request.params, &error);
    if (!error.isEmpty())
        throw std::invalid_argument(error.toStdString());

    store::Repository repository(workspace);
    if (!repository.collection(request.collectionId))
        throw std::invalid_argument(QStringLiteral("There is no collection %1.").arg(request.collectionId).toStdString());

    store::RunInfo info;
    info.collectionId = request.collectionId;
    info.method = detector->name();
    info.params = QJsonObject::fromVariantMap(params);
    info.preprocessing = preprocessingToJson(request.preprocessing);
    RunOutcome outcome;
    outcome.runId = repository.createRun(info);

    QElapsedTimer timer;
    try {
        timer.start();
        const auto documents = prepareDocuments(workspace, request.collectionId, request.preprocessing, control,
                                                detector->tokenHashesSuffice() ? TokenForm::Hashes
                                                                               : TokenForm::Strings);
        outcome.timings.insert(QStringLiteral("preprocess"), seconds(timer));

        control.setPhase(QStringLiteral("detect"));
        timer.restart();
        detect::DetectResult result = detector->detect(documents, params, control);
        outcome.timings.insert(QStringLiteral("detect"), seconds(timer));
        throwIfCancelled(control);

        control.setPhase(QStringLiteral("store"));
        timer.restart();
        outcome.stats = result.stats;
        outcome.stats.insert(QStringLiteral("documents"), qint64(documents.size()));
        outcome.stats.insert(QStringLiteral("pairs_scored"), qint64(result.pairs.size()));
        outcome.pairCount = qint64(result.pairs.size());
        store::Transaction transaction(workspace);
        repository.storePairs(outcome.runId, result.pairs);
        outcome.timings.insert(QStringLiteral("store"), seconds(timer));
        repository.finishRun(outcome.runId, store::RunStatus::Done, outcome.timings, outcome.stats);
        transaction.commit();
    } catch (const Cancelled &) {
        repository.finishRun(outcome.runId, store::RunStatus::Cancelled, outcome.timings, {});
        throw;
    } catch (const std::exception &e) {
        repository.finishRun(outcome.runId, store::RunStatus::Failed, outcome.timings, {},
                             QString::fromLocal8Bit(e.what()));
        throw;
    }
    return outcome;
}

} // namespace nd::pipeline
