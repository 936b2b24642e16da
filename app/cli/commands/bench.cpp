// neardup-cli bench: throughput figures of the core calls. Each figure
// is the median of several repetitions, never one run, and nothing here is a
// test: these commands print numbers for docs/performance.md.
#include "cli/commands.h"

#include "base/medians.h"
#include "base/splitmix.h"
#include "cli/options.h"
#include "cli/output.h"
#include "corpus/importer.h"
#include "detect/simhash/simhashdetector.h"
#include "detect/simhash/simhashmodel.h"
#include "detect/simhash/weightedsimhashdetector.h"
#include "features/hammingindex.h"
#include "features/nounlexicon.h"
#include "features/shingleminhash.h"
#include "features/shingles.h"
#include "features/tokensimhash.h"
#include "jobs/corepool.h"
#include "store/workspace.h"
#include "text/preprocessor.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <memory>
#include <thread>

using namespace Qt::StringLiterals;

namespace nd::cli {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Every repetition's seconds, for the JSON beside the median.
QJsonArray secondsToJson(const std::vector<double> &runs)
{
    QJsonArray all;
    for (const double seconds : runs)
        all.append(seconds);
    return all;
}

// CPU seconds of the whole process so far, every thread's.
double processCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

// Peak resident set of this process so far (Linux), in MB; 0 elsewhere.
double peakRssMb()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return 0.0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0.0;
}

// Documents of words drawn Zipf(1) from a vocabulary of random lower-case words
// of 3-10 letters, or from the words of a word list (one per line, in a seeded
// random rank order) so that real nouns and stopwords occur: `tokens`,
// `tokenHashes` (as minhash and simhash receive them after preprocessing) and
// `text`, the words in sentences for --from text.
std::vector<detect::DetectDocument> syntheticDocuments(int count, int words, const QString &wordListPath = {})
{
    SplitMix64 rng{42};
    QStringList vocabulary;
    if (!wordListPath.isEmpty()) {
        QFile file(wordListPath);
        if (!file.open(QIODevice::ReadOnly))
            throw std::runtime_error("cannot read the word list " + wordListPath.toStdString());
        for (const QByteArray &line : file.readAll().split('\n')) {
            if (!line.trimmed().isEmpty())
                vocabulary.append(QString::fromUtf8(line.trimmed()));
        }
        if (vocabulary.isEmpty())
            throw std::runtime_error("the word list " + wordListPath.toStdString() + " has no words");
        for (qsizetype i = vocabulary.size() - 1; i > 0; --i)
            vocabulary.swapItemsAt(i, qsizetype(rng.next() % std::uint64_t(i + 1)));
    } else {
        for (int i = 0; i < 50000; ++i) {
            QString word;
            const int length = 3 + int(rng.next() % 8);
            for (int c = 0; c < length; ++c)
                word.append(QChar(u'a' + char16_t(rng.next() % 26)));
            vocabulary.append(word);
        }
    }
    std::vector<double> cdf(std::size_t(vocabulary.size()));
    double sum = 0.0;
    for (std::size_t r = 0; r < cdf.size(); ++r)
        cdf[r] = (sum += 1.0 / double(r + 1));
    std::vector<detect::DetectDocument> documents(static_cast<std::size_t>(count));
    for (int d = 0; d < count; ++d) {
        documents[std::size_t(d)].id = d + 1;
        QStringList &tokens = documents[std::size_t(d)].tokens;
        tokens.reserve(words);
        for (int w = 0; w < words; ++w) {
            const auto it = std::upper_bound(cdf.begin(), cdf.end(), rng.uniform() * sum);
            tokens.append(
                vocabulary.at(qsizetype(std::min<std::size_t>(std::size_t(it - cdf.begin()), cdf.size() - 1))));
        }
        detect::DetectDocument &document = documents[std::size_t(d)];
        document.setTokenHashes(features::tokenHashes(tokens));
        for (qsizetype w = 0; w < tokens.size(); ++w)
            document.text += tokens.at(w) + (w % 12 == 11 ? u". "_s : u" "_s);
    }
    return documents;
}

// Runs work(t, d) for d in [0, n) on `threads` threads t, contiguous slices.
template<typename Fn>
void runSliced(std::size_t n, int threads, Fn work)
{
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) {
        const std::size_t begin = n * std::size_t(t) / std::size_t(threads);
        const std::size_t end = n * std::size_t(t + 1) / std::size_t(threads);
        pool.emplace_back([=, &work] {
            for (std::size_t d = begin; d < end; ++d)
                work(std::size_t(t), d);
        });
    }
    for (std::thread &thread : pool)
        thread.join();
}

int fingerprintBench(Context &context, const QCommandLineParser &parser)
{
    const QString method = parser.value(u"method"_s);
    if (method != u"simhash" && method != u"minhash" && method != u"simhash-weighted")
        throw std::invalid_argument("--method must be simhash, minhash or simhash-weighted");
    const int count = positiveOption(parser, u"documents"_s, 20000);
    const int threads = positiveOption(parser, u"threads"_s, 1);
    const int words = positiveOption(parser, u"words"_s, 600); // ~4 KB of English
    const int repetitions = positiveOption(parser, u"repetitions"_s, 5);
    const QString from = parser.isSet(u"from"_s) ? parser.value(u"from"_s) : u"tokens"_s;
    if (from != u"tokens" && from != u"text")
        throw std::invalid_argument("--from must be tokens or text");
    const QString scheme = parser.isSet(u"scheme"_s) ? parser.value(u"scheme"_s) : u"permutations"_s;
    if (scheme != u"permutations" && scheme != u"one-permutation")
        throw std::invalid_argument("--scheme must be permutations or one-permutation");
    corePool().setMaxThreadCount(threads);

    const std::vector<detect::DetectDocument> documents =
        syntheticDocuments(count, words, parser.value(u"vocabulary"_s));
    const std::size_t n = documents.size();
    std::vector<double> runs;
    std::vector<double> cpuRuns;
    double modelSeconds = 0.0;
    std::uint64_t checksum = 0; // keeps the optimiser from dropping the work

    // --from text: preprocessing (the detectors' default options) inside the timed
    // work, one Preprocessor per thread, as pipeline::prepareDocuments runs it.
    std::vector<std::unique_ptr<text::Preprocessor>> preprocessors;
    for (int t = 0; t < threads; ++t)
        preprocessors.push_back(std::make_unique<text::Preprocessor>());
    auto tokenHashesOf = [&](std::size_t thread, std::size_t d) -> std::span<const std::uint64_t> {
        if (from == u"tokens")
            return documents[d].tokenHashes;
        thread_local std::vector<std::uint64_t> hashes;
        hashes.clear();
        preprocessors[thread]->tokenHashes(documents[d].text, hashes);
        return hashes;
    };

    if (method == u"simhash-weighted") {
        // Paper 002's word weights from the text, as the service fingerprints a
        // checked document: segmentation, stopwords, counts, the noun lexicon, votes.
        if (from != u"text")
            throw std::invalid_argument("simhash-weighted starts from the text: pass --from text");
        const features::NounLexicon &nouns = features::NounLexicon::english(); // loaded before the timing
        std::vector<std::uint64_t> out(n);
        for (int r = 0; r < repetitions; ++r) {
            const auto t0 = Clock::now();
            const double cpu0 = processCpuSeconds();
            runSliced(n, threads, [&](std::size_t, std::size_t d) {
                out[d] = detect::SimhashDetector::fingerprint(
                    detect::WeightedSimhashDetector::weightedFeatures(documents[d].text, 1.0, nouns), 64);
            });
            cpuRuns.push_back(processCpuSeconds() - cpu0);
            runs.push_back(secondsSince(t0));
        }
        for (std::uint64_t v : out)
            checksum ^= v;
    } else if (method == u"simhash") {
        // The detector's defaults: 64 bits, TF weights. With TF-IDF the document-
        // frequency pass is a collection-wide step, timed apart from the fingerprints.
        const QString weighting = parser.value(u"weighting"_s);
        if (!weighting.isEmpty() && weighting != u"tf" && weighting != u"tfidf")
            throw std::invalid_argument("--weighting must be tf or tfidf");
        const bool tfidf = weighting == u"tfidf";
        features::IdfTable idf;
        const auto start = Clock::now();
        if (tfidf) {
            for (const detect::DetectDocument &document : documents)
                idf.addDocument(document.tokenHashes);
            idf.finish();
        }
        modelSeconds = secondsSince(start);
        std::vector<std::uint64_t> out(n);
        for (int r = 0; r < repetitions; ++r) {
            const auto t0 = Clock::now();
            runSliced(n, threads, [&](std::size_t t, std::size_t d) {
                out[d] = features::tokenSimhash(tokenHashesOf(t, d), 64, tfidf ? &idf : nullptr);
            });
            runs.push_back(secondsSince(t0));
        }
        for (std::uint64_t v : out)
            checksum ^= v;
    } else {
        // The minhash detector's defaults: 128 slots over word 4-shingles.
        const features::MinHasher hasher(128,
                                         scheme == u"one-permutation" ? features::MinHasher::Scheme::OnePermutation
                                                                      : features::MinHasher::Scheme::Permutations);
        const std::size_t width = std::size_t(hasher.slots());
        std::vector<std::uint64_t> signatures(n * width);
        for (int r = 0; r < repetitions; ++r) {
            const auto t0 = Clock::now();
            runSliced(n, threads, [&](std::size_t t, std::size_t d) {
                thread_local std::vector<std::uint64_t> shingles;
                features::shingleHashes(tokenHashesOf(t, d), 4, shingles);
                hasher.sign(shingles, std::span<std::uint64_t>(signatures.data() + d * width, width));
            });
            runs.push_back(secondsSince(t0));
        }
        for (std::uint64_t v : signatures)
            checksum ^= v;
    }
    const double seconds = median(runs);
    const double perSecond = double(n) / seconds;
    const QJsonObject json{{u"benchmark"_s, u"fingerprint"_s},
                           {u"method"_s, method},
                           {u"from"_s, from},
                           {u"scheme"_s, method == u"minhash" ? scheme : QString()},
                           {u"documents"_s, qint64(n)},
                           {u"words_per_document"_s, words},
                           {u"threads"_s, threads},
                           {u"repetitions"_s, secondsToJson(runs)},
                           {u"median_seconds"_s, seconds},
                           {u"median_cpu_microseconds_per_document"_s,
                            cpuRuns.empty() ? QJsonValue() : QJsonValue(median(cpuRuns) * 1e6 / double(n))},
                           {u"documents_per_second"_s, perSecond},
                           {u"documents_per_second_per_thread"_s, perSecond / threads},
                           {u"model_seconds"_s, modelSeconds},
                           {u"peak_rss_mb"_s, peakRssMb()},
                           {u"checksum"_s, QString::number(checksum, 16)}};
    if (context.json) {
        printJson(context.out, json);
        return 0;
    }
    context.out << method << (method == u"minhash" ? u" ("_s + scheme + u")"_s : QString()) << " fingerprints from "
                << from << ": " << n << " documents of " << words << " tokens, " << threads << " thread(s), median of "
                << repetitions << ": " << seconds << " s = " << qint64(perSecond) << " docs/s ("
                << qint64(perSecond / threads) << " per thread)";
    if (method == u"simhash")
        context.out << "; document frequencies " << modelSeconds << " s";
    if (!cpuRuns.empty())
        context.out << "; " << median(cpuRuns) * 1e6 / double(n) << " CPU us per document";
    context.out << "; peak RSS " << peakRssMb() << " MB\n";
    return 0;
}

int mankuBench(Context &context, const QCommandLineParser &parser)
{
    const int count = positiveOption(parser, u"fingerprints"_s, 10'000'000);
    const int k = parser.isSet(u"k"_s) ? parser.value(u"k"_s).toInt() : 3;
    const int queries = positiveOption(parser, u"queries"_s, 10000);
    const int repetitions = positiveOption(parser, u"repetitions"_s, 3);
    const int blocks = parser.isSet(u"blocks"_s) ? parser.value(u"blocks"_s).toInt()
                                                 : features::HammingIndex::chooseBlockCount(64, k, std::size_t(count));

    SplitMix64 rng{7};
    std::vector<std::uint64_t> fingerprints(static_cast<std::size_t>(count));
    for (std::uint64_t &f : fingerprints)
        f = rng.next();
    // Half the queries are stored fingerprints with up to k bits flipped (they
    // have an answer), half are random (the usual miss).
    std::vector<std::uint64_t> probes(static_cast<std::size_t>(queries));
    for (std::size_t q = 0; q < probes.size(); ++q) {
        std::uint64_t f = q % 2 ? rng.next() : fingerprints[rng.next() % fingerprints.size()];
        if (q % 2 == 0) {
            for (std::uint64_t flips = rng.next() % std::uint64_t(k + 1); flips > 0; --flips)
                f ^= std::uint64_t(1) << (rng.next() % 64);
        }
        probes[q] = f;
    }

    std::vector<double> builds;
    std::unique_ptr<features::HammingIndex> index;
    for (int r = 0; r < repetitions; ++r) {
        index.reset(); // free the previous tables first: peak memory is one index
        index = std::make_unique<features::HammingIndex>(64, k, blocks);
        const auto t0 = Clock::now();
        index->build(fingerprints);
        builds.push_back(secondsSince(t0));
    }
    std::vector<double> latencies;
    latencies.reserve(probes.size());
    qint64 found = 0, candidates = 0;
    for (std::uint64_t probe : probes) {
        const auto t0 = Clock::now();
        const auto stats = index->query(probe, [&](std::size_t, int) { ++found; });
        latencies.push_back(secondsSince(t0) * 1e3);
        candidates += stats.candidates;
    }
    std::sort(latencies.begin(), latencies.end());
    // What build() keeps: the fingerprints once, and per table the indices and the
    // prefix directory (features::HammingIndex::memoryBytes()).
    const double bytesPerFingerprint = double(index->memoryBytes()) / count;
    const QJsonObject json{{u"benchmark"_s, u"manku"_s},
                           {u"fingerprints"_s, count},
                           {u"k"_s, k},
                           {u"blocks"_s, index->blockCount()},
                           {u"tables"_s, index->tables()},
                           {u"shortest_prefix_bits"_s, index->shortestPrefix()},
                           {u"build_seconds_median"_s, median(builds)},
                           {u"bytes_per_fingerprint"_s, bytesPerFingerprint},
                           {u"queries"_s, queries},
                           {u"query_ms_p50"_s, percentile(latencies, 50)},
                           {u"query_ms_p99"_s, percentile(latencies, 99)},
                           {u"query_ms_max"_s, latencies.back()},
                           {u"found"_s, found},
                           {u"candidates_per_query"_s, double(candidates) / queries},
                           {u"peak_rss_mb"_s, peakRssMb()}};
    if (context.json) {
        printJson(context.out, json);
        return 0;
    }
    context.out << "Manku tables: " << count << " fingerprints, k = " << k << ", " << index->blockCount() << " blocks, "
                << index->tables() << " tables (shortest prefix " << index->shortestPrefix()
                << " bits)\n  build: median " << median(builds) << " s of " << repetitions << "; "
                << bytesPerFingerprint << " bytes per fingerprint; peak RSS " << peakRssMb() << " MB\n"
                << "  query: p50 " << percentile(latencies, 50) << " ms, p99 " << percentile(latencies, 99)
                << " ms, max " << latencies.back() << " ms over " << queries << " queries; "
                << double(candidates) / queries << " candidates per query, " << found << " found\n";
    return 0;
}

struct ImportTimes
{
    std::vector<double> seconds;
    std::vector<double> cpuSeconds; // of the process: the cores the import kept busy
    // After the import's commit: the workspace's close, which waits for its
    // checkpointer thread to copy the log into the file and then syncs it.
    std::vector<double> closeSeconds;
    std::vector<double> closeCpuSeconds;
    qint64 documents = 0;
};

void timeImport(const QString &path, bool extractMainContent, ImportTimes &times)
{
    QTemporaryDir scratch;
    auto workspace = std::make_unique<store::Workspace>(scratch.filePath(u"bench.ndw"_s));
    corpus::ImportOptions options;
    options.limits.extractMainContent = extractMainContent;
    JobControl control;
    const double cpuBefore = processCpuSeconds();
    const auto t0 = Clock::now();
    const corpus::ImportReport report = corpus::importPaths(*workspace, {path}, options, control);
    times.seconds.push_back(secondsSince(t0));
    const double cpuImported = processCpuSeconds();
    times.cpuSeconds.push_back(cpuImported - cpuBefore);
    times.documents = report.imported;
    const auto t1 = Clock::now();
    workspace.reset();
    times.closeSeconds.push_back(secondsSince(t1));
    times.closeCpuSeconds.push_back(processCpuSeconds() - cpuImported);
}

int importBench(Context &context, const QCommandLineParser &parser)
{
    const QString path = parser.positionalArguments().value(1);
    if (path.isEmpty() || !QFileInfo::exists(path))
        throw std::invalid_argument("bench import needs an existing DIR");
    if (parser.isSet(u"threads"_s))
        applyThreads(parser);
    const int repetitions = positiveOption(parser, u"repetitions"_s, 3);
    const bool mainContentCost = parser.isSet(u"main-content-cost"_s);
    // The bytes of the files walked, for MB/s.
    qint64 bytes = 0;
    for (QDirIterator files(path, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories); files.hasNext();)
        bytes += files.nextFileInfo().size();
    ImportTimes times;
    ImportTimes wholeTextOnly; // --main-content-cost: the same import without the extraction
    for (int r = 0; r < repetitions; ++r) {
        // Alternated, so that a change in the machine's load falls on both alike.
        if (mainContentCost)
            timeImport(path, false, wholeTextOnly);
        timeImport(path, true, times);
    }
    const double seconds = median(times.seconds);
    const double cpu = median(times.cpuSeconds);
    const qint64 documents = times.documents;
    const double megabytes = double(bytes) / 1e6;
    QJsonObject json{{u"benchmark"_s, u"import"_s},
                     {u"path"_s, path},
                     {u"documents"_s, documents},
                     {u"bytes"_s, bytes},
                     {u"threads"_s, corePool().maxThreadCount()},
                     {u"repetitions"_s, secondsToJson(times.seconds)},
                     {u"median_seconds"_s, seconds},
                     {u"median_cpu_seconds"_s, cpu},
                     {u"documents_per_second"_s, double(documents) / seconds},
                     {u"mb_per_second"_s, megabytes / seconds},
                     {u"mb_per_cpu_second"_s, megabytes / cpu},
                     {u"median_close_seconds"_s, median(times.closeSeconds)},
                     {u"median_close_cpu_seconds"_s, median(times.closeCpuSeconds)},
                     {u"peak_rss_mb"_s, peakRssMb()}};
    const double plainSeconds = mainContentCost ? median(wholeTextOnly.seconds) : 0.0;
    const double plainCpu = mainContentCost ? median(wholeTextOnly.cpuSeconds) : 0.0;
    if (mainContentCost) {
        json.insert(u"without_main_content_median_seconds"_s, plainSeconds);
        json.insert(u"without_main_content_median_cpu_seconds"_s, plainCpu);
        json.insert(u"main_content_added_fraction"_s, seconds / plainSeconds - 1.0);
        json.insert(u"main_content_added_cpu_fraction"_s, cpu / plainCpu - 1.0);
    }
    if (context.json) {
        printJson(context.out, json);
        return 0;
    }
    context.out << "import of " << path << ": " << documents << " documents, " << megabytes << " MB, "
                << corePool().maxThreadCount() << " pool threads, median of " << repetitions << ": " << seconds
                << " s = " << qint64(double(documents) / seconds) << " docs/s, " << megabytes / seconds << " MB/s; "
                << cpu << " CPU-s = " << megabytes / cpu << " MB per CPU-second; peak RSS " << peakRssMb() << " MB\n"
                << "  then closing the workspace (the log copied into the file, synced): median "
                << median(times.closeSeconds) << " s, " << median(times.closeCpuSeconds) << " CPU-s\n";
    if (mainContentCost) {
        context.out << "without main-content extraction: median " << plainSeconds << " s, " << plainCpu
                    << " CPU-s; extraction adds " << QString::number(100.0 * (seconds / plainSeconds - 1.0), 'f', 1)
                    << " % of the time, " << QString::number(100.0 * (cpu / plainCpu - 1.0), 'f', 1)
                    << " % of the CPU time\n";
    }
    return 0;
}

} // namespace

CommandLine benchCommandLine()
{
    return {{
                {u"method"_s, u"fingerprint: simhash | minhash | simhash-weighted (needs --from text)."_s, u"NAME"_s},
                {u"vocabulary"_s, u"fingerprint: draw the words from this word list (random words)."_s, u"FILE"_s},
                {u"documents"_s, u"fingerprint: synthetic documents (20000)."_s, u"N"_s},
                {u"words"_s, u"fingerprint: tokens per document (600)."_s, u"N"_s},
                {u"threads"_s, u"fingerprint: threads (1); import: the core pool's threads (all cores)."_s, u"T"_s},
                {u"weighting"_s, u"fingerprint: simhash weights tf | tfidf (tf)."_s, u"W"_s},
                {u"scheme"_s, u"fingerprint: minhash permutations | one-permutation (permutations)."_s, u"S"_s},
                {u"from"_s, u"fingerprint: start from token hashes, or from text with preprocessing (tokens)."_s,
                 u"tokens|text"_s},
                {u"fingerprints"_s, u"manku: random 64-bit fingerprints (10000000)."_s, u"N"_s},
                {u"k"_s, u"manku: Hamming distance (3)."_s, u"K"_s},
                {u"blocks"_s, u"manku: blocks (default: chosen from N)."_s, u"B"_s},
                {u"queries"_s, u"manku: queries timed one by one (10000)."_s, u"Q"_s},
                {u"repetitions"_s, u"Repetitions; the median is reported (fingerprint 5, others 3)."_s, u"R"_s},
                {u"main-content-cost"_s,
                 u"import: also time the import without main-content extraction, alternating, and print the cost."_s},
            },
            u"WHAT"_s,
            u"fingerprint | manku | import DIR"_s};
}

int benchCommand(Context &context, const QCommandLineParser &parser)
{
    const QString what = parser.positionalArguments().value(0);
    if (what.isEmpty()) {
        context.out << commandHelp(parser, u"bench"_s);
        return exitUsage;
    }
    if (what == u"fingerprint")
        return fingerprintBench(context, parser);
    if (what == u"manku")
        return mankuBench(context, parser);
    if (what == u"import")
        return importBench(context, parser);
    context.err << "neardup-cli bench: unknown benchmark \"" << what << "\" (fingerprint, manku, import)" << Qt::endl;
    return exitUsage;
}

} // namespace nd::cli
