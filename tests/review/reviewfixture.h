#pragma once

#include "base/scoredpair.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/reviewstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace nd::test {

// A workspace with one collection of the given texts (named by `names`) and a
// finished run whose pairs are given by 1-based document index.
struct ReviewFixture
{
    std::unique_ptr<QTemporaryDir> dir = std::make_unique<QTemporaryDir>();
    std::unique_ptr<store::Workspace> workspace;
    qint64 collection = 0;
    QList<qint64> ids;

    ReviewFixture(const QStringList &names, const QStringList &texts)
    {
        workspace = std::make_unique<store::Workspace>(dir->filePath(QStringLiteral("review.ndw")));
        store::CollectionStore collectionStore(*workspace);
        collection = collectionStore.createCollection(QStringLiteral("reviewed"), dir->path());
        for (qsizetype i = 0; i < texts.size(); ++i) {
            ids.append(collectionStore.addDocument(collection, test::textDocument(names.at(i), texts.at(i))));
        }
    }

    qint64 addRun(const ScoredPairs &byIndex, const QString &method = QStringLiteral("shingling"))
    {
        store::RunInfo info;
        info.collectionId = collection;
        info.method = method;
        store::RunStore runStore(*workspace);
        const qint64 run = runStore.createRun(info);
        ScoredPairs pairs;
        for (const ScoredPair &p : byIndex)
            pairs.push_back({id(p.a), id(p.b), p.score});
        runStore.storePairs(run, pairs);
        runStore.finishRun(run, store::RunStatus::Done, {}, {});
        return run;
    }

    qint64 id(qint64 index) const { return ids.at(index - 1); }
    store::DocumentPair pair(qint64 i, qint64 j) const { return store::orderedPair(id(i), id(j)); }
};

} // namespace nd::test
