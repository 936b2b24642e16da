#include "store/reviewstore.h"

#include "store/sql.h"
#include "store/workspace.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace nd::store {

namespace {

// The latest live decision per pair. The id orders decisions: it grows with
// every insert, so it is immune to clock changes between two decisions.
const QString kCurrentSql =
    u"SELECT d.doc_a, d.doc_b, d.decision, d.note, d.reviewer, d.decided_at, d.run_id, d.action_id"
    " FROM review_decision d JOIN review_action a ON a.id = d.action_id"
    " WHERE d.collection_id = ? AND a.undone = 0 %1"
    " AND d.id = (SELECT max(d2.id) FROM review_decision d2 JOIN review_action a2 ON a2.id = d2.action_id"
    "             WHERE d2.collection_id = d.collection_id AND d2.doc_a = d.doc_a AND d2.doc_b = d.doc_b"
    "             AND a2.undone = 0 %2)"_s;

} // namespace

QString decisionName(Decision decision)
{
    switch (decision) {
    case Decision::Plagiarism:
        return u"plagiarism"_s;
    case Decision::NearDuplicate:
        return u"near-duplicate"_s;
    case Decision::NotDuplicate:
        return u"not-duplicate"_s;
    case Decision::Unsure:
        return u"unsure"_s;
    case Decision::Cleared:
        return u"cleared"_s;
    }
    return {};
}

std::optional<Decision> decisionFromName(const QString &name)
{
    for (Decision d :
         {Decision::Plagiarism, Decision::NearDuplicate, Decision::NotDuplicate, Decision::Unsure, Decision::Cleared}) {
        if (decisionName(d) == name)
            return d;
    }
    return std::nullopt;
}

ReviewStore::ReviewStore(const Workspace &workspace)
    : m_db(workspace.database())
{ }

qint64 ReviewStore::decide(qint64 collectionId, const QList<DocumentPair> &pairs, Decision decision,
                           const QString &note, const QString &reviewer, qint64 runId)
{
    if (pairs.isEmpty())
        return 0;
    Transaction transaction(m_db, Durability::SurvivesPowerLoss);
    // A new step ends the redo chain: the undone actions can no longer come back.
    sql::exec(m_db, u"DELETE FROM review_action WHERE collection_id = ? AND reviewer = ? AND undone = 1"_s,
              {collectionId, reviewer});
    const QString time = sql::now();
    const qint64 actionId =
        sql::exec(m_db, u"INSERT INTO review_action (collection_id, reviewer, created_at) VALUES (?, ?, ?)"_s,
                  {collectionId, reviewer.isNull() ? u""_s : reviewer, time})
            .lastInsertId()
            .toLongLong();
    QSqlQuery insert(m_db);
    insert.prepare(u"INSERT INTO review_decision (action_id, collection_id, doc_a, doc_b, run_id, decision, note,"
                   " reviewer, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (const DocumentPair &raw : pairs) {
        const DocumentPair pair = orderedPair(raw.first, raw.second);
        insert.addBindValue(actionId);
        insert.addBindValue(collectionId);
        insert.addBindValue(pair.first);
        insert.addBindValue(pair.second);
        insert.addBindValue(runId > 0 ? QVariant(runId) : QVariant(QMetaType::fromType<qint64>()));
        insert.addBindValue(decisionName(decision));
        // A null QString binds as SQL NULL; the columns are NOT NULL, '' means none.
        insert.addBindValue(note.isNull() ? u""_s : note);
        insert.addBindValue(reviewer.isNull() ? u""_s : reviewer);
        insert.addBindValue(time);
        if (!insert.exec())
            throw WorkspaceError(u"Could not store the decision: %1"_s.arg(insert.lastError().text()));
    }
    transaction.commit();
    return actionId;
}

qint64 ReviewStore::setNote(qint64 collectionId, DocumentPair pair, const QString &note, const QString &reviewer)
{
    const auto current = currentDecision(collectionId, pair, reviewer);
    if (!current)
        return 0;
    return decide(collectionId, {pair}, current->decision, note, reviewer, current->runId);
}

std::optional<qint64> ReviewStore::actionToFlip(qint64 collectionId, const QString &reviewer, bool undo) const
{
    // Undone actions always form the tail of a reviewer's history (a new action
    // deletes them), so undo takes the newest live one and redo the oldest undone.
    QSqlQuery query =
        sql::exec(m_db,
                  undo ? u"SELECT max(id) FROM review_action WHERE collection_id = ? AND reviewer = ? AND undone = 0"_s
                       : u"SELECT min(id) FROM review_action WHERE collection_id = ? AND reviewer = ? AND undone = 1"_s,
                  {collectionId, reviewer});
    if (!query.next() || query.value(0).isNull())
        return std::nullopt;
    return query.value(0).toLongLong();
}

QList<DocumentPair> ReviewStore::flip(qint64 actionId, bool undone)
{
    Transaction transaction(m_db, Durability::SurvivesPowerLoss);
    sql::exec(m_db, u"UPDATE review_action SET undone = ? WHERE id = ?"_s, {undone ? 1 : 0, actionId});
    QList<DocumentPair> pairs;
    QSqlQuery query =
        sql::exec(m_db, u"SELECT doc_a, doc_b FROM review_decision WHERE action_id = ? ORDER BY id"_s, {actionId});
    while (query.next())
        pairs.append({query.value(0).toLongLong(), query.value(1).toLongLong()});
    transaction.commit();
    return pairs;
}

QList<DocumentPair> ReviewStore::undo(qint64 collectionId, const QString &reviewer)
{
    const auto action = actionToFlip(collectionId, reviewer, true);
    return action ? flip(*action, true) : QList<DocumentPair>{};
}

QList<DocumentPair> ReviewStore::redo(qint64 collectionId, const QString &reviewer)
{
    const auto action = actionToFlip(collectionId, reviewer, false);
    return action ? flip(*action, false) : QList<DocumentPair>{};
}

bool ReviewStore::canUndo(qint64 collectionId, const QString &reviewer) const
{
    return actionToFlip(collectionId, reviewer, true).has_value();
}

bool ReviewStore::canRedo(qint64 collectionId, const QString &reviewer) const
{
    return actionToFlip(collectionId, reviewer, false).has_value();
}

QHash<DocumentPair, ReviewDecision> ReviewStore::currentDecisions(qint64 collectionId, const QString &reviewer) const
{
    const bool one = !reviewer.isEmpty();
    const QString sql =
        kCurrentSql.arg(one ? u"AND d.reviewer = ?"_s : QString(), one ? u"AND d2.reviewer = d.reviewer"_s : QString());
    QSqlQuery query = sql::exec(m_db, sql, one ? QVariantList{collectionId, reviewer} : QVariantList{collectionId});
    QHash<DocumentPair, ReviewDecision> result;
    while (query.next()) {
        const auto decision = decisionFromName(query.value(2).toString());
        if (!decision || *decision == Decision::Cleared)
            continue;
        ReviewDecision item;
        item.decision = *decision;
        item.note = query.value(3).toString();
        item.reviewer = query.value(4).toString();
        item.decidedAt = QDateTime::fromString(query.value(5).toString(), Qt::ISODateWithMs);
        item.runId = query.value(6).toLongLong();
        item.actionId = query.value(7).toLongLong();
        result.insert({query.value(0).toLongLong(), query.value(1).toLongLong()}, item);
    }
    return result;
}

std::optional<ReviewDecision> ReviewStore::currentDecision(qint64 collectionId, DocumentPair pair,
                                                           const QString &reviewer) const
{
    // Small collections of decisions per collection; one query keeps one code path.
    const auto all = currentDecisions(collectionId, reviewer);
    const auto it = all.constFind(orderedPair(pair.first, pair.second));
    return it == all.cend() ? std::nullopt : std::optional<ReviewDecision>(*it);
}

QStringList ReviewStore::reviewers(qint64 collectionId) const
{
    QSqlQuery query = sql::exec(m_db,
                                u"SELECT DISTINCT reviewer FROM review_decision WHERE collection_id = ?"
                                " ORDER BY reviewer"_s,
                                {collectionId});
    QStringList result;
    while (query.next())
        result.append(query.value(0).toString());
    return result;
}

} // namespace nd::store
