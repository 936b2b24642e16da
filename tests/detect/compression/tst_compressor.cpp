#include "features/compressor.h"

#include <QTest>

#include <zlib.h>

#include <string>

using namespace Qt::StringLiterals;
using namespace nd::features;

class TestCompressor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names();
    void zlibMatchesLibrary();
    void snappyLiteralSize();
    void repetitionCompresses_data();
    void repetitionCompresses();
    void concatenation();
};

void TestCompressor::names()
{
    QCOMPARE(compressorNames().size(), 6);
    QCOMPARE(compressorFromName(u"zstd"), Compressor::Zstd);
    QCOMPARE(compressorName(Compressor::Xz), u"xz"_s);
    QVERIFY(!compressorFromName(u"gzip9").has_value());
}

void TestCompressor::zlibMatchesLibrary()
{
    // C(x) must be the real compressor's output size: compress2 at level 6.
    const std::string x = "the quick brown fox jumps over the lazy dog, the quick brown fox";
    uLongf size = compressBound(uLong(x.size()));
    std::string out(size, '\0');
    QCOMPARE(compress2(reinterpret_cast<Bytef *>(out.data()), &size,
                       reinterpret_cast<const Bytef *>(x.data()), uLong(x.size()), 6),
             Z_OK);
    QCOMPARE(compressedSize(Compressor::Zlib, x), std::size_t(size));
}

void TestCompressor::snappyLiteralSize()
{
    // 10 distinct bytes have no 4-byte repeat, so Snappy writes them as one
    // literal: 1 byte varint length + 1 byte literal tag + 10 bytes = 12.
    QCOMPARE(compressedSize(Compressor::Snappy, "abcdefghij"), std::size_t(12));
}

void TestCompressor::repetitionCompresses_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : compressorNames())
        QTest::newRow(name.toUtf8().constData()) << name;
}

void TestCompressor::repetitionCompresses()
{
    QFETCH(QString, name);
    const Compressor c = *compressorFromName(name);
    const std::string unit = "near duplicate detection by compression; ";
    std::string text;
    for (int i = 0; i < 200; ++i)
        text += unit;
    // 200 copies of a 41-byte unit must compress to far less than 8,200 bytes.
    const std::size_t once = compressedSize(c, text);
    QVERIFY2(once < text.size() / 10, qPrintable(QString::number(once)));

    // What NCD relies on: a text that does not compress by itself (3,000
    // pseudo-random letters) costs little the second time, C(xx) << 2 C(x), for
    // compressors that search their whole window (zlib, zstd, xz). Snappy and lz4
    // skip ahead in incompressible input and bzip2 sorts blocks, so for them
    // only C(xx) <= 2 C(x) + header holds (the "skew" paper 003 warns about).
    std::string noise;
    std::uint32_t state = 12345;
    for (int i = 0; i < 3000; ++i) {
        state = state * 1103515245u + 12345u;
        noise += char('a' + (state >> 16) % 26);
    }
    const std::size_t single = compressedSize(c, noise);
    QVERIFY(single > 1500);
    const std::size_t twice = compressedSize(c, noise, noise);
    QVERIFY2(twice <= 2 * single + 16, qPrintable(QString::number(twice)));
    if (c == Compressor::Zlib || c == Compressor::Zstd || c == Compressor::Xz)
        QVERIFY2(twice < single + single / 4, qPrintable(QString::number(twice)));
}

void TestCompressor::concatenation()
{
    const std::string x = "alpha beta gamma ";
    const std::string y = "delta epsilon";
    for (const QString &name : compressorNames()) {
        const Compressor c = *compressorFromName(name);
        QCOMPARE(compressedSize(c, x, y), compressedSize(c, x + y));
    }
}

QTEST_GUILESS_MAIN(TestCompressor)
#include "tst_compressor.moc"
