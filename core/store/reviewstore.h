#pragma once

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace nd::store {

class Workspace;

// What a reviewer said about a pair. Cleared withdraws an earlier decision
// (kept as a decision so that it can be undone like any other).
enum class Decision { Plagiarism, NearDuplicate, NotDuplicate, Unsure, Cleared };

// The stored names ("plagiarism", "near-duplicate", "not-duplicate", "unsure", "cleared").
QString decisionName(Decision decision);
std::optional<Decision> decisionFromName(const QString &name);

// Two documents, smaller id first (ReviewStore normalises what it is given).
using DocumentPair = std::pair<qint64, qint64>;
inline DocumentPair orderedPair(qint64 a, qint64 b)
{
    return a < b ? DocumentPair{a, b} : DocumentPair{b, a};
}

struct ReviewDecision
{
    Decision decision = Decision::Unsure;
    QString note;
    QString reviewer;
    QDateTime decidedAt;
    qint64 runId = 0; // the run the pair was reviewed from (0: none or deleted)
    qint64 actionId = 0;
};

// Review decisions with their history, on the calling thread's connection.
// Every decide() is one action; undo/redo flip whole actions, so a bulk decision
// undoes as one step. Undo history is per reviewer and collection; a new action
// drops that reviewer's undone actions (no redo after a new decision), as in an
// editor. Errors throw WorkspaceError.
class ReviewStore
{
public:
    explicit ReviewStore(const Workspace &workspace);

    // Records one decision for every pair as one action; returns its id (0 when
    // pairs is empty).
    qint64 decide(qint64 collectionId, const QList<DocumentPair> &pairs, Decision decision, const QString &note,
                  const QString &reviewer, qint64 runId = 0);

    // Replaces the note of the reviewer's current decision on a pair (a new,
    // undoable action with the same decision). 0 when the pair is undecided.
    qint64 setNote(qint64 collectionId, DocumentPair pair, const QString &note, const QString &reviewer);

    // Undoes the reviewer's latest action / redoes the earliest undone one in the
    // collection; returns the pairs it touched (empty: nothing to undo / redo).
    QList<DocumentPair> undo(qint64 collectionId, const QString &reviewer);
    QList<DocumentPair> redo(qint64 collectionId, const QString &reviewer);
    bool canUndo(qint64 collectionId, const QString &reviewer) const;
    bool canRedo(qint64 collectionId, const QString &reviewer) const;

    // The current decision of each decided pair: the latest decision whose action
    // is not undone, of that reviewer (empty reviewer: of anyone). Pairs whose
    // current decision is Cleared are undecided and left out.
    QHash<DocumentPair, ReviewDecision> currentDecisions(qint64 collectionId, const QString &reviewer = {}) const;
    std::optional<ReviewDecision> currentDecision(qint64 collectionId, DocumentPair pair,
                                                  const QString &reviewer = {}) const;

    // Everyone who has recorded a decision in the collection, sorted.
    QStringList reviewers(qint64 collectionId) const;

private:
    std::optional<qint64> actionToFlip(qint64 collectionId, const QString &reviewer, bool undo) const;
    QList<DocumentPair> flip(qint64 actionId, bool undone);

    QSqlDatabase m_db;
};

} // namespace nd::store
