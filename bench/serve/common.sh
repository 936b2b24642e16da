# Set-up shared by the service benchmarks (serve-bench.sh, cpu-ab.sh); sourced.
#
# bench_workdir NAME        a throw-away folder in $work, removed on exit together
#                           with the server whose pid is in $server_pid
# bench_collection CLI WS   imports a small real collection (20 short documents;
#                           the synthetic fingerprints come on top) into the
#                           workspace WS and sets $collection to its id

bench_cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}

bench_workdir() {
  work=$(mktemp -d "/tmp/$1.XXXXXX")
  server_pid=""
  trap bench_cleanup EXIT
}

bench_collection() {
  mkdir -p "$work/docs"
  for i in $(seq 1 20); do
    printf 'Document %d of the benchmark collection about harbours, ships, cargo and tides number %d.\n' "$i" "$i" \
      > "$work/docs/doc$i.txt"
  done
  "$1" import "$work/docs" --workspace "$2" >/dev/null
  collection=$("$1" collections --workspace "$2" --json | grep -o '"id": *[0-9]*' | head -1 | grep -o '[0-9]*$')
}

# bench_wait_server TENTHS   waits until the server started in the background
#                            (pid in $server_pid, output in $work/serve.out) prints
#                            its URL; after TENTHS tenths of a second it shows the
#                            server's errors and ends the benchmark
# bench_stop_server          SIGTERM, then waits for it to drain and exit
# bench_field "K=V ..." K    the value of K in a result line
bench_wait_server() {
  for _ in $(seq 1 "$1"); do
    grep -q "http://" "$work/serve.out" 2>/dev/null && return 0
    sleep 0.1
  done
  echo "server did not start:"; cat "$work/serve.err"; exit 1
}

bench_stop_server() {
  kill -TERM "$server_pid"; wait "$server_pid" || true; server_pid=""
}

bench_field() { echo "$1" | tr ' ' '\n' | grep "^$2=" | cut -d= -f2; }
