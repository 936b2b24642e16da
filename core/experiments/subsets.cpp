#include "experiments/subsets.h"

#include "store/collectionstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"

#include <QHash>
#include <QRandomGenerator>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

QList<qint64> nestedSubset(QList<qint64> documentIds, double fraction, quint32 seed)
{
    if (!(fraction > 0.0 && fraction <= 1.0))
        throw std::invalid_argument(u"A subset fraction must lie in (0, 1]; %1 given."_s.arg(fraction).toStdString());
    std::sort(documentIds.begin(), documentIds.end());
    // Fisher-Yates with Qt's generator: std::shuffle's order differs between
    // standard libraries, and a seed must name the same subset everywhere.
    QRandomGenerator random(seed);
    for (qsizetype i = documentIds.size() - 1; i > 0; --i)
        std::swap(documentIds[i], documentIds[qsizetype(random.bounded(quint64(i + 1)))]);
    const qsizetype keep = std::max<qsizetype>(1, qsizetype(std::lround(fraction * double(documentIds.size()))));
    return documentIds.mid(0, std::min(keep, documentIds.size()));
}

qint64 makeSubsetCollection(const store::Workspace &workspace, qint64 collectionId, double fraction, quint32 seed,
                            JobControl &control)
{
    store::CollectionStore collectionStore(workspace);
    store::TruthStore truthStore(workspace);
    const auto source = collectionStore.collection(collectionId);
    if (!source)
        throw std::invalid_argument(u"There is no collection %1."_s.arg(collectionId).toStdString());
    QList<qint64> ids;
    for (const store::DocumentSummary &summary : collectionStore.documents(collectionId))
        ids.append(summary.id);
    if (ids.isEmpty())
        throw std::invalid_argument(u"Collection %1 has no documents."_s.arg(collectionId).toStdString());
    const QList<qint64> chosen = nestedSubset(ids, fraction, seed);
    const QString tag = u"subset:%1:%2:%3"_s.arg(collectionId).arg(fraction).arg(seed);
    for (const store::CollectionInfo &info : collectionStore.collections())
        if (info.sourcePath == tag && info.documentCount == chosen.size())
            return info.id;

    control.setPhase(u"copy %1 % of the documents"_s.arg(fraction * 100.0));
    store::Transaction transaction(workspace);
    const qint64 subset = collectionStore.createCollection(
        u"%1, %2 % subset (seed %3)"_s.arg(source->name, QString::number(fraction * 100.0), QString::number(seed)),
        tag);
    QHash<qint64, qint64> copyOf;
    for (qsizetype i = 0; i < chosen.size(); ++i) {
        throwIfCancelled(control);
        const auto record = collectionStore.document(chosen[i]);
        if (!record)
            continue;
        store::NewDocument doc;
        doc.path = record->path;
        doc.title = record->title;
        doc.text = record->text;
        doc.encoding = record->encoding;
        doc.format = record->format;
        doc.contentHash = record->contentHash;
        doc.byteSize = record->byteSize;
        doc.invalidSequences = record->invalidSequences;
        doc.wordCount = record->wordCount;
        doc.cluster = record->cluster; // clusters travel with their documents
        doc.locations = collectionStore.locations(chosen[i]);
        copyOf.insert(chosen[i], collectionStore.addDocument(subset, doc));
        control.report(i + 1, chosen.size());
    }
    QList<store::TruthStore::LabelledPair> pairs;
    for (const auto &pair : truthStore.truthPairs(collectionId))
        if (copyOf.contains(pair.a) && copyOf.contains(pair.b))
            pairs.append({copyOf.value(pair.a), copyOf.value(pair.b), pair.positive});
    if (!pairs.isEmpty())
        truthStore.setTruthPairs(subset, pairs);
    transaction.commit();
    return subset;
}

} // namespace nd::experiments
