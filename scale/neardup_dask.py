#!/usr/bin/python3
"""Near-duplicate detection beyond one machine: the stages of neardup-cli on Dask.

    python3 scale/neardup_dask.py DOCS.jsonl PAIRS.jsonl --method minhash \
        [--param KEY=VALUE]... [--workers 2 | --scheduler tcp://HOST:8786] \
        [--cli build/app/neardup-cli] [--work DIR] [--partition-mb 32]

DOCS.jsonl holds one {"id": ..., "text": ...} per line; PAIRS.jsonl receives one
{"a": ..., "b": ..., "score": ...} per pair the method's own run
(`neardup-cli run`) would store, with the same scores. `neardup-cli import-run`
then makes them a run of a workspace for review.

The input is cut into partitions of --partition-mb at line ends; a document is
named inside the pipeline by an integer, its partition times 2^32 plus its line
in the partition, so every shuffle moves integer columns (`dask.dataframe`)
rather than Python objects. The stages, each written to WORK so that its time
can be read on its own and memory holds only partitions:
  0. stats    (simhash with weighting=tfidf only) every partition piped through
              `neardup-cli stats`; the document frequencies summed by token
              (a dask.dataframe groupby) into one file that `sign` reads
  1. sign     every partition piped through `neardup-cli sign --format binary`:
              per document its line, its keys' 64-bit hashes and its signature
  2. pairs    the (key hash, document) columns shuffled by key hash; the groups of
              two or more documents piped through `neardup-cli pairs`
  3. verify   the candidate pairs moved to the partition of their first document
              (set_index on the partitions' known ranges), repeats dropped, its
              signature (and text) attached there from that partition's own
              files; the same for the second document; then `neardup-cli verify`,
              which also drops a pair whose documents share a key hash but no key
Only Debian's python3-dask, python3-distributed and python3-pandas are used. On
several hosts, WORK and the input must be on a file system every worker sees,
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
import dask.dataframe as dd
import fsspec
import numpy as np
import pandas as pd
from dask.distributed import Client, LocalCluster
from fsspec.utils import read_block

# A document's number: its partition in the high bits, its line in the low ones.
LINE_BITS = 32
LINE_MASK = (1 << LINE_BITS) - 1


class Stages:
    """How to call neardup-cli's stages; shipped to the workers with each task."""

    def __init__(self, cli, method, params, preprocessing):
        self.cli = cli
        self.method_args = ["--method", method]
        for param in params:
            self.method_args += ["--param", param]
        self.method_args += preprocessing

    def run(self, stage, data, extra=(), method=True):
        """Pipes bytes through `neardup-cli STAGE`; returns its standard output."""
        args = [self.cli, stage] + (self.method_args if method else []) + list(extra)
        done = subprocess.run(args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if done.returncode != 0:
            raise RuntimeError("%s failed (exit %d): %s" % (" ".join(args), done.returncode,
                                                            done.stderr.decode(errors="replace").strip()))
        return done.stdout

    def describe(self):
        """What the method's stages read and make (neardup-cli sign --describe); checks the parameters."""
        args = [self.cli, "sign", "--describe"] + self.method_args
        done = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if done.returncode != 0:
            raise SystemExit(done.stderr.decode(errors="replace").strip())
        return json.loads(done.stdout)


class Partitions:
    """The input cut at line ends into blocks of about `size` bytes, read alike by every stage."""

    def __init__(self, docs, size):
        self.docs = docs
        self.size = size
        with fsspec.open(docs, "rb") as file:
            total = file.size if hasattr(file, "size") else os.path.getsize(docs)
        self.count = max(1, -(-total // size))

    def read(self, p):
        with fsspec.open(self.docs, "rb") as file:
            return read_block(file, p * self.size, self.size, delimiter=b"\n")

    def divisions(self):
        """The range of document numbers in each partition, as set_index takes them."""
        return [p << LINE_BITS for p in range(self.count)] + [(self.count << LINE_BITS) - 1]


class Layout:
    """The records `neardup-cli sign --format binary` writes: line, key hashes, signature."""

    def __init__(self, description):
        self.keys = description["keys_per_document"]
        self.width = description["signature_width"]

    def load(self, path):
        return np.fromfile(path, dtype="<u8").reshape(-1, 1 + self.keys + self.width)


def signed_path(work, p):
    return os.path.join(work, "signed", "%06d.bin" % p)


def candidates_path(work, p):
    return os.path.join(work, "candidates", "%06d.npy" % p)


def clear(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)


# 0. stats

def partition_statistics(partitions, p, stages):
    """A partition's document count, and its document frequencies by token."""
    documents = 0
    tokens = []
    frequencies = []
    for line in stages.run("stats", partitions.read(p)).splitlines():
        record = json.loads(line)
        if "documents" in record:
            documents += record["documents"]
        else:
            tokens.append(int(record["token"], 16))
            frequencies.append(record["df"])
    return documents, pd.DataFrame({"token": np.array(tokens, dtype="uint64"),
                                    "df": np.array(frequencies, dtype="int64")})


def write_statistics(documents, frequencies, path):
    """One stats file, as `neardup-cli stats` writes it, from the summed frequencies (a Series by token)."""
    with open(path, "w") as out:
        out.write('{"documents":%d}\n' % documents)
        for token, frequency in frequencies.items():
            out.write('{"token":"%016x","df":%d}\n' % (token, frequency))


# 1. sign

def sign_partition(partitions, p, stages, work, extra):
    """Signs partition p into WORK/signed; returns (documents read, documents signed)."""
    stages.run("sign", partitions.read(p), ["--format", "binary", "--output", signed_path(work, p)] + extra)
    return os.path.getsize(signed_path(work, p))


# 2. pairs

def partition_keys(path, p, layout):
    """(key hash, document) of every key of partition p's documents."""
    records = layout.load(path)
    documents = (records[:, 0] | np.uint64(p << LINE_BITS)).astype("int64")
    return pd.DataFrame({"key": records[:, 1:1 + layout.keys].ravel(),
                         "doc": np.repeat(documents, layout.keys)})


def key_group_pairs(frame, stages, work, partition_info=None):
    """The candidate pairs of the key groups of two or more documents, to WORK/candidates."""
    shared = frame[frame["key"].duplicated(keep=False)]
    pairs = np.zeros((0, 2), dtype="int64")
    if len(shared):
        groups = shared.groupby("key")["doc"].apply(list)
        lines = "".join('{"key":"%d","ids":%s}\n' % (key, json.dumps(sorted(ids))) for key, ids in groups.items())
        found = stages.run("pairs", lines.encode(), method=False).splitlines()
        pairs = np.array([(record["a"], record["b"]) for record in map(json.loads, found)], dtype="int64")
        pairs = pairs.reshape(-1, 2)
    np.save(candidates_path(work, partition_info["number"]), pairs)
    return pd.DataFrame({"rows": [len(frame)], "pairs": [len(pairs)]})


# 3. verify

def load_candidates(path):
    pairs = np.load(path)
    return pd.DataFrame({"a": pairs[:, 0], "b": pairs[:, 1]})


def attach(frame, side, partitions, layout, work, with_texts, partition_info=None):
    """Pairs whose `side` document is in this partition, with its id, signature (and text).

    The frame's index is that document's number (set_index moved the pairs here);
    its signature comes from this partition's sign output, its id and text from
    the partition's input lines, read only for the documents some pair names.
    """
    frame = frame.reset_index()
    if side == "a":
        frame = frame.drop_duplicates(["a", "b"])  # a pair found under several keys
    columns = {"id_" + side: [], "signature_" + side: []}
    if with_texts:
        columns["text_" + side] = []
    if len(frame):
        p = partition_info["number"]
        records = layout.load(signed_path(work, p))
        lines_of = (frame[side].to_numpy() & LINE_MASK).astype("uint64")
        rows = np.searchsorted(records[:, 0], lines_of)
        if np.any(rows >= len(records)) or np.any(records[np.minimum(rows, len(records) - 1), 0] != lines_of):
            raise RuntimeError("a candidate pair names a document of partition %d that has no signature" % p)
        signatures = records[rows, 1 + layout.keys:].astype(">u8")
        lines = partitions.read(p).split(b"\n")
        for line_number, signature in zip(lines_of, signatures):
            document = json.loads(lines[int(line_number)])
            columns["id_" + side].append(json.dumps(document["id"]))
            columns["signature_" + side].append(signature.tobytes().hex())
            if with_texts:
                columns["text_" + side].append(json.dumps(document["text"]))
    for name, values in columns.items():
        frame[name] = pd.Series(values, index=frame.index, dtype=object)
    return frame[sorted(frame.columns)]


def verify_partition(frame, stages, work, with_texts, partition_info=None):
    """Scores a partition's pairs with `neardup-cli verify` into WORK/scored."""
    lines = []
    for row in frame.itertuples(index=False):
        record = '{"a":%s,"b":%s,"signature_a":"%s","signature_b":"%s"' % (row.id_a, row.id_b, row.signature_a,
                                                                         row.signature_b)
        if with_texts:
            record += ',"text_a":%s,"text_b":%s' % (row.text_a, row.text_b)
        lines.append(record + "}\n")
    scored = stages.run("verify", "".join(lines).encode()) if lines else b""
    with open(os.path.join(work, "scored", "%06d.jsonl" % partition_info["number"]), "wb") as out:
        out.write(scored)
    return pd.DataFrame({"pairs": [len(lines)], "scored": [scored.count(b"\n")]})


def frame_bytes(frame):
    return pd.Series([int(frame.memory_usage(index=True, deep=True).sum())])


def pipeline(docs, output, stages, work, partition_bytes, shuffle_partitions, log=print):
    """Runs the stages; returns their figures (seconds, records, shuffle bytes)."""
    figures = {}
    description = stages.describe()
    with_texts = "text" in description["verify_reads"]
    layout = Layout(description)
    partitions = Partitions(docs, partition_bytes)
    count = partitions.count
    extra = []

    # 0. stats: the collection's document frequencies, when the method weighs by IDF.
    if description.get("needs_stats"):
        start = time.monotonic()
        counted = [dask.delayed(partition_statistics, nout=2)(partitions, p, stages) for p in range(count)]
        frequencies = dd.from_delayed([frame for _, frame in counted], meta={"token": "uint64", "df": "int64"},
                                      verify_meta=False)
        summed, documents = dask.compute(frequencies.groupby("token")["df"].sum(),
                                         dask.delayed(sum)([documents for documents, _ in counted]))
        stats_file = os.path.join(work, "stats.jsonl")
        write_statistics(documents, summed, stats_file)
        extra = ["--stats", stats_file]
        tokens = len(summed)
        figures["stats"] = {"seconds": time.monotonic() - start, "documents": documents, "tokens": tokens}
        log("stats: %d documents, %d distinct tokens in %.1f s" % (documents, tokens, figures["stats"]["seconds"]))

    # 1. sign
    start = time.monotonic()
    clear(os.path.join(work, "signed"))
    sizes = dask.compute(*[dask.delayed(sign_partition)(partitions, p, stages, work, extra) for p in range(count)])
    documents_signed = sum(sizes) // (8 * (1 + layout.keys + layout.width))
    figures["sign"] = {"seconds": time.monotonic() - start, "partitions": count, "documents_signed": documents_signed}
    log("sign: %d documents signed in %.1f s (%d partitions)" % (documents_signed, figures["sign"]["seconds"], count))

    # 2. pairs: the key shuffle, integer columns only.
    start = time.monotonic()
    clear(os.path.join(work, "candidates"))
    keys = dd.from_delayed([dask.delayed(partition_keys)(signed_path(work, p), p, layout) for p in range(count)],
                           meta={"key": "uint64", "doc": "int64"}, verify_meta=False)
    by_key = keys.shuffle("key", npartitions=shuffle_partitions, shuffle="tasks")
    found = by_key.map_partitions(key_group_pairs, stages, work, meta={"rows": "int64", "pairs": "int64"}).compute()
    key_rows = int(found["rows"].sum())
    candidate_rows = int(found["pairs"].sum())
    figures["pairs"] = {"seconds": time.monotonic() - start, "keys": key_rows,
                        "key_shuffle_bytes": key_rows * 16, "candidate_pairs_with_repeats": candidate_rows}
    log("pairs: %d keys (%d bytes shuffled), %d candidate pairs with repeats, in %.1f s"
        % (key_rows, key_rows * 16, candidate_rows, figures["pairs"]["seconds"]))

    # 3. verify: each pair to its documents' partitions, their evidence attached there.
    start = time.monotonic()
    clear(os.path.join(work, "scored"))
    candidates = dd.from_delayed([dask.delayed(load_candidates)(candidates_path(work, p))
                                  for p in range(shuffle_partitions)],
                                 meta={"a": "int64", "b": "int64"}, verify_meta=False)
    divisions = partitions.divisions()
    fields = ["id", "signature"] + (["text"] if with_texts else [])

    def meta(sides):
        columns = {"a": "int64", "b": "int64"}
        columns.update({"%s_%s" % (field, side): object for field in fields for side in sides})
        return {name: columns[name] for name in sorted(columns)}

    first = candidates.set_index("a", divisions=divisions, shuffle="tasks").map_partitions(
        attach, "a", partitions, layout, work, with_texts, meta=meta("a"))
    second = first.set_index("b", divisions=divisions, shuffle="tasks").map_partitions(
        attach, "b", partitions, layout, work, with_texts, meta=meta("ab"))
    done, moved_bytes = dask.compute(
        second.map_partitions(verify_partition, stages, work, with_texts, meta={"pairs": "int64", "scored": "int64"}),
        first.map_partitions(frame_bytes, meta=(None, "int64")).sum())
    distinct = int(done["pairs"].sum())
    join_bytes = candidate_rows * 16 + int(moved_bytes)
    figures["verify"] = {"seconds": time.monotonic() - start, "candidate_pairs_with_repeats": candidate_rows,
                         "candidate_pairs": distinct, "join_shuffle_bytes": join_bytes}
    log("verify: %d distinct candidate pairs, %d bytes shuffled, in %.1f s"
        % (distinct, join_bytes, figures["verify"]["seconds"]))

    # The scored pairs in one file.
    start = time.monotonic()
    pairs = 0
    with open(output, "wb") as out:
        for part in sorted(glob.glob(os.path.join(work, "scored", "*.jsonl"))):
            with open(part, "rb") as lines_in:
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
                        help="partitions of the key shuffle (default: as many as the input has)")
    parser.add_argument("--figures", help="write the stages' figures as JSON here")
    parser.add_argument("--keep-work", action="store_true", help="keep WORK afterwards")
    args = parser.parse_args(argv)

    preprocessing = (["--no-stopwords"] if args.no_stopwords else []) + (["--no-stemming"] if args.no_stemming else [])
    stages = Stages(os.path.abspath(args.cli), args.method, args.param, preprocessing)
    # Bad parameters fail here, once, rather than in every task.
    stages.describe()
    work = os.path.abspath(args.work or args.output + ".work")
    os.makedirs(work, exist_ok=True)
    partition_bytes = int(args.partition_mb * 1024 * 1024)
    shuffle_partitions = args.shuffle_partitions or Partitions(args.docs, partition_bytes).count

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
