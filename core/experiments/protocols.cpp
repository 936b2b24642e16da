#include "experiments/protocols.h"

#include "base/hashing.h"
#include "store/collectionstore.h"
#include "store/truthstore.h"
#include "store/workspace.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

const QString syntheticPrefix = QStringLiteral("synthetic:");
const QString sourceFileName = QStringLiteral("source.txt");

QStringList wordsOf(const QString &text)
{
    static const QRegularExpression space(u"\\s+"_s);
    return text.split(space, Qt::SkipEmptyParts);
}

} // namespace

QStringList splitIntoPieces(const QString &text, int pieceBytes)
{
    if (pieceBytes <= 0)
        return {text};
    QStringList pieces;
    QStringList current;
    qint64 bytes = 0;
    for (const QString &word : wordsOf(text)) {
        current.append(word);
        bytes += word.toUtf8().size() + 1;
        if (bytes >= pieceBytes) {
            pieces.append(current.join(u' '));
            current.clear();
            bytes = 0;
        }
    }
    // A short tail would make a source unlike the others in size: keep it only
    // when it is the whole text.
    if (!current.isEmpty() && (pieces.isEmpty() || bytes >= pieceBytes / 2))
        pieces.append(current.join(u' '));
    return pieces;
}

QString editWords(const QStringList &words, int edits, const QStringList &vocabulary, quint32 seed)
{
    QRandomGenerator random(seed);
    QStringList out = words;
    for (int e = 0; e < edits; ++e) {
        const int op = int(random.bounded(3u));
        const QString fresh =
            vocabulary.isEmpty() ? u"x"_s : vocabulary.at(int(random.bounded(quint32(vocabulary.size()))));
        if (op == 0 || out.isEmpty())
            out.insert(int(random.bounded(quint32(out.size() + 1))), fresh);
        else if (op == 1)
            out.removeAt(int(random.bounded(quint32(out.size()))));
        else
            out[int(random.bounded(quint32(out.size())))] = fresh;
    }
    return out.join(u' ');
}

qint64 makeSyntheticCollection(const store::Workspace &workspace, const SynthOptions &options, JobControl &control)
{
    return makeSynthetic(workspace, options, control).collectionId;
}

namespace {

store::NewDocument plainDocument(const QString &path, const QString &text, const QString &cluster)
{
    store::NewDocument doc;
    doc.path = path;
    doc.title = path;
    doc.text = text;
    doc.format = u"text"_s;
    doc.encoding = u"UTF-8"_s;
    const QByteArray utf8 = text.toUtf8();
    doc.byteSize = utf8.size();
    doc.contentHash = contentDigest(utf8);
    doc.cluster = cluster;
    return doc;
}

// Stores background pieces in batches; stops at `limit` (kAllBackground: none).
class BackgroundWriter
{
public:
    BackgroundWriter(store::CollectionStore &store, qint64 collection, qint64 limit, JobControl &control)
        : m_store(store)
        , m_collection(collection)
        , m_limit(limit)
        , m_control(control)
    { }
    bool full() const { return m_limit != SynthOptions::kAllBackground && m_count >= m_limit; }
    void add(const QString &piece)
    {
        if (full())
            return;
        ++m_count;
        m_batch.append(plainDocument(u"background/piece-%1.txt"_s.arg(m_count), piece, {}));
        if (m_batch.size() >= 1000)
            flush();
    }
    void flush()
    {
        throwIfCancelled(m_control);
        if (!m_batch.isEmpty())
            m_store.addDocuments(m_collection, m_batch);
        m_batch.clear();
        m_control.report(m_count, m_limit == SynthOptions::kAllBackground ? 0 : m_limit);
    }
    qint64 count() const { return m_count; }

private:
    store::CollectionStore &m_store;
    qint64 m_collection;
    qint64 m_limit;
    JobControl &m_control;
    QList<store::NewDocument> m_batch;
    qint64 m_count = 0;
};

// Text files under a folder in path order; files with NUL bytes (binary) are skipped.
void addFolderPieces(const QString &folder, int pieceBytes, BackgroundWriter &writer)
{
    if (!QFileInfo(folder).isDir())
        throw std::invalid_argument(u"%1 is not a folder."_s.arg(folder).toStdString());
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::Readable, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    for (const QString &path : std::as_const(files)) {
        if (writer.full())
            return;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = file.readAll();
        if (bytes.contains('\0'))
            continue;
        for (const QString &piece : splitIntoPieces(QString::fromUtf8(bytes), pieceBytes))
            if (wordsOf(piece).size() >= 20)
                writer.add(piece);
    }
}

} // namespace

SynthResult makeSynthetic(const store::Workspace &workspace, const SynthOptions &options, JobControl &control)
{
    if (options.sources < 1 || options.variants < 0 || options.editRate < 0)
        throw std::invalid_argument("Sources must be at least 1, variants and the edit rate not negative.");
    store::CollectionStore collectionStore(workspace);
    store::TruthStore truthStore(workspace);
    const auto source = collectionStore.collection(options.sourceCollectionId);
    if (!source)
        throw std::invalid_argument(u"There is no collection %1."_s.arg(options.sourceCollectionId).toStdString());
    control.setPhase(u"pick sources"_s);
    QStringList candidates;
    QSet<QString> vocabularySet;
    for (const auto &[id, text] : collectionStore.documentTexts(options.sourceCollectionId)) {
        Q_UNUSED(id);
        for (const QString &piece : splitIntoPieces(text, options.pieceBytes)) {
            // Texts of a handful of words cannot carry an edit rate.
            if (wordsOf(piece).size() >= 20)
                candidates.append(piece);
        }
        if (vocabularySet.size() < 50000)
            for (const QString &w : wordsOf(text))
                vocabularySet.insert(w);
    }
    if (candidates.size() < options.sources)
        throw std::invalid_argument(
            u"The collection has %1 texts of 20 words or more; %2 sources asked."_s.arg(candidates.size())
                .arg(options.sources)
                .toStdString());
    QStringList vocabulary(vocabularySet.begin(), vocabularySet.end());
    vocabulary.sort(); // QSet order is not stable across runs; the seed must be enough
    QRandomGenerator random(options.seed);
    QList<int> picked;
    while (picked.size() < options.sources) {
        const int index = int(random.bounded(quint32(candidates.size())));
        if (!picked.contains(index))
            picked.append(index);
    }
    const QString name = options.name.isEmpty()
        ? u"synthetic of %1 (%2 x %3, edit rate %4, seed %5%6)"_s.arg(source->name)
              .arg(options.sources)
              .arg(options.variants)
              .arg(options.editRate)
              .arg(options.seed)
              .arg(options.backgroundPieces == 0 ? QString() : u", with background"_s)
        : options.name;
    store::Transaction transaction(workspace);
    const qint64 collection =
        collectionStore.createCollection(name, syntheticPrefix + QString::number(options.sourceCollectionId));
    QHash<qint64, QString> clusters;
    const qint64 total = qint64(options.sources) * (options.variants + 1);
    qint64 done = 0;
    control.setPhase(u"make variants"_s);
    for (int s = 0; s < options.sources; ++s) {
        const QStringList words = wordsOf(candidates.at(picked.at(s)));
        const QString cluster = u"source-%1"_s.arg(s + 1);
        for (int v = 0; v <= options.variants; ++v) {
            throwIfCancelled(control);
            // Variant 0 is the source itself.
            const int edits = v == 0 ? 0 : int(std::lround(options.editRate * double(words.size())));
            const QString text = v == 0 ? words.join(u' ') : editWords(words, edits, vocabulary, random.generate());
            const QString path = v == 0 ? cluster + u'/' + sourceFileName : u"%1/variant-%2.txt"_s.arg(cluster).arg(v);
            clusters.insert(collectionStore.addDocument(collection, plainDocument(path, text, cluster)), cluster);
            control.report(++done, total);
        }
    }
    truthStore.setClusters(collection, clusters);

    SynthResult result{collection, total, 0};
    if (options.backgroundPieces != 0) {
        control.setPhase(u"add background"_s);
        // The unpicked pieces in a seeded order, so a smaller background is a
        // random part of the source collection rather than its first files.
        QList<int> unpicked;
        for (int i = 0; i < candidates.size(); ++i)
            if (!picked.contains(i))
                unpicked.append(i);
        std::shuffle(unpicked.begin(), unpicked.end(), std::mt19937(options.seed));
        BackgroundWriter writer(collectionStore, collection, options.backgroundPieces, control);
        for (const int i : std::as_const(unpicked))
            writer.add(candidates.at(i));
        for (const QString &folder : options.backgroundFolders)
            addFolderPieces(folder, options.pieceBytes, writer);
        writer.flush();
        if (options.backgroundPieces != SynthOptions::kAllBackground && writer.count() < options.backgroundPieces)
            throw std::invalid_argument(u"Only %1 background pieces of 20 words or more were found (%2 asked); "
                                        "name a folder of more text with --background-from."_s.arg(writer.count())
                                            .arg(options.backgroundPieces)
                                            .toStdString());
        result.background = writer.count();
        result.documents += writer.count();
    }
    transaction.commit();
    return result;
}

bool isSyntheticCollection(const QString &collectionSourcePath)
{
    return collectionSourcePath.startsWith(syntheticPrefix);
}

bool isSyntheticSource(const QString &documentPath)
{
    return documentPath.endsWith(u'/' + sourceFileName);
}

QList<qint64> syntheticSources(const store::Workspace &workspace, qint64 collectionId)
{
    const store::CollectionStore collectionStore(workspace);
    const auto collection = collectionStore.collection(collectionId);
    if (!collection || !isSyntheticCollection(collection->sourcePath))
        return {};
    QList<qint64> sources;
    for (const store::DocumentSummary &document : collectionStore.documents(collectionId))
        if (isSyntheticSource(document.path))
            sources.append(document.id);
    std::sort(sources.begin(), sources.end());
    return sources;
}

} // namespace nd::experiments
