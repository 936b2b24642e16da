#!/bin/bash
# Server CPU per request of `neardup-cli serve`, two builds interleaved (A B A B ...),
# for judging a change on a machine shared with other work: the rate moves with
# the load, the server's own CPU time per request much less. Each round starts each
# build on a fresh copy of the same workspace (a mix run adds documents, and a
# check that finds added documents costs more), puts SIZE synthetic fingerprints
# in its tables, then runs wrk (bench/serve/check.lua, loopback, bounded) for
#   checks: POST /v1/check only, CHECK_CONNECTIONS (2);
#   mix:    9:1 check/add (ADD_EVERY=10), MIX_CONNECTIONS (8);
#   adds:   POST /v1/documents only (ADD_EVERY=1), ADD_CONNECTIONS (4);
# and reads the server's utime + stime (/proc/PID/stat) before and after each:
# cpu_us = CPU seconds over the run / requests answered. One line per run, with
# the load average before it.
#
#   bench/serve/cpu-ab.sh CLI_A CLI_B [OUT_FILE]
#   env: ROUNDS (3), SIZE (2000000), DURATION (8), WORKLOADS ("checks mix adds"), PORT (18490)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/common.sh"
cli_a=${1:?CLI_A}
cli_b=${2:?CLI_B}
out=${3:-/dev/null}
rounds=${ROUNDS:-3}
size=${SIZE:-2000000}
duration=${DURATION:-8}
workloads=${WORKLOADS:-checks mix adds}
port=${PORT:-18490}
tick=$(getconf CLK_TCK)

bench_workdir neardup-cpu-ab
bench_collection "$cli_a" "$work/base.ndw"

start_server() { # cli
  rm -f "$work"/run.ndw*
  cp "$work/base.ndw" "$work/run.ndw"
  "$1" serve --workspace "$work/run.ndw" --collection "$collection" --port "$port" --threads 96 \
    --synthetic "$size" > "$work/serve.out" 2> "$work/serve.err" &
  server_pid=$!
  bench_wait_server 1200
}
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server_pid/stat"; }

# The base workspace gets its stored fingerprints (and the kind) once, so that no
# run pays for them.
start_server "$cli_a"; bench_stop_server
cp "$work/run.ndw" "$work/base.ndw"

echo "# $(date -u +%FT%TZ) size=$size duration=${duration}s A=$cli_a B=$cli_b" | tee -a "$out"
for round in $(seq 1 "$rounds"); do
  for build in A B; do
    cli=$cli_a; [ "$build" = B ] && cli=$cli_b
    start_server "$cli"
    for w in $workloads; do
      case $w in
        checks) c=${CHECK_CONNECTIONS:-2}; every=0 ;;
        mix) c=${MIX_CONNECTIONS:-8}; every=10 ;;
        adds) c=${ADD_CONNECTIONS:-4}; every=1 ;;
      esac
      load=$(cut -d' ' -f1 /proc/loadavg)
      before=$(cpu_ticks)
      r=$(ADD_EVERY=$every wrk -t 2 -c "$c" -d "${duration}s" --timeout 5s -s "$here/check.lua" \
        "http://127.0.0.1:$port" | grep '^RESULT' | sed 's/^RESULT //')
      kill -0 "$server_pid" 2>/dev/null || { echo "the server ended:"; cat "$work/serve.err"; exit 1; }
      after=$(cpu_ticks)
      requests=$(bench_field "$r" requests)
      cpu_us=$(awk -v t=$((after - before)) -v hz="$tick" -v n="$requests" 'BEGIN { printf "%.0f", t / hz * 1e6 / n }')
      echo "round=$round build=$build workload=$w c=$c load=$load cpu_us=$cpu_us rate=$(bench_field "$r" rate)" \
        "p50_ms=$(bench_field "$r" p50_ms) p99_ms=$(bench_field "$r" p99_ms) errors=$(bench_field "$r" errors) requests=$requests" \
        | tee -a "$out"
    done
    bench_stop_server
  done
done
