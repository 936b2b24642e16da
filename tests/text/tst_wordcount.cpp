#include "icuwordspans.h"
#include "text/preprocessor.h"
#include "text/wordcount.h"

#include <QTest>

#include <random>

using namespace Qt::StringLiterals;

namespace {

qsizetype icuCount(const QString &text)
{
    return qsizetype(nd::test::icuWordSpans(text).size());
}

} // namespace

class TestWordCount : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handCounted_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qsizetype>("words");
        // "a", "b", "c": punctuation and space are not words.
        QTest::newRow("ascii") << u"a, b; c."_s << qsizetype(3);
        // don't, e.g, 3.14, 1,000 (WB6/7, WB11/12 join), then "x" = 5.
        QTest::newRow("ascii joiners") << u"don't e.g. 3.14 1,000 x"_s << qsizetype(5);
        // naïve, café, don’t (U+2019 is MidNumLet like "'"), stop = 4.
        QTest::newRow("latin") << u"na\u00efve caf\u00e9, don\u2019t stop"_s << qsizetype(4);
        // The combining acute after the space attaches to the space (WB4): a, b = 2.
        QTest::newRow("combining after space") << u" \u0301a b"_s << qsizetype(2);
        // 3.14 and 1,000; the euro sign and the en dash are not words; x = 3.
        QTest::newRow("symbols") << u"3.14 \u20ac 1,000 \u2013 x"_s << qsizetype(3);
        // Cyrillic and Greek words separated by ASCII space: 3.
        QTest::newRow("cyrillic") << u"\u043c\u0438\u0440 \u03b1\u03b2 ok"_s << qsizetype(3);
        QTest::newRow("empty") << QString() << qsizetype(0);
        QTest::newRow("spaces only") << u" \t\r\n\u3000 "_s << qsizetype(0);
    }

    void handCounted()
    {
        QFETCH(QString, text);
        QFETCH(qsizetype, words);
        QCOMPARE(icuCount(text), words);
        QCOMPARE(nd::text::countWords(text), words);
    }

    void matchesIcuOnMixedText()
    {
        // Dictionary scripts (Chinese, Japanese, Thai), combining marks, ZWJ and
        // emoji sequences, regional indicators and non-ASCII spaces next to ASCII
        // joiners and white space: the count must be ICU's for every string.
        const QStringList units = {u"a"_s,
                                   u"B"_s,
                                   u"1"_s,
                                   u"_"_s,
                                   u"."_s,
                                   u"'"_s,
                                   u","_s,
                                   u";"_s,
                                   u":"_s,
                                   u"@"_s,
                                   u"-"_s,
                                   u" "_s,
                                   u"\n"_s,
                                   u"\r"_s,
                                   u"\t"_s,
                                   u"\f"_s,
                                   u"\u00e9"_s,
                                   u"\u0301"_s,
                                   u"\u200d"_s,
                                   u"\u00a0"_s,
                                   u"\u3000"_s,
                                   u"\u4e2d\u6587"_s,
                                   u"\u6771\u4eac"_s,
                                   u"\u30ab\u30bf"_s,
                                   u"\u3072\u3089"_s,
                                   u"\u0e20\u0e32\u0e29\u0e32"_s,
                                   u"\u2019"_s,
                                   u"\U0001F44D"_s,
                                   u"\U0001F1E9\U0001F1EA"_s,
                                   u"\u2028"_s,
                                   u"\u0085"_s,
                                   u"\uff11"_s,
                                   u"\u05d0"_s,
                                   u"\u05f4"_s,
                                   u"\u00ad"_s,
                                   u"\u0661"_s,
                                   u"word"_s,
                                   u"\u0436\u0443\u043a"_s};
        std::mt19937 random(7);
        int checked = 0;
        for (int t = 0; t < 6000; ++t) {
            QString text;
            const int length = int(random() % 24);
            for (int u = 0; u < length; ++u)
                text += units.at(qsizetype(random() % std::size_t(units.size())));
            QVERIFY2(nd::text::countWords(text) == icuCount(text),
                     qPrintable(u"%1 vs %2 in \"%3\""_s.arg(nd::text::countWords(text)).arg(icuCount(text)).arg(text)));
            ++checked;
        }
        QCOMPARE(checked, 6000);
    }

    void matchesIcuOnLongText()
    {
        // A page of prose with a sprinkling of non-ASCII words: most pieces are
        // counted without ICU, the rest by it, and the sum is ICU's.
        const QString paragraph =
            u"The committee\u2019s report (2023) found 1,204 near-duplicate pages; e.g. 3.5% of "
            "the na\u00efve baseline\u2019s output. \u300c\u91cd\u590d\u7f51\u9875\u300d\u7684\u6bd4\u4f8b "
            "was lower in \u0e20\u0e32\u0e29\u0e32\u0e44\u0e17\u0e22 text \u2014 see \u00a73.2 and "
            "https://example.org/a_b?c=d.\r\n"_s;
        QString text;
        for (int i = 0; i < 50; ++i)
            text += paragraph;
        QCOMPARE(nd::text::countWords(text), icuCount(text));
        QVERIFY(icuCount(text) > 50 * 20);
    }
};

QTEST_GUILESS_MAIN(TestWordCount)
#include "tst_wordcount.moc"
