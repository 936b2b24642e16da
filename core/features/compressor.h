#pragma once

#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>
#include <string_view>

namespace nd::features {

// The real compressors NCD can use (paper 003 uses Snappy and compares lz4,
// gzip and zip). Each is run at a fixed, documented setting so that C(x) is
// reproducible: zlib level 6 (gzip's default), zstd level 3 (its default),
// bzip2 with 900 kB blocks, xz preset 6, lz4 and snappy have no level.
enum class Compressor { Snappy, Lz4, Zlib, Zstd, Bzip2, Xz };

// Names as used in parameters, in the order of the enum.
QStringList compressorNames();
std::optional<Compressor> compressorFromName(QStringView name);
QString compressorName(Compressor compressor);

// Size in bytes of data compressed with the given compressor. Thread-safe
// (each thread keeps its own output buffer). Throws std::runtime_error when the
// library reports an error, which for in-memory input means a bug.
std::size_t compressedSize(Compressor compressor, std::string_view data);

// Size of the compressed concatenation xy, without the caller building it.
std::size_t compressedSize(Compressor compressor, std::string_view x, std::string_view y);

} // namespace nd::features
