#!/usr/bin/env bash
# Checks that C++ sources are laid out as .clang-format says: the files named,
# or else every tracked source. Prints the files that are not and exits 1;
# `--fix [FILE...]` rewrites them instead.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=check
if [ "${1:-}" = "--fix" ]; then mode=fix; shift; fi
if [ $# -gt 0 ]; then
    files=("$@")
else
    mapfile -t files < <(git ls-files '*.cpp' '*.h')
fi
if [ "$mode" = fix ]; then
    clang-format -i "${files[@]}"
    exit 0
fi
bad=0
for f in "${files[@]}"; do
    if ! clang-format --dry-run --Werror "$f" >/dev/null 2>&1; then
        echo "not formatted: $f"
        bad=1
    fi
done
[ "$bad" -eq 0 ] && echo "check-format: ${#files[@]} files laid out as .clang-format says"
exit "$bad"
