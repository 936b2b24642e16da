#!/usr/bin/env bash
# Crash loop: runs an import, a detection run, a sweep, a burst of review
# decisions (neardup-cli decide) or a burst of service inserts (POST
# /v1/documents to neardup-cli serve), kills it with SIGKILL at a random moment,
# then reopens the workspace and checks:
#   - it opens (neardup-cli collections) and PRAGMA integrity_check says ok;
#   - every acknowledged decision and insert is there (a log of what the
#     programs acknowledged: exit code 0 of decide, HTTP 200 with an id of serve);
#   - an interrupted run is marked failed and the same run then completes;
#   - an interrupted import left nothing or everything.
#
#   scripts/crash-test.sh [ITERATIONS]     (default 100; CTest runs 10)
#
# NEARDUP_CLI names the program (default build/app/neardup-cli), CRASH_TEST_SEED
# makes the kill moments repeatable. Needs sqlite3 and curl. Exits 1 on any
# failure; the last line sums up.
set -euo pipefail
cd "$(dirname "$0")/.."
iterations=${1:-100}
cli=$(realpath "${NEARDUP_CLI:-build/app/neardup-cli}")
seed=${CRASH_TEST_SEED:-$$}
RANDOM=$seed
work=$(mktemp -d "${TMPDIR:-/tmp}/neardup-crash.XXXXXX")
# The programs' own files (the list of workspaces closed cleanly) stay here too.
export XDG_DATA_HOME=$work/xdg XDG_CONFIG_HOME=$work/xdg QT_QPA_PLATFORM=offscreen
ws=$work/ws.ndw
acks=$work/acknowledged.log
touch "$acks"
started=()

cleanup() {
    for pid in "${started[@]}"; do kill -9 -- "-$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "crash-test: iteration $iteration ($op, killed after ${delay_ms} ms): $*" >&2
    failures=$((failures + 1))
}

# Starts a command in its own process group (so a kill takes its children too).
start() {
    setsid "$@" >>"$work/out.log" 2>&1 &
    started+=($!)
    last_pid=$!
}

# Kills process group PID and waits until none of it is left. A killed
# grandchild (decide under its bash) is reaped by the system, not by us; until
# then it is a zombie whose pid the workspace's lock file still names, and a
# reopen at that moment is rightly told the workspace is in use.
kill_group() { # PID
    kill -9 -- "-$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
    for _ in $(seq 1 250); do
        kill -0 -- "-$1" 2>/dev/null || return 0
        sleep 0.02
    done
}

kill_after() { # MS PID
    sleep "$(awk -v ms="$1" 'BEGIN { printf "%.3f", ms / 1000 }')"
    kill_group "$2"
}

now_ms() { date +%s%3N; }

sql() { sqlite3 -batch -noheader "$ws" "$@"; }

json_ids() { grep -o '"id": *[0-9]*' | grep -o '[0-9]*$'; }

# A corpus of 600 texts in 100 families of near-duplicates, written once.
corpus=$work/corpus
mkdir -p "$corpus"
awk -v dir="$corpus" 'BEGIN {
    srand(7);
    split("river stone garden letter winter market window silver harbour meadow lantern orchard " \
          "bridge candle forest morning thunder valley copper feather island mirror season ladder", w, " ");
    for (f = 0; f < 100; f++) {
        base = "";
        for (i = 0; i < 120; i++) base = base " " w[int(rand() * 24) + 1];
        for (v = 0; v < 6; v++) {
            text = base;
            for (e = 0; e < v * 3; e++) text = text " " w[int(rand() * 24) + 1];
            printf "%s\n", text > (dir "/f" f "-v" v ".txt");
            close(dir "/f" f "-v" v ".txt");
        }
    }
}'
documents=$(ls "$corpus" | wc -l)

# The workspace the loop works on: one imported collection and one finished run.
t0=$(now_ms)
"$cli" import "$corpus" --name base --workspace "$ws" >/dev/null
import_ms=$(($(now_ms) - t0))
collection=$("$cli" collections --workspace "$ws" --json | json_ids | head -1)
t0=$(now_ms)
"$cli" run --collection "$collection" --method shingling --workspace "$ws" >/dev/null
run_ms=$(($(now_ms) - t0))
run_id=$("$cli" runs --workspace "$ws" --json | json_ids | head -1)
mapfile -t doc_ids < <("$cli" documents --collection "$collection" --workspace "$ws" --json | json_ids)
t0=$(now_ms)
"$cli" sweep --collection "$collection" --method shingling --grid "shingle_size=2..3" --allow-all-pairs --workspace "$ws" >/dev/null
sweep_ms=$(($(now_ms) - t0))
echo "crash-test: seed $seed; $documents documents; import ${import_ms} ms, run ${run_ms} ms, sweep ${sweep_ms} ms"

failures=0
kills=0
decisions_acked=0
inserts_acked=0
declare -A per_op=()
port=$((20000 + RANDOM % 20000))
letters=(P D N U)

for ((iteration = 1; iteration <= iterations; iteration++)); do
    ops=(import run sweep decide serve)
    op=${ops[$(((iteration - 1) % 5))]}
    per_op[$op]=$((${per_op[$op]:-0} + 1))
    collections_before=$(sql "SELECT count(*) FROM collection")
    case $op in
    import)
        delay_ms=$((RANDOM % (import_ms + 1)))
        start "$cli" import "$corpus" --name "import-$iteration" --workspace "$ws"
        kill_after "$delay_ms" "$last_pid"
        ;;
    run)
        delay_ms=$((RANDOM % (run_ms + 1)))
        start "$cli" run --collection "$collection" --method shingling --param shingle_size=4 --workspace "$ws"
        kill_after "$delay_ms" "$last_pid"
        ;;
    sweep)
        delay_ms=$((RANDOM % (sweep_ms + 1)))
        start "$cli" sweep --collection "$collection" --method shingling --grid "shingle_size=2..3" --allow-all-pairs --workspace "$ws"
        kill_after "$delay_ms" "$last_pid"
        ;;
    decide)
        # A burst of decisions, each logged once decide has exited 0.
        delay_ms=$((RANDOM % 3000))
        start bash -c '
            for k in $(seq 1 40); do
                a=$(( (k * 7) % '"${#doc_ids[@]}"' )); b=$(( (k * 13 + 1) % '"${#doc_ids[@]}"' ))
                [ "$a" -eq "$b" ] && continue
                ids=('"${doc_ids[*]}"')
                note="it'"$iteration"'-$k"
                "$0" decide '"$run_id"' --pair "${ids[$a]},${ids[$b]}" --decision "$1" --reviewer crash \
                    --note "$note" --workspace "$2" >/dev/null && echo "decision $note" >>"$3"
            done' "$cli" "${letters[$((iteration % 4))]}" "$ws" "$acks"
        kill_after "$delay_ms" "$last_pid"
        ;;
    serve)
        # The service, and a client adding documents one by one; each 200 with an
        # id is logged; the service is killed in the middle.
        delay_ms=$((RANDOM % 3000))
        port=$((port + 1))
        start "$cli" serve --collection "$collection" --port "$port" --workspace "$ws"
        server=$last_pid
        for _ in $(seq 1 200); do
            curl -s "http://127.0.0.1:$port/v1/health" >/dev/null 2>&1 && break
            sleep 0.05
        done
        start bash -c '
            for k in $(seq 1 400); do
                name="it'"$iteration"'-$k.txt"
                reply=$(curl -s -m 5 -w "\n%{http_code}" "http://127.0.0.1:$0/v1/documents" \
                    -H "Content-Type: application/json" \
                    -d "{\"text\": \"inserted during a crash test, iteration '"$iteration"', number $k\", \"name\": \"$name\"}") || exit 0
                [ "${reply##*$'"'"'\n'"'"'}" = 200 ] || continue
                id=$(printf "%s" "$reply" | grep -o "\"id\":[0-9]*" | grep -o "[0-9]*$")
                [ -n "$id" ] && echo "insert $id $name" >>"$1"
            done' "$port" "$acks"
        client=$last_pid
        kill_after "$delay_ms" "$server"
        kill_group "$client"
        ;;
    esac
    kills=$((kills + 1))

    # Reopen as the workbench does (checks the file, marks the run failed).
    if ! reopen=$("$cli" collections --workspace "$ws" 2>&1); then
        fail "the workspace does not reopen: $reopen"
        continue
    fi
    integrity=$(sql "PRAGMA integrity_check")
    [ "$integrity" = ok ] || fail "integrity_check: $integrity"
    running=$(sql "SELECT count(*) FROM run WHERE status = 'running'")
    [ "$running" = 0 ] || fail "$running runs still marked running after reopening"

    case $op in
    import)
        rows=$(sql "SELECT count(*) FROM collection WHERE name = 'import-$iteration'")
        if [ "$rows" = 1 ]; then
            count=$(sql "SELECT count(*) FROM document d JOIN collection c ON c.id = d.collection_id
                         WHERE c.name = 'import-$iteration'")
            [ "$count" = "$documents" ] || fail "a half import: $count of $documents documents"
            # Keep the workspace small: the next imports start from the same size.
            sql "PRAGMA foreign_keys = ON; DELETE FROM collection WHERE name = 'import-$iteration'"
        elif [ "$rows" != 0 ]; then
            fail "$rows collections named import-$iteration"
        fi
        ;;
    run | sweep)
        # The interrupted run (if it was created) is failed; the same run completes now.
        if [ "$op" = run ] && ((iteration % 10 == 2)); then
            "$cli" run --collection "$collection" --method shingling --param shingle_size=4 \
                --workspace "$ws" >/dev/null 2>&1 || fail "the interrupted run cannot be rerun"
        fi
        ;;
    esac
    # Every acknowledged decision and insert so far, in one query each.
    missing=$(grep '^decision ' "$acks" | while read -r _ note; do
        echo "SELECT CASE WHEN count(*) = 0 THEN '$note' END FROM review_decision WHERE note = '$note';"
    done | sql | grep -v '^$' | head -3 || true)
    [ -z "$missing" ] || fail "acknowledged decisions missing: $missing"
    missing=$(grep '^insert ' "$acks" | while read -r _ id name; do
        echo "SELECT CASE WHEN count(*) = 0 THEN '$id $name' END FROM document WHERE id = $id AND path = '$name';"
    done | sql | grep -v '^$' | head -3 || true)
    [ -z "$missing" ] || fail "acknowledged inserts missing: $missing"
done

decisions_acked=$(grep -c '^decision ' "$acks" || true)
inserts_acked=$(grep -c '^insert ' "$acks" || true)
failed_runs=$(sql "SELECT count(*) FROM run WHERE status = 'failed'")
summary="$iterations iterations (import ${per_op[import]:-0}, run ${per_op[run]:-0}, sweep ${per_op[sweep]:-0}"
summary+=", decide ${per_op[decide]:-0}, serve ${per_op[serve]:-0}), $kills SIGKILLs, $decisions_acked decisions"
summary+=" and $inserts_acked inserts acknowledged, $failed_runs interrupted runs marked failed, $failures failures"
echo "crash-test: seed $seed: $summary"
[ "$failures" -eq 0 ]
