#include "detect/shinglingdetector.h"

#include "detect/detectsupport.h"
#include "features/shingles.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace nd::detect {

QString ShinglingDetector::name() const
{
    return u"shingling"_s;
}

QString ShinglingDetector::title() const
{
    return tr("Broder shingling");
}

QString ShinglingDetector::description() const
{
    return tr("Sets of word w-shingles compared by resemblance (Jaccard) or containment; "
              "candidate pairs share at least one shingle (Broder 1997, paper 004).");
}

QList<ParamDescriptor> ShinglingDetector::parameters() const
{
    using T = ParamDescriptor::Type;
    return {
        {u"shingle_size"_s, tr("Shingle size"), T::Int, 4, 1, 12, {},
         tr("Words per shingle (w)."), u"Broder 1997; 004 Ye et al."_s},
        {u"measure"_s, tr("Measure"), T::Choice, u"resemblance"_s, {}, {},
         {u"resemblance"_s, u"containment"_s},
         tr("Resemblance |A∩B|/|A∪B| or containment |A∩B|/min(|A|,|B|)."), u"Broder 1997"_s},
        {u"max_posting"_s, tr("Max documents per shingle"), T::Int, 1000, 0, 100000000, {},
         tr("Shingles found in more documents are ignored as common (0 = no limit)."),
         u"Broder 1997"_s},
    };
}

ThresholdRange ShinglingDetector::thresholdRange(const Params &) const
{
    return {0.0, 1.0, 0.5};
}

DetectResult ShinglingDetector::detect(const std::vector<DetectDocument> &documents,
                                       const Params &params, JobControl &control) const
{
    const Params p = resolveOrThrow(params);
    const int w = p.value(u"shingle_size"_s).toInt();
    const bool containment = p.value(u"measure"_s).toString() == u"containment";
    const qint64 maxPosting = p.value(u"max_posting"_s).toInt();

    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Shingling"));
    std::vector<std::vector<std::uint64_t>> sets(documents.size());
    support::parallelFor(documents.size(), control, [&](std::size_t i) {
        sets[i] = features::shingleSet(features::tokenHashes(documents[i].tokens), w);
    });
    const double shingleSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("Sorting shingles"));
    struct Posting
    {
        std::uint64_t hash;
        std::uint32_t doc;
    };
    std::vector<Posting> postings;
    std::size_t total = 0;
    for (const auto &set : sets)
        total += set.size();
    postings.reserve(total);
    for (std::size_t d = 0; d < sets.size(); ++d) {
        for (std::uint64_t h : sets[d])
            postings.push_back({h, std::uint32_t(d)});
    }
    std::sort(postings.begin(), postings.end(), [](const Posting &x, const Posting &y) {
        return x.hash != y.hash ? x.hash < y.hash : x.doc < y.doc;
    });
    throwIfCancelled(control);
    const double sortSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("Counting shared shingles"));
    std::vector<qint64> sizes(sets.size());
    for (std::size_t d = 0; d < sets.size(); ++d)
        sizes[d] = qint64(sets[d].size());
    sets.clear(); // only the counts are needed from here on
    sets.shrink_to_fit();

    QHash<quint64, quint32> shared; // (a << 32 | b) over document indices, a < b
    qint64 skippedLists = 0;
    qint64 skippedPostings = 0;
    qint64 updates = 0;
    qint64 sinceCheck = 0;
    for (std::size_t begin = 0; begin < postings.size();) {
        std::size_t end = begin + 1;
        while (end < postings.size() && postings[end].hash == postings[begin].hash)
            ++end;
        const qint64 length = qint64(end - begin);
        if (maxPosting > 0 && length > maxPosting) {
            ++skippedLists;
            skippedPostings += length;
            for (std::size_t k = begin; k < end; ++k)
                --sizes[postings[k].doc];
        } else {
            for (std::size_t x = begin; x < end; ++x) {
                for (std::size_t y = x + 1; y < end; ++y) {
                    ++shared[(quint64(postings[x].doc) << 32) | postings[y].doc];
                    ++updates;
                }
            }
        }
        sinceCheck += length * length;
        if (sinceCheck > 100000) {
            sinceCheck = 0;
            throwIfCancelled(control);
            control.report(qint64(end), qint64(postings.size()));
        }
        begin = end;
    }
    const double countSeconds = support::seconds(timer);

    DetectResult result;
    result.pairs.reserve(std::size_t(shared.size()));
    for (auto it = shared.cbegin(); it != shared.cend(); ++it) {
        const std::size_t a = std::size_t(it.key() >> 32);
        const std::size_t b = std::size_t(it.key() & 0xffffffffu);
        const double common = it.value();
        const double denominator = containment ? double(std::min(sizes[a], sizes[b]))
                                               : double(sizes[a] + sizes[b]) - common;
        result.pairs.push_back(
            support::orderedPair(documents[a].id, documents[b].id, common / denominator));
    }
    support::sortPairs(result.pairs);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(documents.size())},
        {u"shingles"_s, qint64(total)},
        {u"posting_lists_skipped"_s, skippedLists},
        {u"postings_skipped"_s, skippedPostings},
        {u"comparisons"_s, updates},
        {u"candidates"_s, qint64(result.pairs.size())},
        {u"seconds_shingles"_s, shingleSeconds},
        {u"seconds_sort"_s, sortSeconds},
        {u"seconds_count"_s, countSeconds},
    };
    return result;
}

} // namespace nd::detect
