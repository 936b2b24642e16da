#!/usr/bin/env bash
# Builds the libFuzzer targets with clang straight from the reader sources they
# exercise (a few files), so fuzzing does not need a second clang build of all
# of core. The CMake route (NEARDUP_FUZZ=ON, see README.md) builds the same targets.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build-fuzz}
mkdir -p "$out/obj"
flags=(-std=c++20 -O1 -g -fPIC -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined
       -DNEARDUP_SANITIZE -DQT_NO_CAST_FROM_ASCII -DQT_NO_KEYWORDS -Icore -Iapp
       $(pkg-config --cflags Qt6Core Qt6Sql Qt6Concurrent icu-uc icu-i18n libarchive cpp-httplib libxml-2.0))
libs=($(pkg-config --libs Qt6Core icu-uc icu-i18n libarchive cpp-httplib libxml-2.0))
sources=(core/corpus/officereader.cpp core/corpus/archivereader.cpp core/corpus/entrysource.cpp
         core/corpus/pdfreader.cpp core/text/htmltotext.cpp core/text/maincontent.cpp core/text/htmlentities.cpp core/text/textdecoder.cpp
         core/corpus/csvreader.cpp app/cli/documentrequest.cpp)
objects=()
for src in "${sources[@]}"; do
  obj="$out/obj/$(basename "${src%.cpp}").o"
  clang++ "${flags[@]}" -c "$src" -o "$obj"
  objects+=("$obj")
done
for target in officereader archivereader htmltotext maincontent decoder truthcsv pdfreply servicerequest; do
  clang++ "${flags[@]}" -fsanitize=fuzzer "fuzz/fuzz_$target.cpp" "${objects[@]}" "${libs[@]}" -o "$out/fuzz_$target"
done
echo "fuzz targets in $out/"
