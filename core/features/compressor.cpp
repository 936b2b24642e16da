#include "features/compressor.h"

#include <bzlib.h>
#include <lz4.h>
#include <lzma.h>
#include <snappy.h>
#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace nd::features {

namespace {

// Reused per thread: NCD compresses hundreds of thousands of concatenations,
// and allocating an output buffer for each would dominate for small signatures.
std::vector<char> &outputBuffer(std::size_t size)
{
    thread_local std::vector<char> buffer;
    if (buffer.size() < size)
        buffer.resize(size);
    return buffer;
}

std::size_t zlibSize(std::string_view data)
{
    uLongf size = compressBound(uLong(data.size()));
    auto &out = outputBuffer(size);
    const int rc = compress2(reinterpret_cast<Bytef *>(out.data()), &size, reinterpret_cast<const Bytef *>(data.data()),
                             uLong(data.size()), 6);
    if (rc != Z_OK)
        throw std::runtime_error("zlib compress2 failed");
    return size;
}

std::size_t bzip2Size(std::string_view data)
{
    // bzip2's documented worst case: 1% larger plus 600 bytes.
    unsigned int size = unsigned(data.size() + data.size() / 100 + 601);
    auto &out = outputBuffer(size);
    const int rc =
        BZ2_bzBuffToBuffCompress(out.data(), &size, const_cast<char *>(data.data()), unsigned(data.size()), 9, 0, 0);
    if (rc != BZ_OK)
        throw std::runtime_error("bzip2 compression failed");
    return size;
}

// xz preset 6 with its dictionary cut to the input's size (a power of two, at
// least liblzma's 4 KiB, at most the preset's 8 MiB): the encoder's tables
// follow the dictionary, and setting up those of 8 MiB for every call took 90 %
// of the time on a 300-byte signature (330 -> 27 us). A dictionary holding the
// whole input reaches every match the large one does; the compressed sizes were
// the same on every text tried (tests compare them with the plain preset).
std::size_t xzSize(std::string_view data)
{
    lzma_options_lzma options;
    if (lzma_lzma_preset(&options, 6))
        throw std::runtime_error("xz preset 6 is not supported by liblzma");
    std::uint32_t dictionary = LZMA_DICT_SIZE_MIN;
    while (dictionary < data.size() && dictionary < options.dict_size)
        dictionary *= 2;
    options.dict_size = std::min(options.dict_size, dictionary);
    lzma_filter filters[] = {{LZMA_FILTER_LZMA2, &options},
                             {LZMA_VLI_UNKNOWN, nullptr}}; // liblzma 5.4 takes them mutable
    const std::size_t bound = lzma_stream_buffer_bound(data.size());
    auto &out = outputBuffer(bound);
    std::size_t position = 0;
    const lzma_ret rc =
        lzma_stream_buffer_encode(filters, LZMA_CHECK_NONE, nullptr, reinterpret_cast<const uint8_t *>(data.data()),
                                  data.size(), reinterpret_cast<uint8_t *>(out.data()), &position, bound);
    if (rc != LZMA_OK)
        throw std::runtime_error("xz compression failed");
    return position;
}

// zstd level 3 through a context kept per thread: ZSTD_compress() makes and
// frees one each call, a third of the time on short signatures (12.9 -> 4.0 us
// for 300 bytes); the output is the same.
std::size_t zstdSize(std::string_view data)
{
    struct Context
    {
        ZSTD_CCtx *context = ZSTD_createCCtx();
        ~Context() { ZSTD_freeCCtx(context); }
    };
    thread_local Context reused;
    if (!reused.context)
        throw std::runtime_error("zstd could not make a compression context");
    const std::size_t bound = ZSTD_compressBound(data.size());
    auto &out = outputBuffer(bound);
    const std::size_t size = ZSTD_compressCCtx(reused.context, out.data(), bound, data.data(), data.size(), 3);
    if (ZSTD_isError(size))
        throw std::runtime_error("zstd compression failed");
    return size;
}

} // namespace

QStringList compressorNames()
{
    return {u"snappy"_s, u"lz4"_s, u"zlib"_s, u"zstd"_s, u"bzip2"_s, u"xz"_s};
}

std::optional<Compressor> compressorFromName(QStringView name)
{
    const qsizetype index = compressorNames().indexOf(name.toString());
    if (index < 0)
        return std::nullopt;
    return Compressor(index);
}

QString compressorName(Compressor compressor)
{
    return compressorNames().at(qsizetype(compressor));
}

std::size_t compressedSize(Compressor compressor, std::string_view data)
{
    switch (compressor) {
    case Compressor::Snappy: {
        auto &out = outputBuffer(snappy::MaxCompressedLength(data.size()));
        std::size_t size = 0;
        snappy::RawCompress(data.data(), data.size(), out.data(), &size);
        return size;
    }
    case Compressor::Lz4: {
        const int bound = LZ4_compressBound(int(data.size()));
        auto &out = outputBuffer(std::size_t(bound));
        const int size = LZ4_compress_default(data.data(), out.data(), int(data.size()), bound);
        if (size <= 0 && !data.empty())
            throw std::runtime_error("lz4 compression failed");
        return std::size_t(size);
    }
    case Compressor::Zlib:
        return zlibSize(data);
    case Compressor::Zstd:
        return zstdSize(data);
    case Compressor::Bzip2:
        return bzip2Size(data);
    case Compressor::Xz:
        return xzSize(data);
    }
    throw std::invalid_argument("unknown compressor");
}

std::size_t compressedSize(Compressor compressor, std::string_view x, std::string_view y)
{
    thread_local std::string concatenation;
    concatenation.assign(x);
    concatenation.append(y);
    return compressedSize(compressor, concatenation);
}

} // namespace nd::features
