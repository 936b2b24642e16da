#!/bin/bash
# Ours against the peers on the synthetic collection, in one go (issue 7): the
# whole process of every tool first, from the folder of files to the flagged
# pairs (wall time and peak RSS from /usr/bin/time -v, pairs found, precision and
# recall against truth.csv, and each tool's wall time over ours), then where our
# time goes (import, preprocessing, detection, storing the pairs, evaluation),
# then the sweep case: a method run again on the collection already stored.
# One core each, and ours on two threads too.
# The peers: sim_text, tlsh, a MinHash-LSH library (bench/peers/minhashlsh.go)
# and, with SSDEEP=1, ssdeep. Then the limits of the steps on this machine
# (bench_limits) and our whole processes against them.
#
#   bench/compare-peers.sh [BUILD_DIR]
#   env: COLLECTION (default /tmp/neardup-bench-collection), RUNS (5; medians),
#        PAIRED (rounds of ours and sim_text interleaved, whole processes, after the tables; 0),
#        TLSH_T (tlsh distance threshold, 30: on this collection 40 already drops precision to 0.11), SIM_T (sim_text -t percentage, 50),
#        LSH_T (the MinHash-LSH library's Jaccard threshold, 0.5),
#        SSDEEP=1 (also ssdeep, one run: it compares all pairs, about 3 minutes)
#
# Ours is `neardup-cli evaluate DIR --truth pairs:truth.csv`: import into a new
# workspace, preprocessing, detection, storing every scored pair and evaluating
# them, as a user runs it; the peers are their whole command. The phases come
# from the JSON that evaluate prints.
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

rows=()   # tool|wall|rss|found|precision|recall
phases=() # tool|import|preprocess|detect|store|evaluate (medians, seconds)
ours() { # name threads method params...
    local name=$1 threads=$2 method=$3; shift 3
    local walls=() rsses=() k
    declare -A phase=()
    for r in $(seq "$runs"); do
        timed "$work/$name.$r" "$cli" evaluate "$docs" --truth "pairs:$truth" --method "$method" "$@" --threads "$threads" --json
        walls+=("$(wall "$work/$name.$r")"); rsses+=("$(rss "$work/$name.$r")")
        for k in import preprocess detect store evaluate; do
            phase[$k]+="$(jq ".seconds.$k" "$work/$name.$r.out") "
        done
    done
    local j=$work/$name.1.out
    local found precision recall
    found=$(jq '.best.true_positives + .best.false_positives' "$j")
    precision=$(jq '.best.precision' "$j"); recall=$(jq '.best.recall' "$j")
    rows+=("$name|$(printf '%s\n' "${walls[@]}" | median)|$(printf '%s\n' "${rsses[@]}" | median)|$found|$precision|$recall")
    local line=$name
    for k in import preprocess detect store evaluate; do
        line+="|$(printf '%s\n' ${phase[$k]} | median)"
    done
    phases+=("$line|$(jq '.pairs_scored' "$j")")
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
    rows+=("$name|$w|$(printf '%s\n' "${rsses[@]}" | median)|$(prcount "$work/$name.pairs" | awk '{ print $1 "|" $3 "|" $4 }')")
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
simhash_args=(simhash-shingles --param bits=64 --param shingle_size=2 --param max_distance=13 --param verify=exact)
ours "ours minhash" 1 "${minhash_args[@]}"
ours "ours minhash 2 threads" 2 "${minhash_args[@]}"
ours "ours minhash-1p" 1 "${minhash_args[@]}" --param scheme=one-permutation
# Simhash of word 2-shingles, 64 bits, candidates within 13 bits checked by their
# exact Jaccard (13: the smallest bound whose recall here reaches the target's
# 0.99; within 12 bits it is 0.989, within 14 0.997); each shingle occurrence votes with weight 1 (Charikar's), then
# with the sum of its words' IDF (paper 000's, which needs a pass over the
# collection first). Word simhash cannot do it here: with TF weights the most
# frequent words of a Zipfian text decide most bits and 189 M of the 200 M pairs
# fall within 16 bits; unverified 2-shingle simhash peaks at recall 0.964 with
# precision 0.986.
ours "ours simhash" 1 "${simhash_args[@]}" --param weighting=tf
ours "ours simhash 2 threads" 2 "${simhash_args[@]}" --param weighting=tf
ours "ours simhash-idf" 1 "${simhash_args[@]}" --param weighting=tfidf
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

# The whole processes, and each tool's wall time over our one-thread MinHash's.
ref_wall=$(echo "${rows[0]}" | cut -d'|' -f2)
echo "Whole process, files to flagged pairs (medians of $runs):"
printf '%-24s %9s %8s %7s %10s %8s %10s\n' tool "wall s" "RSS MB" pairs precision recall "÷ours"
for row in "${rows[@]}"; do
    IFS='|' read -r tool w m found p r <<< "$row"
    printf '%-24s %9.2f %8s %7s %10.4f %8.4f %10.2f\n' "$tool" "$w" "$m" "$found" "$p" "$r" "$(echo "$w / $ref_wall" | bc -l)"
done
echo
echo "Our phases (seconds, medians of $runs; the rest of the wall time is starting the program and opening the workspace):"
printf '%-24s %8s %11s %8s %8s %9s %12s\n' tool import preprocess detect store evaluate "pairs stored"
for row in "${phases[@]}"; do
    IFS='|' read -r tool i pre d st ev n <<< "$row"
    printf '%-24s %8.3f %11.3f %8.3f %8.3f %9.3f %12s\n' "$tool" "$i" "$pre" "$d" "$st" "$ev" "$n"
done

# The steps' limits on this machine at this moment (bench_limits: listing,
# reading, content digest, SQLite's insert and token hashing, each the cheapest way on one
# core, and how many cores' work the two cores do together), and our whole
# processes against their sum, which bounds the import and preprocessing only:
# detection and storing come on top.
[ -x "$build/bench/bench_limits" ] || cmake --build "$build" --target bench_limits
echo
echo "The limits of the steps here (bench_limits, medians of 3):"
"$build/bench/bench_limits" "$docs" --repetitions 3 | tee "$work/limits.out"
limit_cpu=$(awk '/^  sum:/ { print $2 }' "$work/limits.out")
# What the two cores do together, in cores (under 2 where they share a physical core or its power).
cores=$(awk '/^  hashing on two threads/ { for (i = 1; i < NF; ++i) if ($i == "of") { print $(i + 1); exit } }' \
    "$work/limits.out")
for row in "${rows[@]}"; do
    IFS='|' read -r tool w _ <<< "$row"
    case $tool in
    ours*) printf '%-24s whole process %6.3f s = %5.2f x the sum (%5.2f x the sum over %s cores, as on two)\n' \
        "$tool" "$w" "$(echo "$w / $limit_cpu" | bc -l)" "$(echo "$w / ($limit_cpu / $cores)" | bc -l)" "$cores" ;;
    esac
done

# The sweep case: the collection is in a workspace already and a method runs on
# it again (`neardup-cli run`: preprocessing, detection, storing the scored
# pairs), each run a whole process, against sim_text's whole process above.
# Simhash with TF weights stores its fingerprints at its first run on a
# collection, and a later run (here: another Hamming bound, as a sweep's next
# point) reads them and prepares only the documents of the pairs it verifies;
# the first run is measured on a fresh copy of the imported workspace each time.
sim_wall=$(printf '%s\n' "${rows[@]}" | awk -F'|' '$1 ~ /^sim_text/ { print $2 }')
"$cli" import --workspace "$work/imported.ndw" "$docs" --json > "$work/rerun-import.json"
rerun_collection=$(jq '.collection' "$work/rerun-import.json")
cp "$work/imported.ndw" "$work/rerun.ndw"
rerun_wall() { # workspace threads method params...: one `run` on the stored collection, in seconds
    local workspace=$1 threads=$2; shift 2
    timed "$work/rerun" "$cli" run --workspace "$workspace" --collection "$rerun_collection" --method "$@" \
        --threads "$threads" --json
    wall "$work/rerun"
}
first_run_wall() { # threads method params...: the same on a fresh copy of the imported workspace
    cp "$work/imported.ndw" "$work/first.ndw"
    rerun_wall "$work/first.ndw" "$@"
}
sweep_args=(simhash-shingles --param bits=64 --param shingle_size=2 --param max_distance=10 --param verify=exact
            --param weighting=tf)
echo
echo "Re-running a method on the stored collection (whole \`run\` process, medians of $runs; sim_text's whole process over it):"
printf '%-36s %9s %10s\n' run "wall s" "÷ sim_text"
rerun_row() { # name wall-function [workspace] threads method params...
    local name=$1 how=$2; shift 2
    local walls=()
    for r in $(seq "$runs"); do walls+=("$("$how" "$@")"); done
    local w; w=$(printf '%s\n' "${walls[@]}" | median)
    printf '%-36s %9.2f %10.2f\n' "$name" "$w" "$(echo "$sim_wall / $w" | bc -l)"
}
rerun_row "simhash, first run (stores fingerprints)" first_run_wall 1 "${simhash_args[@]}" --param weighting=tf
rerun_row "simhash, first run, 2 threads" first_run_wall 2 "${simhash_args[@]}" --param weighting=tf
rerun_wall "$work/rerun.ndw" 1 "${simhash_args[@]}" --param weighting=tf > /dev/null # stores the fingerprints
rerun_row "simhash, next bound (stored fingerprints)" rerun_wall "$work/rerun.ndw" 1 "${sweep_args[@]}"
rerun_row "simhash, next bound, 2 threads" rerun_wall "$work/rerun.ndw" 2 "${sweep_args[@]}"
rerun_row "minhash" rerun_wall "$work/rerun.ndw" 1 "${minhash_args[@]}"
rerun_row "minhash 2 threads" rerun_wall "$work/rerun.ndw" 2 "${minhash_args[@]}"

# PAIRED=N: then N rounds of ours (MinHash, simhash with TF weights, on one and
# two threads, simhash pinned to one core, and simhash re-run on the stored
# collection) and sim_text back to back, each round's ratios, and their medians.
# The host's speed drifts over the minutes the medians above take, moving tools
# measured minutes apart differently; the ratio of neighbouring runs cancels most
# of that drift. `--threads 1` keeps one pool thread besides the writing thread,
# so the import uses both cores; `taskset -c 0` holds the whole process to one.
if [ "${PAIRED:-0}" -gt 0 ]; then
    ours_wall() { # [taskset -c CPU] threads method params...: the whole evaluate process, in seconds
        local pin=()
        if [ "$1" = taskset ]; then pin=("$1" "$2" "$3"); shift 3; fi
        local threads=$1; shift
        timed "$work/paired-ours" "${pin[@]}" "$cli" evaluate "$docs" --truth "pairs:$truth" --method "$@" \
            --threads "$threads" --json
        wall "$work/paired-ours"
    }
    echo
    echo "Interleaved rounds, whole processes (seconds) and sim_text's wall time over ours:"
    printf '%-6s %9s %9s %9s %9s %9s %9s %9s %8s %8s %8s %8s %8s %8s\n' round minhash "minhash×2" simhash "simhash×2" \
        "sim 1core" "rerun×2" sim_text "÷minhash" "÷2 thr" "÷simhash" "÷sim×2" "÷1 core" "÷rerun×2"
    for r in $(seq "$PAIRED"); do
        m=$(ours_wall 1 "${minhash_args[@]}")
        timed "$work/paired" "${sim_text_cmd[@]}"
        s=$(wall "$work/paired")
        m2=$(ours_wall 2 "${minhash_args[@]}")
        h=$(ours_wall 1 "${simhash_args[@]}" --param weighting=tf)
        h2=$(ours_wall 2 "${simhash_args[@]}" --param weighting=tf)
        h1=$(ours_wall taskset -c 0 1 "${simhash_args[@]}" --param weighting=tf)
        rr=$(rerun_wall "$work/rerun.ndw" 2 "${sweep_args[@]}")
        printf '%-6s %9.3f %9.3f %9.3f %9.3f %9.3f %9.3f %9.2f %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f\n' "$r" "$m" "$m2" \
            "$h" "$h2" "$h1" "$rr" "$s" "$(echo "$s / $m" | bc -l)" "$(echo "$s / $m2" | bc -l)" \
            "$(echo "$s / $h" | bc -l)" "$(echo "$s / $h2" | bc -l)" "$(echo "$s / $h1" | bc -l)" \
            "$(echo "$s / $rr" | bc -l)"
    done | tee "$work/paired.rows"
    echo "medians: ÷minhash $(awk '{ print $9 }' "$work/paired.rows" | median), ÷minhash 2 threads $(awk '{ print $10 }' "$work/paired.rows" | median), ÷simhash $(awk '{ print $11 }' "$work/paired.rows" | median), ÷simhash 2 threads $(awk '{ print $12 }' "$work/paired.rows" | median), ÷simhash on one core $(awk '{ print $13 }' "$work/paired.rows" | median), ÷re-run simhash 2 threads $(awk '{ print $14 }' "$work/paired.rows" | median), sim_text $(awk '{ print $8 }' "$work/paired.rows" | median) s"
fi
