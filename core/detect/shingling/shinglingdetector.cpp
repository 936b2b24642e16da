#include "detect/shingling/shinglingdetector.h"

#include "detect/detectsupport.h"
#include "features/shingles.h"
#include "features/shinglesampling.h"
#include "features/shinglesorter.h"

using namespace Qt::StringLiterals;

namespace nd::detect {

ShinglingDetector::ShinglingDetector(std::size_t budgetUnitBytes)
    : m_budgetUnit(budgetUnitBytes)
{ }

namespace {

features::SamplingRule samplingRule(const Params &p)
{
    const QString method = p.value(u"sampling"_s).toString();
    features::SamplingRule rule;
    rule.modulus = std::uint64_t(p.value(u"sample_modulus"_s).toInt());
    rule.remainder = std::uint64_t(p.value(u"sample_remainder"_s).toInt());
    if (method == u"mod") {
        rule.method = features::SamplingMethod::Mod;
    } else if (method == u"broder") {
        // Broder 1997 as paper 004 reports it: one in 25, at most 400 per document.
        rule = {features::SamplingMethod::Broder, 25, 0, 400};
    } else if (method == u"smallest") {
        rule.method = features::SamplingMethod::Smallest;
        rule.limit = std::size_t(p.value(u"sample_size"_s).toInt());
    }
    return rule;
}

struct Settings
{
    int w = 4;
    int bits = 64;
    bool containment = false;
    qint64 maxPosting = 0;
    features::SamplingRule rule;
    std::size_t budgetBytes = 0;
};

template<typename Key>
struct Posting
{
    Key hash;
    std::uint32_t doc;
};

template<typename Key>
struct PostingLess
{
    bool operator()(const Posting<Key> &x, const Posting<Key> &y) const
    {
        return x.hash != y.hash ? x.hash < y.hash : x.doc < y.doc;
    }
};

std::vector<std::uint64_t> shingleKeys(const DetectDocument &d, const Settings &s, std::uint64_t *)
{
    std::vector<std::uint64_t> hashedHere;
    return features::shingleSet(support::tokenHashesOf(d, hashedHere), s.w, s.bits);
}

std::vector<features::Hash128> shingleKeys(const DetectDocument &d, const Settings &s, features::Hash128 *)
{
    return features::md5ShingleSet(d.tokens, s.w);
}

// Broder's algorithm over shingle keys of type Key (64-bit or 128-bit).
template<typename Key>
DetectResult run(const std::vector<DetectDocument> &documents, const Settings &s, JobControl &control)
{
    QElapsedTimer timer;
    timer.start();
    control.setPhase(ShinglingDetector::tr("Shingling"));
    std::vector<std::vector<Key>> sets(documents.size());
    std::vector<qint64> fullSizes(documents.size());
    parallelFor(documents.size(), control, [&](std::size_t i) {
        std::vector<Key> all = shingleKeys(documents[i], s, static_cast<Key *>(nullptr));
        fullSizes[i] = qint64(all.size());
        sets[i] = features::sampleShingles(all, s.rule);
    });
    const double shingleSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(ShinglingDetector::tr("Sorting shingles"));
    // Half the budget for the <shingle, document> sort, half for the
    // <document, document> sort that overlaps its merge.
    features::ShingleSorter<Posting<Key>, PostingLess<Key>> postings(s.budgetBytes / 2);
    qint64 total = 0;
    qint64 sampled = 0;
    std::vector<qint64> sizes(sets.size());
    for (std::size_t d = 0; d < sets.size(); ++d) {
        total += fullSizes[d];
        sampled += qint64(sets[d].size());
        sizes[d] = qint64(sets[d].size());
        for (const Key &h : sets[d])
            postings.push({h, std::uint32_t(d)});
        std::vector<Key>().swap(sets[d]); // the postings own the shingles now
        if (d % 256 == 0)
            throwIfCancelled(control);
    }
    postings.finish();
    throwIfCancelled(control);
    const double sortSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(ShinglingDetector::tr("Counting shared shingles"));
    // Step 3 of Broder's algorithm: every posting list yields its document
    // pairs, (a << 32 | b) over document indices with a < b; sorting them
    // groups each pair's shared shingles.
    features::ShingleSorter<quint64> pairKeys(s.budgetBytes / 2);
    qint64 skippedLists = 0;
    qint64 skippedPostings = 0;
    qint64 seen = 0;
    qint64 sinceCheck = 0;
    std::vector<std::uint32_t> list;
    Key current{};
    auto flush = [&] {
        const qint64 length = qint64(list.size());
        if (s.maxPosting > 0 && length > s.maxPosting) {
            ++skippedLists;
            skippedPostings += length;
            for (std::uint32_t d : list)
                --sizes[d];
        } else {
            for (std::size_t x = 0; x < list.size(); ++x) {
                for (std::size_t y = x + 1; y < list.size(); ++y)
                    pairKeys.push((quint64(list[x]) << 32) | list[y]);
            }
        }
        sinceCheck += length * length;
        if (sinceCheck > 100000) {
            sinceCheck = 0;
            throwIfCancelled(control);
            control.report(seen, sampled);
        }
        list.clear();
    };
    postings.drain([&](const Posting<Key> &p) {
        if (!list.empty() && p.hash != current)
            flush();
        current = p.hash;
        list.push_back(p.doc);
        ++seen;
    });
    if (!list.empty())
        flush();
    pairKeys.finish();
    throwIfCancelled(control);

    DetectResult result;
    quint64 pairKey = 0;
    double common = 0;
    auto emit = [&] {
        const std::size_t a = std::size_t(pairKey >> 32);
        const std::size_t b = std::size_t(pairKey & 0xffffffffu);
        const double denominator =
            s.containment ? double(std::min(sizes[a], sizes[b])) : double(sizes[a] + sizes[b]) - common;
        result.pairs.push_back(support::orderedPair(documents[a].id, documents[b].id, common / denominator));
    };
    pairKeys.drain([&](quint64 key) {
        if (common > 0 && key != pairKey) {
            emit();
            common = 0;
        }
        pairKey = key;
        ++common;
    });
    if (common > 0)
        emit();
    support::sortPairs(result.pairs);
    const double countSeconds = support::seconds(timer);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(documents.size())},
        {u"shingles"_s, total},
        {u"shingles_sampled"_s, sampled},
        {u"sampled_share"_s, total > 0 ? double(sampled) / double(total) : 0.0},
        {u"posting_lists_skipped"_s, skippedLists},
        {u"postings_skipped"_s, skippedPostings},
        {u"comparisons"_s, qint64(pairKeys.size())},
        {u"candidates"_s, qint64(result.pairs.size())},
        {u"spilled_runs"_s, qint64(postings.spilledRuns() + pairKeys.spilledRuns())},
        {u"seconds_shingles"_s, shingleSeconds},
        {u"seconds_sort"_s, sortSeconds},
        {u"seconds_count"_s, countSeconds},
    };
    return result;
}

} // namespace

ThresholdRange ShinglingDetector::thresholdRange(const Params &) const
{
    return {0.0, 1.0, 0.5};
}

QString ShinglingDetector::checkResolved(const Params &resolved) const
{
    if (resolved.value(u"sampling"_s).toString() == u"mod"
        && resolved.value(u"sample_remainder"_s).toInt() >= resolved.value(u"sample_modulus"_s).toInt())
        return tr("sample_remainder must be smaller than sample_modulus.");
    return {};
}

QString ShinglingDetector::plan(const Params &params) const
{
    const std::optional<Params> resolved = support::resolvedOrNone(*this, params);
    if (!resolved)
        return {};
    const Params &p = *resolved;
    const QString method = p.value(u"sampling"_s).toString();
    if (method == u"mod")
        return tr("Keeps about 1/%1 of each document's shingles (hash mod %1 = %2).")
            .arg(p.value(u"sample_modulus"_s).toInt())
            .arg(p.value(u"sample_remainder"_s).toInt());
    if (method == u"broder")
        return tr("Keeps about 1/25 of each document's shingles, at most 400.");
    if (method == u"smallest")
        return tr("Keeps the %1 smallest shingle hashes of each document.").arg(p.value(u"sample_size"_s).toInt());
    return {};
}

TokenForm ShinglingDetector::tokenForm(const Params &params) const
{
    QString error;
    return resolve(params, &error).value(u"hash_bits"_s).toInt() == 128 ? TokenForm::Strings : TokenForm::Hashes;
}

DetectResult ShinglingDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                       JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    Settings s;
    s.w = p.value(u"shingle_size"_s).toInt();
    s.bits = p.value(u"hash_bits"_s).toInt();
    s.containment = p.value(u"measure"_s).toString() == u"containment";
    s.maxPosting = p.value(u"max_posting"_s).toInt();
    s.rule = samplingRule(p);
    s.budgetBytes = std::size_t(p.value(u"memory_mb"_s).toLongLong()) * m_budgetUnit;
    if (s.bits == 128)
        return run<features::Hash128>(documents, s, control);
    return run<std::uint64_t>(documents, s, control);
}

} // namespace nd::detect
