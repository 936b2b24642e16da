// A MinHash-LSH library as a peer for bench/compare-peers.sh: Eric Zhu's
// minhash-lsh for Go (Debian's golang-github-ekzhu-minhash-lsh-dev, by the
// author of Python's datasketch and built on the same design: 128 hash
// functions, bands and rows chosen from a Jaccard threshold, LSH Forest
// tables), driven as its documentation shows. Python's datasketch itself is
// not packaged for Debian 12.
//
// Reads file names from standard input, one per line; signs each file's set of
// word shingles (lower-cased runs of letters and digits), indexes them, queries
// every file, and prints each candidate pair whose estimated Jaccard reaches
// the threshold: "NAME_A NAME_B ESTIMATE", base names, one pair a line.
//
//	go build (GOPATH=/usr/share/gocode GO111MODULE=off) minhashlsh.go
//	find DIR -name '*.txt' | minhashlsh [-threshold 0.5] [-hashes 128] [-shingle 4]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	minhashlsh "github.com/ekzhu/minhash-lsh"
)

func words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

func main() {
	threshold := flag.Float64("threshold", 0.5, "Jaccard threshold: tunes the LSH and filters the estimates")
	hashes := flag.Int("hashes", 128, "hash functions per signature")
	shingle := flag.Int("shingle", 4, "words per shingle")
	flag.Parse()

	var names []string
	var signatures [][]uint64
	input := bufio.NewScanner(os.Stdin)
	for input.Scan() {
		path := input.Text()
		text, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, "minhashlsh:", err)
			continue
		}
		w := words(string(text))
		mh := minhashlsh.NewMinhash(1, *hashes)
		for i := 0; i+*shingle <= len(w); i++ {
			mh.Push([]byte(strings.Join(w[i:i+*shingle], " ")))
		}
		names = append(names, filepath.Base(path))
		signatures = append(signatures, mh.Signature())
	}

	lsh := minhashlsh.NewMinhashLSH64(*hashes, *threshold)
	for i, signature := range signatures {
		lsh.Add(i, signature)
	}
	lsh.Index()

	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for i, signature := range signatures {
		for _, key := range lsh.Query(signature) {
			j := key.(int)
			if j <= i {
				continue
			}
			same := 0
			for s, v := range signature {
				if signatures[j][s] == v {
					same++
				}
			}
			if estimate := float64(same) / float64(len(signature)); estimate >= *threshold {
				fmt.Fprintf(out, "%s %s %.4f\n", names[i], names[j], estimate)
			}
		}
	}
}
