#!/usr/bin/env bash
# Screenshots under Xvfb of the first start (the welcome page over the main
# window) and of each mode of the main window (Collections, Review,
# Experiments) once the welcome page was answered, at 1366x768 and 1920x1080,
# in English and German, each from a throw-away home (so no setting of the
# user's is read or changed). The window shows the bundled sample collection
# and its run.
#
#   scripts/screenshots.sh [BUILD_DIR] [OUT_DIR]      (defaults: build docs/screenshots)
#
# Needs xvfb and imagemagick (import, convert); the programs are built with
# `cmake --build --preset programs`. WAIT (seconds, default 20) is how long the
# program gets to start and lay out before the picture is taken; SIZES, LANGUAGES
# and MODES (collections review experiments) choose a subset.
set -euo pipefail
build=${1:-build}
out=${2:-docs/screenshots}
wait=${WAIT:-20}
neardup=$(realpath "$build/app/neardup")
mkdir -p "$out"

shot() { # NAME SIZE LANGUAGE WELCOMED [MODE]
    local name=$1 size=$2 language=$3 welcomed=$4 mode=${5:-}
    local home
    home=$(mktemp -d)
    mkdir -p "$home/config/NearDup"
    {
        printf '[ui]\nlanguage=%s\n' "$language"
        if [ "$welcomed" = yes ]; then
            printf '[review]\nreviewer=Ada Lovelace\n[welcome]\nanswered=true\n'
        fi
        if [ -n "$mode" ]; then
            printf '[modes]\ncurrent=%s\n' "$mode"
        fi
    } > "$home/config/NearDup/NearDup Workbench.conf"
    cat > "$home/run.sh" <<SH
#!/bin/sh
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_CACHE_HOME=$home/cache
"$neardup" &
pid=\$!
sleep $wait
import -window root "$home/shot.png"
kill \$pid
SH
    chmod +x "$home/run.sh"
    xvfb-run -a -s "-screen 0 ${size}x24" "$home/run.sh"
    convert "$home/shot.png" -colors 256 "PNG8:$out/$name.png"
    rm -rf "$home"
    echo "$out/$name.png"
}

for size in ${SIZES:-1366x768 1920x1080}; do
    for language in ${LANGUAGES:-en de}; do
        shot "welcome-$size-$language" "$size" "$language" no
        for mode in ${MODES:-collections review experiments}; do
            shot "$mode-$size-$language" "$size" "$language" yes "$mode"
        done
    done
done
