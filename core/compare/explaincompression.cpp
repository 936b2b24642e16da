// "Why this pair matched" for the compression family of paper 003: SpotSigs'
// shared spot signatures and the compressed sizes behind an NCD.

#include "compare/explain.h"

#include "detect/spots/ncdcomparison.h"
#include "detect/spots/ncddetectorbase.h"
#include "features/compressor.h"
#include "features/spotsignatures.h"

#include <QHash>
#include <QSet>

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::compare {

namespace {

int intParam(const QJsonObject &params, const QString &key, int fallback)
{
    const QJsonValue v = params.value(key);
    if (v.isString())
        return v.toString().toInt();
    return v.isDouble() ? v.toInt() : fallback;
}

// The first words of `a` (in order, each once) that also occur in `b`.
QStringList sharedInOrder(const QStringList &a, const QStringList &b, int maxShown)
{
    const QSet<QString> inB(b.cbegin(), b.cend());
    QSet<QString> shown;
    QStringList shared;
    for (const QString &word : a) {
        if (shared.size() >= maxShown)
            break;
        if (inB.contains(word) && !shown.contains(word)) {
            shown.insert(word);
            shared.append(word);
        }
    }
    return shared;
}

} // namespace

SpotSigsExplanation explainSpotSigs(QStringView textA, QStringView textB, const QJsonObject &params, int maxShown)
{
    const QSet<QString> antecedents = features::antecedentSet(params.value(u"antecedents"_s).toString(u"paper"_s));
    const int distance = intParam(params, u"spot_distance"_s, 1);
    const int chain = intParam(params, u"chain_length"_s, 1);
    const QStringList a = features::stopwordSpotSignatures(textA, antecedents, distance, chain);
    const QStringList b = features::stopwordSpotSignatures(textB, antecedents, distance, chain);

    SpotSigsExplanation e;
    e.signaturesA = a.size();
    e.signaturesB = b.size();
    QHash<QString, qsizetype> countA;
    QHash<QString, qsizetype> countB;
    for (const QString &s : a)
        ++countA[s];
    for (const QString &s : b)
        ++countB[s];
    for (auto it = countA.cbegin(); it != countA.cend(); ++it) {
        const qsizetype other = countB.value(it.key());
        e.shared += std::min(it.value(), other);
        e.unionSize += std::max(it.value(), other);
    }
    for (auto it = countB.cbegin(); it != countB.cend(); ++it) {
        if (!countA.contains(it.key()))
            e.unionSize += it.value();
    }
    e.jaccard = e.unionSize > 0 ? double(e.shared) / double(e.unionSize) : 0.0;
    e.sharedSignatures = sharedInOrder(a, b, maxShown);
    e.minIdf = params.value(u"min_idf"_s).toDouble(0.0);
    e.maxIdf = params.value(u"max_idf"_s).toDouble(1.0);
    return e;
}

NcdExplanation explainNcd(const QString &method, const QJsonObject &params, QStringView textA, QStringView textB,
                          int maxShown)
{
    const auto *detector = dynamic_cast<const detect::NcdDetectorBase *>(detect::Registry::instance().find(method));
    if (!detector)
        throw std::invalid_argument(u"\"%1\" is not an NCD method."_s.arg(method).toStdString());
    QString error;
    const detect::Params resolved = detector->resolve(params.toVariantMap(), &error);
    if (!error.isEmpty())
        throw std::invalid_argument(error.toStdString());
    const detect::compression::NcdOptions options = detect::compression::ncdOptions(resolved);

    const detect::DetectDocument a{1, textA.toString(), {}};
    const detect::DetectDocument b{2, textB.toString(), {}};
    const std::string x = detector->payload(a, resolved);
    const std::string y = detector->payload(b, resolved);

    NcdExplanation e;
    e.compressor = features::compressorName(options.compressor);
    e.payloadA = x.size();
    e.payloadB = y.size();
    // Only the signature methods have something else than the text to compress.
    const bool signatures = method != u"ncd";
    e.wholeTextA = signatures && x == a.text.toStdString();
    e.wholeTextB = signatures && y == b.text.toStdString();
    e.compressedA = features::compressedSize(options.compressor, x);
    e.compressedB = features::compressedSize(options.compressor, y);
    e.compressedAB = features::compressedSize(options.compressor, x, y);
    e.ncd = detect::compression::normalizedCompressionDistance(e.compressedA, e.compressedB, e.compressedAB);
    const auto [small, large] = std::minmax(e.compressedA, e.compressedB);
    e.lowerBound = large > 0 ? 1.0 - double(small) / double(large) : 0.0;
    if (signatures && !e.wholeTextA && !e.wholeTextB) {
        e.sharedWords = sharedInOrder(QString::fromStdString(x).split(u' ', Qt::SkipEmptyParts),
                                      QString::fromStdString(y).split(u' ', Qt::SkipEmptyParts), maxShown);
    }
    return e;
}

} // namespace nd::compare
