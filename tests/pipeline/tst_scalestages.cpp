#include "pipeline/importedrun.h"
#include "pipeline/runservice.h"
#include "pipeline/scalestages.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"
#include "testsupport.h"

#include "base/hashing.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <cmath>
#include <map>
#include <set>
#include <stdexcept>

using namespace nd;
using namespace Qt::StringLiterals;

namespace {

// The output lines of a stream stage given `input`.
template<typename Stage>
QList<QByteArray> streamLines(const QByteArray &input, Stage stage)
{
    QByteArray in = input;
    QBuffer inBuffer(&in);
    inBuffer.open(QIODevice::ReadOnly);
    QByteArray out;
    QBuffer outBuffer(&out);
    outBuffer.open(QIODevice::WriteOnly);
    stage(inBuffer, outBuffer);
    QList<QByteArray> lines = out.split('\n');
    if (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    return lines;
}

QJsonObject parse(const QByteArray &line)
{
    return QJsonDocument::fromJson(line).object();
}

QByteArray joined(const QList<QByteArray> &lines)
{
    QByteArray out;
    for (const QByteArray &line : lines)
        out += line + '\n';
    return out;
}

features::IdfTable statisticsOf(const QByteArray &statsLines)
{
    QByteArray in = statsLines;
    QBuffer buffer(&in);
    buffer.open(QIODevice::ReadOnly);
    return pipeline::readStatistics(buffer);
}

using PathPair = std::tuple<QString, QString, double>;

} // namespace

class TestScaleStages : public QObject
{
    Q_OBJECT

private:
    test::ScratchWorkspace m_workspace;
    qint64 m_collection = 0;
    std::map<QString, QString> m_texts; // path -> text

    // The documents of the run-service tests, and near-copies that make several
    // candidate pairs per method: a and b differ in one word, c and d are
    // identical, f is a with two words dropped, e stands alone.
    void addDocuments()
    {
        m_texts = {
            {u"x/a"_s, u"the quick brown fox jumps over the lazy dog near the river bank on a warm summer day"_s},
            {u"x/b"_s, u"the quick brown fox jumps over the lazy cat near the river bank on a warm summer day"_s},
            {u"x/f"_s, u"the quick brown fox jumps over the lazy dog near the river on a warm day"_s},
            {u"y/c"_s, u"markets rallied as central banks signalled lower interest rates for the coming year"_s},
            {u"y/d"_s, u"markets rallied as central banks signalled lower interest rates for the coming year"_s},
            {u"e"_s, u"a recipe for lentil soup with cumin and lemon"_s},
        };
        store::CollectionStore collections(*m_workspace);
        for (const auto &[path, text] : m_texts)
            collections.addDocument(m_collection, test::textDocument(path, text));
    }

    // The pairs of the method's own run, by path.
    std::set<PathPair> runPairs(const QString &method, const detect::Params &params)
    {
        pipeline::RunRequest request;
        request.collectionId = m_collection;
        request.method = method;
        request.params = params;
        JobControl control;
        const auto outcome = pipeline::executeRun(*m_workspace, request, control);
        return pathPairs(outcome.runId);
    }

    // Smaller path first, as the stages order string ids.
    std::set<PathPair> pathPairs(qint64 runId) const
    {
        store::CollectionStore collections(*m_workspace);
        std::set<PathPair> pairs;
        for (const ScoredPair &pair : store::RunStore(*m_workspace).pairs(runId)) {
            const QString a = collections.document(pair.a)->path;
            const QString b = collections.document(pair.b)->path;
            pairs.emplace(std::min(a, b), std::max(a, b), pair.score);
        }
        return pairs;
    }

    // The same through the stages, with the engine's shuffle and de-duplication
    // done here by maps: sign every document, group by key, pairs, verify.
    std::set<PathPair> stagePairs(const QString &method, const detect::Params &params)
    {
        QList<QByteArray> documentLines;
        for (const auto &[path, text] : m_texts)
            documentLines.append(
                QJsonDocument(QJsonObject{{u"id"_s, path}, {u"text"_s, text}}).toJson(QJsonDocument::Compact));
        const QByteArray documents = joined(documentLines);
        // IDF from statistics counted in two partitions whose outputs are
        // concatenated, as the engine gathers them.
        std::optional<features::IdfTable> statistics;
        const pipeline::StageMethod counting(method, params, {});
        if (counting.needsStatistics()) {
            QByteArray counted;
            for (const QList<QByteArray> &part : {documentLines.mid(0, 2), documentLines.mid(2)})
                counted += joined(streamLines(
                    joined(part), [&](QIODevice &in, QIODevice &out) { pipeline::statsStream(counting, in, out); }));
            statistics = statisticsOf(counted);
        }
        const pipeline::StageMethod stages(method, params, {}, std::move(statistics));
        std::map<QString, QJsonObject> signedDocuments;
        std::map<QString, QJsonArray> groups;
        for (const QByteArray &line :
             streamLines(documents, [&](QIODevice &in, QIODevice &out) { pipeline::signStream(stages, in, out); })) {
            const QJsonObject record = parse(line);
            signedDocuments[record.value(u"id"_s).toString()] = record;
            for (const QJsonValue key : record.value(u"keys"_s).toArray())
                groups[key.toString()].append(record.value(u"id"_s));
        }
        QByteArray grouped;
        for (const auto &[key, ids] : groups)
            grouped +=
                QJsonDocument(QJsonObject{{u"key"_s, key}, {u"ids"_s, ids}}).toJson(QJsonDocument::Compact) + '\n';
        std::set<std::pair<QString, QString>> candidates;
        for (const QByteArray &line : streamLines(grouped, pipeline::pairsStream)) {
            const QJsonObject pair = parse(line);
            candidates.emplace(pair.value(u"a"_s).toString(), pair.value(u"b"_s).toString());
        }
        QByteArray verifyInput;
        for (const auto &[a, b] : candidates) {
            QJsonObject record{{u"a"_s, a}, {u"b"_s, b}};
            if (stages.verifiesSignatures()) {
                record.insert(u"signature_a"_s, signedDocuments[a].value(u"signature"_s));
                record.insert(u"signature_b"_s, signedDocuments[b].value(u"signature"_s));
            }
            if (stages.verifiesTexts()) {
                record.insert(u"text_a"_s, m_texts[a]);
                record.insert(u"text_b"_s, m_texts[b]);
            }
            verifyInput += QJsonDocument(record).toJson(QJsonDocument::Compact) + '\n';
        }
        std::set<PathPair> scored;
        for (const QByteArray &line : streamLines(
                 verifyInput, [&](QIODevice &in, QIODevice &out) { pipeline::verifyStream(stages, in, out); })) {
            const QJsonObject pair = parse(line);
            scored.emplace(pair.value(u"a"_s).toString(), pair.value(u"b"_s).toString(),
                           pair.value(u"score"_s).toDouble());
        }
        return scored;
    }

private Q_SLOTS:
    void init()
    {
        m_workspace.open(u"w.ndw"_s);
        m_collection = store::CollectionStore(*m_workspace).createCollection(u"c"_s, {});
        addDocuments();
    }

    void cleanup() { m_workspace.close(); }

    void stagesGiveTheRunsPairsAndScores_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<detect::Params>("params");
        QTest::newRow("minhash estimate") << u"minhash"_s << detect::Params{{u"shingle_size"_s, 2}};
        QTest::newRow("minhash exact") << u"minhash"_s
                                       << detect::Params{{u"shingle_size"_s, 2}, {u"verify"_s, u"exact"_s}};
        QTest::newRow("minhash one permutation")
            << u"minhash"_s << detect::Params{{u"shingle_size"_s, 1}, {u"scheme"_s, u"one-permutation"_s}};
        QTest::newRow("simhash") << u"simhash"_s << detect::Params{{u"max_distance"_s, 12}};
        QTest::newRow("simhash 32 bits, 8 blocks")
            << u"simhash"_s << detect::Params{{u"bits"_s, u"32"_s}, {u"max_distance"_s, 6}, {u"blocks"_s, 8}};
        QTest::newRow("simhash-shingles exact")
            << u"simhash-shingles"_s
            << detect::Params{{u"weighting"_s, u"tf"_s}, {u"max_distance"_s, 16}, {u"verify"_s, u"exact"_s}};
        QTest::newRow("simhash tfidf") << u"simhash"_s
                                       << detect::Params{{u"weighting"_s, u"tfidf"_s}, {u"max_distance"_s, 20}};
        QTest::newRow("simhash-shingles tfidf")
            << u"simhash-shingles"_s << detect::Params{{u"weighting"_s, u"tfidf"_s}, {u"max_distance"_s, 16}};
        QTest::newRow("simhash-weighted") << u"simhash-weighted"_s << detect::Params{{u"max_distance"_s, 10}};
    }

    void stagesGiveTheRunsPairsAndScores()
    {
        QFETCH(QString, method);
        QFETCH(detect::Params, params);
        const std::set<PathPair> expected = runPairs(method, params);
        // The fixture is meant to give each method some pairs, not only c-d.
        QVERIFY2(expected.size() >= 2, qPrintable(u"%1 pairs"_s.arg(expected.size())));
        QCOMPARE(stagePairs(method, params), expected);
    }

    void minhashKeysAreTheBandsOfTheSignature()
    {
        // 16 permutations at target 0.5: lshPlan gives b bands of r rows, b * r <= 16;
        // band i's key is "b<i>:" and the hex of slots i*r .. i*r + r - 1 (b < 10 here).
        const pipeline::StageMethod stages(
            u"minhash"_s, {{u"permutations"_s, 16}, {u"target_threshold"_s, 0.5}, {u"shingle_size"_s, 2}}, {});
        const auto signedDocument = stages.sign("one two three four five six");
        QVERIFY(signedDocument.has_value());
        QCOMPARE(signedDocument->signature.size(), std::size_t(16));
        const int bands = stages.keysPerDocument();
        QCOMPARE(signedDocument->keys.size(), bands);
        // The slots are 32-bit values: 8 hex digits each in a key.
        QString hex;
        for (const std::uint64_t value : signedDocument->signature) {
            QVERIFY(value >> 32 == 0);
            hex += u"%1"_s.arg(value, 8, 16, QLatin1Char('0'));
        }
        const qsizetype rows = (signedDocument->keys.front().size() - 3) / 8;
        QVERIFY(rows >= 1 && bands * rows <= 16);
        for (int b = 0; b < bands; ++b)
            QCOMPARE(signedDocument->keys[b], u"b%1:"_s.arg(b) + hex.mid(b * rows * 8, rows * 8));
        // The same text signs the same; a text without words has no shingle.
        QCOMPARE(stages.sign("one two three four five six")->keys, signedDocument->keys);
        QVERIFY(!stages.sign(" ,. ").has_value());
    }

    void simhashKeysArePrefixesOfManskusTables()
    {
        // max_distance 3, 64 bits: 4 blocks of 16 bits, one table per block as
        // prefix, so the 4 keys hold 16 bits each and together the whole fingerprint.
        const pipeline::StageMethod stages(u"simhash"_s, {{u"max_distance"_s, 3}}, {});
        QCOMPARE(stages.keysPerDocument(), 4);
        const auto signedDocument = stages.sign("markets rallied as central banks signalled lower rates");
        QVERIFY(signedDocument.has_value());
        const std::uint64_t fingerprint = signedDocument->signature.front();
        std::uint64_t covered = 0;
        for (int t = 0; t < 4; ++t) {
            const QString key = signedDocument->keys[t];
            QVERIFY(key.startsWith(u"t%1:"_s.arg(t)));
            const std::uint64_t part = key.mid(3).toULongLong(nullptr, 16);
            QCOMPARE(part & ~fingerprint, std::uint64_t(0));
            QVERIFY((covered & part) == 0);
            covered |= part;
        }
        QCOMPARE(covered, fingerprint);
    }

    void pairsOfAGroupSmallerIdFirst()
    {
        // Group [3, "x", 1]: (3, "x"), (3, 1), ("x", 1), integers before strings.
        // Then adjacent lines of key "k" form a group of two; key "z" alone gives nothing.
        const QByteArray input = "{\"key\":\"g\",\"ids\":[3,\"x\",1]}\n"
                                 "{\"key\":\"k\",\"id\":\"p\"}\n"
                                 "{\"key\":\"k\",\"id\":\"o\"}\n"
                                 "\n"
                                 "{\"key\":\"z\",\"id\":\"q\"}\n";
        const QList<QByteArray> lines = streamLines(input, pipeline::pairsStream);
        QCOMPARE(lines,
                 (QList<QByteArray>{"{\"a\":3,\"b\":\"x\"}", "{\"a\":1,\"b\":3}", "{\"a\":1,\"b\":\"x\"}",
                                    "{\"a\":\"o\",\"b\":\"p\"}"}));
    }

    void verifyScoresSignatures()
    {
        // MinHash, 16 slots, 4 of them differing: estimate 12 / 16 = 0.75.
        const pipeline::StageMethod minhash(u"minhash"_s, {{u"permutations"_s, 16}}, {});
        std::vector<std::uint64_t> a(16);
        for (std::size_t i = 0; i < a.size(); ++i)
            a[i] = i;
        std::vector<std::uint64_t> b = a;
        for (std::size_t i = 0; i < 4; ++i)
            b[i] += 100;
        QCOMPARE(minhash.score({a, b, {}, {}}), std::optional<double>(0.75));
        // Simhash within 3 bits: 0 and 0b111 are 3 apart (kept, score 3); 0b1111 is 4 (dropped).
        const pipeline::StageMethod simhash(u"simhash"_s, {{u"max_distance"_s, 3}}, {});
        QCOMPARE(simhash.score({{0}, {0b111}, {}, {}}), std::optional<double>(3.0));
        QCOMPARE(simhash.score({{0}, {0b1111}, {}, {}}), std::nullopt);
        // Through the stream: the pair beyond the bound is left out.
        const QByteArray input = "{\"a\":\"y\",\"b\":\"x\",\"signature_a\":\"0000000000000000\","
                                 "\"signature_b\":\"0000000000000007\"}\n"
                                 "{\"a\":1,\"b\":2,\"signature_a\":\"0000000000000000\","
                                 "\"signature_b\":\"000000000000000f\"}\n";
        const QList<QByteArray> lines =
            streamLines(input, [&](QIODevice &in, QIODevice &out) { pipeline::verifyStream(simhash, in, out); });
        QCOMPARE(lines, QList<QByteArray>{"{\"a\":\"x\",\"b\":\"y\",\"score\":3}"});
    }

    void minhashVerifyKeepsOnlyPairsSharingABand()
    {
        // Two signatures equal but for one slot in every band share no band: the
        // run's banding never makes them candidates, whatever their key hashes
        // share, so verify drops them although 16 - bands of 16 slots agree. Equal
        // but for slot 0 they share every band but the first: 15 / 16 = 0.9375.
        const pipeline::StageMethod minhash(
            u"minhash"_s, {{u"permutations"_s, 16}, {u"target_threshold"_s, 0.5}, {u"shingle_size"_s, 2}}, {});
        const auto signedDocument = minhash.sign("one two three four five six");
        const int bands = minhash.keysPerDocument();
        const int rows = int((signedDocument->keys.front().size() - 3) / 8);
        QVERIFY(bands >= 2);
        std::vector<std::uint64_t> a(16);
        for (std::size_t i = 0; i < a.size(); ++i)
            a[i] = i;
        std::vector<std::uint64_t> apart = a;
        for (int b = 0; b < bands; ++b)
            apart[std::size_t(b * rows)] += 100;
        QCOMPARE(minhash.score({a, apart, {}, {}}), std::nullopt);
        std::vector<std::uint64_t> near = a;
        near[0] += 100;
        QCOMPARE(minhash.score({a, near, {}, {}}), std::optional<double>(0.9375));
    }

    void binarySignHoldsLineKeyHashesAndSignature()
    {
        // Lines 0 and 3 sign; line 1 is blank and line 2 has no word: records for 0 and 3.
        const pipeline::StageMethod stages(u"simhash"_s, {{u"max_distance"_s, 3}}, {});
        const QByteArray input = "{\"id\":\"p\",\"text\":\"markets rallied as central banks\"}\n"
                                 "\n"
                                 "{\"id\":\"q\",\"text\":\" ,. \"}\n"
                                 "{\"id\":\"r\",\"text\":\"the quick brown fox\"}\n";
        QByteArray out;
        {
            QByteArray in = input;
            QBuffer inBuffer(&in);
            inBuffer.open(QIODevice::ReadOnly);
            QBuffer outBuffer(&out);
            outBuffer.open(QIODevice::WriteOnly);
            const auto counts = pipeline::signStream(stages, inBuffer, outBuffer, pipeline::SignFormat::Binary);
            QCOMPARE(counts.written, 2);
        }
        // 1 line + 4 key hashes + 1 fingerprint = 6 values of 8 bytes per record.
        QCOMPARE(stages.signatureWidth(), 1);
        QCOMPARE(out.size(), 2 * 6 * 8);
        const auto value = [&](int record, int slot) {
            return qFromLittleEndian<quint64>(out.constData() + (record * 6 + slot) * 8);
        };
        const std::pair<int, const char *> expected[] = {{0, "markets rallied as central banks"},
                                                         {3, "the quick brown fox"}};
        for (int record = 0; record < 2; ++record) {
            QCOMPARE(value(record, 0), quint64(expected[record].first));
            const auto signedDocument = stages.sign(expected[record].second);
            for (int k = 0; k < 4; ++k)
                QCOMPARE(value(record, 1 + k), pipeline::StageMethod::keyHash(signedDocument->keys[k]));
            QCOMPARE(value(record, 5), signedDocument->signature.front());
        }
        QCOMPARE(pipeline::StageMethod::keyHash(u"t0:1f"), hashToken(u"t0:1f"));
    }

    void statsCountDocumentFrequenciesThatAddUp()
    {
        // Without stopwords and stemming the tokens are the folded words:
        //   1 "Apple banana apple": apple, banana (apple counted once)
        //   2 "banana cherry":      banana, cherry
        //   3 "durian":             durian
        // df: apple 1, banana 2, cherry 1, durian 1; N = 3.
        const text::PreprocessOptions plain{true, false, false};
        const pipeline::StageMethod simhash(u"simhash"_s, {{u"weighting"_s, u"tfidf"_s}}, plain);
        QVERIFY(simhash.needsStatistics());
        QVERIFY(!simhash.hasStatistics());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, simhash.sign("apple"));
        const QByteArray first = "{\"id\":1,\"text\":\"Apple banana apple\"}\n{\"id\":2,\"text\":\"banana cherry\"}\n";
        const QByteArray second = "{\"id\":3,\"text\":\"durian\"}\n";
        const auto stats = [&](const QByteArray &input) {
            return streamLines(input, [&](QIODevice &in, QIODevice &out) { pipeline::statsStream(simhash, in, out); });
        };
        const QList<QByteArray> whole = stats(first + second);
        QCOMPARE(whole.front(), QByteArray("{\"documents\":3}"));
        std::map<quint64, qint64> frequencies;
        for (const QByteArray &line : whole.mid(1)) {
            const QJsonObject record = parse(line);
            frequencies[record.value(u"token"_s).toString().toULongLong(nullptr, 16)] =
                record.value(u"df"_s).toInteger();
        }
        QCOMPARE(frequencies,
                 (std::map<quint64, qint64>{{hashToken(u"apple"), 1},
                                            {hashToken(u"banana"), 2},
                                            {hashToken(u"cherry"), 1},
                                            {hashToken(u"durian"), 1}}));
        // Two partitions counted apart add up to the whole: IDF = ln((1 + 3) / (1 + df)) + 1.
        features::IdfTable merged = statisticsOf(joined(stats(first)) + joined(stats(second)));
        merged.finish();
        QCOMPARE(merged.documentCount(), 3.0);
        QCOMPARE(merged.idf(hashToken(u"banana")), std::log(4.0 / 3.0) + 1.0);
        QCOMPARE(merged.idf(hashToken(u"durian")), std::log(4.0 / 2.0) + 1.0);
        QCOMPARE(merged.idf(hashToken(u"elderberry")), std::log(4.0) + 1.0);
        // Given them, the method signs.
        const pipeline::StageMethod withStatistics(u"simhash"_s, {{u"weighting"_s, u"tfidf"_s}}, plain,
                                                   statisticsOf(joined(whole)));
        QVERIFY(withStatistics.hasStatistics());
        QVERIFY(withStatistics.sign("apple banana").has_value());
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, statisticsOf("{\"token\":\"12\",\"df\":1}\n"));
    }

    void signaturesRoundTripThroughHex()
    {
        const std::vector<std::uint64_t> values{0, 1, 0xFFFFFFFFFFFFFFFFull, 0x0123456789ABCDEFull};
        const QString hex = pipeline::signatureToHex(values);
        QCOMPARE(hex, u"00000000000000000000000000000001ffffffffffffffff0123456789abcdef"_s);
        QCOMPARE(pipeline::signatureFromHex(hex), values);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::signatureFromHex(u"123"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::signatureFromHex(u"000000000000000g"));
    }

    void refusesWhatCannotBeSplit()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::StageMethod(u"shingling"_s, {}, {}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::StageMethod(u"nonesuch"_s, {}, {}));
        // Beyond f/2 bits every pair is compared.
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument,
            pipeline::StageMethod(u"simhash"_s, {{u"bits"_s, u"32"_s}, {u"max_distance"_s, 20}}, {}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 pipeline::StageMethod(u"minhash"_s, {{u"permutations"_s, 3}}, {}));
    }

    void badLinesNameTheirNumber()
    {
        const pipeline::StageMethod stages(u"minhash"_s, {}, {});
        try {
            streamLines("{\"id\":1,\"text\":\"a b c d e\"}\n{\"id\":2,\"text\":",
                        [&](QIODevice &in, QIODevice &out) { pipeline::signStream(stages, in, out); });
            QFAIL("a truncated line was accepted");
        } catch (const std::runtime_error &error) {
            QVERIFY2(QString::fromUtf8(error.what()).startsWith(u"input line 2: "_s), error.what());
        }
        try {
            streamLines("{\"id\":1.5,\"text\":\"a\"}\n",
                        [&](QIODevice &in, QIODevice &out) { pipeline::signStream(stages, in, out); });
            QFAIL("a fractional id was accepted");
        } catch (const std::runtime_error &error) {
            QVERIFY2(QString::fromUtf8(error.what()).contains(u"\"id\" must be a string or an integer"_s),
                     error.what());
        }
    }

    void importedRunHoldsThePairs()
    {
        const QString pairsPath = m_workspace.filePath(u"pairs.jsonl"_s);
        const QString textsPath = m_workspace.filePath(u"texts.jsonl"_s);
        auto write = [](const QString &path, const QByteArray &bytes) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(bytes);
        };
        write(pairsPath,
              "{\"a\":\"x/a\",\"b\":\"x/b\",\"score\":0.75}\n"
              "{\"a\":\"y/d\",\"b\":\"y/c\",\"score\":1}\n"
              "{\"a\":\"x/a\",\"b\":\"new\",\"score\":0.5}\n"
              "{\"a\":\"y/c\",\"b\":\"y/d\",\"score\":1}\n");
        write(textsPath,
              "{\"id\":\"other\",\"text\":\"not named by any pair\"}\n"
              "{\"id\":\"new\",\"text\":\"the quick brown fox\"}\n");
        store::RunStore runs(*m_workspace);
        pipeline::ImportRunRequest request;
        request.collectionId = m_collection;
        request.method = u"minhash"_s;
        request.params = {{u"shingle_size"_s, 2}};
        request.pairsPath = pairsPath;

        // "new" is in no collection and no texts file were given: nothing is written.
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::importRun(*m_workspace, request));
        QCOMPARE(runs.runs(m_collection).size(), 0);
        QCOMPARE(store::CollectionStore(*m_workspace).documents(m_collection).size(), 6);

        request.textsPath = textsPath;
        const pipeline::ImportRunOutcome outcome = pipeline::importRun(*m_workspace, request);
        QCOMPARE(outcome.documentsAdded, 1);
        QCOMPARE(outcome.pairCount, 3); // the repeated c-d pair once
        const auto run = runs.run(outcome.runId);
        QCOMPARE(run->method, u"minhash"_s);
        QCOMPARE(run->status, store::RunStatus::Done);
        QCOMPARE(run->params.value(u"shingle_size"_s).toInt(), 2);
        QCOMPARE(run->params.value(u"permutations"_s).toInt(), 128); // the default, filled in
        QCOMPARE(
            pathPairs(outcome.runId),
            (std::set<PathPair>{{u"x/a"_s, u"x/b"_s, 0.75}, {u"y/c"_s, u"y/d"_s, 1.0}, {u"new"_s, u"x/a"_s, 0.5}}));
        const QList<store::DocumentSummary> documents = store::CollectionStore(*m_workspace).documents(m_collection);
        QCOMPARE(documents.size(), 7);

        // One pair with two scores is refused.
        write(pairsPath, "{\"a\":\"x/a\",\"b\":\"x/b\",\"score\":0.75}\n{\"a\":\"x/b\",\"b\":\"x/a\",\"score\":0.5}\n");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pipeline::importRun(*m_workspace, request));
        QCOMPARE(runs.runs(m_collection).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestScaleStages)
#include "tst_scalestages.moc"
