#include "experiments/sweep.h"
#include "store/repository.h"
#include "store/workspace.h"

#include <QCryptographicHash>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd;

class TestSweep : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void parsesRanges();
    void parsesListsAndSteps();
    void rejectsBadAxes();
    void expandsMethodsOutermost();
    void methodParamsReachOnlyTheirMethod();
    void reusesIdenticalRuns();
    void cancelKeepsFinishedPoints();
    void bestTablePerPoint();

private:
    qint64 doneRuns() const;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<store::Workspace> m_workspace;
    qint64 m_collection = 0;
};

void TestSweep::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_workspace = std::make_unique<store::Workspace>(m_dir->filePath(u"sweep.ndwb"_s));
    store::Repository repo(*m_workspace);
    m_collection = repo.createCollection(u"tiny"_s, m_dir->path());
    const QStringList texts = {u"the quick brown fox jumps over the lazy dog near the river bank today"_s,
                               u"the quick brown fox jumps over the lazy dog near the river bank now"_s,
                               u"astronomy students watched distant stars through a large telescope"_s,
                               u"cooking pasta with garlic olive oil and fresh basil leaves tonight"_s};
    QHash<qint64, QString> clusters;
    for (int i = 0; i < texts.size(); ++i) {
        store::NewDocument doc;
        doc.path = u"d%1.txt"_s.arg(i);
        doc.text = texts[i];
        doc.format = u"text"_s;
        doc.encoding = u"UTF-8"_s;
        doc.byteSize = texts[i].toUtf8().size();
        doc.contentHash = QCryptographicHash::hash(texts[i].toUtf8(), QCryptographicHash::Sha1);
        const qint64 id = repo.addDocument(m_collection, doc);
        clusters.insert(id, i < 2 ? u"fox"_s : u"single%1"_s.arg(i));
    }
    repo.setClusters(m_collection, clusters);
}

void TestSweep::cleanup()
{
    m_workspace.reset();
    m_dir.reset();
}

qint64 TestSweep::doneRuns() const
{
    qint64 n = 0;
    for (const auto &run : store::Repository(*m_workspace).runs(m_collection))
        n += run.status == store::RunStatus::Done ? 1 : 0;
    return n;
}

void TestSweep::parsesRanges()
{
    const auto axis = experiments::parseAxis(u"shingle_size=1..5"_s);
    QCOMPARE(axis.parameter, u"shingle_size"_s);
    QCOMPARE(axis.values, (QVariantList{1LL, 2LL, 3LL, 4LL, 5LL}));
    QCOMPARE(axis.values.first().typeId(), int(QMetaType::LongLong));
}

void TestSweep::parsesListsAndSteps()
{
    QCOMPARE(experiments::parseAxis(u"lexicons=1,4,7,10"_s).values, (QVariantList{1LL, 4LL, 7LL, 10LL}));
    const auto stepped = experiments::parseAxis(u"target_threshold=0.1..0.5:0.1"_s);
    QCOMPARE(stepped.values.size(), 5); // upper bound inclusive despite 0.1 not being exact
    QCOMPARE(stepped.values.at(2).toDouble(), 0.3);
    QCOMPARE(stepped.values.last().toDouble(), 0.5);
    QCOMPARE(experiments::parseAxis(u"compressor=snappy,zlib"_s).values, (QVariantList{u"snappy"_s, u"zlib"_s}));
    QCOMPARE(experiments::parseAxis(u"max_distance=2..10:4"_s).values, (QVariantList{2LL, 6LL, 10LL}));
}

void TestSweep::rejectsBadAxes()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::parseAxis(u"shingle_size"_s));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::parseAxis(u"k=5..1"_s));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::parseAxis(u"k=1..x"_s));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::parseAxis(u"k=1..3:0"_s));
}

void TestSweep::expandsMethodsOutermost()
{
    experiments::SweepSpec spec;
    spec.collectionId = m_collection;
    spec.methods = {u"simhash-shingles"_s, u"simhash-lexicons"_s};
    spec.axes = {experiments::parseAxis(u"bits=32,64"_s), experiments::parseAxis(u"max_distance=2..3"_s)};
    const auto points = experiments::expandGrid(spec);
    QCOMPARE(points.size(), 8);
    QCOMPARE(points[0].method, u"simhash-shingles"_s);
    QCOMPARE(points[3].method, u"simhash-shingles"_s);
    QCOMPARE(points[4].method, u"simhash-lexicons"_s);
    // First axis slowest: (32,2) (32,3) (64,2) (64,3).
    QCOMPARE(points[1].gridValues.value(u"bits"_s).toInt(), 32);
    QCOMPARE(points[1].gridValues.value(u"max_distance"_s).toInt(), 3);
    QCOMPARE(points[2].gridValues.value(u"bits"_s).toInt(), 64);
    QCOMPARE(points[2].gridValues.value(u"max_distance"_s).toInt(), 2);
    QCOMPARE(points[0].gridValues.size(), 2);
    QVERIFY(points[0].params.size() > 2); // resolved: defaults filled
    spec.fixedParams.insert(u"no_such_param"_s, 1);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, experiments::expandGrid(spec));
}

void TestSweep::methodParamsReachOnlyTheirMethod()
{
    // `measure` exists for shingling only: as a per-method parameter it must not
    // be offered to minhash (which would reject it as unknown).
    experiments::SweepSpec spec;
    spec.collectionId = m_collection;
    spec.methods = {u"shingling"_s, u"minhash"_s};
    spec.methodParams.insert(u"shingling"_s, {{u"measure"_s, u"containment"_s}});
    const auto points = experiments::expandGrid(spec);
    QCOMPARE(points.size(), 2);
    QCOMPARE(points[0].params.value(u"measure"_s).toString(), u"containment"_s);
    QVERIFY(!points[1].params.contains(u"measure"_s));
}

void TestSweep::reusesIdenticalRuns()
{
    experiments::SweepSpec spec;
    spec.collectionId = m_collection;
    spec.methods = {u"shingling"_s};
    spec.axes = {experiments::parseAxis(u"shingle_size=1..3"_s)};
    JobControl control;
    int called = 0;
    const auto first = experiments::runSweep(*m_workspace, spec, control, [&](const experiments::GridPoint &) { ++called; });
    QCOMPARE(called, 3);
    QCOMPARE(doneRuns(), 3);
    for (const auto &p : first)
        QVERIFY(!p.reused);
    // Extending the grid recomputes only the new value; given as strings, as the CLI passes them.
    spec.axes = {experiments::GridAxis{u"shingle_size"_s, {u"1"_s, u"2"_s, u"3"_s, u"4"_s}}};
    const auto second = experiments::runSweep(*m_workspace, spec, control);
    QCOMPARE(doneRuns(), 4);
    for (int i = 0; i < 3; ++i) {
        QVERIFY(second[i].reused);
        QCOMPARE(second[i].runId, first[i].runId);
        QCOMPARE(second[i].seconds, 0.0);
    }
    QVERIFY(!second[3].reused);
    const auto third = experiments::runSweep(*m_workspace, spec, control);
    QCOMPARE(doneRuns(), 4);
    for (const auto &p : third)
        QVERIFY(p.reused);
    // Other preprocessing is another setting: nothing reused.
    spec.preprocessing.stem = false;
    const auto fourth = experiments::runSweep(*m_workspace, spec, control);
    QVERIFY(!fourth[0].reused);
    QCOMPARE(doneRuns(), 8);
}

void TestSweep::cancelKeepsFinishedPoints()
{
    experiments::SweepSpec spec;
    spec.collectionId = m_collection;
    spec.methods = {u"shingling"_s};
    spec.axes = {experiments::parseAxis(u"shingle_size=1..3"_s)};
    QStringList phases;
    JobControl control([&](qint64, qint64, const QString &phase) {
        if (phases.isEmpty() || phases.last() != phase)
            phases.append(phase);
    });
    bool cancelled = false;
    try {
        experiments::runSweep(*m_workspace, spec, control, [&](const experiments::GridPoint &) { control.cancel(); });
    } catch (const Cancelled &) {
        cancelled = true;
    }
    QVERIFY(cancelled);
    QCOMPARE(doneRuns(), 1);
    QCOMPARE(phases.value(0), u"grid point 1 of 3"_s);
    QVERIFY(!phases.contains(u"grid point 2 of 3"_s));
}

void TestSweep::bestTablePerPoint()
{
    experiments::SweepSpec spec;
    spec.collectionId = m_collection;
    spec.methods = {u"shingling"_s};
    spec.axes = {experiments::parseAxis(u"shingle_size=2"_s)};
    JobControl control;
    const auto rows = experiments::bestFTable(*m_workspace, experiments::runSweep(*m_workspace, spec, control));
    QCOMPARE(rows.size(), 1);
    // The fox pair shares most 2-shingles and is the only positive; others share none.
    QCOMPARE(rows[0].best.f1, 1.0);
    QCOMPARE(rows[0].best.precision, 1.0);
    QVERIFY(rows[0].best.threshold > 0.5);
}

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
