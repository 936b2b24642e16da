#!/bin/bash
# Draws serve-fig1.png and serve-fig2.png from the CSVs serve-bench.sh wrote.
#   bench/serve/plot.sh OUT_DIR
set -euo pipefail
out=${1:?OUT_DIR}
command -v gnuplot >/dev/null || { echo "plot.sh: gnuplot not installed (gnuplot-nox)"; exit 0; }
[ -f "$out/serve-fig1.csv" ] || [ -f "$out/serve-fig2.csv" ] || exit 0
# Fig. 1: wrk keeps N connections busy (closed loop), so each point is one
# connection count (its label) at the rate it reached; paper 002's operating
# point for comparison.
gnuplot <<PLOT
set datafile separator ','
set terminal pngcairo size 900,600 noenhanced
set output '$out/serve-fig1.png'
set title 'Check latency against request rate: 10 M fingerprints, k = 3, 4 KB documents (labels: connections)'
set xlabel 'requests per second (wrk, closed loop)'
set ylabel 'latency (ms)'
set logscale y
set yrange [0.1:1000]
set xrange [0:12000<*]
set grid
set key top left
set label 'paper 002: about 20 ms at 6,000 requests/s' at 6300,20 left
set object circle at 6000,20 size 60 fc rgb 'black' fs solid
# The target: at least 10,000 requests/s with a p99 under 10 ms (lower right).
set arrow from 10000,0.1 to 10000,10 nohead dashtype 2
set arrow from 10000,10 to graph 1, first 10 nohead dashtype 2
set label 'target' at 10200,7
plot '$out/serve-fig1.csv' every ::1 using 2:3 with points pt 7 title 'p50', \
     '' every ::1 using 2:5 with points pt 5 title 'p99', \
     '' every ::1 using 2:5:(sprintf('%d', \$1)) with labels offset 0,1 notitle
PLOT
# Fig. 2: the same load (fixed connections) at growing numbers of stored
# fingerprints; paper 002: under 100 ms at 100 M.
gnuplot <<PLOT
set datafile separator ','
set terminal pngcairo size 900,600 noenhanced
set output '$out/serve-fig2.png'
set title 'Check latency against stored fingerprints (16 connections, k = 3, 4 KB documents)'
set xlabel 'stored fingerprints'
set ylabel 'latency (ms)'
set logscale x
set logscale y
set xrange [5000:200000000]
set yrange [0.5:300]
set grid
set key top left
plot '$out/serve-fig2.csv' every ::1 using (\$1 > 0 ? \$1 : 1/0):3 with linespoints pt 7 title 'p50', \
     '' every ::1 using (\$1 > 0 ? \$1 : 1/0):5 with linespoints pt 5 title 'p99', \
     100 with lines dashtype 2 title 'paper 002: under 100 ms (at 100 M)'
PLOT
echo "plot.sh: $out/serve-fig1.png, $out/serve-fig2.png"
