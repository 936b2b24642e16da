#include "service/answerjson.h"

#include <charconv>

namespace nd::service {

namespace {

void appendNumber(std::string &out, qint64 value)
{
    char digits[24];
    out.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
}

void appendEscape(std::string &out, char16_t unit)
{
    static constexpr char hex[] = "0123456789abcdef";
    out.append("\\u");
    for (int shift = 12; shift >= 0; shift -= 4)
        out.push_back(hex[(unit >> shift) & 15]);
}

// A JSON string of `text` in UTF-8, escaped as Qt's JSON writer escapes it: the
// quote, the backslash and the control characters (the short forms where JSON
// has them), and a lone surrogate as \uXXXX.
void appendString(std::string &out, const QString &text)
{
    // JSON's short forms of the control characters 8 to 13 (\v has none).
    static constexpr char shortForms[] = {'b', 't', 'n', 0, 'f', 'r'};
    out.push_back('"');
    const char16_t *units = reinterpret_cast<const char16_t *>(text.utf16());
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        const char16_t unit = units[i];
        if (unit == u'"' || unit == u'\\') {
            out.push_back('\\');
            out.push_back(char(unit));
        } else if (unit >= 0x20 && unit < 0x80) {
            out.push_back(char(unit));
        } else if (unit >= 8 && unit <= 13 && shortForms[unit - 8] != 0) {
            out.push_back('\\');
            out.push_back(shortForms[unit - 8]);
        } else if (unit < 0x20) {
            appendEscape(out, unit);
        } else if (unit < 0x800) {
            out.push_back(char(0xC0 | (unit >> 6)));
            out.push_back(char(0x80 | (unit & 0x3F)));
        } else if (QChar::isHighSurrogate(unit) && i + 1 < size && QChar::isLowSurrogate(units[i + 1])) {
            const char32_t point = QChar::surrogateToUcs4(unit, units[++i]);
            out.push_back(char(0xF0 | (point >> 18)));
            out.push_back(char(0x80 | ((point >> 12) & 0x3F)));
            out.push_back(char(0x80 | ((point >> 6) & 0x3F)));
            out.push_back(char(0x80 | (point & 0x3F)));
        } else if (QChar::isSurrogate(unit)) {
            appendEscape(out, unit);
        } else {
            out.push_back(char(0xE0 | (unit >> 12)));
            out.push_back(char(0x80 | ((unit >> 6) & 0x3F)));
            out.push_back(char(0x80 | (unit & 0x3F)));
        }
    }
    out.push_back('"');
}

// "key":value, with the comma before every member but the first.
struct ObjectWriter
{
    std::string &out;
    bool first = true;

    ObjectWriter(std::string &to)
        : out(to)
    {
        out.push_back('{');
    }
    void key(const char *name)
    {
        if (!first)
            out.push_back(',');
        first = false;
        out.push_back('"');
        out.append(name);
        out.append("\":");
    }
    void number(const char *name, qint64 value)
    {
        key(name);
        appendNumber(out, value);
    }
    void close() { out.push_back('}'); }
};

} // namespace

std::string checkAnswerJson(const CheckResult &result, bool byParagraph, std::optional<qint64> addedId)
{
    std::string out;
    out.reserve(48 + std::size_t(result.matches.size()) * (byParagraph ? 160 : 64));
    ObjectWriter answer(out);
    if (addedId)
        answer.number("id", *addedId);
    answer.number("k", result.k);
    if (byParagraph)
        answer.number("query_paragraphs", result.queryParagraphs);
    answer.key("results");
    out.push_back('[');
    for (qsizetype m = 0; m < result.matches.size(); ++m) {
        const Match &match = result.matches.at(m);
        if (m > 0)
            out.push_back(',');
        ObjectWriter object(out);
        object.number("distance", match.distance);
        object.number("id", match.documentId);
        object.key("name");
        appendString(out, match.name);
        if (byParagraph) {
            object.key("paragraphs");
            out.push_back('[');
            for (qsizetype p = 0; p < match.paragraphs.size(); ++p) {
                const ParagraphMatch &paragraph = match.paragraphs.at(p);
                if (p > 0)
                    out.push_back(',');
                ObjectWriter entry(out);
                entry.number("distance", paragraph.distance);
                entry.number("query_paragraph", paragraph.queryParagraph);
                entry.number("stored_paragraph", paragraph.storedParagraph);
                entry.close();
            }
            out.push_back(']');
        }
        object.close();
    }
    out.push_back(']');
    answer.close();
    return out;
}

} // namespace nd::service
