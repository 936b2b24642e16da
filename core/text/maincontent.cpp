#include "text/maincontent.h"

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>

#include <QByteArray>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

// Block classification by shallow text features after Kohlschütter, Fankhauser
// and Nejdl, "Boilerplate Detection using Shallow Text Features" (WSDM 2010),
// as boilerpipe's DefaultExtractor implements it: the page is cut into blocks of
// text at block-level elements; neighbouring blocks of equal text density are
// fused (SimpleBlockFusionProcessor); then each block is kept or dropped by the
// paper's decision tree over its own and its neighbours' link density and text
// density (DensityRulesClassifier). The neighbours carry the position: a short
// line is kept between paragraphs of an article and dropped beside a link list.
// libxml2's HTML parser instead of the hand-written tokenizer of htmlToText():
// the classification needs the nesting (which text lies inside which block and
// which anchor), and libxml2 repairs unclosed and misnested tags as browsers do.
// Its SAX events are read rather than a tree: the tree's allocations cost
// about as much as the parse. The parse is still the cost of extraction:
// libxml2 reads a page several times slower than htmlToText()'s tokenizer, so
// it is given only what the classification reads (keepTagNamesAndText()).

namespace nd::text {

namespace {

using namespace std::string_view_literals;

// Elements whose content is never text of the page (boilerpipe's ignorable tags,
// plus the ones HTML 5 added).
bool isIgnorable(std::string_view name)
{
    static constexpr std::array names = {"head"sv,     "script"sv, "style"sv,  "noscript"sv, "option"sv,  "select"sv,
                                         "textarea"sv, "object"sv, "embed"sv,  "applet"sv,   "link"sv,    "iframe"sv,
                                         "svg"sv,      "math"sv,   "button"sv, "noembed"sv,  "noframes"sv};
    return std::ranges::find(names, name) != names.end();
}

// Elements that end one block of text and start the next; anything else (b, span,
// font, a, unknown tags) is inline and continues the block.
bool isBlockBoundary(std::string_view name)
{
    static constexpr std::array names = {
        "p"sv,       "div"sv,     "h1"sv,       "h2"sv,      "h3"sv,      "h4"sv,      "h5"sv,         "h6"sv,
        "ul"sv,      "ol"sv,      "li"sv,       "dl"sv,      "dt"sv,      "dd"sv,      "table"sv,      "tr"sv,
        "td"sv,      "th"sv,      "thead"sv,    "tbody"sv,   "tfoot"sv,   "caption"sv, "blockquote"sv, "pre"sv,
        "hr"sv,      "form"sv,    "fieldset"sv, "legend"sv,  "section"sv, "article"sv, "header"sv,     "footer"sv,
        "nav"sv,     "aside"sv,   "main"sv,     "figure"sv,  "address"sv, "center"sv,  "body"sv,       "figcaption"sv,
        "details"sv, "summary"sv, "frame"sv,    "frameset"sv};
    return std::ranges::find(names, name) != names.end();
}

// Text is wrapped at this many characters to measure text density (the paper's
// and boilerpipe's line width).
constexpr int kWrapWidth = 80;

struct Block
{
    std::string text; // UTF-8, whitespace runs collapsed to one space
    int words = 0;
    int linkedWords = 0;
    // Words in the full lines of the text wrapped at kWrapWidth and their number
    // of lines; a text of one line counts its words and one line. Summed when
    // blocks fuse, as boilerpipe's TextBlock.mergeNext does.
    int wrappedWords = 0;
    int wrappedLines = 0;

    double linkDensity() const { return words > 0 ? double(linkedWords) / double(words) : 0.0; }
    double textDensity() const { return wrappedLines > 0 ? double(wrappedWords) / double(wrappedLines) : 0.0; }
};

bool isSpaceByte(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// A token is a word when it holds a letter or digit; a byte beyond ASCII is
// taken for a letter (it starts or continues a character of some script).
bool isWordByte(char c)
{
    const auto b = static_cast<unsigned char>(c);
    return b >= 0x80 || (b >= '0' && b <= '9') || ((b | 0x20) >= 'a' && (b | 0x20) <= 'z');
}

// f(token) for the whitespace-separated tokens of `text` that are words.
template<typename F>
void forEachWord(std::string_view text, F &&f)
{
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSpaceByte(text[i]))
            ++i;
        const std::size_t begin = i;
        bool word = false;
        for (; i < text.size() && !isSpaceByte(text[i]); ++i)
            word = word || isWordByte(text[i]);
        if (word)
            f(text.substr(begin, i - begin));
    }
}

// Words, and words per line when the block's text is wrapped at kWrapWidth, the
// last (partial) line left out unless it is the only one: boilerpipe's text density.
void measure(Block &block)
{
    int lines = 1;
    int lineLength = 0;
    int wordsInLine = 0;
    int wordsInFullLines = 0;
    block.words = 0;
    forEachWord(block.text, [&](std::string_view token) {
        ++block.words;
        if (lineLength > 0 && lineLength + 1 + int(token.size()) > kWrapWidth) {
            ++lines;
            wordsInFullLines += wordsInLine;
            wordsInLine = 0;
            lineLength = 0;
        }
        lineLength += (lineLength > 0 ? 1 : 0) + int(token.size());
        ++wordsInLine;
    });
    block.wrappedWords = lines == 1 ? block.words : wordsInFullLines;
    block.wrappedLines = lines == 1 ? 1 : lines - 1;
}

// Cuts the document into blocks as libxml2's SAX parser reports elements and
// text: no tree is built (building and freeing it took half of the parse).
class BlockCollector
{
public:
    std::vector<Block> take()
    {
        flush();
        return std::move(m_blocks);
    }

    void startElement(std::string_view name)
    {
        if (m_ignored > 0 || isIgnorable(name)) {
            ++m_ignored;
            return;
        }
        if (name == "a"sv)
            ++m_anchors;
        else if (name == "br"sv)
            m_pendingSpace = true;
        else if (isBlockBoundary(name))
            flush();
    }

    void endElement(std::string_view name)
    {
        if (m_ignored > 0) {
            --m_ignored;
            return;
        }
        if (name == "a"sv)
            m_anchors = std::max(0, m_anchors - 1);
        else if (isBlockBoundary(name))
            flush();
    }

    void text(std::string_view bytes)
    {
        if (m_ignored > 0)
            return;
        const std::size_t before = m_current.text.size();
        for (std::size_t i = 0; i < bytes.size(); ++i) {
            const char c = bytes[i];
            // A no-break space (&nbsp;, U+00A0) separates words as a space does.
            const bool noBreakSpace = c == '\xC2' && i + 1 < bytes.size() && bytes[i + 1] == '\xA0';
            if (isSpaceByte(c) || noBreakSpace) {
                i += noBreakSpace ? 1 : 0;
                m_pendingSpace = true;
                continue;
            }
            if (m_pendingSpace && !m_current.text.empty())
                m_current.text.push_back(' ');
            m_pendingSpace = false;
            m_current.text.push_back(c);
        }
        if (m_anchors > 0 && m_current.text.size() > before) {
            // The words the anchor added (a word it continues counts as linked).
            std::size_t from = before;
            if (m_current.text[from] == ' ')
                ++from; // the separator just added: the anchor starts a word
            else
                while (from > 0 && m_current.text[from - 1] != ' ')
                    --from;
            forEachWord(std::string_view(m_current.text).substr(from),
                        [&](std::string_view) { ++m_current.linkedWords; });
        }
    }

private:
    void flush()
    {
        measure(m_current);
        if (m_current.words > 0)
            m_blocks.push_back(std::move(m_current));
        m_current = Block{};
        m_pendingSpace = false;
    }

    std::vector<Block> m_blocks;
    Block m_current;
    int m_ignored = 0; // depth inside ignorable elements
    int m_anchors = 0; // depth inside a elements
    bool m_pendingSpace = false;
};

bool equalsIgnoringAsciiCase(std::string_view text, std::string_view lowerCase)
{
    return text.size() == lowerCase.size() && std::ranges::equal(text, lowerCase, [](char a, char b) {
               return (a >= 'A' && a <= 'Z' ? char(a | 0x20) : a) == b;
           });
}

// The '<' of the first "</name" (any case) from `from`, or npos.
std::size_t findEndTag(std::string_view html, std::size_t from, std::string_view name)
{
    for (std::size_t at = html.find("</"sv, from); at != std::string_view::npos; at = html.find("</"sv, at + 2)) {
        if (equalsIgnoringAsciiCase(html.substr(at + 2, name.size()), name))
            return at;
    }
    return std::string_view::npos;
}

bool isAsciiLetter(char c)
{
    return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
}

bool isTagNameByte(char c)
{
    return isAsciiLetter(c) || (c >= '0' && c <= '9') || c == '-' || c == ':';
}

// The '>' ending the tag whose attributes start at `from`, honouring quoted
// values; an unbalanced quote falls back to the first '>' (as htmlToText()
// does). npos when there is none.
std::size_t findTagEnd(std::string_view html, std::size_t from)
{
    for (std::size_t at = from; at < html.size(); ++at) {
        if (html[at] == '>')
            return at;
        if (html[at] != '=')
            continue;
        std::size_t value = at + 1;
        while (value < html.size() && isSpaceByte(html[value]))
            ++value;
        if (value < html.size() && (html[value] == '"' || html[value] == '\'')) {
            const std::size_t close = html.find(html[value], value + 1);
            if (close == std::string_view::npos)
                return html.find('>', from);
            at = close;
        }
    }
    return std::string_view::npos;
}

// Rewrites the page, in place, to what the classification reads, before
// libxml2 parses it: tags without their attributes, no comments, doctypes or
// processing instructions, and script and style elements without their
// contents. Three quarters of a Gold Set page's bytes are markup, and libxml2
// reads every byte of it a character at a time (and copies each attribute
// value) where this finds the ends with memchr. The elements, their order and
// the text are unchanged, so is libxml2's repair of their nesting; "/>" is kept,
// since libxml2 closes any element so written. As in browsers, a script runs to
// the first "</script"; what is left unterminated is left for the parser.
void keepTagNamesAndText(QByteArray &html)
{
    char *data = html.data();
    const std::string_view page(data, std::size_t(html.size()));
    std::size_t read = 0;  // the bytes before it are kept or dropped
    std::size_t write = 0; // the kept bytes end here (never after `read`)
    const auto keepUntil = [&](std::size_t end) {
        if (write != read)
            std::memmove(data + write, data + read, end - read);
        write += end - read;
        read = end;
    };
    constexpr auto npos = std::string_view::npos;
    std::size_t at = 0;
    while ((at = page.find('<', at)) != npos) {
        if (page.substr(at, 4) == "<!--"sv) {
            const std::size_t end = page.find("-->"sv, at + 4);
            if (end == npos)
                break;
            keepUntil(at);
            read = at = end + 3;
            continue;
        }
        const char next = at + 1 < page.size() ? page[at + 1] : '\0';
        if (next == '!' || next == '?') {
            const std::size_t end = page.find('>', at);
            if (end == npos)
                break;
            keepUntil(at);
            read = at = end + 1;
            continue;
        }
        const bool endTag = next == '/';
        const std::size_t nameBegin = at + (endTag ? 2 : 1);
        if (nameBegin >= page.size() || !isAsciiLetter(page[nameBegin])) {
            ++at; // a stray '<' is text
            continue;
        }
        std::size_t nameEnd = nameBegin;
        while (nameEnd < page.size() && isTagNameByte(page[nameEnd]))
            ++nameEnd;
        const std::size_t tagEnd = findTagEnd(page, nameEnd);
        if (tagEnd == npos)
            break;
        // "<br/>", "<a href='x' />", but not the end of an unquoted value ("href=x/>").
        const bool selfClosing = !endTag && tagEnd > nameEnd && page[tagEnd - 1] == '/'
            && (tagEnd - 1 == nameEnd || isSpaceByte(page[tagEnd - 2]) || page[tagEnd - 2] == '"'
                || page[tagEnd - 2] == '\'');
        keepUntil(nameEnd);
        // The bytes from `write` to `tagEnd` are read no more.
        if (selfClosing)
            data[write++] = '/';
        data[write++] = '>';
        read = at = tagEnd + 1;
        if (endTag || selfClosing)
            continue;
        const std::string_view name = page.substr(nameBegin, nameEnd - nameBegin);
        const std::string_view rawText = equalsIgnoringAsciiCase(name, "script"sv) ? "script"sv
            : equalsIgnoringAsciiCase(name, "style"sv)                             ? "style"sv
                                                                                   : std::string_view();
        if (rawText.empty())
            continue;
        const std::size_t contentEnd = findEndTag(page, at, rawText);
        if (contentEnd == npos)
            break;
        read = at = contentEnd;
    }
    keepUntil(page.size());
    html.truncate(qsizetype(write));
}

BlockCollector &collectorOf(void *context)
{
    auto *parser = static_cast<htmlParserCtxtPtr>(context);
    return *static_cast<BlockCollector *>(parser->_private);
}

std::string_view nameOf(const xmlChar *name)
{
    return name ? std::string_view(reinterpret_cast<const char *>(name)) : std::string_view();
}

// SimpleBlockFusionProcessor: a block whose text density equals its
// predecessor's continues it (the items of one list, the lines of one paragraph
// split by markup). The text keeps its line break.
void fuseEqualDensities(std::vector<Block> &blocks)
{
    std::vector<Block> fused;
    for (Block &block : blocks) {
        if (!fused.empty() && fused.back().textDensity() == block.textDensity()) {
            Block &previous = fused.back();
            previous.text += '\n';
            previous.text += block.text;
            previous.words += block.words;
            previous.linkedWords += block.linkedWords;
            previous.wrappedWords += block.wrappedWords;
            previous.wrappedLines += block.wrappedLines;
            continue;
        }
        fused.push_back(std::move(block));
    }
    blocks = std::move(fused);
}

// DensityRulesClassifier: the paper's decision tree on link and text density
// of the previous, current and next block (an empty block beyond either end).
bool isContent(const Block &previous, const Block &current, const Block &next)
{
    if (current.linkDensity() > 0.333333)
        return false;
    if (previous.linkDensity() <= 0.555556) {
        if (current.textDensity() <= 9) {
            if (next.textDensity() <= 10)
                return previous.textDensity() > 4;
            return true;
        }
        return next.textDensity() != 0;
    }
    return next.textDensity() > 11;
}

// libxml2 2.9 creates its global mutexes lazily on the first parse; two threads
// making that first parse at once can both create the dictionary's mutex and
// then wait on it for ever (seen in the importer's worker pool). Its manual
// asks threaded programs to call xmlInitParser() before any parse; a
// function-local static makes that happen exactly once, whichever thread wins.
void initialiseLibxmlOnce()
{
    static const bool initialised = (xmlInitParser(), true);
    (void)initialised;
}

} // namespace

QString extractMainContent(const QString &html)
{
    initialiseLibxmlOnce();
    QByteArray utf8 = html.toUtf8();
    keepTagNamesAndText(utf8);
    if (utf8.isEmpty())
        return {};
    htmlParserCtxtPtr parser = htmlCreateMemoryParserCtxt(utf8.constData(), int(utf8.size()));
    if (!parser)
        return {};
    BlockCollector collector;
    parser->_private = &collector;
    // Only these events; without the default handlers no tree is built.
    htmlSAXHandler &sax = *parser->sax;
    std::memset(&sax, 0, sizeof sax);
    sax.initialized = 1;
    sax.startElement = [](void *context, const xmlChar *name, const xmlChar **) {
        collectorOf(context).startElement(nameOf(name));
    };
    sax.endElement = [](void *context, const xmlChar *name) { collectorOf(context).endElement(nameOf(name)); };
    sax.characters = [](void *context, const xmlChar *bytes, int length) {
        collectorOf(context).text(std::string_view(reinterpret_cast<const char *>(bytes), std::size_t(length)));
    };
    sax.ignorableWhitespace = sax.characters;
    sax.cdataBlock = sax.characters; // script and style content, inside ignorable elements
    // The text is decoded already: the parser must not re-decode it by a meta
    // charset it finds (HTML_PARSE_IGNORE_ENC).
    htmlCtxtUseOptions(parser,
                       HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET
                           | HTML_PARSE_IGNORE_ENC);
    xmlSwitchEncoding(parser, XML_CHAR_ENCODING_UTF8);
    htmlParseDocument(parser);
    htmlFreeParserCtxt(parser);
    std::vector<Block> blocks = collector.take();
    fuseEqualDensities(blocks);

    const Block none;
    std::string content;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const Block &previous = i > 0 ? blocks[i - 1] : none;
        const Block &next = i + 1 < blocks.size() ? blocks[i + 1] : none;
        if (!isContent(previous, blocks[i], next))
            continue;
        if (!content.empty())
            content += '\n';
        content += blocks[i].text;
    }
    return QString::fromUtf8(content.data(), qsizetype(content.size()));
}

} // namespace nd::text
