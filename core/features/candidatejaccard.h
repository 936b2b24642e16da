#pragma once

#include "jobs/jobcontrol.h"

#include <cstdint>
#include <functional>
#include <span>
#include <utility>
#include <vector>

namespace nd::features {

// Fills `shingles` with the shingle hashes of one document, in any order, repeats
// allowed (features::shingleHashes gives them).
using ShinglesOf = std::function<void(std::size_t document, std::vector<std::uint64_t> &shingles)>;

// The exact Jaccard resemblance |A ∩ B| / |A ∪ B| of the shingle sets of each
// candidate pair of documents (indices below documentCount), in candidate order:
// how the signature methods verify their candidates (minhash, and the simhash
// shingle variants with verify = exact). Only documents of some candidate are
// read, usually a small part of a collection, on the core thread pool. Each first
// document of a pair is put in a hash table once and the distinct shingles of its
// partners looked up in it (the same value as jaccardOfUnsorted). When documents
// recur across the pairs, each one's distinct shingles are gathered once and
// kept; when there are fewer pairs than documents, they are gathered as each pair
// needs them and nothing is kept. Two empty sets have Jaccard 0. Checks control
// (throws nd::Cancelled).
// About what candidateJaccards spends per pair of 500-word documents, for a
// run's estimate of its time before it scores anything: 1.5-1.6 us a pair on
// one thread of the 2-core development machine (MinHash's 251,661 candidates
// among 20,000 documents), with room for slower hosts.
inline constexpr double kCandidateJaccardSecondsPerPair = 3e-6;

std::vector<double> candidateJaccards(std::size_t documentCount,
                                      std::span<const std::pair<std::uint32_t, std::uint32_t>> candidates,
                                      const ShinglesOf &shinglesOf, JobControl &control);

} // namespace nd::features
