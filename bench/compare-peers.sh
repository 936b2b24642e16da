#!/bin/bash
# Ours against the peers on the synthetic collection, one core each, in one go
# (issue 7): wall time and peak RSS from /usr/bin/time -v, pairs found, precision
# and recall against truth.csv, and each peer's time as a multiple of ours.
# The peers: sim_text, tlsh, a MinHash-LSH library (bench/peers/minhashlsh.go)
# and, with SSDEEP=1, ssdeep.
#
#   bench/compare-peers.sh [BUILD_DIR]
#   env: COLLECTION (default /tmp/neardup-bench-collection), RUNS (5; medians),
#        PAIRED (rounds of ours and sim_text interleaved, after the table; 0),
#        TLSH_T (tlsh distance threshold, 30: on this collection 40 already drops precision to 0.11), SIM_T (sim_text -t percentage, 50),
#        LSH_T (the MinHash-LSH library's Jaccard threshold, 0.5),
#        SSDEEP=1 (also ssdeep, one run: it compares all pairs, about 3 minutes)
#
# Our detection figure is seconds.preprocess + seconds.detect from the JSON of
# `neardup-cli evaluate` (import, storing the pairs and evaluating excluded);
# the import is reported apart, and the whole process under "wall".
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
collection=${COLLECTION:-/tmp/neardup-bench-collection}
runs=${RUNS:-5}
tlsh_t=${TLSH_T:-30}
sim_t=${SIM_T:-50}
cli=$build/app/neardup-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Peers and tools for the benchmark only, so not in scripts/install-deps.sh.
missing=()
[ -x /usr/bin/time ] || missing+=(time)
command -v sim_text >/dev/null || missing+=(similarity-tester)
command -v tlsh >/dev/null || missing+=(tlsh-tools)
command -v jq >/dev/null || missing+=(jq)
command -v ssdeep >/dev/null || missing+=(ssdeep)
command -v go >/dev/null || missing+=(golang-go)
[ -d /usr/share/gocode/src/github.com/ekzhu/minhash-lsh ] || missing+=(golang-github-ekzhu-minhash-lsh-dev)
"$here/install-packages.sh" "${missing[@]}"
[ -x "$cli" ] || cmake --build "$build" --target neardup-cli
[ -f "$collection/truth.csv" ] || "$here/make-collection.sh" "$collection" "$build"
docs=$collection/docs
truth=$collection/truth.csv
# The MinHash-LSH peer, built against Debian's Go sources (GOPATH mode: no module download).
GOPATH=/usr/share/gocode GO111MODULE=off GOCACHE=$work/gocache GOFLAGS= \
    go build -o "$work/minhashlsh" "$here/peers/minhashlsh.go"

# timed LOG CMD...: runs CMD under /usr/bin/time -v, its stdout to LOG.out.
timed() { local log=$1; shift; /usr/bin/time -v -o "$log.time" "$@" > "$log.out"; }
wall() { awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$1.time"; }
rss() { awk -F': ' '/Maximum resident set size/ { printf "%.0f\n", $2 / 1024 }' "$1.time"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# prcount PAIRS: "found truepositives precision recall" of unordered pairs of file
# names (one pair a line, separated by blanks) against truth.csv.
prcount() {
    awk 'NR == FNR { if (FNR > 1) { split($0, f, ","); if (f[3] != "0") { a = f[1]; b = f[2];
                     if (a > b) { t = a; a = b; b = t } truth[a " " b] = 1; nt++ } } next }
         { a = $1; b = $2; if (a > b) { t = a; a = b; b = t } k = a " " b
           if (a == b || k in seen) next; seen[k] = 1; n++; if (k in truth) tp++ }
         END { printf "%d %d %.4f %.4f\n", n, tp, n ? tp / n : 0, nt ? tp / nt : 0 }' "$truth" "$1"
}

rows=()   # tool|wall|rss|found|precision|recall|time compared (s)
ours() { # name method params...
    local name=$1 method=$2; shift 2
    local walls=() rsses=() detects=() imports=()
    for r in $(seq "$runs"); do
        timed "$work/$name.$r" "$cli" evaluate "$docs" --truth "pairs:$truth" --method "$method" "$@" --threads 1 --json
        walls+=("$(wall "$work/$name.$r")"); rsses+=("$(rss "$work/$name.$r")")
        detects+=("$(jq '.seconds.preprocess + .seconds.detect' "$work/$name.$r.out")")
        imports+=("$(jq '.seconds.import' "$work/$name.$r.out")")
    done
    local j=$work/$name.1.out
    local found precision recall
    found=$(jq '.best.true_positives + .best.false_positives' "$j")
    precision=$(jq '.best.precision' "$j"); recall=$(jq '.best.recall' "$j")
    local detect; detect=$(printf '%s\n' "${detects[@]}" | median)
    rows+=("$name|$(printf '%s\n' "${walls[@]}" | median)|$(printf '%s\n' "${rsses[@]}" | median)|$found|$precision|$recall|$detect")
    echo "$name: import $(printf '%s\n' "${imports[@]}" | median) s, preprocess+detect $detect s, best threshold $(jq '.best.threshold' "$j"), $(jq '.pairs_scored' "$j") pairs scored" >&2
}
peer() { # name pairsfile-maker cmd...
    local name=$1 parse=$2; shift 2
    local walls=() rsses=()
    for r in $(seq "$runs"); do
        timed "$work/$name.$r" "$@"
        walls+=("$(wall "$work/$name.$r")"); rsses+=("$(rss "$work/$name.$r")")
    done
    "$parse" "$work/$name.1.out" > "$work/$name.pairs"
    local w; w=$(printf '%s\n' "${walls[@]}" | median)
    rows+=("$name|$w|$(printf '%s\n' "${rsses[@]}" | median)|$(prcount "$work/$name.pairs" | awk '{ print $1 "|" $3 "|" $4 }')|$w")
}
# "DIR/dA.txt consists for 79 % of DIR/dB.txt material" -> "dA.txt dB.txt"
sim_pairs() { awk '/ consists for / { n = split($1, a, "/"); m = split($7, b, "/"); print a[n], b[m] }' "$1"; }
# "DIR/dA.txt<TAB>DIR/dB.txt<TAB>distance" -> "dA.txt dB.txt"
tlsh_pairs() { awk -F'\t' 'NF == 3 { n = split($1, a, "/"); m = split($2, b, "/"); print a[n], b[m] }' "$1"; }
# "dA.txt dB.txt estimate" -> "dA.txt dB.txt"
lsh_pairs() { awk 'NF == 3 { print $1, $2 }' "$1"; }
# "DIR/dA.txt matches DIR/dB.txt (57)" -> "dA.txt dB.txt"
ssdeep_pairs() { awk '$2 == "matches" { n = split($1, a, "/"); m = split($3, b, "/"); print a[n], b[m] }' "$1"; }

echo "collection: $(find "$docs" -name '*.txt' | wc -l) documents, $(du -sb "$docs" | cut -f1) bytes; medians of $runs run(s)" >&2
minhash_args=(minhash --param verify=exact)
simhash_args=(simhash-shingles --param bits=64 --param shingle_size=2 --param max_distance=12 --param verify=exact)
ours "ours minhash" "${minhash_args[@]}"
ours "ours minhash-1p" "${minhash_args[@]}" --param scheme=one-permutation
# Simhash of word 2-shingles, 64 bits, candidates within 12 bits checked by their
# exact Jaccard; each shingle occurrence votes with weight 1 (Charikar's), then
# with the sum of its words' IDF (paper 000's, which needs a pass over the
# collection first). Word simhash cannot do it here: with TF weights the most
# frequent words of a Zipfian text decide most bits and 189 M of the 200 M pairs
# fall within 16 bits; unverified 2-shingle simhash peaks at recall 0.964 with
# precision 0.986.
ours "ours simhash" "${simhash_args[@]}" --param weighting=tf
ours "ours simhash-idf" "${simhash_args[@]}" --param weighting=tfidf
# /usr/bin/time runs programs, not shell functions: the file list goes through sh -c.
sim_text_cmd=(sh -c 'find "$1" -name "*.txt" | sort | sim_text -T -p -t "$2" -i' sh "$docs" "$sim_t")
peer "sim_text -t $sim_t" sim_pairs "${sim_text_cmd[@]}"
peer "tlsh -T $tlsh_t" tlsh_pairs tlsh -xref -r "$docs" -T "$tlsh_t"
# One core, as the others: GOMAXPROCS=1 (the library sorts its tables in goroutines).
peer "minhash-lsh -t ${LSH_T:-0.5}" lsh_pairs env GOMAXPROCS=1 \
    sh -c 'find "$1" -name "*.txt" | sort | "$2" -threshold "$3"' sh "$docs" "$work/minhashlsh" "${LSH_T:-0.5}"
if [ "${SSDEEP:-0}" = 1 ]; then
    runs=1 peer "ssdeep -p" ssdeep_pairs ssdeep -r -p "$docs"
fi

# Ratios: each tool's time over our MinHash detection time and over our simhash's.
ref_minhash=$(echo "${rows[0]}" | cut -d'|' -f7); ref_simhash=$(echo "${rows[2]}" | cut -d'|' -f7)
printf '%-18s %9s %10s %8s %7s %10s %8s %10s %10s\n' tool "wall s" "detect s" "RSS MB" pairs precision recall "÷minhash" "÷simhash"
for row in "${rows[@]}"; do
    IFS='|' read -r tool w m found p r t <<< "$row"
    printf '%-18s %9.2f %10.2f %8s %7s %10.4f %8.4f %10.1f %10.1f\n' "$tool" "$w" "$t" "$m" "$found" "$p" "$r" \
        "$(echo "$t / $ref_minhash" | bc -l)" "$(echo "$t / $ref_simhash" | bc -l)"
done

# PAIRED=N: then N rounds of ours (MinHash, simhash with TF weights) and sim_text
# back to back, each round's ratios, and their medians. The host's speed drifts
# over the minutes the medians above take, moving tools measured minutes apart
# differently; the ratio of neighbouring runs cancels most of that drift.
if [ "${PAIRED:-0}" -gt 0 ]; then
    detect_seconds() { "$cli" evaluate "$docs" --truth "pairs:$truth" --method "$@" --threads 1 --json | jq '.seconds.preprocess + .seconds.detect'; }
    printf '\n%-6s %10s %10s %10s %9s %9s\n' round minhash simhash sim_text "÷minhash" "÷simhash"
    for r in $(seq "$PAIRED"); do
        m=$(detect_seconds "${minhash_args[@]}")
        timed "$work/paired" "${sim_text_cmd[@]}"
        s=$(wall "$work/paired")
        h=$(detect_seconds "${simhash_args[@]}" --param weighting=tf)
        printf '%-6s %10.3f %10.3f %10.2f %9.2f %9.2f\n' "$r" "$m" "$h" "$s" "$(echo "$s / $m" | bc -l)" "$(echo "$s / $h" | bc -l)"
    done | tee "$work/paired.rows"
    echo "medians: ÷minhash $(awk '{ print $5 }' "$work/paired.rows" | median), ÷simhash $(awk '{ print $6 }' "$work/paired.rows" | median), sim_text $(awk '{ print $4 }' "$work/paired.rows" | median) s"
fi
