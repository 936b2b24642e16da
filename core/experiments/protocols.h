#pragma once

#include "jobs/jobcontrol.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace nd::store {
class Workspace;
}

namespace nd::experiments {

// Paper 000's synthetic near-duplicates: S sources picked (seeded) from a
// collection, M variants of each made by random word insertions, deletions and
// replacements at an edit rate. Sources are optionally first cut into pieces of
// about pieceBytes (at word boundaries) so long and short texts give sources of
// one size.
struct SynthOptions
{
    qint64 sourceCollectionId = 0;
    int sources = 5;
    int variants = 120;
    double editRate = 0.05; // edits per word of the source
    quint32 seed = 1;
    int pieceBytes = 0; // 0: whole documents
    QString name;       // of the new collection; empty: a name from the settings
    // Paper 000 hides its sources and variants among 143,798 unrelated pieces of
    // its books. Background pieces: the source collection's pieces not picked as
    // sources (seeded order), then the pieces of every text file under
    // backgroundFolders (path order), all cut like the sources and not in any
    // cluster. backgroundPieces: how many (kAllBackground: every one there is).
    static constexpr qint64 kAllBackground = -1;
    qint64 backgroundPieces = 0;
    QStringList backgroundFolders;
};

struct SynthResult
{
    qint64 collectionId = 0;
    qint64 documents = 0;  // sources, variants and background
    qint64 background = 0; // background pieces stored
};

// Splits text into consecutive pieces of about pieceBytes UTF-8 bytes, cut after a word.
QStringList splitIntoPieces(const QString &text, int pieceBytes);

// Applies `edits` random word edits (insert a word of `vocabulary`, delete, or
// replace by one) to the words of text. Deterministic for a given generator state.
QString editWords(const QStringList &words, int edits, const QStringList &vocabulary, quint32 seed);

// Makes the new collection (sources and variants, one ground-truth cluster per
// source with its variants) and returns its id. Naming rule, which keeps each
// source identifiable without a table of its own: the collection's source path is
// "synthetic:ID", a source is stored as "source-N/source.txt" and its variants as
// "source-N/variant-M.txt", all in cluster "source-N".
// Background pieces are stored as "background/piece-N.txt". Throws
// std::invalid_argument when fewer background pieces exist than asked for.
qint64 makeSyntheticCollection(const store::Workspace &workspace, const SynthOptions &options, JobControl &control);
SynthResult makeSynthetic(const store::Workspace &workspace, const SynthOptions &options, JobControl &control);

// Whether a collection was made by makeSyntheticCollection, and whether a
// document path in it names a source (rather than a variant).
bool isSyntheticCollection(const QString &collectionSourcePath);
bool isSyntheticSource(const QString &documentPath);

// The source documents of a synthetic collection, in id order (paper 000's
// queries); empty for any other collection.
QList<qint64> syntheticSources(const store::Workspace &workspace, qint64 collectionId);

} // namespace nd::experiments
