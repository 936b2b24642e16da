#!/bin/bash
# MinHash-LSH at scale (issue 7: "MinHash-LSH on 1 million documents of 4 KB must
# stay under 8 GiB"): generates the synthetic collection, imports it into a fresh
# workspace, runs MinHash with 128 permutations and with one-permutation
# hashing (both with exact verification, then one permutation with the
# signature estimate), and evaluates each against the generated truth. Every
# step runs under /usr/bin/time -v; the table at the end gives its wall seconds,
# peak RSS, documents and pairs, and for a run the seconds per phase from its JSON.
#
#   bench/scale.sh [BUILD_DIR]
#   env: DOCUMENTS (1000000), DUPLICATES (5 % of DOCUMENTS), SEED (7),
#        WORK (/tmp/neardup-scale-DOCUMENTS: collection, workspace, logs),
#        STEPS ("generate import runs": a later step reuses what an earlier
#        invocation left with KEEP=1; "" only prints the table), THREADS (neardup-cli --threads; default
#        all cores), KEEP=1 (keep WORK; otherwise it is removed at the end).
#
# Disk at 1 M documents: the collection is 4.1 GB of text in 5.9 GB of 4 KB
# blocks, the workspace 4.9 GB; the import writes it all to the write-ahead log
# first (one transaction), so plan for ~16 GB free. `df -h` of WORK's file
# system is printed before and after.
# Deterministic: the same DOCUMENTS, DUPLICATES and SEED give byte-identical
# documents, so a collection already generated with them is reused.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
documents=${DOCUMENTS:-1000000}
duplicates=${DUPLICATES:-$((documents / 20))}
seed=${SEED:-7}
work=${WORK:-/tmp/neardup-scale-$documents}
steps=${STEPS-generate import runs}
cli=$build/app/neardup-cli
generator=$build/bench/bench_makecollection
collection=$work/collection
workspace=$work/scale.ndw
threads=()
[ -n "${THREADS:-}" ] && threads=(--threads "$THREADS")

# Tools for the benchmark only, so not in scripts/install-deps.sh.
missing=()
[ -x /usr/bin/time ] || missing+=(time)
command -v jq >/dev/null || missing+=(jq)
[ -r /usr/share/dict/american-english ] || missing+=(wamerican)
"$here/install-packages.sh" "${missing[@]}"
if [ ! -x "$cli" ] || [ ! -x "$generator" ]; then cmake --build "$build" --target neardup-cli bench_makecollection; fi

mkdir -p "$work"
if [ "${KEEP:-0}" != 1 ]; then
    trap 'rm -rf "$collection" "$workspace" "$workspace"-wal "$workspace"-shm "$workspace".lock "$work"/*.time "$work"/*.out "$work"/stamp;
          rmdir "$work" 2>/dev/null || true' EXIT
fi

# timed NAME CMD...: runs CMD under /usr/bin/time -v, its stdout to WORK/NAME.out.
timed() {
    local name=$1; shift
    /usr/bin/time -v -o "$work/$name.time" "$@" > "$work/$name.out" && return 0
    echo "!! $name failed:"; grep -E 'signal|Exit status|Maximum resident|Elapsed' "$work/$name.time"; return 1
}
wall() { awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/$1.time"; }
rss() { awk -F': ' '/Maximum resident set size/ { printf "%.0f\n", $2 / 1024 }' "$work/$1.time"; }
row() { printf '%-30s %9s %9s %9s %9s  %s\n' "$@"; }
has_step() { [[ " $steps " == *" $1 "* ]]; }

echo "== disk before"; df -h "$work"

# 1. The collection (reused when generated before with the same arguments).
stamp="documents=$documents duplicates=$duplicates seed=$seed"
if has_step generate; then
    if [ -f "$work/stamp" ] && [ "$(cat "$work/stamp")" = "$stamp" ]; then
        echo "== collection $collection already generated ($stamp)"
    else
        rm -rf "$collection" "$work/stamp"
        echo "== generating $documents documents, $duplicates near-duplicates"
        timed generate "$generator" "$collection" --documents "$documents" --duplicates "$duplicates" --seed "$seed"
        echo "$stamp" > "$work/stamp"
        du -sh "$collection"
    fi
fi

# 2. A fresh workspace with the collection and its ground truth.
if has_step import; then
    rm -f "$workspace" "$workspace"-wal "$workspace"-shm "$workspace".lock
    echo "== importing into $workspace"
    timed import "$cli" import "$collection/docs" --name scale --workspace "$workspace" --json
    id=$(jq -r .collection "$work/import.out")
    timed truth "$cli" truth --collection "$id" "$collection/truth.csv" --workspace "$workspace" --json
    ls -l "$workspace"*
fi

# 3. The runs and their evaluation: NAME:PARAM,PARAM...
runs=(exact:verify=exact one-permutation:scheme=one-permutation,verify=exact
      one-permutation-estimate:scheme=one-permutation)
if has_step runs; then
    id=$(jq -r .collection "$work/import.out")
    for spec in "${runs[@]}"; do
        name=run-${spec%%:*}
        params=()
        IFS=, read -ra assignments <<< "${spec#*:}"
        for a in "${assignments[@]}"; do params+=(--param "$a"); done
        echo "== $name: run --method minhash ${params[*]}"
        timed "$name" "$cli" run --collection "$id" --method minhash "${params[@]}" "${threads[@]}" \
            --workspace "$workspace" --json
        timed "eval-${spec%%:*}" "$cli" eval "$(jq -r .run "$work/$name.out")" --workspace "$workspace" --json
    done
    ls -l "$workspace"*
fi

echo "== results ($documents documents, $duplicates near-duplicates; peak RSS from /usr/bin/time -v)"
row step wall_s peak_MB documents pairs details
if [ -f "$work/generate.time" ]; then
    row generate "$(wall generate)" "$(rss generate)" "$documents" "$duplicates" "truth pairs"
fi
if [ -f "$work/import.time" ]; then
    row import "$(wall import)" "$(rss import)" "$(jq .imported "$work/import.out")" - \
        "issues $(jq '.issues | length' "$work/import.out")"
    row truth "$(wall truth)" "$(rss truth)" - "$(jq .rows "$work/truth.out")" \
        "unmatched $(jq .unmatched "$work/truth.out")"
fi
for spec in "${runs[@]}"; do
    name=${spec%%:*}
    [ -f "$work/run-$name.time" ] || continue
    row "run $name" "$(wall "run-$name")" "$(rss "run-$name")" "$(jq .stats.documents "$work/run-$name.out")" \
        "$(jq .pairs_scored "$work/run-$name.out")" \
        "$(jq -c '.seconds + {lsh: .stats.seconds_lsh, signatures: .stats.seconds_signatures, exact: .stats.seconds_exact, bands: .stats.bands, rows: .stats.rows}' "$work/run-$name.out")"
    row "eval $name" "$(wall "eval-$name")" "$(rss "eval-$name")" - "$(jq .pairs_scored "$work/eval-$name.out")" \
        "$(jq -c '.best | {threshold, precision, recall, f1}' "$work/eval-$name.out")"
done
limit_mb=8192 # issue 7: at most 8 GiB for a run
for spec in "${runs[@]}"; do
    name=run-${spec%%:*}
    [ -f "$work/$name.time" ] || continue
    peak=$(rss "$name")
    echo "$name: peak RSS $peak MB of $limit_mb MB allowed ($((peak * 100 / limit_mb)) %)$([ "$peak" -le $limit_mb ] || echo ' - OVER')"
done
echo "== disk after"; df -h "$work"; du -sh "$work"
