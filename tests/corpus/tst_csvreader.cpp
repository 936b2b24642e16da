#include "corpus/csvreader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using nd::corpus::readCsv;

class TestCsvReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QChar>("delimiter");
        QTest::addColumn<QStringList>("header");
        QTest::addColumn<QList<QStringList>>("rows");
        QTest::newRow("comma") << QByteArray("a,b\nx,y\n") << QChar(u',') << QStringList{u"a"_s, u"b"_s}
                               << QList<QStringList>{{u"x"_s, u"y"_s}};
        // The header has two tabs and one comma (inside a name): tab wins.
        QTest::newRow("tab") << QByteArray("doc,id\tcluster\tnote\r\nx\t1\t\r\n") << QChar(u'\t')
                             << QStringList{u"doc,id"_s, u"cluster"_s, u"note"_s}
                             << QList<QStringList>{{u"x"_s, u"1"_s, u""_s}};
        QTest::newRow("quotes") << QByteArray("a,b\n\"x, with comma\",\"say \"\"hi\"\"\"\n") << QChar(u',')
                                << QStringList{u"a"_s, u"b"_s}
                                << QList<QStringList>{{u"x, with comma"_s, u"say \"hi\""_s}};
        QTest::newRow("newline in quotes, blank lines, bom")
            << QByteArray("\xEF\xBB\xBF"
                          "a,b\n\n\"two\nlines\",z\n  \nlast,row")
            << QChar(u',') << QStringList{u"a"_s, u"b"_s}
            << QList<QStringList>{{u"two\nlines"_s, u"z"_s}, {u"last"_s, u"row"_s}};
        QTest::newRow("spaces trimmed unless quoted")
            << QByteArray(" a , b \n x ,\" y \"\n") << QChar(u',') << QStringList{u"a"_s, u"b"_s}
            << QList<QStringList>{{u"x"_s, u" y "_s}};
        QTest::newRow("empty") << QByteArray() << QChar(u',') << QStringList{} << QList<QStringList>{};
    }
    void parses()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QChar, delimiter);
        QFETCH(QStringList, header);
        QFETCH(QList<QStringList>, rows);
        const nd::corpus::CsvTable table = readCsv(bytes);
        QCOMPARE(table.delimiter, delimiter);
        QCOMPARE(table.header, header);
        QCOMPARE(table.rows, rows);
    }

    void linesOfRows()
    {
        // Row 1 starts on line 3 (after a blank line), row 2 spans lines 4-5, row 3 is on line 6.
        const auto table = readCsv("h1,h2\n\na,b\n\"c\nc\",d\ne,f\n");
        QCOMPARE(table.lineOfRow, QList<int>({3, 4, 6}));
    }
};

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
