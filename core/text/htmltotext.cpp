#include "text/htmltotext.h"

#include "text/htmlentities.h"

#include <algorithm>
#include <string_view>

// A small tolerant tokenizer instead of an HTML library: Debian has no
// well-kept HTML parser for Qt 6 that simply yields visible text (QTextDocument
// needs QtGui, which core must not link; gumbo is unmaintained; lexbor is not
// packaged), and near-duplicate detection only needs text, block boundaries and
// the removal of a few elements, not a DOM.

namespace nd::text {

namespace {

enum class Kind {
    Inline,    // b, span, font, unknown tags: vanish without a space
    Cell,      // td, th: a space between cells
    Line,      // br, div, li, tr ...: a line break
    Paragraph, // p, h1-h6, table, blockquote ...: a blank line
    RawDrop,   // script, style, iframe, noscript ...: dropped with raw content
    Title,     // dropped; its text is not body text
    Anchor,    // a: dropped with its content (paper 003)
    Head,
    Body,
};

Kind classify(std::string_view n)
{
    using namespace std::string_view_literals;
    static constexpr std::string_view raw[] = {"script"sv,   "style"sv,   "iframe"sv,
                                               "noscript"sv, "noembed"sv, "noframes"sv};
    static constexpr std::string_view para[] = {
        "p"sv,       "h1"sv,     "h2"sv,   "h3"sv,    "h4"sv,  "h5"sv,      "h6"sv,      "table"sv,  "blockquote"sv,
        "pre"sv,     "ul"sv,     "ol"sv,   "dl"sv,    "hr"sv,  "section"sv, "article"sv, "header"sv, "footer"sv,
        "address"sv, "figure"sv, "main"sv, "aside"sv, "nav"sv, "form"sv,    "fieldset"sv};
    static constexpr std::string_view line[] = {"br"sv,      "div"sv,     "li"sv,      "tr"sv,     "dt"sv,
                                                "dd"sv,      "caption"sv, "center"sv,  "option"sv, "figcaption"sv,
                                                "legend"sv,  "thead"sv,   "tbody"sv,   "tfoot"sv,  "details"sv,
                                                "summary"sv, "frame"sv,   "frameset"sv};
    if (n == "a"sv)
        return Kind::Anchor;
    if (n == "td"sv || n == "th"sv)
        return Kind::Cell;
    if (n == "head"sv)
        return Kind::Head;
    if (n == "body"sv || n == "html"sv)
        return Kind::Body;
    if (n == "title"sv)
        return Kind::Title;
    if (std::ranges::find(raw, n) != std::end(raw))
        return Kind::RawDrop;
    if (std::ranges::find(para, n) != std::end(para))
        return Kind::Paragraph;
    if (std::ranges::find(line, n) != std::end(line))
        return Kind::Line;
    return Kind::Inline;
}

bool isAsciiAlpha(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isAsciiAlnum(QChar c)
{
    return isAsciiAlpha(c) || (c >= u'0' && c <= u'9');
}

bool isHtmlSpace(char32_t c)
{
    if (c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f' || c == u'\v')
        return true;
    return c >= 0x80 && QChar::isSpace(c); // nbsp, ideographic space, ...
}

// Output with deferred whitespace, so that runs collapse and nothing trails.
class Sink
{
public:
    void space() { m_space = true; }
    void lineBreak(int count) { m_breaks = std::max(m_breaks, count); }

    void put(char32_t cp)
    {
        if (isHtmlSpace(cp)) {
            m_space = true;
            return;
        }
        if (!m_out.isEmpty()) {
            if (m_breaks > 0)
                m_out.append(m_breaks >= 2 ? QStringView(u"\n\n") : QStringView(u"\n"));
            else if (m_space)
                m_out.append(u' ');
        }
        m_breaks = 0;
        m_space = false;
        if (QChar::requiresSurrogates(cp)) {
            m_out.append(QChar(QChar::highSurrogate(cp)));
            m_out.append(QChar(QChar::lowSurrogate(cp)));
        } else {
            m_out.append(QChar(char16_t(cp)));
        }
    }

    QString take() { return std::move(m_out); }
    void reserve(qsizetype n) { m_out.reserve(n); }

private:
    QString m_out;
    bool m_space = false;
    int m_breaks = 0;
};

// Numeric references to C1 controls mean windows-1252 (HTML standard).
constexpr char16_t kCp1252C1[32] = {0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
                                    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
                                    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
                                    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};

// Decodes the reference at s[i] == '&'. Returns the code point (0: not a
// reference, the '&' is literal) and sets next to the index after it.
char32_t parseEntity(QStringView s, qsizetype i, qsizetype *next)
{
    const qsizetype n = s.size();
    qsizetype j = i + 1;
    if (j < n && s[j] == u'#') {
        ++j;
        const bool hex = j < n && (s[j] == u'x' || s[j] == u'X');
        if (hex)
            ++j;
        const qsizetype digitsBegin = j;
        char32_t value = 0;
        bool overflow = false;
        for (; j < n; ++j) {
            const char16_t c = s[j].unicode();
            int d = -1;
            if (c >= u'0' && c <= u'9')
                d = c - u'0';
            else if (hex && c >= u'a' && c <= u'f')
                d = c - u'a' + 10;
            else if (hex && c >= u'A' && c <= u'F')
                d = c - u'A' + 10;
            if (d < 0)
                break;
            value = value * (hex ? 16 : 10) + char32_t(d);
            if (value > 0x10FFFF) {
                overflow = true;
                value = 0x10FFFF;
            }
        }
        if (j == digitsBegin)
            return 0;
        if (j < n && s[j] == u';')
            ++j;
        *next = j;
        if (overflow || value == 0 || (value >= 0xD800 && value <= 0xDFFF))
            return 0xFFFD;
        if (value >= 0x80 && value <= 0x9F)
            return kCp1252C1[value - 0x80];
        return value;
    }
    while (j < n && j - i <= 32 && isAsciiAlnum(s[j]))
        ++j;
    if (j == i + 1)
        return 0;
    const QStringView name = s.sliced(i + 1, j - i - 1);
    const char32_t cp = htmlEntityCodePoint(name);
    if (cp == 0)
        return 0;
    if (j < n && s[j] == u';') {
        *next = j + 1;
        return cp;
    }
    // Without ';' only the old references browsers have always accepted count;
    // "&copy" alone yes, a stray "&and" in prose is more likely text.
    static constexpr std::u16string_view legacy[] = {u"amp", u"lt", u"gt", u"quot", u"nbsp", u"copy", u"reg"};
    const std::u16string_view key(reinterpret_cast<const char16_t *>(name.utf16()), std::size_t(name.size()));
    if (std::ranges::find(legacy, key) == std::end(legacy))
        return 0;
    *next = j;
    return cp;
}

// Index of the '>' closing the tag that starts before from, honouring quoted
// attribute values; -1 when there is none. An unbalanced quote falls back to
// the first '>' so that one broken attribute does not swallow the document.
qsizetype findTagEnd(QStringView s, qsizetype from)
{
    const qsizetype n = s.size();
    qsizetype j = from;
    while (j < n) {
        const QChar c = s[j];
        if (c == u'>')
            return j;
        if (c == u'=') {
            qsizetype k = j + 1;
            while (k < n && isHtmlSpace(s[k].unicode()))
                ++k;
            if (k < n && (s[k] == u'"' || s[k] == u'\'')) {
                const qsizetype close = s.indexOf(s[k], k + 1);
                if (close < 0)
                    return s.indexOf(u'>', from);
                j = close + 1;
                continue;
            }
        }
        ++j;
    }
    return -1;
}

struct State
{
    bool inHead = false;
    bool inTitle = false;
    bool inAnchor = false;
    bool visible() const { return !inHead && !inTitle && !inAnchor; }
};

// Skips the content of a raw-text element up to and including its end tag.
// Without an end tag a script or style runs to the end (as in browsers); a
// title only to the next tag, so a forgotten </title> does not eat the page.
qsizetype skipRawContent(QStringView s, qsizetype from, std::string_view name, Kind kind)
{
    QString endTag = QStringLiteral("</");
    endTag.append(QLatin1StringView(name.data(), qsizetype(name.size())));
    const qsizetype end = s.indexOf(endTag, from, Qt::CaseInsensitive);
    if (end < 0) {
        if (kind == Kind::Title) {
            const qsizetype lt = s.indexOf(u'<', from);
            return lt < 0 ? s.size() : lt;
        }
        return s.size();
    }
    const qsizetype gt = s.indexOf(u'>', end);
    return gt < 0 ? s.size() : gt + 1;
}

// Handles the markup at s[i] == '<' and returns the index to continue from.
qsizetype handleMarkup(QStringView s, qsizetype i, Sink &out, State &st)
{
    const qsizetype n = s.size();
    if (s.sliced(i).startsWith(u"<!--")) {
        const qsizetype end = s.indexOf(u"-->", i + 4);
        return end < 0 ? n : end + 3;
    }
    const QChar next = i + 1 < n ? s[i + 1] : QChar();
    if (next == u'!' || next == u'?') { // doctype, CDATA, processing instruction
        const qsizetype end = s.indexOf(u'>', i);
        return end < 0 ? n : end + 1;
    }
    const bool isEnd = next == u'/';
    const qsizetype nameBegin = i + (isEnd ? 2 : 1);
    if (nameBegin >= n || !isAsciiAlpha(s[nameBegin])) {
        // A stray '<' ("a < b") is text.
        if (st.visible())
            out.put(u'<');
        return i + 1;
    }
    qsizetype j = nameBegin;
    char name[16];
    std::size_t len = 0;
    while (j < n && (isAsciiAlnum(s[j]) || s[j] == u'-' || s[j] == u':')) {
        if (len < sizeof(name))
            name[len] = char(s[j].toLatin1() | 0x20); // ASCII lower case
        ++len;
        ++j;
    }
    const qsizetype gt = findTagEnd(s, j);
    if (gt < 0) {
        // "<b" without '>' before the end: keep it as text rather than lose it.
        if (st.visible())
            out.put(u'<');
        return i + 1;
    }
    const std::string_view tagName = len <= sizeof(name) ? std::string_view(name, len) : std::string_view();
    const Kind kind = classify(tagName);
    const bool selfClosing = s[gt - 1] == u'/';
    qsizetype after = gt + 1;

    switch (kind) {
    case Kind::Inline:
        break;
    case Kind::Cell:
        out.space();
        break;
    case Kind::Line:
    case Kind::Paragraph:
        st.inAnchor = false; // an unclosed <a> ends at a block boundary
        st.inTitle = false;
        if (!isEnd)
            st.inHead = false; // body content implies the head has ended
        out.lineBreak(kind == Kind::Paragraph ? 2 : 1);
        break;
    case Kind::RawDrop:
    case Kind::Title:
        if (!isEnd && !selfClosing)
            after = skipRawContent(s, after, tagName, kind);
        out.space();
        break;
    case Kind::Anchor:
        st.inAnchor = !isEnd && !selfClosing;
        out.space();
        break;
    case Kind::Head:
        st.inHead = !isEnd && !selfClosing;
        break;
    case Kind::Body:
        st.inHead = false;
        st.inTitle = false;
        break;
    }
    return after;
}

} // namespace

QString htmlToText(const QString &html)
{
    const QStringView s(html);
    const qsizetype n = s.size();
    Sink out;
    out.reserve(n / 2);
    State st;
    qsizetype i = 0;
    while (i < n) {
        const QChar c = s[i];
        if (c == u'<') {
            i = handleMarkup(s, i, out, st);
            continue;
        }
        if (c == u'&') {
            qsizetype next = i + 1;
            const char32_t cp = parseEntity(s, i, &next);
            if (st.visible())
                out.put(cp ? cp : char32_t(u'&'));
            i = cp ? next : i + 1;
            continue;
        }
        if (st.visible())
            out.put(c.unicode());
        ++i;
    }
    return out.take();
}

QString canonicalText(QStringView text)
{
    QString out;
    out.reserve(text.size());
    bool pendingSpace = false;
    for (const QChar c : text) {
        if (c == u' ' || c == u'\t' || c == u'\r' || c == u'\n' || c == u'\f' || c == u'\v') {
            pendingSpace = true;
            continue;
        }
        if (pendingSpace && !out.isEmpty())
            out.append(u' ');
        pendingSpace = false;
        out.append(c);
    }
    return out;
}

} // namespace nd::text
