#include "experiments/referenceagreement.h"

#include "detect/detector.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <QCryptographicHash>
#include <QPair>

#include <algorithm>
#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

double ratio(qint64 part, qint64 whole)
{
    return whole > 0 ? double(part) / double(whole) : qQNaN();
}

void add(Rates &sum, QPair<int, int> &counts, const AgreementCounts &trial)
{
    const double p = trial.precision();
    const double r = trial.recall();
    if (!std::isnan(p)) {
        sum.precision = (counts.first == 0 ? 0.0 : sum.precision) + p;
        ++counts.first;
    }
    if (!std::isnan(r)) {
        sum.recall = (counts.second == 0 ? 0.0 : sum.recall) + r;
        ++counts.second;
    }
}

void divide(Rates &sum, const QPair<int, int> &counts)
{
    if (counts.first > 0)
        sum.precision /= counts.first;
    if (counts.second > 0)
        sum.recall /= counts.second;
}

} // namespace

int pairSizeGroup(qint64 wordsA, qint64 wordsB)
{
    return corpus::sizeGroup(std::min(wordsA, wordsB));
}

bool AgreementScope::keeps(qint64 a, qint64 b, qint64 wordsA, qint64 wordsB) const
{
    if (removed.contains(a) || removed.contains(b))
        return false;
    return !withinGroups || corpus::sizeGroup(wordsA) == corpus::sizeGroup(wordsB);
}

QSet<qint64> exactDuplicates(const store::Workspace &workspace, qint64 collectionId)
{
    QList<QPair<qint64, QString>> texts = store::CollectionStore(workspace).documentTexts(collectionId);
    std::sort(texts.begin(), texts.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
    QSet<QByteArray> seen;
    QSet<qint64> duplicates;
    for (const auto &[id, text] : texts) {
        const QByteArray md5 = QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Md5);
        if (seen.contains(md5))
            duplicates.insert(id);
        else
            seen.insert(md5);
    }
    return duplicates;
}

AgreementScope paperScope(const store::Workspace &workspace, qint64 collectionId)
{
    return AgreementScope{true, exactDuplicates(workspace, collectionId)};
}

double AgreementCounts::precision() const
{
    return ratio(agreed, flagged);
}

double AgreementCounts::recall() const
{
    return ratio(agreed, reference);
}

ReferenceAgreement::ReferenceAgreement(const ScoredPairs &run, const ScoredPairs &reference,
                                       const QHash<qint64, qint64> &wordsOfDocument, ScoreKind kind,
                                       const AgreementScope &scope)
    : m_kind(kind)
{
    // One entry per pair scored by either run: a pair the run did not examine
    // is not flagged by it at any threshold, and likewise for the reference.
    QHash<QPair<qint64, qint64>, qsizetype> index;
    index.reserve(qsizetype(run.size() + reference.size()));
    auto entryOf = [&](const ScoredPair &pair) -> Entry * {
        const qint64 wordsA = wordsOfDocument.value(pair.a);
        const qint64 wordsB = wordsOfDocument.value(pair.b);
        if (!scope.keeps(pair.a, pair.b, wordsA, wordsB))
            return nullptr;
        const QPair<qint64, qint64> key{std::min(pair.a, pair.b), std::max(pair.a, pair.b)};
        auto it = index.find(key);
        if (it == index.end()) {
            Entry entry;
            entry.group = pairSizeGroup(wordsA, wordsB);
            m_entries.push_back(entry);
            it = index.insert(key, qsizetype(m_entries.size() - 1));
        }
        return &m_entries[std::size_t(*it)];
    };
    for (const ScoredPair &pair : run) {
        if (Entry *entry = entryOf(pair)) {
            entry->inRun = true;
            entry->runScore = pair.score;
        }
    }
    for (const ScoredPair &pair : reference) {
        if (Entry *entry = entryOf(pair)) {
            entry->inReference = true;
            entry->referenceScore = pair.score;
        }
    }
}

Agreement ReferenceAgreement::at(double threshold) const
{
    const bool similarity = m_kind == ScoreKind::Similarity;
    auto flags = [&](bool present, double score) {
        return present && (similarity ? score >= threshold : score <= threshold);
    };
    Agreement result;
    result.threshold = threshold;
    result.groups.resize(corpus::kSizeGroupCount);
    for (const Entry &entry : m_entries) {
        const bool byRun = flags(entry.inRun, entry.runScore);
        const bool byReference = flags(entry.inReference, entry.referenceScore);
        if (!byRun && !byReference)
            continue;
        for (AgreementCounts *counts : {&result.overall, &result.groups[entry.group]}) {
            counts->flagged += byRun ? 1 : 0;
            counts->reference += byReference ? 1 : 0;
            counts->agreed += byRun && byReference ? 1 : 0;
        }
    }
    return result;
}

QList<Agreement> ReferenceAgreement::curve(const QList<double> &thresholds) const
{
    QList<Agreement> points;
    points.reserve(thresholds.size());
    for (const double t : thresholds)
        points.append(at(t));
    return points;
}

QHash<qint64, qint64> wordCounts(const store::Workspace &workspace, qint64 collectionId)
{
    QHash<qint64, qint64> words;
    for (const store::DocumentSummary &document : store::CollectionStore(workspace).documents(collectionId))
        words.insert(document.id, document.wordCount);
    return words;
}

ReferenceAgreement loadAgreement(const store::Workspace &workspace, qint64 runId, qint64 referenceRunId,
                                 const AgreementScope &scope)
{
    const store::RunStore runStore(workspace);
    const std::optional<store::RunInfo> run = runStore.run(runId);
    const std::optional<store::RunInfo> reference = runStore.run(referenceRunId);
    if (!run)
        throw std::invalid_argument(u"No run %1."_s.arg(runId).toStdString());
    if (!reference)
        throw std::invalid_argument(u"No reference run %1."_s.arg(referenceRunId).toStdString());
    if (run->collectionId != reference->collectionId)
        throw std::invalid_argument(
            u"Runs %1 and %2 belong to different collections."_s.arg(runId).arg(referenceRunId).toStdString());
    const ScoreKind kind = detect::Registry::instance().scoreKind(run->method);
    if (kind != detect::Registry::instance().scoreKind(reference->method))
        throw std::invalid_argument(u"Run %1 scores similarities and run %2 distances (or the other way round): "
                                    "they cannot share a threshold."_s.arg(runId)
                                        .arg(referenceRunId)
                                        .toStdString());
    return ReferenceAgreement(runStore.pairs(runId), runStore.pairs(referenceRunId),
                              wordCounts(workspace, run->collectionId), kind, scope);
}

GroupRates meanRates(const QList<Agreement> &trials)
{
    GroupRates mean;
    mean.groups.resize(corpus::kSizeGroupCount);
    if (trials.isEmpty())
        return mean;
    mean.threshold = trials.first().threshold;
    QPair<int, int> overallCounts{0, 0};
    QVector<QPair<int, int>> groupCounts(corpus::kSizeGroupCount, {0, 0});
    for (const Agreement &trial : trials) {
        add(mean.overall, overallCounts, trial.overall);
        for (int g = 0; g < corpus::kSizeGroupCount; ++g)
            add(mean.groups[g], groupCounts[g], trial.groups.value(g));
    }
    divide(mean.overall, overallCounts);
    for (int g = 0; g < corpus::kSizeGroupCount; ++g)
        divide(mean.groups[g], groupCounts[g]);
    return mean;
}

QList<double> paperThresholds()
{
    QList<double> thresholds;
    for (int i = 0; i <= 9; ++i)
        thresholds.append((50 + 5 * i) / 100.0);
    thresholds.append(0.99);
    return thresholds;
}

} // namespace nd::experiments
