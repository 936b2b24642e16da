#!/bin/bash
# Generates the synthetic collection of issue 7 deterministically: 20,000 ~4 KB
# English-like documents (82 MB) from the wamerican word list, Zipf-distributed,
# 1,000 of them near-duplicates (0.5-5 % of words inserted, deleted or replaced),
# and truth.csv with the duplicate pairs (`neardup-cli evaluate --truth pairs:...`).
#
#   bench/make-collection.sh OUTDIR [BUILD_DIR]      (extra bench_makecollection options via MAKECOLLECTION_ARGS)
#
# The generator is bench_makecollection (bench/makecollection.cpp): a shell loop
# drawing 12 million Zipf samples takes minutes, the C++ tool one second.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: make-collection.sh OUTDIR [BUILD_DIR]}
build=${2:-$here/../build}

# wamerican is a benchmark-only dependency, so it is not in scripts/install-deps.sh.
if [ ! -r /usr/share/dict/american-english ]; then
    "$here/install-packages.sh" wamerican
fi
generator=$build/bench/bench_makecollection
if [ ! -x "$generator" ]; then
    cmake --build "$build" --target bench_makecollection
fi
rm -rf "$out/docs" "$out/truth.csv"
# shellcheck disable=SC2086
"$generator" "$out" ${MAKECOLLECTION_ARGS:-}
