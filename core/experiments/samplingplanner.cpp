#include "experiments/samplingplanner.h"

#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

SamplingPlanner::SamplingPlanner(double threshold, const QVector<qint64> &documentsPerGroup,
                                 const QVector<qint64> &wordsPerGroup)
    : m_threshold(threshold)
    , m_documents(documentsPerGroup)
    , m_words(wordsPerGroup)
{
    m_documents.resize(corpus::kSizeGroupCount);
    m_words.resize(corpus::kSizeGroupCount);
}

void SamplingPlanner::addRatio(int modulus, const GroupRates &rates)
{
    if (modulus < 1)
        throw std::invalid_argument("A sampling ratio 1/n needs n >= 1.");
    m_rates.insert(modulus, rates);
}

bool SamplingPlanner::meets(int modulus, int group, double requirement) const
{
    if (modulus == 1)
        return true; // the reference itself
    const auto it = m_rates.constFind(modulus);
    if (it == m_rates.cend())
        return false;
    const Rates rates = it->groups.value(group);
    if (std::isnan(rates.precision))
        return std::isnan(rates.recall);
    return rates.precision >= requirement;
}

double SamplingPlanner::share(const QVector<int> &modulusOfGroup) const
{
    double processed = 0.0;
    double total = 0.0;
    for (int g = 0; g < corpus::kSizeGroupCount; ++g) {
        processed += double(m_words[g]) / double(modulusOfGroup[g]);
        total += double(m_words[g]);
    }
    return total > 0 ? processed / total : 1.0;
}

SamplingPlan SamplingPlanner::plan(double requirement) const
{
    SamplingPlan plan;
    plan.threshold = m_threshold;
    plan.requirement = requirement;
    QVector<int> chosen(corpus::kSizeGroupCount, 1);
    for (int g = 0; g < corpus::kSizeGroupCount; ++g) {
        for (auto it = m_rates.cbegin(); it != m_rates.cend(); ++it) {
            if (it.key() > chosen[g] && meets(it.key(), g, requirement))
                chosen[g] = it.key();
        }
        if (m_documents[g] == 0)
            continue;
        GroupPlan row;
        row.group = g;
        row.documents = m_documents[g];
        row.words = m_words[g];
        row.modulus = chosen[g];
        row.precision = chosen[g] == 1 ? 1.0 : m_rates.value(chosen[g]).groups.value(g).precision;
        plan.groups.append(row);
    }
    plan.shareProcessed = share(chosen);
    for (auto it = m_rates.cbegin(); it != m_rates.cend(); ++it) {
        bool everywhere = true;
        for (int g = 0; g < corpus::kSizeGroupCount && everywhere; ++g)
            everywhere = m_documents[g] == 0 || meets(it.key(), g, requirement);
        if (everywhere && it.key() > plan.uniformModulus)
            plan.uniformModulus = it.key();
    }
    plan.uniformShare = 1.0 / plan.uniformModulus;
    return plan;
}

QList<double> SamplingPlanner::paperRequirements()
{
    QList<double> requirements;
    for (int i = 0; i <= 9; ++i)
        requirements.append((50 + 5 * i) / 100.0);
    requirements.append(0.99);
    return requirements;
}

SamplingPlanner loadPlanner(const store::Workspace &workspace, qint64 referenceRunId,
                            const QMap<int, QList<qint64>> &trialRunsByModulus, double threshold,
                            const AgreementScope &scope)
{
    const store::CollectionStore collectionStore(workspace);
    const store::RunStore runStore(workspace);
    const std::optional<store::RunInfo> reference = runStore.run(referenceRunId);
    if (!reference)
        throw std::invalid_argument(u"No reference run %1."_s.arg(referenceRunId).toStdString());
    QVector<qint64> documents(corpus::kSizeGroupCount, 0);
    QVector<qint64> words(corpus::kSizeGroupCount, 0);
    for (const store::DocumentSummary &document : collectionStore.documents(reference->collectionId)) {
        if (scope.removed.contains(document.id))
            continue;
        const int g = corpus::sizeGroup(document.wordCount);
        ++documents[g];
        words[g] += document.wordCount;
    }
    SamplingPlanner planner(threshold, documents, words);
    for (auto it = trialRunsByModulus.cbegin(); it != trialRunsByModulus.cend(); ++it) {
        QList<Agreement> trials;
        for (const qint64 runId : it.value())
            trials.append(loadAgreement(workspace, runId, referenceRunId, scope).at(threshold));
        planner.addRatio(it.key(), meanRates(trials));
    }
    return planner;
}

} // namespace nd::experiments
