#!/usr/bin/env bash
# Builds the fuzz targets (fuzz/build.sh) and runs each for SECONDS (default 60)
# from its committed seeds and minimised corpus (fuzz/corpus/TARGET.tar.gz, made
# by fuzz/minimise.sh), two at a time (one per core). A crash, leak, timeout
# or out-of-memory fails the script and leaves its input in
# BUILD/crashes-TARGET/; the corpora grow in BUILD/corpus-TARGET, so a second
# run goes on where the first stopped. Used by .ci/run (60 s each).
#
#   bash fuzz/run.sh [SECONDS] [BUILD]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=${2:-build-fuzz}
bash fuzz/build.sh "$out" >/dev/null
targets=()
for binary in "$out"/fuzz_*; do
  [ -x "$binary" ] && targets+=("$(basename "$binary")")
done
run_one() { # fuzz_TARGET
  local target=${1#fuzz_}
  mkdir -p "$out/corpus-$target" "$out/crashes-$target"
  # Inputs are named by their SHA-1, so unpacking over a grown corpus only adds.
  [ -f "fuzz/corpus/$target.tar.gz" ] && tar -xzf "fuzz/corpus/$target.tar.gz" -C "$out/corpus-$target"
  if "$out/fuzz_$target" -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=65536 -timeout=20 \
      -print_final_stats=1 -artifact_prefix="$out/crashes-$target/" \
      "$out/corpus-$target" "fuzz/seeds/$target" > "$out/fuzz-$target.log" 2>&1; then
    echo "fuzz_$target: $(grep -o 'stat::number_of_executed_units: *[0-9]*' "$out/fuzz-$target.log" | grep -o '[0-9]*$') executions in ${seconds} s, no crash"
  else
    echo "fuzz_$target FAILED (input in $out/crashes-$target/):"
    tail -40 "$out/fuzz-$target.log"
    return 1
  fi
}
export -f run_one
export out seconds
printf '%s\n' "${targets[@]}" | xargs -P 2 -I{} bash -c 'run_one {}'
