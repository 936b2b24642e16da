#include "detect/exact/exactdetector.h"

#include "detect/detectsupport.h"
#include "text/htmltotext.h"

#include <QCryptographicHash>

#include <array>
#include <cstring>

using namespace Qt::StringLiterals;

namespace nd::detect {

namespace {
using Digest = std::array<char, 16>;
}

ThresholdRange ExactDetector::thresholdRange(const Params &) const
{
    return {0.0, 1.0, 1.0};
}

DetectResult ExactDetector::detect(const std::vector<DetectDocument> &documents, const Params &params,
                                   JobControl &control) const
{
    resolveOrThrow(params);
    QElapsedTimer timer;
    timer.start();
    control.setPhase(tr("Hashing canonical text"));

    // Empty documents (nothing left after decoding) would all be "duplicates" of
    // each other, which is noise rather than a finding: they are left out.
    std::vector<Digest> digests(documents.size());
    std::vector<char> empty(documents.size(), 0);
    parallelFor(documents.size(), control, [&](std::size_t i) {
        const QString canonical = nd::text::canonicalText(documents[i].text);
        if (canonical.isEmpty()) {
            empty[i] = 1;
            return;
        }
        const QByteArray md5 = QCryptographicHash::hash(canonical.toUtf8(), QCryptographicHash::Md5);
        std::memcpy(digests[i].data(), md5.constData(), digests[i].size());
    });
    const double hashSeconds = support::seconds(timer);

    timer.restart();
    control.setPhase(tr("Grouping by digest"));
    std::vector<std::size_t> order;
    order.reserve(documents.size());
    for (std::size_t i = 0; i < documents.size(); ++i) {
        if (!empty[i])
            order.push_back(i);
    }
    std::sort(order.begin(), order.end(),
              [&](std::size_t x, std::size_t y) { return digests[x] != digests[y] ? digests[x] < digests[y] : x < y; });

    DetectResult result;
    qint64 groups = 0;
    for (std::size_t begin = 0; begin < order.size();) {
        std::size_t end = begin + 1;
        while (end < order.size() && digests[order[end]] == digests[order[begin]])
            ++end;
        if (end - begin > 1)
            ++groups;
        for (std::size_t p = begin; p < end; ++p) {
            throwIfCancelled(control);
            for (std::size_t q = p + 1; q < end; ++q)
                result.pairs.push_back(support::orderedPair(documents[order[p]].id, documents[order[q]].id, 1.0));
        }
        begin = end;
    }
    support::sortPairs(result.pairs);

    result.stats = QJsonObject{
        {u"documents"_s, qint64(documents.size())},     {u"skipped_empty"_s, qint64(documents.size() - order.size())},
        {u"signatures"_s, qint64(order.size())},        {u"groups"_s, groups},
        {u"candidates"_s, qint64(result.pairs.size())}, {u"seconds_hash"_s, hashSeconds},
        {u"seconds_group"_s, support::seconds(timer)},
    };
    return result;
}

} // namespace nd::detect
