#pragma once

#include <QByteArray>
#include <QString>

namespace nd::text {

// The outcome of turning a file's bytes into text. Decoding is lenient: bytes
// that do not fit the chosen encoding become U+FFFD and are counted, never hidden.
struct DecodedText
{
    QString text;
    QString encoding;            // e.g. "UTF-8", "windows-1252", "GB18030"
    QString encodingSource;      // "bom", "declaration", "detected", "fallback"
    qsizetype invalidSequences = 0;
};

// True when the bytes are evidently not text (NUL bytes, or a high share of
// control bytes in the first few KiB).
bool looksBinary(const QByteArray &bytes);

// True when the bytes look like an HTML document (doctype, <html>, <body>, <p> ...).
bool looksLikeHtml(const QByteArray &bytes);

// Finds the encoding from the BOM, then an HTML/XML declaration, then ICU charset
// detection, and decodes. Never fails: the worst case is a Latin-1 reading.
DecodedText decodeBytes(const QByteArray &bytes, bool isHtml);

} // namespace nd::text
