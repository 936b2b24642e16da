// Issue 7 tokeniser benchmark: the preprocessing of the signature detectors on a
// collection already in a workspace, phase by phase, one thread.
//   bench_tokens --workspace FILE --collection ID [--no-stemming] [--no-stopwords]
//                [--repetitions 5]
// Prints, as medians over the repetitions: reading the texts from SQLite, finding
// the words only (the ASCII splitter), Preprocessor::tokenHashes (the signature
// detectors) and Preprocessor::tokens (the detectors that compare words), each
// with a fresh word-form cache (as every run starts) and with a warm one, in MB/s
// and ns per word. The texts are read once and kept in memory for the other phases.
// Asserts nothing.
#include "benchoptions.h"
#include "benchtiming.h"
#include "store/collectionstore.h"
#include "store/workspace.h"
#include "text/asciiwords.h"
#include "text/preprocessor.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <algorithm>
#include <cstdio>
#include <stdexcept>
#include <string_view>
#include <vector>

using namespace Qt::StringLiterals;
using namespace nd;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions(bench::storedCollectionOptions());
    parser.addOptions({{u"no-stemming"_s, u"Do not stem."_s},
                       {u"no-stopwords"_s, u"Keep stopwords."_s},
                       {u"repetitions"_s, u"Timed passes per phase (5)."_s, u"N"_s}});
    parser.process(app);
    try {
        const int repetitions = bench::repetitionsFrom(parser, 5);
        text::PreprocessOptions options;
        options.stem = !parser.isSet(u"no-stemming"_s);
        options.removeStopwords = !parser.isSet(u"no-stopwords"_s);
        const store::Workspace workspace(parser.value(u"workspace"_s));
        const store::CollectionStore collectionStore(workspace);
        const qint64 collectionId = parser.value(u"collection"_s).toLongLong();

        // As a run streams them: batches of 2,048 in one reused buffer.
        std::vector<std::string> texts;
        const bench::Timing read = bench::timedMedian(repetitions, [&] {
            texts.clear();
            store::Utf8TextBatch batch;
            for (qint64 afterId = 0; collectionStore.documentTextsUtf8(collectionId, afterId, 2048, batch);
                 afterId = batch.ids.back()) {
                for (std::size_t i = 0; i < batch.size(); ++i)
                    texts.emplace_back(batch.text(i));
            }
        });
        double bytes = 0;
        for (const std::string &text : texts)
            bytes += double(text.size());
        if (texts.empty())
            throw std::invalid_argument("no documents in that collection");

        std::size_t words = 0;
        const bench::Timing split = bench::timedMedian(repetitions, [&] {
            words = 0;
            for (const std::string &text : texts)
                text::forEachAsciiWord(std::string_view(text), [&](qsizetype, qsizetype) { ++words; });
        });

        std::vector<std::uint64_t> hashes;
        std::size_t tokens = 0;
        auto hashAll = [&](const text::Preprocessor &preprocessor) {
            tokens = 0;
            for (const std::string &text : texts) {
                hashes.clear();
                preprocessor.tokenHashes(std::string_view(text), hashes);
                tokens += hashes.size();
            }
        };
        const bench::Timing cold = bench::timedMedian(repetitions, [&] { hashAll(text::Preprocessor(options)); });
        const text::Preprocessor warmed(options);
        hashAll(warmed);
        const bench::Timing warm = bench::timedMedian(repetitions, [&] { hashAll(warmed); });

        // As a run that compares words holds them: UTF-16.
        std::vector<QString> wideTexts;
        wideTexts.reserve(texts.size());
        for (const std::string &text : texts)
            wideTexts.push_back(QString::fromUtf8(text.data(), qsizetype(text.size())));
        std::size_t words16 = 0;
        auto tokenizeAll = [&](const text::Preprocessor &preprocessor) {
            words16 = 0;
            for (const QString &text : wideTexts)
                words16 += std::size_t(preprocessor.tokens(text).size());
        };
        const bench::Timing coldTokens =
            bench::timedMedian(repetitions, [&] { tokenizeAll(text::Preprocessor(options)); });
        tokenizeAll(warmed);
        const bench::Timing warmTokens = bench::timedMedian(repetitions, [&] { tokenizeAll(warmed); });
        if (words16 != tokens)
            std::printf("  (tokens() gave %zu tokens, tokenHashes() %zu)\n", words16, tokens);

        const double mb = bytes / 1e6;
        std::printf("%zu documents, %.1f MB, %zu words, %zu tokens (%s), medians of %d, one thread:\n", texts.size(),
                    mb, words, tokens, qPrintable(options.key()), repetitions);
        auto row = [&](const char *phase, bench::Timing t) {
            std::printf("  %-20s %7.4f s %6.0f MB/s %6.2f ns/word   CPU %7.4f s (least %7.4f s) %6.2f ns/word\n", phase,
                        t.wall, mb / t.wall, t.wall * 1e9 / double(words), t.cpu, t.leastCpu,
                        t.cpu * 1e9 / double(words));
        };
        row("read from SQLite", read);
        row("split words", split);
        row("token hashes, cold", cold);
        row("token hashes, warm", warm);
        row("tokens, cold", coldTokens);
        row("tokens, warm", warmTokens);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "bench_tokens: %s\n", e.what());
        return 1;
    }
    return 0;
}
