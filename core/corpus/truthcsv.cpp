#include "corpus/truthcsv.h"

#include "corpus/csvreader.h"
#include "store/collectionstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"

#include <QFile>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::corpus {

namespace {

constexpr int kMaxProblems = 10;

[[noreturn]] void fail(const QString &message)
{
    throw std::runtime_error(message.toStdString());
}

QString normalisedName(const QString &name)
{
    QString n = name.trimmed();
    n.replace(u'\\', u'/');
    while (n.startsWith(u"./"_s))
        n.remove(0, 2);
    return n;
}

QStringView fileNameOf(const QString &path)
{
    return QStringView(path).sliced(path.lastIndexOf(u'/') + 1);
}

// Finds documents by collection path first, then by file name when only one
// document has that name (truth files often list bare file names). Only the
// names a truth file asks for are kept: hashing every path of a 20,000-document
// collection, and freeing them again, took longer than the pairs' inserts.
class DocumentIndex
{
public:
    // (id, path) of every document (CollectionStore::documentPaths), and the
    // normalised names that will be looked up.
    DocumentIndex(const QList<QPair<qint64, QString>> &documents, const QSet<QString> &wanted)
    {
        for (const auto &[id, path] : documents) {
            if (wanted.contains(path))
                m_byPath.insert(path, id);
            // A bare name shares the path's characters: nothing is copied for it.
            const QStringView name = fileNameOf(path);
            const QString nameString = name.size() == path.size() ? path : name.toString();
            if (wanted.contains(nameString))
                m_byName.insert(nameString, m_byName.contains(nameString) ? -1 : id);
        }
    }
    // The names find() may look up for a cell of a truth file.
    static void addWanted(const QString &rawName, QSet<QString> &wanted)
    {
        const QString name = normalisedName(rawName);
        wanted.insert(fileNameOf(name).toString());
        wanted.insert(name);
    }
    qint64 find(const QString &rawName) const
    {
        const QString name = normalisedName(rawName);
        if (const auto it = m_byPath.constFind(name); it != m_byPath.cend())
            return *it;
        const qint64 byName = m_byName.value(fileNameOf(name).toString(), 0);
        return byName > 0 ? byName : 0;
    }

private:
    QHash<QString, qint64> m_byPath;
    QHash<QString, qint64> m_byName; // -1: ambiguous
};

class Problems
{
public:
    explicit Problems(TruthImportResult &result)
        : m_result(result)
    { }
    void add(int line, const QString &message)
    {
        if (m_result.problems.size() < kMaxProblems)
            m_result.problems.append(u"line %1: %2"_s.arg(line).arg(message));
        else
            ++m_dropped;
    }
    void finish()
    {
        if (m_dropped > 0)
            m_result.problems.append(u"... and %1 more"_s.arg(m_dropped));
    }

private:
    TruthImportResult &m_result;
    qint64 m_dropped = 0;
};

} // namespace

std::optional<bool> parseTruthLabel(const QString &cell)
{
    const QString v = cell.trimmed().toLower();
    if (v.isEmpty() || v == u"1"_s || v == u"true"_s || v == u"yes"_s || v == u"positive"_s || v == u"pos"_s
        || v == u"y"_s)
        return true;
    if (v == u"0"_s || v == u"false"_s || v == u"no"_s || v == u"negative"_s || v == u"neg"_s || v == u"n"_s)
        return false;
    return std::nullopt;
}

TruthImportResult importTruthCsv(const store::Workspace &workspace, qint64 collectionId, const QString &csvPath)
{
    QFile file(csvPath);
    if (!file.open(QIODevice::ReadOnly))
        fail(u"Cannot read the ground-truth file %1: %2"_s.arg(csvPath, file.errorString()));
    const CsvTable table = readCsv(file.readAll());
    if (table.header.isEmpty())
        fail(u"The ground-truth file %1 is empty."_s.arg(csvPath));
    if (table.header.size() < 2)
        fail(u"The ground-truth file %1 needs a header row with at least two columns "
             "(document_a,document_b[,label] or document,cluster)."_s.arg(csvPath));

    static const QStringList clusterNames = {u"cluster"_s, u"label_cluster"_s, u"group"_s};
    const bool clusterLayout = table.header.size() == 2 && clusterNames.contains(table.header.at(1).toLower());

    store::CollectionStore collectionStore(workspace);
    store::TruthStore truthStore(workspace);
    QSet<QString> wanted;
    for (const QStringList &row : table.rows) {
        for (qsizetype column = 0; column < std::min<qsizetype>(row.size(), clusterLayout ? 1 : 2); ++column)
            DocumentIndex::addWanted(row.at(column), wanted);
    }
    const DocumentIndex index(collectionStore.documentPaths(collectionId), wanted);
    TruthImportResult result;
    result.kind = clusterLayout ? u"clusters"_s : u"pairs"_s;
    Problems problems(result);

    QHash<qint64, QString> clusters;
    QHash<QPair<qint64, qint64>, bool> pairs; // later rows win over earlier ones
    QList<QPair<qint64, qint64>> pairOrder;
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        const QStringList &row = table.rows.at(r);
        const int line = table.lineOfRow.at(r);
        if (row.size() < 2) {
            problems.add(line, u"expected at least 2 columns, found %1"_s.arg(row.size()));
            continue;
        }
        const qint64 a = index.find(row.at(0));
        const qint64 b = clusterLayout ? 1 : index.find(row.at(1));
        if (a == 0 || b == 0) {
            ++result.unmatched;
            problems.add(line, u"unknown document '%1'"_s.arg(a == 0 ? row.at(0) : row.at(1)));
            continue;
        }
        if (clusterLayout) {
            // An empty cluster cell is allowed: the document is a singleton.
            if (!row.at(1).isEmpty())
                clusters.insert(a, row.at(1));
            ++result.rows;
            continue;
        }
        if (a == b) {
            problems.add(line, u"a document paired with itself"_s);
            continue;
        }
        const std::optional<bool> label = parseTruthLabel(row.size() > 2 ? row.at(2) : QString());
        if (!label) {
            problems.add(line, u"unknown label '%1' (use 1/0, true/false, yes/no, positive/negative)"_s.arg(row.at(2)));
            continue;
        }
        const QPair<qint64, qint64> key(std::min(a, b), std::max(a, b));
        if (!pairs.contains(key))
            pairOrder.append(key);
        pairs.insert(key, *label);
        ++result.rows;
    }
    problems.finish();

    if (result.rows == 0) {
        // Keep whatever truth the collection had rather than replace it by nothing.
        result.problems.append(u"no row matched a document of the collection; ground truth left unchanged"_s);
        return result;
    }
    // Each store call is a transaction of its own.
    if (clusterLayout) {
        truthStore.setClusters(collectionId, clusters);
    } else {
        QList<store::TruthStore::LabelledPair> labelled;
        labelled.reserve(pairOrder.size());
        for (const auto &key : std::as_const(pairOrder))
            labelled.append({key.first, key.second, pairs.value(key)});
        truthStore.setTruthPairs(collectionId, labelled);
    }
    return result;
}

} // namespace nd::corpus
