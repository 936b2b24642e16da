#include "text/textdecoder.h"

#include <unicode/ucnv.h>
#include <unicode/ucnv_cb.h>
#include <unicode/ucsdet.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace nd::text {

namespace {

constexpr qsizetype kSniffBytes = 8 * 1024;
// The HTML standard looks for <meta charset> in the first 1024 bytes; real pages
// (goldset-dev) put long scripts before it, so we look a little further.
constexpr qsizetype kDeclarationBytes = 4 * 1024;
// ICU detection only needs a sample; the whole file would cost time for nothing.
constexpr qsizetype kDetectBytes = 64 * 1024;

struct Bom
{
    const char *encoding = nullptr;
    int length = 0;
};

Bom findBom(QByteArrayView b)
{
    const auto at = [&](qsizetype i) { return i < b.size() ? uchar(b[i]) : -1; };
    // UTF-32LE must be checked before UTF-16LE: its BOM starts with FF FE.
    if (at(0) == 0xFF && at(1) == 0xFE && at(2) == 0 && at(3) == 0)
        return {"UTF-32LE", 4};
    if (at(0) == 0 && at(1) == 0 && at(2) == 0xFE && at(3) == 0xFF)
        return {"UTF-32BE", 4};
    if (at(0) == 0xEF && at(1) == 0xBB && at(2) == 0xBF)
        return {"UTF-8", 3};
    if (at(0) == 0xFF && at(1) == 0xFE)
        return {"UTF-16LE", 2};
    if (at(0) == 0xFE && at(1) == 0xFF)
        return {"UTF-16BE", 2};
    return {};
}

// Text bytes of a UTF-16/32 unit whose other bytes are zero: a printable
// U+0020..U+00FF character or a whitespace control.
bool isTextByte(uchar c)
{
    return (c >= 0x20 && c != 0x7F) || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

// UTF-32 without a BOM: every unit a code point (at most U+10FFFF, no surrogate,
// no U+0000) and at least one in eight in the ASCII range. `little` picks the
// byte order. The sample's size is a multiple of four.
bool looksLikeUtf32(const uchar *p, qsizetype size, bool little)
{
    const qsizetype units = size / 4;
    qsizetype narrow = 0;
    for (qsizetype i = 0; i < units; ++i) {
        const uchar *u = p + 4 * i;
        const uint32_t cp = little ? (uint32_t(u[3]) << 24 | uint32_t(u[2]) << 16 | uint32_t(u[1]) << 8 | u[0])
                                   : (uint32_t(u[0]) << 24 | uint32_t(u[1]) << 16 | uint32_t(u[2]) << 8 | u[3]);
        if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        if (cp < 0x80 && !isTextByte(uchar(cp)))
            return false;
        if (cp < 0x80)
            ++narrow;
    }
    return narrow * 8 >= units;
}

// UTF-16 without a BOM, recognised as ICU's detector and file(1) do: the high
// bytes of Latin-1 characters are NUL, so NUL bytes sit on one side of the
// code units only. The sample's size is even.
const char *utf16ByPattern(const uchar *p, qsizetype size)
{
    const qsizetype units = size / 2;
    qsizetype lowFirst = 0;  // "a\0": U+00xx little-endian
    qsizetype highFirst = 0; // "\0a": U+00xx big-endian
    qsizetype controls = 0;
    for (qsizetype i = 0; i < units; ++i) {
        const uchar a = p[2 * i];
        const uchar b = p[2 * i + 1];
        if (a == 0 && b == 0)
            return nullptr; // U+0000 is not text
        if (a != 0 && b != 0)
            continue;
        const uchar c = a == 0 ? b : a;
        ++(a == 0 ? highFirst : lowFirst);
        if (!isTextByte(c))
            ++controls;
    }
    // A few NULs on the other side are CJK characters such as U+3000 or U+4E00.
    const qsizetype major = std::max(lowFirst, highFirst);
    const qsizetype minor = std::min(lowFirst, highFirst);
    if (major * 8 < units || minor * 16 > major || controls * 10 > units)
        return nullptr;
    return lowFirst > highFirst ? "UTF-16LE" : "UTF-16BE";
}

// The UTF-16/32 encoding of bytes without a BOM, from the first kSniffBytes.
const char *wideUnicodeByPattern(QByteArrayView bytes)
{
    const qsizetype sniff = std::min(bytes.size(), kSniffBytes);
    if (sniff < 2 || !std::memchr(bytes.data(), 0, size_t(sniff)))
        return nullptr; // no NUL byte: an ordinary charset (or UTF-16 of CJK, left to ICU)
    const auto *p = reinterpret_cast<const uchar *>(bytes.data());
    if (bytes.size() % 4 == 0) {
        const qsizetype quads = sniff & ~qsizetype(3);
        if (looksLikeUtf32(p, quads, true))
            return "UTF-32LE";
        if (looksLikeUtf32(p, quads, false))
            return "UTF-32BE";
    }
    if (bytes.size() % 2 != 0)
        return nullptr;
    return utf16ByPattern(p, sniff & ~qsizetype(1));
}

struct Utf8Check
{
    bool valid = true;
    bool hasMultibyte = false;
};

// Strict UTF-8 validation (no overlongs, no surrogates, nothing above U+10FFFF),
// so that "valid" really means the bytes could not plausibly be a legacy charset.
Utf8Check checkUtf8(const char *data, qsizetype size)
{
    Utf8Check r;
    const auto *p = reinterpret_cast<const unsigned char *>(data);
    qsizetype i = 0;
    while (i < size) {
        // ASCII, most of a page's bytes, eight at a time: a byte at a time this
        // loop was 2-3 % of an HTML import, and its speed moved with where the
        // linker happened to place it.
        for (std::uint64_t word; i + 8 <= size; i += 8) {
            std::memcpy(&word, p + i, 8);
            if (word & 0x8080808080808080ull)
                break;
        }
        if (i == size)
            break;
        const unsigned c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int len = 0;
        unsigned cp = 0;
        if (c >= 0xC2 && c <= 0xDF) {
            len = 2;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            cp = c & 0x07;
        } else {
            r.valid = false;
            return r;
        }
        if (i + len > size) {
            r.valid = false;
            return r;
        }
        for (int k = 1; k < len; ++k) {
            const unsigned cc = p[i + k];
            if ((cc & 0xC0) != 0x80) {
                r.valid = false;
                return r;
            }
            cp = (cp << 6) | (cc & 0x3F);
        }
        if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF))
            || (cp >= 0xD800 && cp <= 0xDFFF)) {
            r.valid = false;
            return r;
        }
        r.hasMultibyte = true;
        i += len;
    }
    return r;
}

bool isUtf8Name(const QByteArray &name)
{
    const QByteArray n = name.toLower();
    return n == "utf-8" || n == "utf8";
}

// Labels that the WHATWG encoding standard maps to windows-1252: pages saying
// "iso-8859-1" routinely contain cp1252 curly quotes in 0x80-0x9F.
bool isLatin1Alias(const QByteArray &name)
{
    const QByteArray n = name.toLower();
    return n == "iso-8859-1" || n == "iso8859-1" || n == "latin1" || n == "latin-1" || n == "l1" || n == "us-ascii"
        || n == "ascii" || n == "iso_8859-1" || n == "cp819" || n == "ibm819" || n == "iso-ir-100";
}

QByteArray canonicalCharset(const QByteArray &name)
{
    if (isLatin1Alias(name))
        return "windows-1252";
    const QByteArray n = name.toLower();
    // GB2312 and GBK pages routinely use characters only GBK/GB18030 have;
    // GB18030 is a superset of both.
    if (n == "gb2312" || n == "gbk" || n == "x-gbk" || n == "gb18030")
        return "GB18030";
    return name;
}

bool converterExists(const QByteArray &name)
{
    UErrorCode status = U_ZERO_ERROR;
    UConverter *conv = ucnv_open(name.constData(), &status);
    if (conv)
        ucnv_close(conv);
    return U_SUCCESS(status) && conv;
}

// Value of charset=/encoding= at position pos (just after '='), quotes optional.
QByteArray charsetValueAt(const QByteArray &head, qsizetype pos)
{
    while (pos < head.size() && (head[pos] == ' ' || head[pos] == '\t'))
        ++pos;
    if (pos < head.size() && (head[pos] == '"' || head[pos] == '\''))
        ++pos;
    qsizetype end = pos;
    while (end < head.size()) {
        const char c = head[end];
        if (!(std::isalnum(uchar(c)) || c == '-' || c == '_' || c == ':' || c == '.'))
            break;
        ++end;
    }
    return head.mid(pos, end - pos);
}

// The charset a document declares about itself: <?xml encoding=...?> always,
// <meta charset> and <meta http-equiv content="...; charset="> for HTML.
QByteArray declaredCharset(const QByteArray &bytes, bool isHtml)
{
    const QByteArray head = bytes.left(kDeclarationBytes).toLower();
    if (head.startsWith("<?xml")) {
        const qsizetype close = head.indexOf("?>");
        const qsizetype enc = head.indexOf("encoding=");
        if (enc > 0 && (close < 0 || enc < close)) {
            const QByteArray v = charsetValueAt(head, enc + 9);
            if (!v.isEmpty())
                return v;
        }
    }
    if (!isHtml)
        return {};
    // Only charset= inside a <meta> tag counts: scripts and links mention it too.
    qsizetype from = 0;
    while ((from = head.indexOf("<meta", from)) >= 0) {
        qsizetype end = head.indexOf('>', from);
        if (end < 0)
            end = head.size();
        const qsizetype cs = head.indexOf("charset=", from);
        if (cs >= 0 && cs < end) {
            const QByteArray v = charsetValueAt(head, cs + 8);
            if (!v.isEmpty())
                return v;
        }
        from = end;
    }
    return {};
}

void countingToUCallback(const void *context, UConverterToUnicodeArgs *args, const char * /*codeUnits*/,
                         int32_t /*length*/, UConverterCallbackReason reason, UErrorCode *err)
{
    if (reason != UCNV_UNASSIGNED && reason != UCNV_ILLEGAL && reason != UCNV_IRREGULAR)
        return;
    ++*static_cast<qsizetype *>(const_cast<void *>(context));
    // Written by hand rather than with UCNV_TO_U_CALLBACK_SUBSTITUTE: that one
    // writes U+001A for single-byte charsets, and we promise U+FFFD.
    static const UChar replacement = 0xFFFD;
    *err = U_ZERO_ERROR;
    ucnv_cbToUWriteUChars(args, &replacement, 1, 0, err);
}

// The MIME (else IANA) spelling ("Shift_JIS", "windows-1252") whatever alias was declared.
QString standardName(const QByteArray &charset)
{
    UErrorCode status = U_ZERO_ERROR;
    const char *internal = ucnv_getAlias(charset.constData(), 0, &status);
    if (U_SUCCESS(status) && internal) {
        for (const char *standard : {"MIME", "IANA"}) {
            status = U_ZERO_ERROR;
            const char *name = ucnv_getStandardName(internal, standard, &status);
            if (U_SUCCESS(status) && name)
                return QString::fromLatin1(name);
        }
    }
    return QString::fromLatin1(charset);
}

struct ConverterCloser
{
    void operator()(UConverter *c) const { ucnv_close(c); }
};

// Decodes with an ICU converter; nullopt when ICU does not know the charset.
std::optional<QString> decodeWithIcu(const char *data, qsizetype size, const char *charset, qsizetype *invalid)
{
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<UConverter, ConverterCloser> conv(ucnv_open(charset, &status));
    if (U_FAILURE(status) || !conv)
        return std::nullopt;
    ucnv_setToUCallBack(conv.get(), countingToUCallback, invalid, nullptr, nullptr, &status);
    if (U_FAILURE(status))
        return std::nullopt;

    QString out;
    // One UTF-16 unit per byte is enough for every common charset; the loop grows
    // the buffer for the rare ones that expand further.
    out.resize(size + 16);
    const char *source = data;
    const char *sourceLimit = data + size;
    qsizetype written = 0;
    for (;;) {
        auto *begin = reinterpret_cast<UChar *>(out.data());
        UChar *target = begin + written;
        UChar *targetLimit = begin + out.size();
        status = U_ZERO_ERROR;
        ucnv_toUnicode(conv.get(), &target, targetLimit, &source, sourceLimit, nullptr, true, &status);
        written = target - begin;
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            out.resize(out.size() * 2 + 16);
            continue;
        }
        break;
    }
    if (U_FAILURE(status))
        return std::nullopt;
    out.resize(written);
    return out;
}

struct Detection
{
    QByteArray charset;
    int confidence = 0;
};

Detection detectCharset(const QByteArray &bytes, bool isHtml)
{
    UErrorCode status = U_ZERO_ERROR;
    UCharsetDetector *det = ucsdet_open(&status);
    if (U_FAILURE(status))
        return {};
    const auto sample = std::min(bytes.size(), kDetectBytes);
    ucsdet_setText(det, bytes.constData(), int32_t(sample), &status);
    // Markup is ASCII and drowns the statistics of the text between the tags.
    ucsdet_enableInputFilter(det, isHtml);
    Detection r;
    const UCharsetMatch *match = ucsdet_detect(det, &status);
    if (U_SUCCESS(status) && match) {
        r.charset = ucsdet_getName(match, &status);
        r.confidence = ucsdet_getConfidence(match, &status);
    }
    ucsdet_close(det);
    if (U_FAILURE(status))
        return {};
    return r;
}

// validUtf8: whether the bytes after skip are valid UTF-8, when the caller has
// checked already (a pass over a page costs as much as its conversion).
DecodedText decodeAs(const QByteArray &bytes, qsizetype skip, const QByteArray &charset, const QString &source,
                     std::optional<bool> validUtf8 = std::nullopt)
{
    DecodedText r;
    r.encodingSource = source;
    const char *data = bytes.constData() + skip;
    const qsizetype size = bytes.size() - skip;
    if (isUtf8Name(charset)) {
        r.encoding = u"UTF-8"_s;
        if (validUtf8 ? *validUtf8 : checkUtf8(data, size).valid) {
            r.text = QString::fromUtf8(data, size);
            return r;
        }
    }
    if (auto text = decodeWithIcu(data, size, charset.constData(), &r.invalidSequences)) {
        r.text = std::move(*text);
        if (r.encoding.isEmpty())
            r.encoding = standardName(charset);
        return r;
    }
    // Last resort: every byte is a Latin-1 character, nothing can be invalid.
    r.text = QString::fromLatin1(data, size);
    r.encoding = u"ISO-8859-1"_s;
    r.encodingSource = u"fallback"_s;
    r.invalidSequences = 0;
    return r;
}

} // namespace

bool isWideUnicodeText(QByteArrayView bytes)
{
    const Bom bom = findBom(bytes);
    if (bom.encoding)
        return bom.length != 3; // the UTF-8 BOM says nothing about NUL bytes
    return wideUnicodeByPattern(bytes) != nullptr;
}

bool looksBinary(const QByteArray &bytes)
{
    const Bom bom = findBom(bytes);
    // UTF-16/32 text is full of NUL bytes; its BOM vouches for it.
    if (bom.encoding && bom.length != 3)
        return false;
    const qsizetype n = std::min(bytes.size(), kSniffBytes);
    if (n == 0)
        return false;
    // A NUL: binary, unless the NULs make the pattern of UTF-16/32 text.
    if (std::memchr(bytes.constData(), 0, std::size_t(n)))
        return bom.encoding || !wideUnicodeByPattern(bytes);
    // Control characters other than tab, line feed, form feed, return and escape,
    // counted 16 bytes at a time where SSE2 is there (every x86-64): a branch per
    // byte was 2 % of a service check's CPU.
    const auto *data = reinterpret_cast<const uchar *>(bytes.constData());
    const auto isControl = [](uchar c) {
        return (c < 0x20 && c != '\t' && c != '\n' && c != '\f' && c != '\r' && c != 0x1B) || c == 0x7F;
    };
    qsizetype control = 0;
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i lastControl = _mm_set1_epi8(0x1F);
    const __m128i tab = _mm_set1_epi8('\t'), lineFeed = _mm_set1_epi8('\n'), formFeed = _mm_set1_epi8('\f');
    const __m128i carriageReturn = _mm_set1_epi8('\r'), escape = _mm_set1_epi8(0x1B), del = _mm_set1_epi8(0x7F);
    const __m128i ones = _mm_set1_epi8(1), zero = _mm_setzero_si128();
    __m128i counted = zero;
    for (; i + 16 <= n; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + i));
        const __m128i below = _mm_cmpeq_epi8(_mm_min_epu8(v, lastControl), v); // bytes below 0x20
        const __m128i allowed =
            _mm_or_si128(_mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, tab), _mm_cmpeq_epi8(v, lineFeed)),
                                      _mm_or_si128(_mm_cmpeq_epi8(v, formFeed), _mm_cmpeq_epi8(v, carriageReturn))),
                         _mm_cmpeq_epi8(v, escape));
        const __m128i found = _mm_or_si128(_mm_andnot_si128(allowed, below), _mm_cmpeq_epi8(v, del));
        counted = _mm_add_epi64(counted, _mm_sad_epu8(_mm_and_si128(found, ones), zero));
    }
    control = qsizetype(_mm_cvtsi128_si64(counted) + _mm_cvtsi128_si64(_mm_unpackhi_epi64(counted, counted)));
#endif
    for (; i < n; ++i)
        control += isControl(data[i]) ? 1 : 0;
    return control * 10 > n;
}

bool looksLikeHtml(const QByteArray &bytes)
{
    const QByteArray head = bytes.left(kSniffBytes).toLower();
    static const char *const strong[] = {"<!doctype html", "<html", "<head", "<body", "<frameset"};
    for (const char *marker : strong) {
        if (head.contains(marker))
            return true;
    }
    // Fragments without <html>: several common tags make it markup rather than
    // a text that happens to mention one.
    static const char *const weak[] = {"<p>",  "</p>",  "<div",   "</div>", "<br",   "<table",
                                       "</a>", "<meta", "<title", "<span",  "</li>", "<script"};
    int hits = 0;
    for (const char *marker : weak) {
        if (head.contains(marker))
            ++hits;
    }
    return hits >= 2;
}

DecodedText decodeBytes(const QByteArray &bytes, bool isHtml)
{
    if (const Bom bom = findBom(bytes); bom.encoding)
        return decodeAs(bytes, bom.length, bom.encoding, u"bom"_s);

    // Before the declaration: a UTF-16 page's "<meta charset" is not ASCII bytes,
    // and before UTF-8 validation, which UTF-16 of ASCII text passes.
    if (const char *wide = wideUnicodeByPattern(bytes))
        return decodeAs(bytes, 0, wide, u"detected"_s);

    const Utf8Check utf8 = checkUtf8(bytes.constData(), bytes.size());

    QByteArray declared = declaredCharset(bytes, isHtml);
    if (!declared.isEmpty()) {
        declared = canonicalCharset(declared);
        // A declaration the bytes contradict is ignored: valid multi-byte UTF-8
        // almost never happens by chance in a legacy charset, and a page saying
        // UTF-8 with invalid bytes was usually saved by a cp1252 editor.
        const bool contradicted = isUtf8Name(declared) ? !utf8.valid : (utf8.valid && utf8.hasMultibyte);
        if (!contradicted && converterExists(declared))
            return decodeAs(bytes, 0, declared, u"declaration"_s, utf8.valid);
    }

    if (utf8.valid)
        return decodeAs(bytes, 0, "UTF-8", u"detected"_s, true);

    const Detection det = detectCharset(bytes, isHtml);
    if (!det.charset.isEmpty() && !isUtf8Name(det.charset) && converterExists(det.charset)) {
        QByteArray charset = canonicalCharset(det.charset);
        return decodeAs(bytes, 0, charset, u"detected"_s);
    }
    // Invalid UTF-8 and nothing better known: windows-1252 reads every byte but five.
    return decodeAs(bytes, 0, "windows-1252", u"fallback"_s);
}

} // namespace nd::text
