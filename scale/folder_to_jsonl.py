#!/usr/bin/python3
"""Writes the text files below FOLDER as JSON Lines {"id": path, "text": ...}.

    python3 scale/folder_to_jsonl.py FOLDER DOCS.jsonl

The id is the file's path below FOLDER, '/'-separated, as `neardup-cli import
FOLDER` names the document, so `neardup-cli import-run --collection ID` finds the
pairs' documents in that collection. Files are read in sorted order; their bytes
must be UTF-8.
"""

import json
import os
import sys


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    folder, output = argv[1], argv[2]
    count = 0
    with open(output, "w", encoding="utf-8") as out:
        for root, dirs, files in os.walk(folder):
            dirs.sort()
            for name in sorted(files):
                path = os.path.join(root, name)
                with open(path, "rb") as file:
                    text = file.read().decode("utf-8")
                document = os.path.relpath(path, folder).replace(os.sep, "/")
                out.write(json.dumps({"id": document, "text": text}) + "\n")
                count += 1
    print("%d documents written to %s" % (count, output), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
