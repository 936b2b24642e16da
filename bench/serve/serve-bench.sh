#!/bin/bash
# Load benchmark of `neardup-cli serve` (paper 002's service), loopback only:
# wrk with bench/serve/check.lua sends POST /v1/check with ~4 KB documents of
# random words, k = 3, 64-bit simhash-weighted fingerprints. Every wrk run is
# bounded (DURATION seconds, one connection count). The collection-size axis
# is filled with `serve --synthetic N` (N random fingerprints in the tables,
# of documents that do not exist; a check then costs what it costs at N stored
# fingerprints, since only the tables and the query's fingerprint are touched).
#
#   bench/serve/serve-bench.sh [BUILD_DIR] [OUT_DIR]
#   env: DURATION (10 s per point), SIZES ("0 10000 100000 1000000 10000000"),
#        CONNECTIONS ("1 2 4 8 16 32 64"), SIZE_CONNECTIONS (16), FIG1_SIZE (10000000),
#        MIX_CONNECTIONS ("2 4 8 16 32"),
#        STEPS ("fig1 fig2 mix restart"), PORT (18480)
#
# Writes OUT_DIR/serve-fig1.csv (latency against request rate at FIG1_SIZE
# fingerprints: one row per connection count), serve-fig2.csv (latency against
# collection size), serve-mix.csv (9:1 check/add, one row per connection count), serve-restart.csv (start-up
# with 10 M stored fingerprints), serve-overload.csv (STEPS=overload: twice the
# capacity's connections for 60 s, then recovery), and .png figures when gnuplot
# is present.
# wrk runs on the same machine as the server: its CPU time is taken from the
# server's two cores, so the rates are lower bounds for a separate client.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/common.sh"
build=${1:-$here/../../build}
out=${2:-$here/../../docs/figures}
duration=${DURATION:-10}
sizes=${SIZES:-0 10000 100000 1000000 10000000}
connections=${CONNECTIONS:-1 2 4 8 16 32 64}
mix_connections=${MIX_CONNECTIONS:-2 4 8 16 32}
size_connections=${SIZE_CONNECTIONS:-16}
fig1_size=${FIG1_SIZE:-10000000}
steps=${STEPS-fig1 fig2 mix restart}
port=${PORT:-18480}
cli=$build/app/neardup-cli
mkdir -p "$out"
command -v wrk >/dev/null || "$here/../install-packages.sh" wrk
command -v sqlite3 >/dev/null || "$here/../install-packages.sh" sqlite3
command -v gnuplot >/dev/null || "$here/../install-packages.sh" gnuplot-nox

bench_workdir neardup-serve-bench
bench_collection "$cli" "$work/ws.ndw"

start_server() { # synthetic-count [extra args]
  local synthetic=$1; shift
  "$cli" serve --workspace "$work/ws.ndw" --collection "$collection" --port "$port" --threads 96 \
    --synthetic "$synthetic" "$@" > "$work/serve.out" 2> "$work/serve.err" &
  server_pid=$!
  bench_wait_server 600
}
rss_kb() { awk '/VmRSS/ {print $2}' "/proc/$server_pid/status"; }
run_wrk() { # connections [env]
  local c=$1
  wrk -t "$(( c < 2 ? 1 : 2 ))" -c "$c" -d "${duration}s" --timeout 5s -s "$here/check.lua" \
    "http://127.0.0.1:$port" | grep '^RESULT' | sed 's/^RESULT //'
}

if [[ " $steps " == *" fig1 "* ]]; then
  start_server "$fig1_size"
  echo "connections,rate,p50_ms,p90_ms,p99_ms,max_ms,errors,fingerprints" > "$out/serve-fig1.csv"
  for c in $connections; do
    r=$(run_wrk "$c")
    echo "fig1 c=$c $r"
    echo "$c,$(bench_field "$r" rate),$(bench_field "$r" p50_ms),$(bench_field "$r" p90_ms),$(bench_field "$r" p99_ms),$(bench_field "$r" max_ms),$(bench_field "$r" errors),$fig1_size" >> "$out/serve-fig1.csv"
  done
  curl -s "http://127.0.0.1:$port/v1/stats" > "$out/serve-fig1-stats.json"
  echo "rss_kb=$(rss_kb)" >> "$out/serve-fig1-stats.json"
  bench_stop_server
fi

if [[ " $steps " == *" fig2 "* ]]; then
  echo "fingerprints,rate,p50_ms,p90_ms,p99_ms,max_ms,errors,index_bytes,rss_kb" > "$out/serve-fig2.csv"
  for n in $sizes; do
    start_server "$n"
    bytes=$(curl -s "http://127.0.0.1:$port/v1/stats" | grep -o '"index_bytes":[0-9]*' | cut -d: -f2)
    rss=$(rss_kb)
    r=$(run_wrk "$size_connections")
    echo "fig2 n=$n $r index_bytes=$bytes rss_kb=$rss"
    echo "$n,$(bench_field "$r" rate),$(bench_field "$r" p50_ms),$(bench_field "$r" p90_ms),$(bench_field "$r" p99_ms),$(bench_field "$r" max_ms),$(bench_field "$r" errors),$bytes,$rss" >> "$out/serve-fig2.csv"
    bench_stop_server
  done
fi

if [[ " $steps " == *" mix "* ]]; then
  # 9:1 check/add at FIG1_SIZE, one row per connection count, each on a fresh
  # copy of the workspace: the adds are stored in the workspace (one
  # transaction for those that arrive together) and enter the tables' delta,
  # merged in the background.
  cp "$work/ws.ndw" "$work/mix-base.ndw"
  echo "connections,rate,p50_ms,p90_ms,p99_ms,max_ms,errors,longest_insert_pause_us,merges" > "$out/serve-mix.csv"
  for c in $mix_connections; do
    cp "$work/mix-base.ndw" "$work/ws.ndw"
    rm -f "$work/ws.ndw-wal" "$work/ws.ndw-shm"
    start_server "$fig1_size"
    r=$(ADD_EVERY=10 run_wrk "$c")
    stats=$(curl -s "http://127.0.0.1:$port/v1/stats")
    pause=$(echo "$stats" | grep -o '"longest_insert_pause_us":[0-9]*' | cut -d: -f2)
    merges=$(echo "$stats" | grep -o '"merges":[0-9]*' | cut -d: -f2)
    echo "mix c=$c $r longest_insert_pause_us=$pause merges=$merges"
    echo "$c,$(bench_field "$r" rate),$(bench_field "$r" p50_ms),$(bench_field "$r" p90_ms),$(bench_field "$r" p99_ms),$(bench_field "$r" max_ms),$(bench_field "$r" errors),$pause,$merges" >> "$out/serve-mix.csv"
    bench_stop_server
  done
  cp "$work/mix-base.ndw" "$work/ws.ndw"
  rm -f "$work/ws.ndw-wal" "$work/ws.ndw-shm"
fi

if [[ " $steps " == *" restart "* ]]; then
  # 10 M stored fingerprints: the kind row comes from a first start; the rows
  # are written straight into the table by sqlite3 (foreign keys are off in the
  # sqlite3 shell, so they need no document rows), then the service restarts
  # and reads them.
  start_server 0; bench_stop_server
  kind=$(sqlite3 "$work/ws.ndw" "SELECT id FROM fingerprint_kind WHERE key LIKE 'v1;simhash-weighted;%' LIMIT 1")
  sqlite3 "$work/ws.ndw" "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 10000000)
    INSERT INTO document_fingerprint(kind_id, collection_id, document_id, paragraph, value)
    SELECT $kind, $collection, 1000000 + x, -1, random() FROM n;"
  # The shell's bulk insert sits in the write-ahead log; folded into the file
  # first, as the service's own small transactions are by SQLite's autocheckpoint.
  sqlite3 "$work/ws.ndw" "PRAGMA wal_checkpoint(TRUNCATE);" >/dev/null
  # The first start reads the rows one by one and packs them; the restarts
  # after it read the pack. RESTARTS restarts, each timed to the printed URL.
  echo "start,fingerprints,seconds_to_ready,index_bytes,rss_kb" > "$out/serve-restart.csv"
  for round in first $(seq 1 "${RESTARTS:-3}"); do
    begin=$(date +%s.%N)
    start_server 0
    ready=$(date +%s.%N)
    line=$(grep "Loaded in" "$work/serve.out")
    bytes=$(curl -s "http://127.0.0.1:$port/v1/stats" | grep -o '"index_bytes":[0-9]*' | cut -d: -f2)
    rss=$(rss_kb)
    echo "start $round: $(echo "$ready - $begin" | bc) s to ready; $line; index_bytes=$bytes rss_kb=$rss"
    echo "$round,10000020,$(echo "$ready - $begin" | bc),$bytes,$rss" >> "$out/serve-restart.csv"
    bench_stop_server
  done
fi

if [[ " $steps " == *" overload "* ]]; then
  # Overload (STEPS=overload, not in the default steps): the capacity is the best
  # rate of 1, 2 and 4 connections (10 s each); then OVERLOAD_SECONDS (60) with
  # twice the connections that reached it, the server's resident memory sampled
  # every second; then the capacity run again and a health check (recovery).
  # wrk is closed-loop: load above capacity shows as queueing (latency), not as
  # a higher rate. Writes OUT_DIR/serve-overload.csv.
  start_server "$fig1_size"
  echo "phase,connections,seconds,rate,p50_ms,p99_ms,max_ms,errors,peak_rss_kb" > "$out/serve-overload.csv"
  best_rate=0; best_c=1
  for c in 1 2 4; do
    r=$(duration=10 run_wrk "$c")
    echo "overload capacity c=$c $r"
    echo "capacity,$c,10,$(bench_field "$r" rate),$(bench_field "$r" p50_ms),$(bench_field "$r" p99_ms),$(bench_field "$r" max_ms),$(bench_field "$r" errors),$(rss_kb)" >> "$out/serve-overload.csv"
    if awk -v a="$(bench_field "$r" rate)" -v b="$best_rate" 'BEGIN { exit !(a > b) }'; then best_rate=$(bench_field "$r" rate); best_c=$c; fi
  done
  seconds=${OVERLOAD_SECONDS:-60}
  ( while kill -0 "$server_pid" 2>/dev/null; do rss_kb; sleep 1; done ) > "$work/rss" &
  sampler=$!
  r=$(duration=$seconds run_wrk $((2 * best_c)))
  kill "$sampler" 2>/dev/null || true; wait "$sampler" 2>/dev/null || true
  peak=$(sort -n "$work/rss" | tail -1)
  echo "overload c=$((2 * best_c)) ${seconds}s $r peak_rss_kb=$peak (capacity $best_rate req/s at c=$best_c)"
  echo "overload,$((2 * best_c)),$seconds,$(bench_field "$r" rate),$(bench_field "$r" p50_ms),$(bench_field "$r" p99_ms),$(bench_field "$r" max_ms),$(bench_field "$r" errors),$peak" >> "$out/serve-overload.csv"
  kill -0 "$server_pid" || { echo "overload: the server is gone"; exit 1; }
  r=$(duration=10 run_wrk "$best_c")
  echo "overload recovery c=$best_c $r health=$(curl -s "http://127.0.0.1:$port/v1/health")"
  echo "recovery,$best_c,10,$(bench_field "$r" rate),$(bench_field "$r" p50_ms),$(bench_field "$r" p99_ms),$(bench_field "$r" max_ms),$(bench_field "$r" errors),$(rss_kb)" >> "$out/serve-overload.csv"
  bench_stop_server
fi

"$here/plot.sh" "$out"
echo "written to $out"
