// Key numbers of the paper presets on the labelled data beside the repository:
// every case of reference.json is re-run through neardup-cli and its best F1
// must stay within the stated tolerance of the committed reference.
#include "clirunner.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

class TestReproduction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void bestF1_data();
    void bestF1();

private:
    // The collection a case runs on, made on first use in the shared workspace.
    qint64 collection(const QString &name);
    QStringList withWorkspace(QStringList arguments) const { return arguments << u"--workspace"_s << m_workspace; }

    QJsonObject m_reference;
    QString m_data;
    QTemporaryDir m_dir;
    QString m_workspace;
    QHash<QString, qint64> m_collections;
};

void TestReproduction::initTestCase()
{
    QFile file(QStringLiteral(NEARDUP_REPRODUCTION_REFERENCE));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QJsonParseError error;
    m_reference = QJsonDocument::fromJson(file.readAll(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(!m_reference.value(u"cases"_s).toArray().isEmpty());
    m_data = nd::test::sharedDataDir();
    QVERIFY(m_dir.isValid());
    m_workspace = m_dir.filePath(u"reproduction.ndw"_s);
}

void TestReproduction::bestF1_data()
{
    QTest::addColumn<QString>("collectionName");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<double>("reference");
    QTest::addColumn<double>("tolerance");
    const double defaultTolerance = m_reference.value(u"tolerance"_s).toDouble();
    for (const QJsonValue &value : m_reference.value(u"cases"_s).toArray()) {
        const QJsonObject entry = value.toObject();
        QStringList arguments;
        for (const QJsonValue &argument : entry.value(u"arguments"_s).toArray())
            arguments.append(argument.toString());
        QTest::newRow(qPrintable(entry.value(u"name"_s).toString()))
            << entry.value(u"collection"_s).toString() << arguments << entry.value(u"best_f1"_s).toDouble()
            << entry.value(u"tolerance"_s).toDouble(defaultTolerance);
    }
}

qint64 TestReproduction::collection(const QString &name)
{
    if (m_collections.contains(name))
        return m_collections.value(name);
    const QDir data(m_data);
    qint64 id = 0;
    if (name == u"goldset-dev"_s) {
        const CliResult result = cli(withWorkspace({u"import"_s, data.filePath(u"goldset-dev"_s), u"--name"_s, name,
                                                    u"--truth"_s, u"folders"_s, u"--json"_s}));
        id = result.json().value(u"collection"_s).toInteger();
    } else if (name == u"clough-stevenson"_s) {
        // The README's near-duplicate view: cut and light revisions positive,
        // independent answers negative, heavy revisions left out.
        QProcess script;
        script.start(u"bash"_s,
                     {QStringLiteral(NEARDUP_SOURCE_DIR) + u"/scripts/clough-stevenson-truth.sh"_s,
                      data.filePath(u"clough-stevenson/labels.csv"_s)});
        if (!script.waitForFinished(60000) || script.exitCode() != 0)
            return 0;
        const QString truth = nd::test::writeFile(m_dir, u"clough-truth.csv"_s, script.readAllStandardOutput());
        const CliResult result = cli(withWorkspace({u"import"_s, data.filePath(u"clough-stevenson"_s), u"--name"_s,
                                                    name, u"--truth"_s, u"pairs:"_s + truth, u"--json"_s}));
        id = result.json().value(u"collection"_s).toInteger();
    } else if (name == u"spamassassin-synthetic"_s) {
        // docs/figures/README.md's collection for paper 000.
        const CliResult imported = cli(
            withWorkspace({u"import"_s, data.filePath(u"spamassassin"_s), u"--name"_s, u"spamassassin"_s, u"--json"_s}),
            600000);
        const qint64 source = imported.json().value(u"collection"_s).toInteger();
        QStringList synth{u"synth"_s, u"--collection"_s, QString::number(source), u"--json"_s};
        for (const QJsonValue &argument : m_reference.value(u"synth"_s).toArray())
            synth.append(argument.toString());
        id = cli(withWorkspace(synth), 600000).json().value(u"collection"_s).toInteger();
    }
    m_collections.insert(name, id);
    return id;
}

void TestReproduction::bestF1()
{
    QFETCH(QString, collectionName);
    QFETCH(QStringList, arguments);
    QFETCH(double, reference);
    QFETCH(double, tolerance);
    const QString folder = collectionName == u"spamassassin-synthetic"_s ? u"spamassassin"_s : collectionName;
    if (m_data.isEmpty() || !QDir(m_data).exists(folder))
        QSKIP(qPrintable(u"the labelled data folder %1 is not present under ../shared/data (NEARDUP_SHARED_DATA is "
                         "\"%2\"): nothing to reproduce"_s.arg(folder, qEnvironmentVariable("NEARDUP_SHARED_DATA"))));
    const qint64 id = collection(collectionName);
    QVERIFY2(id > 0, qPrintable(u"could not make the collection %1"_s.arg(collectionName)));

    const QStringList command = withWorkspace(QStringList{u"sweep"_s, u"--collection"_s, QString::number(id)}
                                              << arguments << u"--allow-all-pairs"_s << u"--json"_s);
    const CliResult result = cli(command, 600000);
    QCOMPARE(result.exitCode, 0);
    const QJsonArray points = result.json().value(u"points"_s).toArray();
    QVERIFY2(points.size() == 1, qPrintable(u"one grid point expected: "_s + cliCommandLine(command)));
    const double measured = points.first().toObject().value(u"best_f1"_s).toDouble();
    qInfo("%s: best F1 %.4f (reference %.4f +- %.3f)", QTest::currentDataTag(), measured, reference, tolerance);
    QVERIFY2(std::abs(measured - reference) <= tolerance,
             qPrintable(u"best F1 %1 is more than %2 from the reference %3 (tests/reproduction/reference.json): %4"_s
                            .arg(measured, 0, 'f', 4)
                            .arg(tolerance)
                            .arg(reference, 0, 'f', 4)
                            .arg(cliCommandLine(command))));
}

QTEST_GUILESS_MAIN(TestReproduction)
#include "tst_reproduction.moc"
