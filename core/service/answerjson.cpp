#include "service/answerjson.h"

#include <charconv>

namespace nd::service {

namespace {

void appendNumber(std::string &out, qint64 value)
{
    char digits[24];
    const auto [end, error] = std::to_chars(digits, digits + sizeof digits, value);
    out.append(digits, end);
}

// A JSON string of `text`'s UTF-8, escaped as Qt's JSON writer escapes it: the
// quote, the backslash and the control characters, the short forms where JSON
// has them.
void appendString(std::string &out, const QString &text)
{
    static constexpr char hex[] = "0123456789abcdef";
    const QByteArray utf8 = text.toUtf8();
    out.push_back('"');
    for (const char c : utf8) {
        const auto byte = static_cast<unsigned char>(c);
        switch (byte) {
        case '"':
            out.append("\\\"");
            break;
        case '\\':
            out.append("\\\\");
            break;
        case '\b':
            out.append("\\b");
            break;
        case '\f':
            out.append("\\f");
            break;
        case '\n':
            out.append("\\n");
            break;
        case '\r':
            out.append("\\r");
            break;
        case '\t':
            out.append("\\t");
            break;
        default:
            if (byte < 0x20) {
                out.append("\\u00");
                out.push_back(hex[byte >> 4]);
                out.push_back(hex[byte & 15]);
            } else {
                out.push_back(c);
            }
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
