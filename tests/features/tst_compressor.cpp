#include "features/compressor.h"

#include <QTest>

#include <lzma.h>
#include <zlib.h>
#include <zstd.h>

#include <string>
#include <vector>

using namespace Qt::StringLiterals;
using namespace nd::features;

class TestCompressor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names();
    void zlibMatchesLibrary();
    void xzAndZstdMatchLibrary();
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
    QCOMPARE(compress2(reinterpret_cast<Bytef *>(out.data()), &size, reinterpret_cast<const Bytef *>(x.data()),
                       uLong(x.size()), 6),
             Z_OK);
    QCOMPARE(compressedSize(Compressor::Zlib, x), std::size_t(size));
}

// Texts of 0 bytes to 80 KB: prose-like words with repeated passages (as NCD's
// concatenations have) and pseudo-random letters.
std::vector<std::string> sampleTexts()
{
    std::vector<std::string> texts{"", "a"};
    std::uint32_t state = 7;
    auto next = [&state] { return state = state * 1103515245u + 12345u; };
    for (const std::size_t size : {40, 300, 1000, 4096, 4097, 20000, 70000, 80000}) {
        std::string prose;
        while (prose.size() < size) {
            if (prose.size() > 200 && next() % 8 == 0) { // a passage again
                const std::size_t from = (next() >> 8) % (prose.size() - 100);
                prose += prose.substr(from, 100);
            }
            for (int c = 0, length = 2 + int((next() >> 16) % 9); c < length; ++c)
                prose += char('a' + (next() >> 16) % 26);
            prose += next() % 11 == 0 ? ", " : " ";
        }
        prose.resize(size);
        texts.push_back(prose);
        std::string noise;
        while (noise.size() < size)
            noise += char('a' + (next() >> 16) % 26);
        texts.push_back(noise);
    }
    return texts;
}

void TestCompressor::xzAndZstdMatchLibrary()
{
    // The compressors are set up for speed (xz's dictionary cut to the input,
    // zstd's context reused), but C(x) must stay the size of the plain calls:
    // lzma_easy_buffer_encode at preset 6 and ZSTD_compress at level 3.
    for (const std::string &x : sampleTexts()) {
        std::string out(lzma_stream_buffer_bound(x.size()) + ZSTD_compressBound(x.size()), '\0');
        std::size_t xz = 0;
        QCOMPARE(lzma_easy_buffer_encode(6, LZMA_CHECK_NONE, nullptr, reinterpret_cast<const uint8_t *>(x.data()),
                                         x.size(), reinterpret_cast<uint8_t *>(out.data()), &xz, out.size()),
                 LZMA_OK);
        QCOMPARE(compressedSize(Compressor::Xz, x), xz);
        const std::size_t zstd = ZSTD_compress(out.data(), out.size(), x.data(), x.size(), 3);
        QVERIFY(!ZSTD_isError(zstd));
        QCOMPARE(compressedSize(Compressor::Zstd, x), zstd);
    }
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
