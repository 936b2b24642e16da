#!/usr/bin/env bash
# Chooses the detection methods' defaults so that they carry over: 5-fold
# cross-validation over whole clusters of the Gold Set development part (each
# method's grid, whole text against main content), printing the cross-validated
# F1 (mean and spread) beside the best-on-all figure. Then the essays: Clough &
# Stevenson (near-duplicate and plagiarism views) and the PAN 2013 subset at
# document-pair level, at the defaults the build has, so that a change of
# defaults that hurts them shows.
#
#   bench/crossvalidate-defaults.sh [DATA_DIR] [CLI]          (DATA_DIR: ../shared/data)
#   METHODS="spotsigs minhash" bench/crossvalidate-defaults.sh  (a subset of the methods)
#   SKIP_ESSAYS=1 ...                                           (the Gold Set only)
#
# Runs are kept in $WORK (default /tmp/neardup-crossvalidate) and reused by a
# second call with the same settings; each essay evaluation has its own
# workspace there (two evaluations run at once on the default workspace printed
# the same figure for two methods).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
data=${1:-$here/../../shared/data}
cli=${2:-$here/../build/app/neardup-cli}
work=${WORK:-/tmp/neardup-crossvalidate}
mkdir -p "$work"

# Each method's grid: the parameters its paper varies, few enough values that
# a grid point is a run of seconds on the 658 pages.
declare -A grids=(
    [spotsigs]="--grid chain_length=1..3 --grid spot_distance=1,2"
    [spotsigncd]="--grid chain_length=1..3"
    [signcd]="--grid window=1L,2,4"
    [ncd]="--grid compressor=snappy,zstd"
    [minhash]="--grid shingle_size=2..5"
    [simhash]="--grid weighting=tf,tfidf --grid bits=64,32"
    [shingling]="--grid shingle_size=2..5 --grid measure=resemblance,containment"
)
methods=${METHODS:-spotsigs spotsigncd signcd ncd minhash simhash shingling}

goldset="$work/goldset.ndw"
if [ ! -f "$goldset" ]; then
    "$cli" import "$data/goldset-dev" --truth folders --workspace "$goldset" >/dev/null
fi
collection=$("$cli" collections --workspace "$goldset" --json | sed -n 's/.*"id": *\([0-9]*\).*/\1/p' | head -n 1)
for method in $methods; do
    echo "== $method"
    # shellcheck disable=SC2086
    "$cli" crossvalidate --workspace "$goldset" --collection "$collection" --method "$method" ${grids[$method]} \
        --allow-all-pairs
done

[ -n "${SKIP_ESSAYS:-}" ] && exit 0
clough="$data/clough-stevenson"
"$here/../scripts/clough-stevenson-truth.sh" "$clough/labels.csv" > "$work/clough-near.csv"
"$here/../scripts/clough-stevenson-truth.sh" "$clough/labels.csv" --plagiarism > "$work/clough-plagiarism.csv"
# PAN: the 500 labelled pairs are the positives; every other pair counts as
# negative (the truth file lists positives only), which also counts the
# unlabelled pairs of other obfuscations as negatives: precision is a lower bound.
pan="$data/pan13-subset"
{ echo "document_a,document_b,label"; awk '{ print $1 "," $2 ",1" }' "$pan/02-no-obfuscation/pairs"; } > "$work/pan.csv"
for method in $methods; do
    for view in near plagiarism; do
        printf '%-11s clough-stevenson %-10s ' "$method" "$view"
        "$cli" evaluate "$clough" --workspace "$work/essays-$method-$view.ndw" --truth "pairs:$work/clough-$view.csv" \
            --method "$method" --allow-all-pairs | sed -n 's/^best F1/best F1/p'
    done
    case $method in
    ncd|signcd|spotsigncd) ;; # all pairs of 3,124 long texts compressed: hours
    *)
        printf '%-11s pan13-subset                ' "$method"
        "$cli" evaluate "$pan/susp" "$pan/src" --workspace "$work/essays-$method-pan.ndw" --truth "pairs:$work/pan.csv" \
            --method "$method" --allow-all-pairs | sed -n 's/^best F1/best F1/p'
        ;;
    esac
done
