#!/usr/bin/env bash
# Turns the Clough & Stevenson corpus's labels.csv into the pairs CSV that
# `neardup-cli import/evaluate --truth pairs:FILE` reads: each answer against its
# task's source, cut and light revisions positive, independent answers negative.
# Heavy revisions are left out (unlabelled) unless --plagiarism is given, in which
# case they count as positive too.
#   usage: scripts/clough-stevenson-truth.sh LABELS.csv [--plagiarism] > truth.csv
set -euo pipefail
labels=${1:?usage: $0 LABELS.csv [--plagiarism]}
heavy=${2:-}
echo "document_a,document_b,label"
awk -F, -v heavy="$heavy" 'NR > 1 {
    gsub(/\r/, "")
    file = $1; task = $4; category = $5
    source = "orig_task" task ".txt"
    if (category == "cut" || category == "light") print file "," source ",1"
    else if (category == "non") print file "," source ",0"
    else if (category == "heavy" && heavy == "--plagiarism") print file "," source ",1"
}' "$labels"
