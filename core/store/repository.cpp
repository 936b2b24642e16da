#include "store/repository.h"

#include "store/workspace.h"
#include "text/wordcount.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace nd::store {

namespace {

constexpr QChar kTokenSeparator = QChar(0x1F);

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QDateTime parseTime(const QVariant &value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

QString toJson(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject fromJson(const QVariant &value)
{
    return QJsonDocument::fromJson(value.toString().toUtf8()).object();
}

// A statement to bind and run (again and again); an SQL error becomes a WorkspaceError.
QSqlQuery prepareSql(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        throw WorkspaceError(QStringLiteral("Workspace query failed: %1").arg(query.lastError().text()));
    return query;
}

// A null QString would bind as SQL NULL; only an invalid QVariant means NULL here.
QVariant textValue(const QString &text)
{
    return text.isNull() ? QVariant(QStringLiteral("")) : QVariant(text);
}

// Prepares, binds and runs one statement; any SQL error becomes a WorkspaceError.
QSqlQuery execSql(const QSqlDatabase &db, const QString &sql, const QVariantList &values = {})
{
    QSqlQuery query = prepareSql(db, sql);
    for (const QVariant &value : values) {
        const bool nullString = value.metaType().id() == QMetaType::QString && value.toString().isNull();
        query.addBindValue(nullString ? textValue(QString()) : value);
    }
    if (!query.exec())
        throw WorkspaceError(QStringLiteral("Workspace query failed: %1").arg(query.lastError().text()));
    return query;
}

const QString kRunColumns = QStringLiteral(
    "id, collection_id, method, params, preprocessing, status, started_at, finished_at,"
    " timings, stats, error, pair_count");

RunInfo readRun(const QSqlQuery &query)
{
    RunInfo info;
    info.id = query.value(0).toLongLong();
    info.collectionId = query.value(1).toLongLong();
    info.method = query.value(2).toString();
    info.params = fromJson(query.value(3));
    info.preprocessing = fromJson(query.value(4));
    info.status = runStatusFromName(query.value(5).toString());
    info.started = parseTime(query.value(6));
    info.finished = parseTime(query.value(7));
    info.timings = fromJson(query.value(8));
    info.stats = fromJson(query.value(9));
    info.error = query.value(10).toString();
    info.pairCount = query.value(11).toLongLong();
    return info;
}

const QString kSummaryColumns = QStringLiteral("id, path, title, encoding, byte_size, word_count, cluster");

void readSummary(const QSqlQuery &query, DocumentSummary &summary)
{
    summary.id = query.value(0).toLongLong();
    summary.path = query.value(1).toString();
    summary.title = query.value(2).toString();
    summary.encoding = query.value(3).toString();
    summary.byteSize = query.value(4).toLongLong();
    summary.wordCount = query.value(5).toLongLong();
    summary.cluster = query.value(6).toString();
}

} // namespace

Repository::Repository(const Workspace &workspace)
    : m_db(workspace.database())
{
}

qint64 Repository::createCollection(const QString &name, const QString &sourcePath)
{
    const QSqlQuery query = execSql(m_db, QStringLiteral("INSERT INTO collection(name, source_path, created_at) VALUES (?, ?, ?)"),
                                {name, sourcePath, now()});
    return query.lastInsertId().toLongLong();
}

QList<CollectionInfo> Repository::collections() const
{
    QSqlQuery query = execSql(m_db, QStringLiteral(
        "SELECT c.id, c.name, c.source_path, c.created_at,"
        " (SELECT count(*) FROM document d WHERE d.collection_id = c.id),"
        " EXISTS(SELECT 1 FROM truth_pair t WHERE t.collection_id = c.id),"
        " EXISTS(SELECT 1 FROM document d WHERE d.collection_id = c.id AND d.cluster IS NOT NULL)"
        " FROM collection c ORDER BY c.id"));
    QList<CollectionInfo> result;
    while (query.next()) {
        CollectionInfo info;
        info.id = query.value(0).toLongLong();
        info.name = query.value(1).toString();
        info.sourcePath = query.value(2).toString();
        info.created = parseTime(query.value(3));
        info.documentCount = query.value(4).toLongLong();
        if (query.value(5).toBool())
            info.truthKind = QStringLiteral("pairs");
        else if (query.value(6).toBool())
            info.truthKind = QStringLiteral("clusters");
        result.append(info);
    }
    return result;
}

std::optional<CollectionInfo> Repository::collection(qint64 id) const
{
    for (const CollectionInfo &info : collections()) {
        if (info.id == id)
            return info;
    }
    return std::nullopt;
}

void Repository::renameCollection(qint64 id, const QString &name)
{
    execSql(m_db, QStringLiteral("UPDATE collection SET name = ? WHERE id = ?"), {name, id});
}

void Repository::deleteCollection(qint64 id)
{
    execSql(m_db, QStringLiteral("DELETE FROM collection WHERE id = ?"), {id});
}

qint64 Repository::addDocument(qint64 collectionId, const NewDocument &document)
{
    return addDocuments(collectionId, {document}).constFirst();
}

QList<qint64> Repository::addDocuments(qint64 collectionId, const QList<NewDocument> &documents)
{
    // Prepared once for the whole list: parsing the statement again for every
    // document cost as much as the insert itself.
    QSqlQuery insert = prepareSql(m_db, QStringLiteral(
        "INSERT INTO document(collection_id, path, title, text, encoding, format, content_hash,"
        " byte_size, word_count, invalid_sequences, cluster) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    std::optional<QSqlQuery> insertLocation;
    QList<qint64> ids;
    ids.reserve(documents.size());
    for (const NewDocument &document : documents) {
        const qint64 words = document.wordCount >= 0 ? document.wordCount : qint64(text::countWords(document.text));
        const QString title = document.title.isEmpty() ? QFileInfo(document.path).fileName() : document.title;
        insert.bindValue(0, collectionId);
        insert.bindValue(1, textValue(document.path));
        insert.bindValue(2, textValue(title));
        insert.bindValue(3, textValue(document.text));
        insert.bindValue(4, textValue(document.encoding));
        insert.bindValue(5, textValue(document.format));
        insert.bindValue(6, document.contentHash);
        insert.bindValue(7, document.byteSize);
        insert.bindValue(8, words);
        insert.bindValue(9, qint64(document.invalidSequences));
        insert.bindValue(10, document.cluster.isEmpty() ? QVariant() : QVariant(document.cluster));
        if (!insert.exec())
            throw WorkspaceError(QStringLiteral("Workspace query failed: %1").arg(insert.lastError().text()));
        const qint64 id = insert.lastInsertId().toLongLong();
        ids.append(id);
        if (document.locations.isEmpty())
            continue;
        if (!insertLocation) {
            insertLocation = prepareSql(m_db, QStringLiteral(
                "INSERT OR REPLACE INTO document_location(document_id, begin_offset, page, paragraph)"
                " VALUES (?, ?, ?, ?)"));
        }
        for (const SourceLocation &location : document.locations) {
            insertLocation->bindValue(0, id);
            insertLocation->bindValue(1, location.beginOffset);
            insertLocation->bindValue(2, location.page);
            insertLocation->bindValue(3, location.paragraph);
            if (!insertLocation->exec())
                throw WorkspaceError(QStringLiteral("Cannot store document locations: %1")
                                         .arg(insertLocation->lastError().text()));
        }
    }
    return ids;
}

QList<SourceLocation> Repository::locations(qint64 documentId) const
{
    QSqlQuery query = execSql(m_db, QStringLiteral("SELECT begin_offset, page, paragraph FROM document_location"
                                                   " WHERE document_id = ? ORDER BY begin_offset"),
                              {documentId});
    QList<SourceLocation> result;
    while (query.next())
        result.append(SourceLocation{query.value(0).toLongLong(), query.value(1).toInt(), query.value(2).toInt()});
    return result;
}

QList<DocumentSummary> Repository::documents(qint64 collectionId, const QString &filter) const
{
    QString sql = QStringLiteral("SELECT ") + kSummaryColumns
                  + QStringLiteral(" FROM document WHERE collection_id = ?");
    QVariantList values{collectionId};
    if (!filter.isEmpty()) {
        sql += QStringLiteral(" AND (path LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\')");
        QString escaped = filter;
        escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
            .replace(QLatin1Char('%'), QStringLiteral("\\%"))
            .replace(QLatin1Char('_'), QStringLiteral("\\_"));
        const QString pattern = QLatin1Char('%') + escaped + QLatin1Char('%');
        values << pattern << pattern;
    }
    sql += QStringLiteral(" ORDER BY id");
    QSqlQuery query = execSql(m_db, sql, values);
    QList<DocumentSummary> result;
    while (query.next()) {
        DocumentSummary summary;
        readSummary(query, summary);
        result.append(summary);
    }
    return result;
}

std::optional<DocumentRecord> Repository::document(qint64 id) const
{
    QSqlQuery query = execSql(m_db, QStringLiteral("SELECT ") + kSummaryColumns
                                     + QStringLiteral(", collection_id, text, format, content_hash, invalid_sequences"
                                                      " FROM document WHERE id = ?"),
                          {id});
    if (!query.next())
        return std::nullopt;
    DocumentRecord record;
    readSummary(query, record);
    record.collectionId = query.value(7).toLongLong();
    record.text = query.value(8).toString();
    record.format = query.value(9).toString();
    record.contentHash = query.value(10).toByteArray();
    record.invalidSequences = query.value(11).toLongLong();
    return record;
}

QList<QPair<qint64, QString>> Repository::documentTexts(qint64 collectionId) const
{
    QSqlQuery query = execSql(m_db, QStringLiteral("SELECT id, text FROM document WHERE collection_id = ? ORDER BY id"),
                          {collectionId});
    QList<QPair<qint64, QString>> result;
    while (query.next())
        result.append({query.value(0).toLongLong(), query.value(1).toString()});
    return result;
}

void Repository::addImportIssues(qint64 collectionId, const QList<ImportIssueRecord> &issues)
{
    Transaction transaction(m_db);
    for (const ImportIssueRecord &issue : issues)
        execSql(m_db, QStringLiteral("INSERT INTO import_issue(collection_id, path, reason) VALUES (?, ?, ?)"),
            {collectionId, issue.path, issue.reason});
    transaction.commit();
}

QList<ImportIssueRecord> Repository::importIssues(qint64 collectionId) const
{
    QSqlQuery query = execSql(m_db, QStringLiteral("SELECT path, reason FROM import_issue WHERE collection_id = ? ORDER BY id"),
                          {collectionId});
    QList<ImportIssueRecord> result;
    while (query.next())
        result.append({query.value(0).toString(), query.value(1).toString()});
    return result;
}

void Repository::setClusters(qint64 collectionId, const QHash<qint64, QString> &clusterOfDocument)
{
    Transaction transaction(m_db);
    execSql(m_db, QStringLiteral("UPDATE document SET cluster = NULL WHERE collection_id = ?"), {collectionId});
    for (auto it = clusterOfDocument.cbegin(); it != clusterOfDocument.cend(); ++it) {
        execSql(m_db, QStringLiteral("UPDATE document SET cluster = ? WHERE id = ? AND collection_id = ?"),
            {it.value().isEmpty() ? QVariant() : QVariant(it.value()), it.key(), collectionId});
    }
    transaction.commit();
}

QHash<qint64, QString> Repository::clusters(qint64 collectionId) const
{
    QSqlQuery query = execSql(m_db, QStringLiteral("SELECT id, cluster FROM document WHERE collection_id = ? AND cluster IS NOT NULL"),
                          {collectionId});
    QHash<qint64, QString> result;
    while (query.next())
        result.insert(query.value(0).toLongLong(), query.value(1).toString());
    return result;
}

void Repository::setTruthPairs(qint64 collectionId, const QList<LabelledPair> &pairs)
{
    Transaction transaction(m_db);
    execSql(m_db, QStringLiteral("DELETE FROM truth_pair WHERE collection_id = ?"), {collectionId});
    for (const LabelledPair &pair : pairs) {
        execSql(m_db, QStringLiteral("INSERT OR REPLACE INTO truth_pair(collection_id, doc_a, doc_b, positive) VALUES (?, ?, ?, ?)"),
            {collectionId, qMin(pair.a, pair.b), qMax(pair.a, pair.b), pair.positive ? 1 : 0});
    }
    transaction.commit();
}

QList<Repository::LabelledPair> Repository::truthPairs(qint64 collectionId) const
{
    QSqlQuery query = execSql(m_db, QStringLiteral("SELECT doc_a, doc_b, positive FROM truth_pair WHERE collection_id = ?"),
                          {collectionId});
    QList<LabelledPair> result;
    while (query.next())
        result.append({query.value(0).toLongLong(), query.value(1).toLongLong(), query.value(2).toBool()});
    return result;
}

void Repository::clearTruth(qint64 collectionId)
{
    Transaction transaction(m_db);
    execSql(m_db, QStringLiteral("DELETE FROM truth_pair WHERE collection_id = ?"), {collectionId});
    execSql(m_db, QStringLiteral("UPDATE document SET cluster = NULL WHERE collection_id = ?"), {collectionId});
    transaction.commit();
}

QHash<qint64, QStringList> Repository::cachedTokens(qint64 collectionId, const QString &preprocessKey) const
{
    QSqlQuery query = execSql(m_db, QStringLiteral(
        "SELECT t.document_id, t.tokens FROM token_cache t JOIN document d ON d.id = t.document_id"
        " WHERE d.collection_id = ? AND t.preprocess_key = ?"), {collectionId, preprocessKey});
    QHash<qint64, QStringList> result;
    while (query.next()) {
        const QString joined = QString::fromUtf8(query.value(1).toByteArray());
        result.insert(query.value(0).toLongLong(),
                      joined.isEmpty() ? QStringList() : joined.split(kTokenSeparator));
    }
    return result;
}

void Repository::storeTokens(const QString &preprocessKey, const QHash<qint64, QStringList> &tokensOfDocument)
{
    Transaction transaction(m_db);
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO token_cache(document_id, preprocess_key, tokens) VALUES (?, ?, ?)"));
    for (auto it = tokensOfDocument.cbegin(); it != tokensOfDocument.cend(); ++it) {
        query.bindValue(0, it.key());
        query.bindValue(1, preprocessKey);
        QByteArray joined = it.value().join(kTokenSeparator).toUtf8();
        if (joined.isNull())
            joined = QByteArray(""); // an empty token list is a value, not SQL NULL
        query.bindValue(2, joined);
        if (!query.exec())
            throw WorkspaceError(QStringLiteral("Cannot cache tokens: %1").arg(query.lastError().text()));
    }
    transaction.commit();
}

qint64 Repository::createRun(const RunInfo &info)
{
    const QSqlQuery query = execSql(m_db, QStringLiteral(
        "INSERT INTO run(collection_id, method, params, preprocessing, status, started_at)"
        " VALUES (?, ?, ?, ?, ?, ?)"),
        {info.collectionId, info.method, toJson(info.params), toJson(info.preprocessing),
         runStatusName(info.status), (info.started.isValid() ? info.started.toUTC().toString(Qt::ISODateWithMs) : now())});
    return query.lastInsertId().toLongLong();
}

void Repository::finishRun(qint64 runId, RunStatus status, const QJsonObject &timings,
                           const QJsonObject &stats, const QString &error)
{
    execSql(m_db, QStringLiteral(
        "UPDATE run SET status = ?, finished_at = ?, timings = ?, stats = ?, error = ?,"
        " pair_count = (SELECT count(*) FROM scored_pair WHERE run_id = ?) WHERE id = ?"),
        {runStatusName(status), now(), toJson(timings), toJson(stats), error, runId, runId});
}

void Repository::storePairs(qint64 runId, const ScoredPairs &pairs)
{
    Transaction transaction(m_db);
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO scored_pair(run_id, doc_a, doc_b, score) VALUES (?, ?, ?, ?)"));
    for (const ScoredPair &pair : pairs) {
        query.bindValue(0, runId);
        query.bindValue(1, qMin(pair.a, pair.b));
        query.bindValue(2, qMax(pair.a, pair.b));
        query.bindValue(3, pair.score);
        if (!query.exec())
            throw WorkspaceError(QStringLiteral("Cannot store scores: %1").arg(query.lastError().text()));
    }
    transaction.commit();
}

QList<RunInfo> Repository::runs(qint64 collectionId) const
{
    QString sql = QStringLiteral("SELECT ") + kRunColumns + QStringLiteral(" FROM run");
    QVariantList values;
    if (collectionId != 0) {
        sql += QStringLiteral(" WHERE collection_id = ?");
        values << collectionId;
    }
    sql += QStringLiteral(" ORDER BY id");
    QSqlQuery query = execSql(m_db, sql, values);
    QList<RunInfo> result;
    while (query.next())
        result.append(readRun(query));
    return result;
}

std::optional<RunInfo> Repository::run(qint64 runId) const
{
    QSqlQuery query = execSql(m_db, QStringLiteral("SELECT ") + kRunColumns + QStringLiteral(" FROM run WHERE id = ?"),
                                 {runId});
    if (!query.next())
        return std::nullopt;
    return readRun(query);
}

ScoredPairs Repository::pairs(qint64 runId) const
{
    QSqlQuery query = execSql(m_db, QStringLiteral("SELECT doc_a, doc_b, score FROM scored_pair WHERE run_id = ?"),
                                 {runId});
    ScoredPairs result;
    while (query.next())
        result.push_back({query.value(0).toLongLong(), query.value(1).toLongLong(), query.value(2).toDouble()});
    return result;
}

QList<Repository::RunScore> Repository::pairScores(qint64 documentA, qint64 documentB) const
{
    // One primary-key look-up (run_id, doc_a, doc_b) per run: runs are few, and
    // a second index on (doc_a, doc_b) would make every later run's inserts land
    // at random places in it (storing slowed from seconds to many minutes).
    QSqlQuery query = execSql(m_db,
                              QStringLiteral("SELECT ") + kRunColumns
                                  + QStringLiteral(", score FROM run CROSS JOIN scored_pair"
                                                   " ON scored_pair.run_id = run.id AND scored_pair.doc_a = ?"
                                                   " AND scored_pair.doc_b = ? ORDER BY run.id"),
                              {qMin(documentA, documentB), qMax(documentA, documentB)});
    QList<RunScore> result;
    while (query.next())
        result.append({readRun(query), query.value(12).toDouble()});
    return result;
}

void Repository::deleteRun(qint64 runId)
{
    execSql(m_db, QStringLiteral("DELETE FROM run WHERE id = ?"), {runId});
}

} // namespace nd::store
