#include "service/fingerprinter.h"

#include "detect/simhash/simhashdetector.h"
#include "detect/simhash/simhashfamilydetector.h"
#include "detect/simhash/weightedsimhashdetector.h"
#include "base/hashing.h"
#include "features/nounlexicon.h"

#include <QRegularExpression>

#include <map>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::service {

namespace {

std::invalid_argument failure(const QString &message)
{
    return std::invalid_argument(message.toStdString());
}

// One Preprocessor per thread and setting: its stemmer keeps state, and building
// one per text would cost more than the text.
const text::Preprocessor &threadPreprocessor(const text::PreprocessOptions &options)
{
    thread_local std::map<QString, std::unique_ptr<text::Preprocessor>> preprocessors;
    auto &slot = preprocessors[options.key()];
    if (!slot)
        slot = std::make_unique<text::Preprocessor>(options);
    return *slot;
}

} // namespace

Fingerprinter::Fingerprinter(const QString &method, const detect::Params &params,
                             const text::PreprocessOptions &preprocessing)
    : m_method(method)
    , m_preprocessing(preprocessing)
{
    const detect::Detector *detector = detect::Registry::instance().find(method);
    if (!detector)
        throw failure(u"Unknown method \"%1\"."_s.arg(method));
    m_preprocessing = detector->resolvePreprocessing(preprocessing);
    QString error;
    const detect::Params resolved = detector->resolve(params, &error);
    if (!error.isEmpty())
        throw failure(error);
    m_maxDistance = resolved.value(u"max_distance"_s).toInt();
    m_blocks = resolved.value(u"blocks"_s, 0).toInt();

    // The key: the resolved parameters that change a fingerprint, sorted by name
    // (a QVariantMap iterates in key order).
    QStringList parts{u"v1"_s, method};
    for (auto it = resolved.cbegin(); it != resolved.cend(); ++it) {
        if (it.key() != u"max_distance"_s && it.key() != u"blocks"_s)
            parts.append(it.key() + u'=' + it.value().toString());
    }

    if (dynamic_cast<const detect::WeightedSimhashDetector *>(detector)) {
        m_weighted = true;
        m_bits = detect::WeightedSimhashDetector::Bits;
        m_lambda = resolved.value(u"lambda"_s).toDouble();
        m_kindKey = parts.join(u';');
        // Loaded once here, not by the first request.
        (void)features::NounLexicon::english();
        return;
    }
    const auto *family = dynamic_cast<const detect::SimhashFamilyDetector *>(detector);
    if (!family)
        throw failure(
            u"Method \"%1\" cannot be served: stored fingerprints and Manku's tables work with "
            "simhash-weighted and the simhash family (simhash, simhash-shingles with weighting=tf)."_s.arg(method));
    const detect::SimhashSettings settings = family->settings(resolved);
    if (settings.weighting != detect::SimhashSettings::Weighting::Tf)
        throw failure(u"Method \"%1\" with TF-IDF weights cannot be served from stored fingerprints: the IDF, "
                      "and with it every fingerprint, changes with each document added. Use --param weighting=tf "
                      "or simhash-weighted."_s.arg(method));
    if (settings.lexicons != 1)
        throw failure(u"Method \"%1\" with %2 lexicons gives several fingerprints per document; "
                      "it can be served with lexicons=1."_s.arg(method)
                          .arg(settings.lexicons));
    if (settings.verifyExact)
        throw failure(u"Method \"%1\" with exact verification needs every document's shingles; "
                      "it can be served with verify=none."_s.arg(method));
    m_bits = settings.bits;
    m_maxDistance = settings.maxDistance;
    m_blocks = settings.blocks;
    JobControl control;
    m_model = std::make_unique<detect::SimhashModel>(settings, std::vector<detect::DetectDocument>{}, control);
    parts.append(m_preprocessing.key());
    m_kindKey = parts.join(u';');
}

Fingerprinter::~Fingerprinter() = default;

QStringList Fingerprinter::paragraphsOf(const QString &text)
{
    static const QRegularExpression blankLine(u"\\n[ \\t\\r\\f\\v]*\\n"_s);
    QStringList paragraphs;
    for (const QString &part : text.split(blankLine)) {
        const QString trimmed = part.trimmed();
        if (!trimmed.isEmpty())
            paragraphs.append(trimmed);
    }
    return paragraphs;
}

std::optional<std::uint64_t> Fingerprinter::unit(const QString &text, bool paragraph, int *counted) const
{
    const int minimum = paragraph ? minParagraphWords : 1;
    if (m_weighted) {
        int words = 0;
        const auto weighted =
            detect::WeightedSimhashDetector::weightedFeatures(text, m_lambda, features::NounLexicon::english(), &words);
        if (counted)
            *counted = words;
        if (weighted.empty() || words < minimum)
            return std::nullopt;
        return detect::SimhashDetector::fingerprint(weighted, m_bits);
    }
    const QStringList tokens = threadPreprocessor(m_preprocessing).tokens(text);
    if (counted)
        *counted = int(tokens.size());
    if (tokens.size() < minimum)
        return std::nullopt;
    const detect::SimhashModel::Fingerprints prints = m_model->fingerprints(tokens);
    if (prints.present.empty() || !prints.present.front())
        return std::nullopt;
    return prints.values.front();
}

store::DocumentFingerprints Fingerprinter::fingerprint(const QString &text, bool paragraphs) const
{
    store::DocumentFingerprints result;
    int words = 0;
    result.whole = unit(text, false, &words);
    if (paragraphs) {
        const QStringList parts = paragraphsOf(text);
        // A text of one paragraph with nothing trimmed is its own paragraph: the
        // same fingerprint, only the least number of words differs (fingerprinting
        // it again was a whole fingerprint's work more for every add).
        if (parts.size() == 1 && parts.front().size() == text.size()) {
            if (result.whole && words >= minParagraphWords)
                result.paragraphs.emplace_back(0, *result.whole);
            return result;
        }
        for (qsizetype p = 0; p < parts.size(); ++p) {
            if (const auto value = unit(parts[p], true))
                result.paragraphs.emplace_back(int(p), *value);
        }
    }
    return result;
}

} // namespace nd::service
