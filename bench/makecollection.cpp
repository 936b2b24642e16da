// bench_makecollection: the synthetic English collection of issue 7, generated
// deterministically (same seed, same word list -> byte-identical files).
//
//   bench_makecollection OUTDIR [--documents 20000] [--duplicates 1000]
//                        [--bytes 4100] [--seed 7] [--words /usr/share/dict/american-english]
//
// Writes OUTDIR/docs/dNNNNN.txt and OUTDIR/truth.csv (document_a,document_b,label:
// the near-duplicate pairs, all positive, so every other pair is a negative).
// Words are drawn Zipf(s = 1) over the word list in a seeded random rank order;
// a near-duplicate copies a distinct original and applies random insert, delete
// and replace edits to 0.5-5 % of its words.
//
// Plain C++ rather than a shell script: awk draws ~12 million Zipf samples in
// minutes, this does it in about a second. The random numbers come from our own
// splitmix64 and mapping rather than <random>'s distributions, whose output is
// not specified by the standard and differs between library implementations.

#include "base/splitmix.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

using Rng = nd::SplitMix64;

template<typename T>
void shuffle(std::vector<T> &v, Rng &rng)
{
    for (std::size_t i = v.size(); i > 1; --i)
        std::swap(v[i - 1], v[rng.below(i)]);
}

struct Zipf
{
    std::vector<double> cdf;
    explicit Zipf(std::size_t n, double s = 1.0)
        : cdf(n)
    {
        double sum = 0.0;
        for (std::size_t r = 0; r < n; ++r)
            cdf[r] = (sum += 1.0 / std::pow(double(r + 1), s));
        for (double &c : cdf)
            c /= sum;
    }
    std::size_t draw(Rng &rng) const
    {
        const auto it = std::upper_bound(cdf.begin(), cdf.end(), rng.uniform());
        return std::min(std::size_t(it - cdf.begin()), cdf.size() - 1);
    }
};

std::string render(const std::vector<std::uint32_t> &words, const std::vector<std::string> &vocabulary, Rng &layout)
{
    // Sentences of 6-20 words, capitalised, lines of about 70 characters: enough
    // like prose for a word segmenter, and the layout draws come from their own
    // generator so an edit does not re-flow the rest of the copy differently.
    std::string text;
    text.reserve(words.size() * 9);
    std::size_t sentenceLeft = 0;
    std::size_t lineLength = 0;
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::string word = vocabulary[words[i]];
        if (sentenceLeft == 0) {
            sentenceLeft = 6 + layout.below(15);
            word[0] = char(std::toupper(static_cast<unsigned char>(word[0])));
        }
        --sentenceLeft;
        if (lineLength > 0) {
            if (lineLength + word.size() > 70) {
                text += '\n';
                lineLength = 0;
            } else {
                text += ' ';
                ++lineLength;
            }
        }
        text += word;
        lineLength += word.size();
        if (sentenceLeft == 0 || i + 1 == words.size()) {
            text += '.';
            ++lineLength;
        }
    }
    text += '\n';
    return text;
}

} // namespace

int main(int argc, char **argv)
{
    std::string outDir;
    std::size_t documents = 20000, duplicates = 1000, bytes = 4100;
    std::uint64_t seed = 7;
    std::string wordsPath = "/usr/share/dict/american-english";
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::cerr << "bench_makecollection: " << a << " needs a value\n";
                std::exit(2);
            }
            return argv[++i];
        };
        if (a == "--documents")
            documents = std::stoul(value());
        else if (a == "--duplicates")
            duplicates = std::stoul(value());
        else if (a == "--bytes")
            bytes = std::stoul(value());
        else if (a == "--seed")
            seed = std::stoull(value());
        else if (a == "--words")
            wordsPath = value();
        else if (outDir.empty() && !a.starts_with("-"))
            outDir = a;
        else {
            std::cerr << "usage: bench_makecollection OUTDIR [--documents N] [--duplicates M] [--bytes B] "
                         "[--seed S] [--words FILE]\n";
            return 2;
        }
    }
    if (outDir.empty() || duplicates * 2 > documents) {
        std::cerr << "bench_makecollection: name OUTDIR; duplicates must be at most half the documents\n";
        return 2;
    }

    // Lower-case ASCII words only: drops proper nouns, possessives and accented entries.
    std::vector<std::string> vocabulary;
    {
        std::ifstream in(wordsPath);
        if (!in) {
            std::cerr << "bench_makecollection: cannot read " << wordsPath << " (apt-get install wamerican)\n";
            return 1;
        }
        for (std::string line; std::getline(in, line);) {
            if (!line.empty() && std::all_of(line.begin(), line.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
                vocabulary.push_back(line);
        }
    }
    Rng rng{seed};
    shuffle(vocabulary, rng); // the Zipf rank order
    const Zipf zipf(vocabulary.size());

    const std::size_t originals = documents - duplicates;
    std::vector<std::size_t> slot(documents); // file number of the i-th generated document
    for (std::size_t i = 0; i < documents; ++i)
        slot[i] = i;
    shuffle(slot, rng);
    std::vector<std::size_t> sources(originals);
    for (std::size_t i = 0; i < originals; ++i)
        sources[i] = i;
    shuffle(sources, rng);

    const std::filesystem::path docs = std::filesystem::path(outDir) / "docs";
    std::filesystem::create_directories(docs);
    auto fileName = [](std::size_t n) {
        char name[32];
        std::snprintf(name, sizeof name, "d%05zu.txt", n);
        return std::string(name);
    };
    auto write = [&](std::size_t n, const std::string &text) {
        std::ofstream(docs / fileName(n), std::ios::binary) << text;
    };

    // Keep the originals' word lists for the copies (1,000 x ~600 words: small).
    std::vector<std::vector<std::uint32_t>> kept(originals);
    std::vector<char> isSource(originals, 0);
    for (std::size_t j = 0; j < duplicates; ++j)
        isSource[sources[j]] = 1;
    std::uint64_t totalBytes = 0;
    for (std::size_t i = 0; i < originals; ++i) {
        // Target length uniform in [0.6, 1.4] x bytes: mean `bytes`.
        const std::size_t target = std::size_t(double(bytes) * (0.6 + 0.8 * rng.uniform()));
        std::vector<std::uint32_t> words;
        std::size_t length = 0;
        while (length < target) {
            words.push_back(std::uint32_t(zipf.draw(rng)));
            length += vocabulary[words.back()].size() + 1;
        }
        Rng layout{seed ^ (0x5bd1e995ULL * (i + 1))};
        const std::string text = render(words, vocabulary, layout);
        totalBytes += text.size();
        write(slot[i], text);
        if (isSource[i])
            kept[i] = std::move(words);
    }

    std::ofstream truth(std::filesystem::path(outDir) / "truth.csv", std::ios::binary);
    truth << "document_a,document_b,label\n";
    for (std::size_t j = 0; j < duplicates; ++j) {
        const std::size_t source = sources[j];
        std::vector<std::uint32_t> words = kept[source];
        const double rate = 0.005 + 0.045 * rng.uniform();
        const std::size_t edits = std::max<std::size_t>(1, std::size_t(rate * double(words.size()) + 0.5));
        for (std::size_t e = 0; e < edits; ++e) {
            const std::size_t op = rng.below(3);
            const std::size_t at = rng.below(words.size());
            if (op == 0)
                words.insert(words.begin() + std::ptrdiff_t(at), std::uint32_t(zipf.draw(rng)));
            else if (op == 1 && words.size() > 1)
                words.erase(words.begin() + std::ptrdiff_t(at));
            else
                words[at] = std::uint32_t(zipf.draw(rng));
        }
        Rng layout{seed ^ (0x5bd1e995ULL * (source + 1))};
        const std::string text = render(words, vocabulary, layout);
        totalBytes += text.size();
        const std::size_t n = slot[originals + j];
        write(n, text);
        const std::string a = fileName(std::min(slot[source], n));
        const std::string b = fileName(std::max(slot[source], n));
        truth << a << ',' << b << ",1\n";
    }
    std::cout << documents << " documents (" << duplicates << " near-duplicates), " << totalBytes
              << " bytes, vocabulary " << vocabulary.size() << " words, in " << outDir << '\n';
    return 0;
}
