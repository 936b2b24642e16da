#!/usr/bin/env bash
# Runs `neardup-cli evaluate` for every detection method on one collection and
# prints each method's best F1, threshold, pairs scored and seconds per phase.
#   usage: scripts/evaluate-all-methods.sh PATH TRUTH [CLI] [extra evaluate options...]
#   e.g.   scripts/evaluate-all-methods.sh ../shared/data/goldset-dev folders
#          scripts/evaluate-all-methods.sh ../shared/data/clough-stevenson pairs:/tmp/clough-truth.csv
set -euo pipefail
path=${1:?usage: $0 PATH TRUTH [CLI] [options...]}
truth=${2:?usage: $0 PATH TRUTH [CLI] [options...]}
cli=${3:-build/app/neardup-cli}
shift $(( $# < 3 ? $# : 3 ))
# Each method gets a fresh scratch workspace, so every line includes its own import time.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for method in $("$cli" methods | sed -n 's/^\([a-z][a-z0-9-]*\) — .*/\1/p'); do
    echo "== $method"
    "$cli" evaluate "$path" --truth "$truth" --method "$method" --workspace "$scratch/$method.ndw" "$@" | tail -n 2
done
