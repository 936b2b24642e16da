#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace nd::text {

// The outcome of turning a file's bytes into text. Decoding is lenient: bytes
// that do not fit the chosen encoding become U+FFFD and are counted, never hidden.
struct DecodedText
{
    QString text;
    QString encoding;       // e.g. "UTF-8", "windows-1252", "GB18030"
    QString encodingSource; // "bom", "declaration", "detected", "fallback"
    qsizetype invalidSequences = 0;
};

// True when the bytes are UTF-16 or UTF-32 text: a UTF-16/32 byte-order mark, or,
// without one, the pattern such text has in its first 8 KiB. UTF-16: the NUL
// bytes all on one side of the code units (odd offsets for little-endian, even for
// big-endian), at least one unit in eight a U+0020..U+00FF character, no U+0000
// and few control characters, and an even size. UTF-32: every unit a code point
// (U+0000 excepted), one in eight ASCII-range, and a size divisible by four.
// Cheap for other text: a BOM comparison and, only when a NUL byte turns up in the
// first 8 KiB, the pattern count.
bool isWideUnicodeText(QByteArrayView bytes);

// True when the bytes are evidently not text (NUL bytes, or a high share of
// control bytes in the first few KiB). UTF-16 and UTF-32 text (see
// isWideUnicodeText) is text, NUL bytes and all.
bool looksBinary(const QByteArray &bytes);

// True when the bytes look like an HTML document (doctype, <html>, <body>, <p> ...).
bool looksLikeHtml(const QByteArray &bytes);

// Finds the encoding from the BOM, then the UTF-16/32 pattern (isWideUnicodeText),
// then an HTML/XML declaration, then ICU charset detection, and decodes. Never fails: the worst case is a Latin-1 reading.
DecodedText decodeBytes(const QByteArray &bytes, bool isHtml);

} // namespace nd::text
