#!/usr/bin/env bash
# Screenshots under Xvfb of the first start (the welcome page over the main
# window) and of each mode of the main window (Collections, Review,
# Experiments) once the welcome page was answered, at 1366x768 and 1920x1080,
# in English and German, light and dark, and at twice the scale
# (QT_SCALE_FACTOR=2 on a 3840x2160 screen), each from a throw-away home (so no
# setting of the user's is read or changed). The window shows the bundled
# sample collection and its run. The dark shots use qt6ct's "darker" colour
# scheme, as a desktop with a dark theme hands it to a Qt program.
#
#   scripts/screenshots.sh [BUILD_DIR] [OUT_DIR]      (defaults: build docs/screenshots)
#
# Needs xvfb and imagemagick (import, convert); the programs are built with
# `cmake --build --preset programs`; the dark shots need qt6ct. WAIT (seconds,
# default 20) is how long the program gets to start and lay out before the
# picture is taken; SIZES, LANGUAGES, THEMES (light dark), MODES (collections
# review experiments) and SCALED (1: the 2x shots, 0: none) choose a subset.
set -euo pipefail
build=${1:-build}
out=${2:-docs/screenshots}
wait=${WAIT:-20}
neardup=$(realpath "$build/app/neardup")
mkdir -p "$out"

shot() { # NAME SIZE LANGUAGE WELCOMED MODE THEME SCALE
    local name=$1 size=$2 language=$3 welcomed=$4 mode=$5 theme=$6 scale=$7
    local home environment=""
    home=$(mktemp -d)
    mkdir -p "$home/config/NearDup" "$home/config/qt6ct"
    if [ "$theme" = dark ]; then
        printf '[Appearance]\ncustom_palette=true\ncolor_scheme_path=/usr/share/qt6ct/colors/darker.conf\nstyle=Fusion\n[Fonts]\ngeneral="Sans Serif,9"\nfixed="Monospace,9"\n' \
            > "$home/config/qt6ct/qt6ct.conf"
        environment="export QT_QPA_PLATFORMTHEME=qt6ct"
    fi
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
export QT_SCALE_FACTOR=$scale
$environment
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

for theme in ${THEMES:-light dark}; do
    suffix=$([ "$theme" = dark ] && echo -dark || true)
    for size in ${SIZES:-1366x768 1920x1080}; do
        for language in ${LANGUAGES:-en de}; do
            shot "welcome-$size-$language$suffix" "$size" "$language" no "" "$theme" 1
            for mode in ${MODES:-collections review experiments}; do
                shot "$mode-$size-$language$suffix" "$size" "$language" yes "$mode" "$theme" 1
            done
        done
    done
done
# Twice the scale: a 4K screen showing what 1920x1080 shows, in English and German.
if [ "${SCALED:-1}" = 1 ]; then
    for language in ${LANGUAGES:-en de}; do
        for mode in ${MODES:-collections review experiments}; do
            shot "$mode-3840x2160-scale2-$language" 3840x2160 "$language" yes "$mode" light 2
        done
    done
fi
