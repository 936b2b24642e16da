#pragma once

#include "store/records.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace nd::store {

class Workspace;

// The fingerprints of one document under one kind (method, fingerprint
// parameters, preprocessing): of the whole text (none when the text has nothing
// to fingerprint) and of its paragraphs that are long enough to fingerprint
// (0-based paragraph index, value).
struct DocumentFingerprints
{
    qint64 documentId = 0;
    std::optional<std::uint64_t> whole;
    std::vector<std::pair<int, std::uint64_t>> paragraphs;
};

// Stored fingerprints, on the calling thread's connection, so that a query or a
// resident service reads them instead of recomputing a collection's. A
// document's fingerprints are written in one transaction with the document
// itself (addDocument) or after it (store); its whole-text row is always
// written and marks the document as fingerprinted under that kind. Deleting a
// document deletes its fingerprints (foreign key cascade). Errors throw
// WorkspaceError.
class FingerprintStore
{
public:
    explicit FingerprintStore(const Workspace &workspace);

    // The id of a kind key, created when new.
    qint64 kindId(const QString &key);

    // The collection's documents without fingerprints of the kind, in id order
    // (only documents after the pack's are looked at: a packed one has its rows).
    QList<qint64> missing(qint64 collectionId, qint64 kindId) const;

    // Writes the fingerprints of documents of the collection, in one transaction
    // (replacing what the documents had under the kind).
    void store(qint64 collectionId, qint64 kindId, const std::vector<DocumentFingerprints> &fingerprints);

    // Every stored fingerprint of the kind in the collection, in (document,
    // paragraph) order: found(documentId, paragraph, value), paragraph -1 for the
    // whole text, no value for a text with nothing to fingerprint. Reads through
    // SQLite's own interface (10 million rows in about a second).
    // The pack (see pack()) is read first when it is still whole, then the rows
    // of the documents after it.
    using Found = std::function<void(qint64 documentId, int paragraph, std::optional<std::uint64_t> value)>;
    struct Loaded
    {
        qint64 packedRows = 0; // read from the pack
        qint64 rows = 0;       // read row by row
    };
    // expect(rows), when given, hears first how many rows the pack holds (so that
    // the caller can reserve room for them).
    Loaded load(qint64 collectionId, qint64 kindId, const Found &found,
                const std::function<void(qint64 rows)> &expect = {}) const;

    // Packs every stored row of the kind in the collection into a few blobs, in
    // one transaction, replacing the pack there was: a restart then reads them
    // instead of a row per fingerprint (10 million rows: 16 s row by row under
    // load, the pack well under a second). Writing rows of a packed document or
    // deleting one drops the pack; documents added later are read row by row
    // until the next pack. Returns the rows packed.
    qint64 pack(qint64 collectionId, qint64 kindId);

    // Stores a new document of the collection and its fingerprints in one
    // transaction; returns the document's id (the fingerprints' documentId is
    // ignored).
    qint64 addDocument(qint64 collectionId, const NewDocument &document, qint64 kindId,
                       const DocumentFingerprints &fingerprints);
    // The same for several documents, fingerprints[i] being documents[i]'s, in
    // one transaction (one commit for all: the service's group commit); their
    // ids in the same order.
    QList<qint64> addDocuments(qint64 collectionId, const QList<NewDocument> &documents, qint64 kindId,
                               const std::vector<DocumentFingerprints> &fingerprints);

    // Deletes a document of the collection with everything that refers to it;
    // false when the collection has no such document.
    bool deleteDocument(qint64 collectionId, qint64 documentId);

    // The path of each document of the collection among ids (absent ids left out).
    QList<std::pair<qint64, QString>> paths(qint64 collectionId, const QList<qint64> &ids) const;

private:
    const Workspace &m_workspace;
    QSqlDatabase m_db;
};

// FingerprintStore::addDocuments through statements prepared once, for a writer
// that adds again and again (the service's writer thread): on the connection of
// the thread that makes it, which alone uses it and destroys it before the
// workspace. Each call is one transaction.
class FingerprintAppender
{
public:
    explicit FingerprintAppender(const Workspace &workspace);
    ~FingerprintAppender();
    FingerprintAppender(const FingerprintAppender &) = delete;
    FingerprintAppender &operator=(const FingerprintAppender &) = delete;

    QList<qint64> addDocuments(qint64 collectionId, const QList<NewDocument> &documents, qint64 kindId,
                               const std::vector<DocumentFingerprints> &fingerprints);

private:
    struct Statements;
    QSqlDatabase m_db;
    std::unique_ptr<Statements> m_statements;
};

} // namespace nd::store
