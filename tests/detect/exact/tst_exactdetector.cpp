#include "detect/detector.h"
#include "detecttesthelpers.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::detect;
using namespace nd::detect::testing;

class TestExactDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void groupsByCanonicalText();
    void noParameters();
    void reportsProgress();
};

void TestExactDetector::groupsByCanonicalText()
{
    const Detector *detector = Registry::instance().find(u"exact");
    QVERIFY(detector);
    std::vector<DetectDocument> docs(7);
    const QStringList texts{u"Hello  world\n"_s, u"Hello world"_s, u" Hello\tworld "_s, u"Hello World"_s, QString(),
                            u" \n "_s,           u"Bye"_s};
    for (int i = 0; i < texts.size(); ++i) {
        docs[std::size_t(i)].id = 100 - i; // descending ids: pairs must still be a < b
        docs[std::size_t(i)].text = texts[i];
    }
    nd::JobControl control;
    const DetectResult result = detector->detect(docs, {}, control);
    // Canonically "Hello world": ids 100, 99, 98 -> 3 pairs at 1.0. "Hello World"
    // differs in case; the two blank texts are left out rather than paired.
    const auto pairs = pairMap(result.pairs);
    QCOMPARE(pairs.size(), std::size_t(3));
    QCOMPARE(pairs.at({99, 100}), 1.0);
    QCOMPARE(pairs.at({98, 100}), 1.0);
    QCOMPARE(pairs.at({98, 99}), 1.0);
    QCOMPARE(result.stats.value(u"groups"_s).toInt(), 1);
    QCOMPARE(result.stats.value(u"skipped_empty"_s).toInt(), 2);
}

void TestExactDetector::noParameters()
{
    const Detector *detector = Registry::instance().find(u"exact");
    QString error;
    QVERIFY(detector->resolve({}, &error).isEmpty());
    QVERIFY(error.isEmpty());
    detector->resolve({{u"shingle_size"_s, 4}}, &error);
    QVERIFY(error.contains(u"shingle_size"));
    QCOMPARE(detector->thresholdRange({}).suggested, 1.0);
}

void TestExactDetector::reportsProgress()
{
    // 600 documents hashed in chunks of 256: progress 256, 512, 600 of 600.
    std::vector<DetectDocument> docs(600);
    for (int i = 0; i < 600; ++i) {
        docs[std::size_t(i)].id = i;
        docs[std::size_t(i)].text = QString::number(i % 300);
    }
    QList<qint64> done;
    nd::JobControl control([&](qint64 d, qint64 total, const QString &) {
        if (total == 600)
            done << d;
    });
    const DetectResult result = Registry::instance().find(u"exact")->detect(docs, {}, control);
    QCOMPARE(done, (QList<qint64>{256, 512, 600}));
    QCOMPARE(result.pairs.size(), std::size_t(300)); // i and i + 300
}

QTEST_GUILESS_MAIN(TestExactDetector)
#include "tst_exactdetector.moc"
