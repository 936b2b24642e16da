#!/usr/bin/env python3
"""Gathers unrelated English text for paper 000's background (Fan & Huang hide their
sources among 143,798 pieces of 1,403 books): the compressed documentation a Debian
system carries, written out as plain text files under one folder.

    apt-get install -y linux-doc-6.1      # 62 MB of kernel documentation
    python3 scripts/background-text.py FOLDER
    neardup-cli synth ... --piece-bytes 4096 --background 100000 --background-from FOLDER

Manual pages (roff comment lines dropped), package changelogs, the other compressed
documents under /usr/share/doc (READMEs, NEWS, guides) and the kernel documentation.
On Debian 12 with the build's packages and linux-doc-6.1 this is ~480 MB, which cuts
into more than 100,000 pieces of 4 KB.
"""
import gzip
import os
import sys


def dump(paths, folder):
    os.makedirs(folder, exist_ok=True)
    for path in paths:
        try:
            text = gzip.open(path).read().decode('utf-8', 'replace')
        except (OSError, EOFError):
            continue  # not gzip after all, or damaged: the other files are enough
        lines = [line for line in text.split('\n') if not line.startswith(('.\\"', "'\\\""))]
        name = path.strip('/').replace('/', '_')
        with open(os.path.join(folder, name[:-3] + '.txt'), 'w') as out:
            out.write('\n'.join(lines))


def compressed(root, keep=lambda name: True):
    found = []
    for directory, _, files in os.walk(root):
        found += [os.path.join(directory, f) for f in files if f.endswith('.gz') and keep(f)]
    return sorted(found)


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: background-text.py FOLDER')
    out = sys.argv[1]
    man = [p for s in ('man1', 'man2', 'man3', 'man4', 'man5', 'man7', 'man8')
           for p in compressed('/usr/share/man/' + s)]
    dump(man, os.path.join(out, 'man'))
    docs = [p for p in compressed('/usr/share/doc', lambda f: not f.endswith(('.html.gz', '.pdf.gz', '.ps.gz')))
            if '/linux-doc-' not in p]
    dump([p for p in docs if os.path.basename(p).startswith('changelog')], os.path.join(out, 'changelogs'))
    dump([p for p in docs if not os.path.basename(p).startswith('changelog')], os.path.join(out, 'other-docs'))
    kernel = [p for d in os.listdir('/usr/share/doc') if d.startswith('linux-doc-')
              for p in compressed(os.path.join('/usr/share/doc', d, 'Documentation'))]
    dump(kernel, os.path.join(out, 'linux'))


if __name__ == '__main__':
    main()
