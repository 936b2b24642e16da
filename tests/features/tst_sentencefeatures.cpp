#include "features/sentencefeatures.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd::features;

class TestSentenceFeatures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void features_data();
    void features();
    void positions_data();
    void positions();
};

void TestSentenceFeatures::features_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("positions");
    QTest::addColumn<QStringList>("expected");
    // Words: pi, is, 3.14, today | yes. "3.14" is one word, so its full stop
    // ends no sentence; "!" and "?" do; the text's end closes the last.
    const QString text = u"Pi is 3.14 today! Yes?"_s;
    QTest::newRow("first and last") << text << QList<int>{1, -1} << QStringList{u"4|pi|today"_s, u"1|yes|yes"_s};
    // Position 2 of a one-word sentence and position 5 of a four-word one do
    // not exist: empty terms, so the feature still has its shape.
    QTest::newRow("missing positions") << text << QList<int>{2, 5} << QStringList{u"4|is|"_s, u"1||"_s};
    QTest::newRow("term count alone") << text << QList<int>{} << QStringList{u"4"_s, u"1"_s};
    QTest::newRow("case folded, no end mark") << u"The END of it"_s << QList<int>{-2} << QStringList{u"4|of"_s};
    QTest::newRow("CJK full stop") << u"Alpha beta。Gamma"_s << QList<int>{1}
                                   << QStringList{u"2|alpha"_s, u"1|gamma"_s};
    QTest::newRow("no words") << u" .. ! "_s << QList<int>{1} << QStringList{};
}

void TestSentenceFeatures::features()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, positions);
    QFETCH(QStringList, expected);
    QCOMPARE(sentenceFeatures(text, positions), expected);
}

void TestSentenceFeatures::positions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("first, last") << u"1,-1"_s << true << QList<int>{1, -1};
    QTest::newRow("spaces") << u" 2 , 3 "_s << true << QList<int>{2, 3};
    QTest::newRow("empty") << u""_s << true << QList<int>{};
    QTest::newRow("zero") << u"0"_s << false << QList<int>{};
    QTest::newRow("empty part") << u"1,,2"_s << false << QList<int>{};
    QTest::newRow("word") << u"first"_s << false << QList<int>{};
    QTest::newRow("too far") << u"101"_s << false << QList<int>{};
}

void TestSentenceFeatures::positions()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(QList<int>, expected);
    const std::optional<QList<int>> parsed = parseTermPositions(text);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(*parsed, expected);
}

QTEST_GUILESS_MAIN(TestSentenceFeatures)
#include "tst_sentencefeatures.moc"
