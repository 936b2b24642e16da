#include "features/spotsignatures.h"

#include "text/preprocessor.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace nd::features {

std::vector<SpotWord> spotWords(QStringView text)
{
    const std::vector<nd::text::WordSpan> spans = nd::text::segmentWords(text);
    std::vector<SpotWord> words;
    words.reserve(spans.size());
    for (const nd::text::WordSpan &s : spans) {
        QString word = text.sliced(s.begin, s.end - s.begin).toString().toCaseFolded();
        // Editors write "don’t" as well as "don't"; one spelling keeps them equal.
        word.replace(QChar(0x2019), u'\'');
        words.push_back({std::move(word), s.begin, s.end});
    }
    return words;
}

QStringList antecedentSetNames()
{
    return {u"paper"_s, u"articles"_s, u"common"_s};
}

QSet<QString> antecedentSet(QStringView name)
{
    if (name == u"paper")
        return {u"a"_s, u"there"_s, u"was"_s, u"said"_s, u"the"_s, u"is"_s};
    if (name == u"articles")
        return {u"a"_s, u"an"_s, u"the"_s};
    if (name == u"common")
        return {u"a"_s,  u"an"_s,   u"the"_s,   u"is"_s,   u"was"_s,  u"were"_s, u"are"_s,
                u"be"_s, u"been"_s, u"there"_s, u"said"_s, u"has"_s,  u"had"_s,  u"have"_s,
                u"it"_s, u"this"_s, u"that"_s,  u"will"_s, u"would"_s};
    return {};
}

QStringList stopwordSpotSignatures(QStringView text, const QSet<QString> &antecedents, int distance, int chain)
{
    const std::vector<SpotWord> words = spotWords(text);
    // Index of the non-stopwords, so each chain is found by a lookup rather than
    // a scan over the stopwords between.
    std::vector<std::size_t> content;
    std::vector<std::size_t> nextContent(words.size() + 1, 0); // first content index at or after i
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (!nd::text::isStopword(words[i].word))
            content.push_back(i);
    }
    {
        std::size_t c = content.size();
        for (std::size_t i = words.size() + 1; i-- > 0;) {
            if (i < words.size() && c > 0 && content[c - 1] == i)
                --c;
            nextContent[i] = c;
        }
    }
    QStringList signatures;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (!antecedents.contains(words[i].word))
            continue;
        const std::size_t first = nextContent[i + 1];
        const std::size_t last = first + std::size_t(distance) * std::size_t(chain) - 1;
        if (chain > 0 && last >= content.size())
            continue;
        QString signature = words[i].word;
        for (int k = 1; k <= chain; ++k) {
            signature += u':';
            signature += words[content[first + std::size_t(k * distance) - 1]].word;
        }
        signatures.append(std::move(signature));
    }
    return signatures;
}

QStringList spotWindowNames()
{
    return {u"1L"_s, u"1R"_s, u"2"_s, u"4"_s, u"6"_s};
}

namespace {

struct NamedPunctuation
{
    QString name;
    QString characters;
};

// The named spot sets, in the order forms offer them: one list, so the names
// offered and the names understood cannot drift apart. Full-width forms too: the
// paper also runs on Chinese news.
const QList<NamedPunctuation> &namedPunctuationSets()
{
    static const QList<NamedPunctuation> sets = {
        {u"comma"_s, u",，、"_s},
        {u"comma+fullstop"_s, u",，、.。"_s},
        {u"semicolon"_s, u";；"_s},
        {u"comma+semicolon"_s, u",，、;；"_s},
        {u"all"_s, u",，、.。;；:：!！?？"_s},
    };
    return sets;
}

} // namespace

QStringList punctuationSetNames()
{
    QStringList names;
    for (const NamedPunctuation &set : namedPunctuationSets())
        names.append(set.name);
    names.append(u"custom"_s); // the characters given with it
    return names;
}

QString punctuationSet(QStringView name)
{
    for (const NamedPunctuation &set : namedPunctuationSets()) {
        if (set.name == name)
            return set.characters;
    }
    return {};
}

PunctuationSignature punctuationSignature(QStringView text, QStringView spotCharacters, SpotWindow window)
{
    const std::vector<SpotWord> words = spotWords(text);
    int left = 0;
    int right = 0;
    switch (window) {
    case SpotWindow::OneLeft:
        left = 1;
        break;
    case SpotWindow::OneRight:
        right = 1;
        break;
    case SpotWindow::Two:
        left = right = 1;
        break;
    case SpotWindow::Four:
        left = right = 2;
        break;
    case SpotWindow::Six:
        left = right = 3;
        break;
    }
    PunctuationSignature signature;
    std::size_t after = 0; // first word starting after the current position
    for (qsizetype p = 0; p < text.size(); ++p) {
        if (!spotCharacters.contains(text[p]))
            continue;
        ++signature.spots;
        while (after < words.size() && words[after].begin <= p)
            ++after;
        // Words before the spot are those ending at or before it; a spot inside a
        // word (ICU keeps "3,000" whole) then takes the word itself as "before".
        const std::size_t before = after;
        for (int k = std::min<int>(left, int(before)); k >= 1; --k)
            signature.words.append(words[before - std::size_t(k)].word);
        for (int k = 0; k < right && after + std::size_t(k) < words.size(); ++k)
            signature.words.append(words[after + std::size_t(k)].word);
    }
    return signature;
}

} // namespace nd::features
