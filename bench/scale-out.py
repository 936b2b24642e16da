#!/usr/bin/python3
"""The Dask pipeline (scale/) on a local cluster against the single-process CLI run.

    bench/scale-out.py [--build build] [--documents 100000] [--bytes 4100]
                       [--workers 2] [--method minhash] [--param K=V]...
                       [--work /tmp/neardup-scale-out-N] [--keep]

Generates the documents (bench_makecollection, 5 % near-duplicates), then
  single process  neardup-cli import of the folder, neardup-cli run --threads W
  local cluster   scale/neardup_dask.py with W worker processes of one thread
and prints per stage its seconds and documents per second, the bytes entering
the shuffles per document, whether both give the same number of pairs, and an
extrapolation to 100 million documents on N workers. The extrapolation assumes
every stage scales linearly with documents and workers and that the network
moves the shuffle bytes at 1 Gbit/s per worker: it is arithmetic on this run's
figures, not a measurement.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.normpath(os.path.join(HERE, ".."))


def timed(args, **kwargs):
    start = time.monotonic()
    done = subprocess.run(args, stdout=subprocess.PIPE, check=True, **kwargs)
    return time.monotonic() - start, done.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", default=os.path.join(SOURCE, "build"))
    parser.add_argument("--documents", type=int, default=100000)
    parser.add_argument("--bytes", type=int, default=4100)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--method", default="minhash")
    parser.add_argument("--param", action="append", default=None)
    parser.add_argument("--partition-mb", type=float, default=32)
    parser.add_argument("--work")
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    args = parser.parse_args()
    if args.param is None:
        args.param = ["shingle_size=4", "target_threshold=0.5"]
    cli = os.path.join(args.build, "app", "neardup-cli")
    generator = os.path.join(args.build, "bench", "bench_makecollection")
    work = args.work or "/tmp/neardup-scale-out-%d" % args.documents
    params = [arg for param in args.param for arg in ("--param", param)]
    os.makedirs(work, exist_ok=True)
    try:
        generated = os.path.join(work, "generated")
        if not os.path.isdir(os.path.join(generated, "docs")):
            seconds, _ = timed([generator, generated, "--documents", str(args.documents), "--duplicates",
                                str(args.documents // 20), "--bytes", str(args.bytes), "--seed", "7"])
            print("generated %d documents in %.1f s" % (args.documents, seconds))
        docs = os.path.join(work, "docs.jsonl")
        if not os.path.exists(docs):
            timed([sys.executable, os.path.join(SOURCE, "scale", "folder_to_jsonl.py"),
                   os.path.join(generated, "docs"), docs])
        input_bytes = os.path.getsize(docs)

        # Single process: import, then the run (both with W threads).
        workspace = os.path.join(work, "single.ndw")
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(workspace + suffix):
                os.remove(workspace + suffix)
        import_seconds, out = timed([cli, "import", "--workspace", workspace, os.path.join(generated, "docs"),
                                     "--json"])
        collection = json.loads(out)["collection"]
        run_seconds, out = timed([cli, "run", "--workspace", workspace, "--collection", str(collection),
                                  "--method", args.method, *params, "--threads", str(args.workers), "--json"])
        single = json.loads(out)

        # Local cluster.
        figures_path = os.path.join(work, "figures.json")
        pairs = os.path.join(work, "pairs.jsonl")
        dask_seconds, _ = timed([sys.executable, os.path.join(SOURCE, "scale", "neardup_dask.py"), docs, pairs,
                                 "--method", args.method, *params, "--cli", cli, "--workers", str(args.workers),
                                 "--partition-mb", str(args.partition_mb), "--figures", figures_path])
        with open(figures_path) as file:
            figures = json.load(file)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    n = args.documents
    print("\n%d documents, %.0f bytes of JSON Lines each; %s %s; %d cores\n"
          % (n, input_bytes / n, args.method, " ".join(args.param), args.workers))
    print("load average at the end: %s" % " ".join("%.2f" % load for load in os.getloadavg()))
    print("%-34s %10s %12s" % ("stage", "seconds", "documents/s"))
    rows = [("single: import (not in the run)", import_seconds),
            ("single: run preprocess", single["seconds"].get("preprocess", 0.0)),
            ("single: run detect", single["seconds"].get("detect", 0.0)),
            ("single: run store", single["seconds"].get("store", 0.0)),
            ("single: run, whole command", run_seconds),
            ("dask: stats (tfidf only)", figures.get("stats", {}).get("seconds", 0.0)),
            ("dask: sign", figures["sign"]["seconds"]),
            ("dask: key shuffle + pairs", figures["pairs"]["seconds"]),
            ("dask: join + de-duplicate + verify", figures["verify"]["seconds"]),
            ("dask: write pairs", figures["write"]["seconds"]),
            ("dask: whole command (with start-up)", dask_seconds)]
    for name, seconds in rows:
        if name.startswith("dask: stats") and "stats" not in figures:
            continue
        print("%-34s %10.1f %12.0f" % (name, seconds, n / seconds if seconds > 0 else 0))
    key_bytes = figures["pairs"]["key_shuffle_bytes"] / n
    join_bytes = figures["verify"]["join_shuffle_bytes"] / n
    print("\nshuffle bytes per document: keys %.0f (%.1f keys of 16 bytes), join %.0f (%d candidate pairs with "
          "repeats, %d distinct), together %.0f"
          % (key_bytes, figures["pairs"]["keys"] / n, join_bytes, figures["verify"]["candidate_pairs_with_repeats"],
             figures["verify"]["candidate_pairs"], key_bytes + join_bytes))
    print("pairs: single process %d, dask %d (%s)" % (single["pairs_scored"], figures["write"]["pairs"],
                                                     "same count" if single["pairs_scored"] == figures["write"]["pairs"]
                                                     else "DIFFERENT"))
    print("dask / single-process run time: %.2f" % (dask_seconds / run_seconds))

    # Extrapolation (arithmetic, not a measurement).
    target = 100_000_000
    per_worker = {stage: n / figures[stage]["seconds"] / args.workers for stage in ("sign", "pairs", "verify")}
    shuffle_per_doc = key_bytes + join_bytes
    print("\nExtrapolation to %d documents (linear in documents and workers; shuffle at 1 Gbit/s per worker):"
          % target)
    print("%8s %10s %10s %10s %10s %12s %10s" % ("workers", "sign h", "pairs h", "verify h", "total h", "shuffle GB",
                                                "net h"))
    for workers in (2, 16, 64, 256):
        hours = {stage: target / (rate * workers) / 3600 for stage, rate in per_worker.items()}
        shuffle_gb = shuffle_per_doc * target / 1e9
        network_hours = shuffle_gb * 8 / (workers * 1.0) / 3600
        print("%8d %10.2f %10.2f %10.2f %10.2f %12.0f %10.2f" % (workers, hours["sign"], hours["pairs"],
                                                                hours["verify"], sum(hours.values()), shuffle_gb,
                                                                network_hours))
    return 0


if __name__ == "__main__":
    sys.exit(main())
