#!/usr/bin/env bash
# Minimises each target's grown corpus (BUILD/corpus-TARGET plus the seeds)
# with libFuzzer's -merge=1, the smallest set of inputs that keeps every
# feature reached, and stores it as fuzz/corpus/TARGET.tar.gz, which
# fuzz/run.sh (and so CI) starts from. The archives are byte-for-byte
# repeatable (sorted names, no times or owners), so an unchanged corpus gives
# no diff. Run after a long fuzzing run, with its build:
#
#   bash fuzz/minimise.sh [BUILD]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build-fuzz}
mkdir -p fuzz/corpus
for binary in "$out"/fuzz_*; do
  [ -x "$binary" ] || continue
  target=$(basename "$binary"); target=${target#fuzz_}
  minimal=$(mktemp -d)
  inputs=("fuzz/seeds/$target")
  [ -d "$out/corpus-$target" ] && inputs+=("$out/corpus-$target")
  "$binary" -merge=1 -timeout=60 -rss_limit_mb=2048 -max_len=65536 "$minimal" "${inputs[@]}" \
      > "$out/merge-$target.log" 2>&1
  tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$minimal" -cf - . \
      | gzip -n -9 > "fuzz/corpus/$target.tar.gz"
  echo "fuzz_$target: $(ls "$minimal" | wc -l) inputs, $(du -s --apparent-size -b "$minimal" | cut -f1) bytes"
  rm -rf "$minimal"
done
