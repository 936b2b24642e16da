// The inner kernels of detection, one core, set beside what this kind of
// machine does at best (issue 7's figures: tokenising and hashing words about
// 0.6 GB/s per core, one XXH3 of an 8-16 byte key about 4 ns, a popcount
// Hamming check about 1.2 ns, snappy and lz4 about 330 MB/s on a 4 KB document).
// Google Benchmark micro-benchmarks; each reports its rate (bytes per second)
// or its CPU time per item (per_key, per_pair, per_shingle, per_token):
//
//   bench_kernels [--benchmark_filter=REGEX] [--benchmark_repetitions=5
//                  --benchmark_report_aggregates_only=true]
//
// The text is synthetic English-like prose (Zipf(1) over 50,000 random words,
// sentences of 12), the same every run.
#include "features/compressor.h"
#include "features/hammingsearch.h"
#include "base/hashing.h"
#include "features/shingleminhash.h"
#include "features/shingles.h"
#include "features/tokensimhash.h"
#include "jobs/corepool.h"
#include "text/asciiwords.h"
#include "text/preprocessor.h"

#include <benchmark/benchmark.h>
#include <xxhash.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

using namespace nd;

namespace {

// About `bytes` bytes of prose: lower-case words drawn Zipf(1), the first of each
// sentence capitalised, sentences of 12 words, lines of about 70 columns.
std::string prose(std::size_t bytes, std::uint64_t seed = 7)
{
    std::mt19937_64 rng(seed);
    std::vector<std::string> vocabulary(50000);
    for (std::string &word : vocabulary) {
        const int length = 3 + int(rng() % 8);
        for (int c = 0; c < length; ++c)
            word.push_back(char('a' + rng() % 26));
    }
    std::vector<double> cdf(vocabulary.size());
    double sum = 0;
    for (std::size_t r = 0; r < cdf.size(); ++r)
        cdf[r] = (sum += 1.0 / double(r + 1));
    std::uniform_real_distribution<double> uniform(0.0, sum);
    std::string text;
    std::size_t column = 0;
    for (std::size_t w = 0; text.size() < bytes; ++w) {
        const auto rank = std::size_t(std::upper_bound(cdf.begin(), cdf.end(), uniform(rng)) - cdf.begin());
        std::string word = vocabulary[std::min(rank, vocabulary.size() - 1)];
        if (w % 12 == 0)
            word[0] = char(word[0] - 'a' + 'A');
        text += word;
        text += w % 12 == 11 ? "." : "";
        column += word.size() + 1;
        text += column > 70 ? '\n' : ' ';
        column = column > 70 ? 0 : column;
    }
    return text;
}

const std::string &document4k()
{
    static const std::string text = prose(4096);
    return text;
}

// 1 MB of prose: larger than the core's L2, as a collection streams by.
const std::string &megabyte()
{
    static const std::string text = prose(1 << 20);
    return text;
}

// CPU seconds per item over the timed loop (printed with its SI prefix, "1.6ns").
benchmark::Counter perItem(double items)
{
    return benchmark::Counter(items, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

std::vector<std::uint64_t> tokenHashesOf(const std::string &text)
{
    text::Preprocessor preprocessor;
    std::vector<std::uint64_t> hashes;
    preprocessor.tokenHashes(std::string_view(text), hashes);
    return hashes;
}

// XXH3 of keys of 8-16 bytes, one after another.
void BM_Xxh3Key(benchmark::State &state)
{
    const std::size_t length = std::size_t(state.range(0));
    const std::string &text = megabyte();
    std::size_t at = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(XXH3_64bits(text.data() + at, length));
        at = (at + 61) & ((1 << 20) - 64);
    }
    state.counters["per_key"] = perItem(double(state.iterations()));
}
BENCHMARK(BM_Xxh3Key)->Arg(8)->Arg(12)->Arg(16);

// Finding the words of 1 MB of prose (the ASCII splitter), in bytes per second.
void BM_SplitWords(benchmark::State &state)
{
    const std::string &text = megabyte();
    std::size_t words = 0;
    for (auto _ : state) {
        words = 0;
        text::forEachAsciiWord(std::string_view(text), [&](qsizetype, qsizetype) { ++words; });
        benchmark::DoNotOptimize(words);
    }
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(text.size()));
    state.counters["words"] = double(words);
}
BENCHMARK(BM_SplitWords);

// Tokenising and hashing words: Preprocessor::tokenHashes on 1 MB of prose with
// the detectors' defaults (range 1: NFKC case folding, stopwords, Snowball stems)
// or case folding only (range 0), the word-form cache warm as in a long run.
void BM_TokenHashes(benchmark::State &state)
{
    text::PreprocessOptions options;
    options.removeStopwords = state.range(0) != 0;
    options.stem = state.range(0) != 0;
    const text::Preprocessor preprocessor(options);
    const std::string &text = megabyte();
    std::vector<std::uint64_t> hashes;
    preprocessor.tokenHashes(std::string_view(text), hashes); // warms the cache
    for (auto _ : state) {
        hashes.clear();
        preprocessor.tokenHashes(std::string_view(text), hashes);
        benchmark::DoNotOptimize(hashes.data());
    }
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(text.size()));
    state.SetLabel(state.range(0) ? "stopwords and stems" : "case folding only");
}
BENCHMARK(BM_TokenHashes)->Arg(0)->Arg(1);

// All-pairs Hamming search (64 bits within 3) of 8,192 random fingerprints on
// one thread of the core pool: nanoseconds per pair compared.
void BM_HammingAllPairs(benchmark::State &state)
{
    corePool().setMaxThreadCount(1);
    std::mt19937_64 rng(11);
    std::vector<std::uint64_t> fingerprints(8192);
    for (std::uint64_t &f : fingerprints)
        f = rng();
    qint64 pairs = 0;
    const auto kernel = state.range(0) ? features::PopcountKernel::Fastest : features::PopcountKernel::Portable;
    for (auto _ : state) {
        pairs += features::forEachPairWithinExhaustive(
            fingerprints, 64, 3, [](std::size_t, std::size_t, int) {}, nullptr, kernel);
    }
    state.counters["per_pair"] = perItem(double(pairs));
    state.SetLabel(state.range(0) ? "fastest kernel" : "portable kernel");
}
BENCHMARK(BM_HammingAllPairs)->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond);

// C(x) with each compressor (range 0) of the first range(1) bytes of a 4 KB
// document: 300 bytes, about a SigNCD signature, or all of it as NCD compresses
// documents. In bytes per second.
void BM_Compress(benchmark::State &state)
{
    const auto compressor = features::Compressor(state.range(0));
    const std::string_view text = std::string_view(document4k()).substr(0, std::size_t(state.range(1)));
    for (auto _ : state)
        benchmark::DoNotOptimize(features::compressedSize(compressor, text));
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(text.size()));
    state.SetLabel(features::compressorName(compressor).toStdString());
}
BENCHMARK(BM_Compress)
    ->ArgsProduct({benchmark::CreateDenseRange(int(features::Compressor::Snappy), int(features::Compressor::Xz), 1),
                   {300, 4096}});

// A MinHash-128 signature of a 4 KB document's word 4-shingles (the detector's
// defaults), in nanoseconds per shingle; range 0 = 128 permutations, 1 = one
// permutation with densification.
void BM_MinHashSign(benchmark::State &state)
{
    const auto scheme =
        state.range(0) ? features::MinHasher::Scheme::OnePermutation : features::MinHasher::Scheme::Permutations;
    const features::MinHasher hasher(128, scheme);
    std::vector<std::uint64_t> shingles;
    features::shingleHashes(tokenHashesOf(document4k()), 4, shingles);
    std::vector<std::uint64_t> signature(128);
    for (auto _ : state) {
        hasher.sign(shingles, signature);
        benchmark::DoNotOptimize(signature.data());
    }
    state.counters["per_shingle"] = perItem(double(state.iterations() * shingles.size()));
    state.SetLabel(state.range(0) ? "one permutation" : "128 permutations");
}
BENCHMARK(BM_MinHashSign)->Arg(0)->Arg(1);

// A 64-bit simhash of a 4 KB document's tokens with TF weights, in nanoseconds
// per token.
void BM_Simhash64(benchmark::State &state)
{
    const std::vector<std::uint64_t> tokens = tokenHashesOf(document4k());
    for (auto _ : state)
        benchmark::DoNotOptimize(features::tokenSimhash(tokens, 64));
    state.counters["per_token"] = perItem(double(state.iterations() * tokens.size()));
}
BENCHMARK(BM_Simhash64);

} // namespace

BENCHMARK_MAIN();
