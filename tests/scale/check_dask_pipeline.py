#!/usr/bin/python3
"""The Dask pipeline (scale/) on a local cluster gives exactly the single-machine run.

    check_dask_pipeline.py --cli NEARDUP_CLI --generator BENCH_MAKECOLLECTION
                           --documents N --method M [--param K=V]... [--workers 2]

Generates N documents (bench_makecollection, 5 % near-duplicates), imports them
and runs the method with `neardup-cli run`; runs the same method and parameters
through scale/neardup_dask.py on a local cluster and stores its pairs with
`neardup-cli import-run` in the same collection; then compares the two runs'
pairs and scores, which must be equal (scores to the last bit). Exit 0 when
equal, 1 when not, 77 (skipped) without python3-distributed or the word list.
"""

import argparse
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time

WORDS = "/usr/share/dict/american-english"
HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.normpath(os.path.join(HERE, "..", ".."))


def cli_json(cli, *args):
    done = subprocess.run([cli, *args, "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if done.returncode != 0:
        sys.exit("%s %s failed: %s" % (cli, " ".join(args), done.stderr.decode(errors="replace")))
    return json.loads(done.stdout)


def run_pairs(workspace, run):
    """{(path a, path b): score} of a run, smaller path first."""
    db = sqlite3.connect(workspace)
    rows = db.execute("SELECT da.path, db.path, p.score FROM scored_pair p"
                      " JOIN document da ON da.id = p.doc_a JOIN document db ON db.id = p.doc_b"
                      " WHERE p.run_id = ?", (run,)).fetchall()
    db.close()
    return {(min(a, b), max(a, b)): score for a, b, score in rows}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True)
    parser.add_argument("--generator", required=True)
    parser.add_argument("--documents", type=int, required=True)
    parser.add_argument("--bytes", type=int, default=2000)
    parser.add_argument("--method", required=True)
    parser.add_argument("--param", action="append", default=[])
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()

    try:
        import distributed  # noqa: F401
    except ImportError:
        print("SKIP: python3-distributed is not installed (scripts/install-deps.sh)")
        return 77
    if not os.path.exists(WORDS):
        print("SKIP: %s missing (apt-get install wamerican)" % WORDS)
        return 77
    sys.path.insert(0, os.path.join(SOURCE, "scale"))
    import neardup_dask

    params = [arg for param in args.param for arg in ("--param", param)]
    with tempfile.TemporaryDirectory(prefix="neardup-dask-test-") as work:
        generated = os.path.join(work, "generated")
        subprocess.run([args.generator, generated, "--documents", str(args.documents), "--duplicates",
                        str(args.documents // 20), "--bytes", str(args.bytes), "--seed", "11"], check=True,
                       stdout=subprocess.DEVNULL)
        docs = os.path.join(work, "docs.jsonl")
        subprocess.run([sys.executable, os.path.join(SOURCE, "scale", "folder_to_jsonl.py"),
                        os.path.join(generated, "docs"), docs], check=True)

        workspace = os.path.join(work, "w.ndw")
        start = time.monotonic()
        collection = cli_json(args.cli, "import", "--workspace", workspace, os.path.join(generated, "docs"))["collection"]
        single = cli_json(args.cli, "run", "--workspace", workspace, "--collection", str(collection), "--method",
                          args.method, *params)
        print("single machine: import and run %.1f s, %d pairs" % (time.monotonic() - start, single["pairs_scored"]))

        pairs = os.path.join(work, "pairs.jsonl")
        # Small partitions, so that even a small test cuts the input into several.
        partition_mb = max(0.25, os.path.getsize(docs) / 8 / 1024 / 1024)
        start = time.monotonic()
        neardup_dask.main([docs, pairs, "--method", args.method, *params, "--cli", args.cli, "--workers",
                           str(args.workers), "--partition-mb", str(partition_mb)])
        print("dask, %d workers: %.1f s" % (args.workers, time.monotonic() - start))
        imported = cli_json(args.cli, "import-run", "--workspace", workspace, "--collection", str(collection),
                            "--method", args.method, *params, pairs)

        expected = run_pairs(workspace, single["run"])
        found = run_pairs(workspace, imported["run"])
        print("%d pairs single-machine, %d through Dask" % (len(expected), len(found)))
        if not expected:
            print("FAIL: the single-machine run found no pairs; the test would prove nothing")
            return 1
        if found != expected:
            missing = sorted(set(expected) - set(found))[:5]
            extra = sorted(set(found) - set(expected))[:5]
            rescored = [(pair, expected[pair], found[pair]) for pair in sorted(set(found) & set(expected))
                        if found[pair] != expected[pair]][:5]
            print("FAIL: missing %s; extra %s; different scores %s" % (missing, extra, rescored))
            return 1
        print("equal: %d pairs with the same scores" % len(found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
