#include "pipeline/scalestages.h"

#include "detect/minhash/minhashdetector.h"
#include "detect/simhash/simhashdetector.h"
#include "detect/simhash/simhashfamilydetector.h"
#include "detect/simhash/simhashmodel.h"
#include "detect/simhash/weightedsimhashdetector.h"
#include "features/hammingindex.h"
#include "features/nounlexicon.h"
#include "features/shingles.h"
#include "base/hashing.h"
#include "pipeline/jsonlines.h"

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <algorithm>
#include <bit>
#include <span>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::pipeline {

namespace {

enum class Kind { MinHash, Simhash, WeightedSimhash };

std::invalid_argument invalid(const QString &message)
{
    return std::invalid_argument(message.toStdString());
}

// The low `digitCount` hex digits of a value appended to `out`.
void appendHex(QString &out, std::uint64_t value, int digitCount = 16)
{
    static constexpr char digits[] = "0123456789abcdef";
    for (int shift = 4 * (digitCount - 1); shift >= 0; shift -= 4)
        out.append(QLatin1Char(digits[(value >> shift) & 0xF]));
}

} // namespace

QStringList stageMethods()
{
    return {u"minhash"_s, u"simhash"_s, u"simhash-shingles"_s, u"simhash-weighted"_s};
}

struct StageMethod::Impl
{
    Kind kind = Kind::MinHash;
    // Mutable: signing is logically const, the preprocessor caches word forms.
    mutable text::Preprocessor preprocessor;
    mutable std::vector<std::uint64_t> tokenScratch;
    mutable std::vector<std::uint64_t> shingleScratch;

    // minhash
    detect::MinHashSigning minhash;
    std::optional<features::MinHasher> hasher;

    // simhash family
    detect::SimhashSettings simhash;
    std::optional<detect::SimhashModel> model;
    std::optional<features::HammingIndex> tables;
    double lambda = 1.0;

    explicit Impl(const text::PreprocessOptions &options)
        : preprocessor(options)
    { }

    // The word shingle hashes of a text as the method's run makes them.
    const std::vector<std::uint64_t> &shingles(std::string_view utf8, int w, std::vector<std::uint64_t> &out) const
    {
        tokenScratch.clear();
        preprocessor.tokenHashes(utf8, tokenScratch);
        features::shingleHashes(tokenScratch, w, out);
        return out;
    }
};

StageMethod::StageMethod(const QString &method, const detect::Params &params,
                         const text::PreprocessOptions &preprocessing, std::optional<features::IdfTable> statistics)
    : m_detector(detect::Registry::instance().find(method))
    , m_preprocessing(preprocessing)
    , m_impl(std::make_unique<Impl>(preprocessing))
{
    if (!m_detector)
        throw invalid(u"unknown method \"%1\" (see neardup-cli methods)"_s.arg(method));
    if (!stageMethods().contains(method))
        throw invalid(
            u"method \"%1\" cannot be run in stages (these can: %2)"_s.arg(method, stageMethods().join(u", "_s)));
    QString error;
    m_params = m_detector->resolve(params, &error);
    if (!error.isEmpty())
        throw invalid(error);

    Impl &impl = *m_impl;
    if (method == u"minhash") {
        impl.kind = Kind::MinHash;
        impl.minhash = detect::MinHashDetector::signing(m_params);
        impl.hasher.emplace(int(impl.minhash.width), impl.minhash.scheme);
        return;
    }
    if (method == u"simhash-weighted") {
        impl.kind = Kind::WeightedSimhash;
        impl.lambda = m_params.value(u"lambda"_s).toDouble();
        // The block tables the method's run searches (k + 1 blocks).
        impl.tables.emplace(detect::WeightedSimhashDetector::Bits, m_params.value(u"max_distance"_s).toInt());
        return;
    }
    impl.kind = Kind::Simhash;
    const auto *family = dynamic_cast<const detect::SimhashFamilyDetector *>(m_detector);
    impl.simhash = family->settings(m_params);
    const detect::SimhashSettings &s = impl.simhash;
    if (s.lexicons != 1)
        throw invalid(u"%1 in stages needs lexicons=1"_s.arg(method));
    if (s.maxDistance > s.bits / 2)
        throw invalid(
            u"%1 in stages needs max_distance <= %2: beyond, every pair is compared"_s.arg(method).arg(s.bits / 2));
    if (s.weighting == detect::SimhashSettings::Weighting::TfIdf) {
        // IDF from the whole collection's document frequencies, counted by the
        // stats stage; without them this method can only count them.
        if (statistics)
            impl.model.emplace(s, std::move(*statistics));
    } else {
        // Tf weights read nothing of the collection: a model built on none signs
        // every document as the run's model does.
        JobControl control;
        impl.model.emplace(s, std::vector<detect::DetectDocument>{}, control);
    }
    // Any table design finds every pair within the bound; the run's own design
    // depends on the collection's size, which a stage does not know.
    impl.tables.emplace(s.bits, s.maxDistance, s.blocks);
}

StageMethod::~StageMethod() = default;

int StageMethod::keysPerDocument() const
{
    return m_impl->kind == Kind::MinHash ? m_impl->minhash.lsh.bands : m_impl->tables->tables();
}

int StageMethod::signatureWidth() const
{
    return m_impl->kind == Kind::MinHash ? int(m_impl->minhash.width) : 1;
}

std::uint64_t StageMethod::keyHash(QStringView key)
{
    return hashToken(key);
}

bool StageMethod::needsStatistics() const
{
    return m_impl->kind == Kind::Simhash && m_impl->simhash.weighting == detect::SimhashSettings::Weighting::TfIdf;
}

bool StageMethod::hasStatistics() const
{
    return needsStatistics() && m_impl->model.has_value();
}

void StageMethod::countStatistics(std::string_view utf8Text, features::IdfTable &statistics) const
{
    m_impl->tokenScratch.clear();
    m_impl->preprocessor.tokenHashes(utf8Text, m_impl->tokenScratch);
    statistics.addDocument(m_impl->tokenScratch);
}

bool StageMethod::verifiesSignatures() const
{
    // MinHash always: even where texts give the score, the signatures say
    // whether the pair shares a band, as the run's candidates do.
    return true;
}

bool StageMethod::verifiesTexts() const
{
    return m_impl->kind == Kind::MinHash ? m_impl->minhash.exact
                                         : m_impl->kind == Kind::Simhash && m_impl->simhash.verifyExact;
}

std::optional<SignedDocument> StageMethod::sign(std::string_view utf8Text) const
{
    const Impl &impl = *m_impl;
    SignedDocument signedDocument;
    if (impl.kind == Kind::MinHash) {
        const auto &shingles = impl.shingles(utf8Text, impl.minhash.shingleSize, impl.shingleScratch);
        if (shingles.empty())
            return std::nullopt;
        signedDocument.signature.assign(impl.minhash.width, 0);
        impl.hasher->sign(shingles, signedDocument.signature);
        // A band's key is its values themselves, not their hash: two documents
        // share it exactly when the run's banding makes them candidates. The
        // values of a non-empty set are 32-bit (MinHasher), so 8 digits each
        // suffice; a band with a wider value, were there one, is keyed apart ('B').
        const std::size_t rows = std::size_t(impl.minhash.lsh.rows);
        for (std::size_t b = 0; b < std::size_t(impl.minhash.lsh.bands); ++b) {
            const auto band = std::span(signedDocument.signature).subspan(b * rows, rows);
            const bool narrow = std::all_of(band.begin(), band.end(), [](std::uint64_t v) { return v >> 32 == 0; });
            QString key = (narrow ? u'b' : u'B') + QString::number(b) + u':';
            for (const std::uint64_t value : band)
                appendHex(key, value, narrow ? 8 : 16);
            signedDocument.keys.append(key);
        }
        return signedDocument;
    }
    if (impl.kind == Kind::Simhash && !impl.model)
        throw std::logic_error("simhash with weighting=tfidf signs with the collection's document frequencies "
                               "(the stats stage's output), which it was not given");
    std::uint64_t fingerprint = 0;
    if (impl.kind == Kind::WeightedSimhash) {
        const auto features = detect::WeightedSimhashDetector::weightedFeatures(
            QString::fromUtf8(utf8Text.data(), qsizetype(utf8Text.size())), impl.lambda,
            features::NounLexicon::english());
        if (features.empty())
            return std::nullopt;
        fingerprint = detect::SimhashDetector::fingerprint(features, detect::WeightedSimhashDetector::Bits);
    } else {
        impl.tokenScratch.clear();
        impl.preprocessor.tokenHashes(utf8Text, impl.tokenScratch);
        const detect::SimhashModel::Fingerprints prints = impl.model->fingerprints(impl.tokenScratch);
        if (!prints.present.front())
            return std::nullopt;
        fingerprint = prints.values.front();
    }
    signedDocument.signature = {fingerprint};
    // Manku's tables: documents agreeing on a table's prefix blocks are candidates.
    const auto &designs = impl.tables->tableDesigns();
    for (std::size_t t = 0; t < designs.size(); ++t) {
        QString key = u't' + QString::number(t) + u':';
        appendHex(key, fingerprint & designs[t].prefixMask);
        signedDocument.keys.append(key);
    }
    return signedDocument;
}

std::optional<double> StageMethod::score(const PairEvidence &pair) const
{
    const Impl &impl = *m_impl;
    if (verifiesSignatures() && (pair.signatureA.size() != pair.signatureB.size() || pair.signatureA.empty()))
        throw invalid(u"the pair's signatures differ in length or are missing"_s);
    if (impl.kind == Kind::MinHash) {
        if (pair.signatureA.size() != impl.minhash.width)
            throw invalid(
                u"a MinHash signature of %1 values where these parameters sign %2"_s.arg(pair.signatureA.size())
                    .arg(impl.minhash.width));
        const std::size_t rows = std::size_t(impl.minhash.lsh.rows);
        bool sharesBand = false;
        for (std::size_t b = 0; b < std::size_t(impl.minhash.lsh.bands) && !sharesBand; ++b)
            sharesBand = std::equal(pair.signatureA.begin() + std::ptrdiff_t(b * rows),
                                    pair.signatureA.begin() + std::ptrdiff_t((b + 1) * rows),
                                    pair.signatureB.begin() + std::ptrdiff_t(b * rows));
        if (!sharesBand)
            return std::nullopt;
        if (impl.minhash.exact) {
            std::vector<std::uint64_t> a;
            std::vector<std::uint64_t> b;
            impl.shingles(pair.textA, impl.minhash.shingleSize, a);
            impl.shingles(pair.textB, impl.minhash.shingleSize, b);
            return features::jaccardOfUnsorted(a, b);
        }
        std::size_t equal = 0;
        for (std::size_t s = 0; s < pair.signatureA.size(); ++s)
            equal += pair.signatureA[s] == pair.signatureB[s];
        return double(equal) / double(pair.signatureA.size());
    }
    const int distance = features::HammingIndex::distance(pair.signatureA.front(), pair.signatureB.front());
    if (distance > impl.tables->maxDistance())
        return std::nullopt;
    if (impl.kind == Kind::Simhash && impl.simhash.verifyExact) {
        std::vector<std::uint64_t> a;
        std::vector<std::uint64_t> b;
        impl.shingles(pair.textA, impl.simhash.shingleSize, a);
        impl.shingles(pair.textB, impl.simhash.shingleSize, b);
        return 1.0 - features::jaccardOfUnsorted(a, b);
    }
    return double(distance);
}

QString signatureToHex(const std::vector<std::uint64_t> &signature)
{
    QString hex;
    hex.reserve(qsizetype(signature.size()) * 16);
    for (const std::uint64_t value : signature)
        appendHex(hex, value);
    return hex;
}

std::vector<std::uint64_t> signatureFromHex(QStringView hex)
{
    if (hex.size() % 16 != 0)
        throw invalid(u"a signature of %1 hex digits, not a multiple of 16"_s.arg(hex.size()));
    std::vector<std::uint64_t> values(std::size_t(hex.size() / 16));
    for (std::size_t v = 0; v < values.size(); ++v) {
        bool ok = false;
        values[v] = hex.sliced(qsizetype(v) * 16, 16).toULongLong(&ok, 16);
        if (!ok)
            throw invalid(u"a signature with a character that is not a hex digit"_s);
    }
    return values;
}

bool idLess(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() != b.isDouble())
        return a.isDouble();
    if (a.isDouble())
        return a.toInteger() < b.toInteger();
    return a.toString() < b.toString();
}

namespace {

QJsonObject pairObject(const QJsonValue &x, const QJsonValue &y)
{
    return idLess(y, x) ? QJsonObject{{u"a"_s, y}, {u"b"_s, x}} : QJsonObject{{u"a"_s, x}, {u"b"_s, y}};
}

// The read loop of every stage: each JSON line of `in` is counted as read and
// handed to `onLine` with the reader (checked fields, errors naming the line),
// which adds what it skipped and wrote to the counts.
template<class OnLine>
StageCounts readLines(QIODevice &in, OnLine onLine)
{
    StageCounts counts;
    JsonLinesReader reader(in);
    QJsonObject object;
    while (reader.next(object)) {
        ++counts.read;
        onLine(reader, object, counts);
    }
    return counts;
}

// The "text" of a document line as UTF-8; the stage methods read a view of it.
QByteArray utf8Text(const JsonLinesReader &reader, const QJsonObject &object)
{
    return reader.string(object, u"text"_s).toUtf8();
}

} // namespace

StageCounts signStream(const StageMethod &method, QIODevice &in, QIODevice &out, SignFormat format)
{
    std::vector<std::uint64_t> record;
    return readLines(in, [&](const JsonLinesReader &reader, const QJsonObject &object, StageCounts &counts) {
        const QJsonValue id = reader.id(object, u"id"_s);
        const QByteArray text = utf8Text(reader, object);
        const std::optional<SignedDocument> signedDocument = method.sign(std::string_view(text.data(), text.size()));
        if (!signedDocument) {
            ++counts.skipped;
            return;
        }
        if (format == SignFormat::Binary) {
            record.assign(1, std::uint64_t(reader.lineNumber() - 1));
            for (const QString &key : signedDocument->keys)
                record.push_back(StageMethod::keyHash(key));
            record.insert(record.end(), signedDocument->signature.begin(), signedDocument->signature.end());
            if constexpr (std::endian::native != std::endian::little) {
                for (std::uint64_t &value : record)
                    value = qToLittleEndian(value);
            }
            const auto size = qint64(record.size() * sizeof(std::uint64_t));
            if (out.write(reinterpret_cast<const char *>(record.data()), size) != size)
                throw std::runtime_error("cannot write the output: " + out.errorString().toStdString());
            ++counts.written;
            return;
        }
        writeJsonLine(out,
                      QJsonObject{{u"id"_s, id},
                                  {u"signature"_s, signatureToHex(signedDocument->signature)},
                                  {u"keys"_s, QJsonArray::fromStringList(signedDocument->keys)}});
        ++counts.written;
    });
}

StageCounts statsStream(const StageMethod &method, QIODevice &in, QIODevice &out)
{
    features::IdfTable statistics;
    StageCounts counts = readLines(in, [&](const JsonLinesReader &reader, const QJsonObject &object, StageCounts &) {
        reader.id(object, u"id"_s);
        const QByteArray text = utf8Text(reader, object);
        method.countStatistics(std::string_view(text.data(), text.size()), statistics);
    });
    writeJsonLine(out, QJsonObject{{u"documents"_s, double(statistics.documentCount())}});
    statistics.forEachDocumentFrequency([&](std::uint64_t token, std::uint32_t frequency) {
        QString hex;
        appendHex(hex, token);
        writeJsonLine(out, QJsonObject{{u"token"_s, hex}, {u"df"_s, qint64(frequency)}});
        ++counts.written;
    });
    return counts;
}

features::IdfTable readStatistics(QIODevice &in)
{
    JsonLinesReader reader(in, u"statistics"_s);
    QJsonObject object;
    features::IdfTable statistics;
    auto count = [&](const QString &field) {
        const double value = reader.number(object, field);
        if (value < 0 || value != double(std::uint32_t(value)))
            throw reader.fail(u"\"%1\" must be a count"_s.arg(field));
        return std::uint32_t(value);
    };
    while (reader.next(object)) {
        if (object.contains(u"documents"_s)) {
            statistics.addDocumentCount(count(u"documents"_s));
            continue;
        }
        const QString hex = reader.string(object, u"token"_s);
        bool ok = hex.size() == 16;
        const std::uint64_t token = ok ? hex.toULongLong(&ok, 16) : 0;
        if (!ok)
            throw reader.fail(u"\"token\" must be 16 hex digits"_s);
        statistics.addDocumentFrequency(token, count(u"df"_s));
    }
    return statistics;
}

StageCounts pairsStream(QIODevice &in, QIODevice &out)
{
    qint64 written = 0;
    QString key;
    std::vector<QJsonValue> group;
    auto flush = [&] {
        for (std::size_t i = 0; i < group.size(); ++i) {
            for (std::size_t j = i + 1; j < group.size(); ++j) {
                writeJsonLine(out, pairObject(group[i], group[j]));
                ++written;
            }
        }
        group.clear();
    };
    StageCounts counts = readLines(in, [&](const JsonLinesReader &reader, const QJsonObject &object, StageCounts &) {
        const QString lineKey = reader.string(object, u"key"_s);
        if (object.contains(u"ids"_s)) {
            flush();
            const QJsonValue ids = object.value(u"ids"_s);
            if (!ids.isArray())
                throw reader.fail(u"\"ids\" must be an array"_s);
            QJsonObject member;
            for (const QJsonValue &id : ids.toArray()) {
                member.insert(u"id"_s, id);
                group.push_back(reader.id(member, u"id"_s));
            }
            flush();
            return;
        }
        if (lineKey != key)
            flush();
        key = lineKey;
        group.push_back(reader.id(object, u"id"_s));
    });
    flush();
    counts.written = written;
    return counts;
}

StageCounts verifyStream(const StageMethod &method, QIODevice &in, QIODevice &out)
{
    StageMethod::PairEvidence pair;
    return readLines(in, [&](const JsonLinesReader &reader, const QJsonObject &object, StageCounts &counts) {
        const QJsonValue a = reader.id(object, u"a"_s);
        const QJsonValue b = reader.id(object, u"b"_s);
        QByteArray textA;
        QByteArray textB;
        try {
            if (method.verifiesSignatures()) {
                pair.signatureA = signatureFromHex(reader.string(object, u"signature_a"_s));
                pair.signatureB = signatureFromHex(reader.string(object, u"signature_b"_s));
            }
            if (method.verifiesTexts()) {
                textA = reader.string(object, u"text_a"_s).toUtf8();
                textB = reader.string(object, u"text_b"_s).toUtf8();
                pair.textA = std::string_view(textA.data(), textA.size());
                pair.textB = std::string_view(textB.data(), textB.size());
            }
        } catch (const std::invalid_argument &error) {
            throw reader.fail(QString::fromLocal8Bit(error.what()));
        }
        std::optional<double> score;
        try {
            score = method.score(pair);
        } catch (const std::invalid_argument &error) {
            throw reader.fail(QString::fromLocal8Bit(error.what()));
        }
        if (!score) {
            ++counts.skipped;
            return;
        }
        QJsonObject scored = pairObject(a, b);
        scored.insert(u"score"_s, *score);
        writeJsonLine(out, scored);
        ++counts.written;
    });
}

} // namespace nd::pipeline
