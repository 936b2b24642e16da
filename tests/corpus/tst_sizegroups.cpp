#include "corpus/sizegroups.h"

#include <QTest>

using namespace nd::corpus;

class TestSizeGroups : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void boundaries_data()
    {
        QTest::addColumn<qint64>("words");
        QTest::addColumn<int>("group");
        QTest::addColumn<QString>("label");
        // Paper 004: 0-500, 500-1000, 1000-2000, then per 1,000 up to >9,000: 11 groups.
        QTest::newRow("empty") << qint64(0) << 0 << QStringLiteral("0-500");
        QTest::newRow("499") << qint64(499) << 0 << QStringLiteral("0-500");
        QTest::newRow("500") << qint64(500) << 1 << QStringLiteral("500-1000");
        QTest::newRow("999") << qint64(999) << 1 << QStringLiteral("500-1000");
        QTest::newRow("1000") << qint64(1000) << 2 << QStringLiteral("1000-2000");
        QTest::newRow("1999") << qint64(1999) << 2 << QStringLiteral("1000-2000");
        QTest::newRow("2000") << qint64(2000) << 3 << QStringLiteral("2000-3000");
        QTest::newRow("8999") << qint64(8999) << 9 << QStringLiteral("8000-9000");
        QTest::newRow("9000") << qint64(9000) << 10 << QStringLiteral(">9000");
        QTest::newRow("huge") << qint64(1000000) << 10 << QStringLiteral(">9000");
    }

    void boundaries()
    {
        QFETCH(qint64, words);
        QFETCH(int, group);
        QFETCH(QString, label);
        QCOMPARE(sizeGroup(words), group);
        QCOMPARE(sizeGroupLabel(sizeGroup(words)), label);
    }

    void elevenDistinctGroups()
    {
        QSet<QString> labels;
        for (int g = 0; g < kSizeGroupCount; ++g)
            labels.insert(sizeGroupLabel(g));
        QCOMPARE(labels.size(), 11);
    }
};

QTEST_GUILESS_MAIN(TestSizeGroups)
#include "tst_sizegroups.moc"
