#!/usr/bin/python3
"""Near-duplicate detection beyond one machine: the stages of neardup-cli on Dask.

    python3 scale/neardup_dask.py DOCS.jsonl PAIRS.jsonl --method minhash \
        [--param KEY=VALUE]... [--workers 2 | --scheduler tcp://HOST:8786] \
        [--cli build/app/neardup-cli] [--work DIR] [--partition-mb 32]

DOCS.jsonl holds one {"id": ..., "text": ...} per line; PAIRS.jsonl receives one
{"a": ..., "b": ..., "score": ...} per pair the method's own run
(`neardup-cli run`) would store, with the same scores. `neardup-cli import-run`
then makes them a run of a workspace for review.

The stages (each a `dask.bag` computation whose output is written to WORK, so a
stage's throughput can be read on its own and memory holds only partitions):
  1. sign     the input cut into partitions, each piped through `neardup-cli sign`
  2. pairs    (key, id) records shuffled by key (Dask's task shuffle), the groups
              of two or more documents piped through `neardup-cli pairs`
  3. verify   a join of the candidate pairs with the documents' signatures (and
              texts, for exact scores), two shuffles: by document, then by pair,
              which also removes a pair found under several keys; each partition
              piped through `neardup-cli verify`
Only Debian's python3-dask and python3-distributed are used. On several hosts,
WORK and the input must be on a file system every worker sees (or an fsspec URL),
and the CLI installed at the same path on every worker: see docs/scale-out.md.
"""

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import time

import dask
import dask.bag as db
from dask.distributed import Client, LocalCluster, wait  # noqa: F401  (wait: for callers)


class Stages:
    """How to call neardup-cli's stages; shipped to the workers with each task."""

    def __init__(self, cli, method, params, preprocessing):
        self.cli = cli
        self.method_args = ["--method", method]
        for param in params:
            self.method_args += ["--param", param]
        self.method_args += preprocessing

    def run(self, stage, lines, method=True):
        """Pipes JSON Lines through `neardup-cli STAGE`; returns its output lines."""
        data = "".join(line if line.endswith("\n") else line + "\n" for line in lines).encode()
        args = [self.cli, stage] + (self.method_args if method else [])
        done = subprocess.run(args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if done.returncode != 0:
            raise RuntimeError("%s failed (exit %d): %s" % (" ".join(args), done.returncode,
                                                            done.stderr.decode(errors="replace").strip()))
        return done.stdout.decode().splitlines()

    def describe(self):
        """What the method's stages read and make (neardup-cli sign --describe); checks the parameters."""
        args = [self.cli, "sign", "--describe"] + self.method_args
        done = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if done.returncode != 0:
            raise SystemExit(done.stderr.decode(errors="replace").strip())
        return json.loads(done.stdout)


def sign_partition(lines, stages, keep_texts):
    """One input partition's signed records; with the texts when verify needs them."""
    signed = [json.loads(line) for line in stages.run("sign", lines)]
    if keep_texts:
        texts = {}
        for line in lines:
            document = json.loads(line)
            texts[document["id"]] = document["text"]
        for record in signed:
            record["text"] = texts[record["id"]]
    return [json.dumps(record) for record in signed]


def stable(value):
    """The value as a tuple of integers, one-to-one: what a shuffle groups by.

    Dask's bag shuffle sends a record to partition hash(group) % n, and Python
    seeds the hash of a string differently in every process, so two workers
    would send one key to different partitions. The hash of an integer is the
    same everywhere.
    """
    if isinstance(value, str):
        return (1, int.from_bytes(b"\x01" + value.encode(), "big"))
    if isinstance(value, tuple):
        return tuple(stable(item) for item in value)
    return (0, value)


def by_first(item):
    return stable(item[0])


def key_records(record):
    return [(key, record["id"]) for key in record["keys"]]


def group_line(group):
    _, members = group
    return json.dumps({"key": members[0][0], "ids": [document for _, document in members]})


def has_pairs(group):
    return len(group[1]) > 1


def document_evidence(record):
    """A signed document as the join sees it: (id, ("doc", signature, text))."""
    return (record["id"], ("doc", record.get("signature"), record.get("text")))


def pair_halves(line):
    pair = json.loads(line)
    a, b = pair["a"], pair["b"]
    return [(a, ("pair", a, b)), (b, ("pair", a, b))]


def attach_evidence(group):
    """For each pair naming this document, its half: ((a, b), (side, signature, text))."""
    _, items = group
    document = items[0][0]
    evidence = next((item for _, item in items if item[0] == "doc"), None)
    if evidence is None:
        raise RuntimeError("a candidate pair names document %r, which has no signature" % (document,))
    halves = []
    for _, item in items:
        if item[0] == "pair":
            a, b = item[1], item[2]
            side = "a" if document == a else "b"
            halves.append(((a, b), (side, evidence[1], evidence[2])))
    return halves


def verify_line(group):
    """One verify record per pair, however many keys found it."""
    _, halves = group
    a, b = halves[0][0]
    sides = {}
    for _, (side, signature, text) in halves:
        sides[side] = (signature, text)
    record = {"a": a, "b": b}
    for side in ("a", "b"):
        signature, text = sides[side]
        if signature is not None:
            record["signature_" + side] = signature
        if text is not None:
            record["text_" + side] = text
    return json.dumps(record)


def json_bytes(item):
    return len(json.dumps(item)) + 1


def clear(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)


def pipeline(docs, output, stages, work, partition_bytes, shuffle_partitions, log=print):
    """Runs the three stages; returns their figures (seconds, records, shuffle bytes)."""
    figures = {}
    keep_texts = "text" in stages.describe()["verify_reads"]

    # 1. sign
    start = time.monotonic()
    clear(os.path.join(work, "signed"))
    lines = db.read_text(docs, blocksize=partition_bytes)
    signed = lines.map_partitions(sign_partition, stages, keep_texts)
    counts = signed.map_partitions(lambda part: [len(part)]).sum()
    _, documents_signed = dask.compute(signed.to_textfiles(os.path.join(work, "signed", "*.jsonl"),
                                                           compute=False, last_endline=True),
                                       counts)
    figures["sign"] = {"seconds": time.monotonic() - start, "partitions": lines.npartitions,
                       "documents_signed": documents_signed}
    log("sign: %d documents signed in %.1f s (%d partitions)" % (documents_signed, figures["sign"]["seconds"],
                                                                  lines.npartitions))

    # 2. pairs: the key shuffle
    start = time.monotonic()
    clear(os.path.join(work, "candidates"))
    signed = db.read_text(os.path.join(work, "signed", "*.jsonl")).map(json.loads)
    keyed = signed.map(key_records).flatten()
    groups = keyed.groupby(by_first, shuffle="tasks", npartitions=shuffle_partitions)
    candidates = groups.filter(has_pairs).map(group_line).map_partitions(
        lambda part: stages.run("pairs", part, method=False))
    key_bytes = keyed.map(json_bytes).sum()
    key_count = keyed.count()
    candidate_count = candidates.count()
    _, key_bytes, key_count = dask.compute(
        candidates.to_textfiles(os.path.join(work, "candidates", "*.jsonl"), compute=False, last_endline=True), key_bytes, key_count)
    figures["pairs"] = {"seconds": time.monotonic() - start, "keys": key_count, "key_shuffle_bytes": key_bytes}
    log("pairs: %d keys (%d bytes shuffled) in %.1f s" % (key_count, key_bytes, figures["pairs"]["seconds"]))
    del candidate_count

    # 3. verify: join candidates with their documents, de-duplicate, score
    start = time.monotonic()
    clear(os.path.join(work, "scored"))
    evidence = signed.map(document_evidence)
    halves = db.read_text(os.path.join(work, "candidates", "*.jsonl")).map(pair_halves).flatten()
    by_document = db.concat([evidence, halves]).groupby(by_first, shuffle="tasks",
                                                        npartitions=shuffle_partitions)
    attached = by_document.map(attach_evidence).flatten()
    by_pair = attached.groupby(by_first, shuffle="tasks", npartitions=shuffle_partitions)
    scored = by_pair.map(verify_line).map_partitions(lambda part: stages.run("verify", part))
    join_bytes = db.concat([evidence, halves]).map(json_bytes).sum()
    halves_count = halves.count()
    attached_bytes = attached.map(json_bytes).sum()
    _, join_bytes, halves_count, attached_bytes = dask.compute(
        scored.to_textfiles(os.path.join(work, "scored", "*.jsonl"), compute=False, last_endline=True), join_bytes, halves_count,
        attached_bytes)
    figures["verify"] = {"seconds": time.monotonic() - start, "candidate_pairs_with_repeats": halves_count // 2,
                         "join_shuffle_bytes": join_bytes + attached_bytes}
    log("verify: %d candidate pairs (repeats included), %d bytes shuffled, in %.1f s"
        % (halves_count // 2, join_bytes + attached_bytes, figures["verify"]["seconds"]))

    # The scored pairs in one file.
    start = time.monotonic()
    pairs = 0
    with open(output, "w") as out:
        for part in sorted(glob.glob(os.path.join(work, "scored", "*.jsonl"))):
            with open(part) as lines_in:
                for line in lines_in:
                    out.write(line)
                    pairs += 1
    figures["write"] = {"seconds": time.monotonic() - start, "pairs": pairs}
    log("%d pairs written to %s" % (pairs, output))
    return figures


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("docs", help="JSON Lines {\"id\", \"text\"}")
    parser.add_argument("output", help="JSON Lines {\"a\", \"b\", \"score\"} to write")
    parser.add_argument("--method", required=True, help="minhash, simhash, simhash-shingles or simhash-weighted")
    parser.add_argument("--param", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--no-stopwords", action="store_true")
    parser.add_argument("--no-stemming", action="store_true")
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--cli", default=os.path.join(here, "..", "build", "app", "neardup-cli"),
                        help="neardup-cli (the same path on every worker)")
    parser.add_argument("--scheduler", help="address of a running `dask scheduler`; default: a local cluster")
    parser.add_argument("--workers", type=int, default=2, help="local cluster: worker processes (default 2)")
    parser.add_argument("--work", help="folder for the stages' outputs (default: next to OUTPUT)")
    parser.add_argument("--partition-mb", type=float, default=32, help="input partition size (default 32 MB)")
    parser.add_argument("--shuffle-partitions", type=int, default=0,
                        help="partitions after a shuffle (default: as many as the input has)")
    parser.add_argument("--figures", help="write the stages' figures as JSON here")
    parser.add_argument("--keep-work", action="store_true", help="keep WORK afterwards")
    args = parser.parse_args(argv)

    preprocessing = (["--no-stopwords"] if args.no_stopwords else []) + (["--no-stemming"] if args.no_stemming else [])
    stages = Stages(os.path.abspath(args.cli), args.method, args.param, preprocessing)
    # Bad parameters fail here, once, rather than in every task.
    stages.describe()
    work = os.path.abspath(args.work or args.output + ".work")
    partition_bytes = int(args.partition_mb * 1024 * 1024)
    shuffle_partitions = args.shuffle_partitions or max(1, -(-os.path.getsize(args.docs) // partition_bytes))

    if args.scheduler:
        client = Client(args.scheduler)
    else:
        # One thread per worker process: each task runs a neardup-cli process.
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    try:
        start = time.monotonic()
        figures = pipeline(args.docs, args.output, stages, work, partition_bytes, shuffle_partitions,
                           log=lambda text: print(text, file=sys.stderr))
        figures["total_seconds"] = time.monotonic() - start
        figures["workers"] = len(client.scheduler_info()["workers"])
        if args.figures:
            with open(args.figures, "w") as out:
                json.dump(figures, out, indent=1)
    finally:
        client.close()
        if not args.scheduler:
            cluster.close()
        if not args.keep_work:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
