#include "features/shingles.h"

#include "base/hashing.h"

#include <QCryptographicHash>
#include <QtEndian>

#include <algorithm>

namespace nd::features {

std::vector<std::uint64_t> tokenHashes(const QStringList &tokens)
{
    std::vector<std::uint64_t> hashes;
    hashes.reserve(std::size_t(tokens.size()));
    for (const QString &token : tokens)
        hashes.push_back(hashToken(token));
    return hashes;
}

namespace {

// The common widths get a loop of their own with the length a constant, so that
// XXH3 is inlined for exactly that length rather than called per shingle.
template<std::size_t Width>
void fixedWindowHashes(std::span<const std::uint64_t> tokenHashes, std::uint64_t *out)
{
    for (std::size_t begin = 0; begin + Width <= tokenHashes.size(); ++begin)
        out[begin] = XXH3_64bits(tokenHashes.data() + begin, Width * sizeof(std::uint64_t));
}

} // namespace

void windowHashes(std::span<const std::uint64_t> tokenHashes, std::size_t width, std::uint64_t *out)
{
    switch (width) {
    case 1:
        return fixedWindowHashes<1>(tokenHashes, out);
    case 2:
        return fixedWindowHashes<2>(tokenHashes, out);
    case 3:
        return fixedWindowHashes<3>(tokenHashes, out);
    case 4:
        return fixedWindowHashes<4>(tokenHashes, out);
    case 5:
        return fixedWindowHashes<5>(tokenHashes, out);
    default:
        for (std::size_t begin = 0; begin + width <= tokenHashes.size(); ++begin)
            out[begin] = hashSpan(tokenHashes.subspan(begin, width));
    }
}

void shingleHashes(std::span<const std::uint64_t> tokenHashes, int w, std::vector<std::uint64_t> &out)
{
    out.clear();
    if (tokenHashes.empty())
        return;
    const std::size_t width = std::size_t(std::max(w, 1));
    if (tokenHashes.size() < width) {
        out.push_back(hashSpan(tokenHashes));
        return;
    }
    out.resize(tokenHashes.size() - width + 1);
    windowHashes(tokenHashes, width, out.data());
}

std::vector<std::uint64_t> shingleSet(std::span<const std::uint64_t> tokenHashes, int w)
{
    std::vector<std::uint64_t> set;
    shingleHashes(tokenHashes, w, set);
    std::sort(set.begin(), set.end());
    set.erase(std::unique(set.begin(), set.end()), set.end());
    return set;
}

std::vector<std::uint64_t> shingleSet(std::span<const std::uint64_t> tokenHashes, int w, int bits)
{
    std::vector<std::uint64_t> set = shingleSet(tokenHashes, w);
    if (bits >= 64)
        return set;
    for (std::uint64_t &h : set)
        h = truncateHash(h, bits);
    std::sort(set.begin(), set.end());
    set.erase(std::unique(set.begin(), set.end()), set.end());
    return set;
}

std::vector<Hash128> md5ShingleSet(const QStringList &tokens, int w)
{
    std::vector<Hash128> set;
    if (tokens.isEmpty())
        return set;
    const qsizetype width = std::min<qsizetype>(std::max(w, 1), tokens.size());
    const qsizetype count = tokens.size() - width + 1;
    set.reserve(std::size_t(count));
    // UTF-8 once per token, then each shingle is the bytes of its tokens with
    // a space between them.
    std::vector<QByteArray> utf8;
    utf8.reserve(std::size_t(tokens.size()));
    for (const QString &token : tokens)
        utf8.push_back(token.toUtf8());
    QCryptographicHash md5(QCryptographicHash::Md5);
    for (qsizetype i = 0; i < count; ++i) {
        md5.reset();
        for (qsizetype k = 0; k < width; ++k) {
            if (k > 0)
                md5.addData(QByteArrayView(" ", 1));
            md5.addData(utf8[std::size_t(i + k)]);
        }
        const QByteArrayView digest = md5.resultView();
        set.push_back({qFromBigEndian<quint64>(digest.data()), qFromBigEndian<quint64>(digest.data() + 8)});
    }
    std::sort(set.begin(), set.end());
    set.erase(std::unique(set.begin(), set.end()), set.end());
    return set;
}

std::size_t intersectionSize(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b)
{
    std::size_t shared = 0;
    auto i = a.begin();
    auto j = b.begin();
    while (i != a.end() && j != b.end()) {
        if (*i < *j) {
            ++i;
        } else if (*j < *i) {
            ++j;
        } else {
            ++shared;
            ++i;
            ++j;
        }
    }
    return shared;
}

double jaccard(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b)
{
    const std::size_t shared = intersectionSize(a, b);
    const std::size_t unionSize = a.size() + b.size() - shared;
    return unionSize == 0 ? 0.0 : double(shared) / double(unionSize);
}

double jaccardOfUnsorted(std::span<const std::uint64_t> a, std::span<const std::uint64_t> b)
{
    // Open addressing over the elements of both: a slot's mark has bit 0 set once
    // the element was seen in A, bit 1 once in B. Key 0 marks an empty slot, so
    // the element 0 keeps its mark apart.
    thread_local std::vector<std::uint64_t> keys;
    thread_local std::vector<std::uint8_t> marks;
    int bits = 4;
    while ((std::size_t(1) << bits) < 2 * (a.size() + b.size()))
        ++bits;
    const std::size_t mask = (std::size_t(1) << bits) - 1;
    keys.assign(mask + 1, 0);
    marks.assign(mask + 1, 0);
    std::uint8_t zeroMark = 0;
    std::size_t unionSize = 0;
    std::size_t shared = 0;
    auto add = [&](std::uint64_t key, std::uint8_t side) {
        std::uint8_t *mark = &zeroMark;
        if (key != 0) {
            // Fibonacci hashing: the top bits of the product, whatever the keys' low bits.
            std::size_t i = std::size_t((key * 0x9E3779B97F4A7C15ull) >> (64 - bits));
            while (keys[i] != 0 && keys[i] != key)
                i = (i + 1) & mask;
            keys[i] = key;
            mark = &marks[i];
        }
        if (*mark == 0)
            ++unionSize;
        else if (*mark == 1 && side == 2)
            ++shared;
        *mark |= side;
    };
    for (const std::uint64_t key : a)
        add(key, 1);
    for (const std::uint64_t key : b)
        add(key, 2);
    return unionSize == 0 ? 0.0 : double(shared) / double(unionSize);
}

} // namespace nd::features
