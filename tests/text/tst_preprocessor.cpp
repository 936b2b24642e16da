#include "base/hashing.h"
#include "features/shingles.h"
#include "icuwordspans.h"
#include "text/asciiwords.h"
#include "text/preprocessor.h"

#include <QTest>

#include <libstemmer.h>

#include <random>

using namespace Qt::StringLiterals;
using nd::text::PreprocessOptions;
using nd::text::Preprocessor;
using nd::text::WordSpan;

namespace {

PreprocessOptions options(bool normalize, bool stop, bool stem)
{
    PreprocessOptions o;
    o.normalize = normalize;
    o.removeStopwords = stop;
    o.stem = stem;
    return o;
}

QStringList words(QStringView text, const std::vector<WordSpan> &spans)
{
    QStringList out;
    for (const WordSpan &s : spans)
        out << text.sliced(s.begin, s.end - s.begin).toString();
    return out;
}

// Texts of many scripts and forms: the same form in other cases, stopwords,
// forms that normalise to nothing, repeated forms (the caches' hits).
QStringList mixedTexts()
{
    return {
        u"The running dogs ran; THE Running Dogs RAN. the runners' running."_s,
        u"Straße, STRASSE, straße — naïve café façades; ﬁnancial ﬁles (ligatures), Ⅻ, ①."_s,
        u"Don’t don't DON'T won’t: rock'n'roll e.g. U.S.A. 3.14 1,000,000 foo_bar x86-64"_s,
        u"北京大学的学生在图书馆里学习。我们的世界很大。東京都に住んでいます。カタカナ"_s,
        u"Москва бегущие собаки; ελληνικά κείμενα; عربي نص; שלום; हिन्दी पाठ"_s,
        u"&nbsp;&amp; <div class=\"x\">text</div> &lt;p&gt; a\u00ADb soft\u00ADhyphen \u00AD lone"_s,
        u"emoji 👍🏽 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 math letters, tab\tnewline\nCR\r end"_s,
        QString(),
        u"   ...  ,,, !!! "_s,
        u"Plain ASCII: The dogs' owners don't run; U.S.A. 3.14 1,000 foo_bar __ _ a:b x86-64."_s,
        // Words of 7, 8 and 9+ letters (packed keys end at 8 bytes), ending the text
        // and starting it, in every case.
        u"Abcdefg abcdefgh ABCDEFGH Abcdefghi INTERNATIONALIZATION internationalization Running"_s,
        // Words of 15, 16 and 17 letters (the short-word keys end at 16 bytes), words
        // with digits (stemmed only when they have a letter), a stopword in capitals.
        u"Internationalis INTERNATIONALISM Internationalisms abcdefghijklmnopq 1990s 2024 running123 THE x_runs"_s,
        u"Zebras"_s,
        u"xy"_s,
    };
}

} // namespace

class TstPreprocessor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void asciiWordsMatchIcu();
    void tokenHashesMatchTokens_data();
    void tokenHashesMatchTokens();
    void tokensMatchEachWordNormalised_data();
    void tokensMatchEachWordNormalised();
    void segmentWords_data();
    void segmentWords();
    void tokens_data();
    void tokens();
    void stemsLikeLibstemmer();
    void spansPointToOriginalWords();
    void isStopword_data();
    void isStopword();
    void keyDiffersByOptions();
    void unknownStemLanguage();
    void normalizeWord();
};

void TstPreprocessor::tokensMatchEachWordNormalised_data()
{
    tokenHashesMatchTokens_data();
}

void TstPreprocessor::tokensMatchEachWordNormalised()
{
    // tokens() keeps what each word form became, so a form met again costs
    // nothing: it must give what normalizeWord() gives each of ICU's words, on
    // the first meeting and from the cache, with the words' own spans.
    QFETCH(bool, normalize);
    QFETCH(bool, stop);
    QFETCH(bool, stem);
    const PreprocessOptions o = options(normalize, stop, stem);
    const Preprocessor reference(o);
    const Preprocessor cached(o);
    for (int pass = 0; pass < 2; ++pass) {
        for (const QString &text : mixedTexts()) {
            QStringList expected;
            QStringList expectedWords;
            for (const auto &[begin, end] : nd::test::icuWordSpans(text)) {
                const QStringView word = QStringView(text).sliced(begin, end - begin);
                const QString token = reference.normalizeWord(word);
                if (token.isEmpty())
                    continue;
                expected.append(token);
                expectedWords.append(word.toString());
            }
            std::vector<WordSpan> spans;
            const QStringList tokens = cached.tokens(text, &spans);
            const QString what = u"pass %1, text %2"_s.arg(pass).arg(text);
            QVERIFY2(tokens == expected, qPrintable(what + u": "_s + tokens.join(u'|')));
            QVERIFY2(words(text, spans) == expectedWords, qPrintable(what));
        }
    }
}

void TstPreprocessor::segmentWords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("latin") << u"Hello, world! 123 e-mail"_s
                           << QStringList{u"Hello"_s, u"world"_s, u"123"_s, u"e"_s, u"mail"_s};
    // ICU keeps apostrophes and inner full stops inside a word.
    QTest::newRow("apostrophe") << u"don't U.S.A."_s << QStringList{u"don't"_s, u"U.S.A"_s};
    // Dictionary segmentation (ICU 72): 我们 / 是 / 中国人 — several multi-character
    // words, neither one token nor six single characters.
    QTest::newRow("chinese") << u"我们是中国人"_s << QStringList{u"我们"_s, u"是"_s, u"中国人"_s};
    QTest::newRow("chinese punctuation") << u"我们是中国人，我们热爱和平。"_s
                                         << QStringList{u"我们"_s, u"是"_s,   u"中国人"_s,
                                                        u"我们"_s, u"热爱"_s, u"和平"_s};
    QTest::newRow("japanese") << u"今日は良い天気ですね"_s
                              << QStringList{u"今日"_s, u"は"_s, u"良い"_s, u"天気"_s, u"です"_s, u"ね"_s};
    QTest::newRow("only punctuation") << u" ,.!? — "_s << QStringList{};
}

void TstPreprocessor::segmentWords()
{
    QFETCH(QString, text);
    QFETCH(QStringList, words);
    QCOMPARE(::words(text, nd::text::segmentWords(text)), words);
}

void TstPreprocessor::tokens_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("normalize");
    QTest::addColumn<bool>("stop");
    QTest::addColumn<bool>("stem");
    QTest::addColumn<QStringList>("tokens");

    // the, were: stopwords; running -> run, dogs -> dog (Porter2 step 1a/1b).
    QTest::newRow("all on") << u"The running dogs were running"_s << true << true << true
                            << QStringList{u"run"_s, u"dog"_s, u"run"_s};
    QTest::newRow("stopwords kept") << u"The running dogs were running"_s << true << false << true
                                    << QStringList{u"the"_s, u"run"_s, u"dog"_s, u"were"_s, u"run"_s};
    QTest::newRow("no stemming") << u"The running dogs were running"_s << true << true << false
                                 << QStringList{u"running"_s, u"dogs"_s, u"running"_s};
    // Stopwords match case-insensitively even without normalisation.
    QTest::newRow("no normalisation") << u"The Running DOGS"_s << false << true << false
                                      << QStringList{u"Running"_s, u"DOGS"_s};
    QTest::newRow("all off") << u"The Dogs"_s << false << false << false << QStringList{u"The"_s, u"Dogs"_s};
    // NFKC: fullwidth letters -> ASCII, ligature fi -> f i; case folding: ß -> ss.
    QTest::newRow("nfkc casefold") << u"\uFF26\uFF55\uFF4C\uFF4C \uFB01le Stra\u00DFe"_s << true << false << false
                                   << QStringList{u"full"_s, u"file"_s, u"strasse"_s};
    // U+2019 apostrophe is unified with ', so "Don’t" is the stopword "don't".
    QTest::newRow("typographic apostrophe") << u"Don\u2019t stop"_s << true << true << false << QStringList{u"stop"_s};
    // 我们 and 是 are Chinese stopwords; 中国人 passes the English stemmer unchanged.
    QTest::newRow("chinese stopwords") << u"我们是中国人"_s << true << true << true << QStringList{u"中国人"_s};
    QTest::newRow("chinese kept") << u"我们是中国人"_s << true << false << true
                                  << QStringList{u"我们"_s, u"是"_s, u"中国人"_s};
    QTest::newRow("numbers") << u"In 1999, 42 cats"_s << true << true << true
                             << QStringList{u"1999"_s, u"42"_s, u"cat"_s};
    // Greek is not stemmed by the English stemmer (λόγοι stays, only case folded).
    QTest::newRow("other script") << u"ΛΌΓΟΙ walking"_s << true << true << true << QStringList{u"λόγοι"_s, u"walk"_s};
    QTest::newRow("empty") << QString() << true << true << true << QStringList{};
}

void TstPreprocessor::tokens()
{
    QFETCH(QString, text);
    QFETCH(bool, normalize);
    QFETCH(bool, stop);
    QFETCH(bool, stem);
    QFETCH(QStringList, tokens);
    const Preprocessor pp(options(normalize, stop, stem));
    QCOMPARE(pp.tokens(text), tokens);
}

void TstPreprocessor::stemsLikeLibstemmer()
{
    // The expected stems come from libstemmer directly, not from our wrapper.
    sb_stemmer *stemmer = sb_stemmer_new("english", "UTF_8");
    QVERIFY(stemmer);
    const Preprocessor pp(options(true, false, true));
    for (const char *word : {"running", "dogs", "generously", "connection", "happiness", "caresses", "ponies"}) {
        const sb_symbol *s = sb_stemmer_stem(stemmer, reinterpret_cast<const sb_symbol *>(word), int(strlen(word)));
        const QString expected = QString::fromUtf8(reinterpret_cast<const char *>(s), sb_stemmer_length(stemmer));
        QCOMPARE(pp.normalizeWord(QString::fromLatin1(word)), expected);
    }
    sb_stemmer_delete(stemmer);
    // Hand-checked Porter2 results for two of them.
    QCOMPARE(pp.normalizeWord(u"ponies"), u"poni"_s);
    QCOMPARE(pp.normalizeWord(u"caresses"), u"caress"_s);
}

void TstPreprocessor::spansPointToOriginalWords()
{
    const QString text = u"The running dogs, were RUNNING! 我们是中国人"_s;
    const Preprocessor pp;
    std::vector<WordSpan> spans;
    const QStringList tokens = pp.tokens(text, &spans);
    QCOMPARE(tokens, (QStringList{u"run"_s, u"dog"_s, u"run"_s, u"中国人"_s}));
    QCOMPARE(spans.size(), std::size_t(tokens.size()));
    QCOMPARE(words(text, spans), (QStringList{u"running"_s, u"dogs"_s, u"RUNNING"_s, u"中国人"_s}));
    // "The " is 4 units, so "running" spans [4, 11).
    QCOMPARE(spans.front().begin, 4);
    QCOMPARE(spans.front().end, 11);
}

void TstPreprocessor::isStopword_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<bool>("stop");
    QTest::newRow("the") << u"the"_s << true;
    QTest::newRow("The (not normalised)") << u"The"_s << false;
    QTest::newRow("don't") << u"don't"_s << true;
    QTest::newRow("dog") << u"dog"_s << false;
    QTest::newRow("的") << u"的"_s << true;
    QTest::newRow("我们") << u"我们"_s << true;
    QTest::newRow("中国") << u"中国"_s << false;
    QTest::newRow("empty") << QString() << false;
}

void TstPreprocessor::isStopword()
{
    QFETCH(QString, word);
    QFETCH(bool, stop);
    QCOMPARE(nd::text::isStopword(word), stop);
    QCOMPARE(nd::text::isStopwordToken(nd::hashToken(word)), stop); // the same answer from the word's hash
}

void TstPreprocessor::keyDiffersByOptions()
{
    const PreprocessOptions base;
    QCOMPARE(base.key(), u"norm=1;stop=1;stem=english;lists=1"_s);
    QStringList keys{base.key()};
    keys << options(false, true, true).key() << options(true, false, true).key() << options(true, true, false).key();
    PreprocessOptions german;
    german.stemLanguage = u"german"_s;
    keys << german.key();
    // Main content only reads other texts: its tokens are cached apart.
    PreprocessOptions mainContent;
    mainContent.mainContentOnly = true;
    QCOMPARE(mainContent.key(), u"norm=1;stop=1;stem=english;lists=1;main=1"_s);
    keys << mainContent.key();
    keys.removeDuplicates();
    QCOMPARE(keys.size(), 6);
    // The language does not matter when stemming is off.
    PreprocessOptions a = options(true, true, false);
    PreprocessOptions b = a;
    b.stemLanguage = u"french"_s;
    QCOMPARE(a.key(), b.key());
}

void TstPreprocessor::unknownStemLanguage()
{
    PreprocessOptions o;
    o.stemLanguage = u"klingon"_s;
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"no Snowball stemmer"_s));
    const Preprocessor pp(o);
    QVERIFY(!pp.hasStemmer());
    QCOMPARE(pp.tokens(u"running dogs"), (QStringList{u"running"_s, u"dogs"_s}));
    QVERIFY(Preprocessor().hasStemmer());
}

void TstPreprocessor::normalizeWord()
{
    const Preprocessor pp;
    QCOMPARE(pp.normalizeWord(u"Running"), u"run"_s);
    QCOMPARE(pp.normalizeWord(u"THE"), QString());    // stopword
    QCOMPARE(pp.normalizeWord(u"\u00AD"), QString()); // soft hyphen: removed by NFKC_CF
    QCOMPARE(pp.normalizeWord(u"Caf\u00C9s"), u"caf\u00E9"_s);
}

void TstPreprocessor::asciiWordsMatchIcu()
{
    // The ASCII scan must report exactly ICU's word segments: hand-picked cases of
    // every rule, then random strings over letters, digits and every joiner.
    auto asciiSpans = [](QStringView text) {
        std::vector<std::pair<qsizetype, qsizetype>> spans;
        nd::text::forEachAsciiWord(text, [&](qsizetype b, qsizetype e) { spans.emplace_back(b, e); });
        return spans;
    };
    auto icuSpans = [](QStringView text) { return nd::test::icuWordSpans(text); };
    QStringList texts = {
        u"don't e.g. U.S.A. 3.14 1,000,000 1;2 a,b a;b a:b 1:2 foo_bar _x x_ _ __ ___ a_1 1_a"_s,
        u"x86-64 3rd a1b2 'quoted' 'a 'b' end. .5 5. ..a a.. a..b 1..2 a'1 1'a 1'2 a'b'c"_s,
        u"tab\there\r\nnew line  multiple   spaces\f\v!\"#$%&()*+-/<=>?@[\\]^`{|}~ end"_s,
        QString(),
    };
    std::mt19937 random(3);
    // `count` texts of characters drawn from `alphabet`, each shorter than `lengthBound`.
    const auto addRandomTexts = [&](const QString &alphabet, int count, int lengthBound) {
        for (int t = 0; t < count; ++t) {
            QString text;
            const int length = int(random() % lengthBound);
            for (int c = 0; c < length; ++c)
                text += alphabet.at(qsizetype(random() % std::size_t(alphabet.size())));
            texts << text;
        }
    };
    addRandomTexts(u"ab1_.',;:@ -\n"_s, 3000, 14);
    // Longer ones too, across the 64-byte blocks of the byte path (a joiner or a
    // word on either side of a block's edge), with more ordinary words between.
    addRandomTexts(u"abcdefgh1_.',;:@ -\n  XYZ"_s, 2000, 200);
    // The byte path (UTF-8 of ASCII) must give the same segments, with the block
    // masks this processor's dispatch picks and with the SSE2 ones.
    auto byteSpans = [](const QString &text) {
        const QByteArray bytes = text.toLatin1();
        std::vector<std::pair<qsizetype, qsizetype>> spans;
        const bool ascii = nd::text::forEachAsciiWord(std::string_view(bytes.constData(), std::size_t(bytes.size())),
                                                      [&](qsizetype b, qsizetype e) { spans.emplace_back(b, e); });
        if (!ascii)
            spans.clear(); // never for these texts: the comparison with ICU would fail
        return spans;
    };
#if defined(__SSE2__)
    auto sse2Spans = [](const QString &text) {
        const QByteArray bytes = text.toLatin1();
        std::vector<std::pair<qsizetype, qsizetype>> spans;
        nd::text::detail::forEachAsciiWordIn<nd::text::detail::asciiBlockMasks>(
            reinterpret_cast<const unsigned char *>(bytes.constData()), bytes.size(),
            [&](qsizetype b, qsizetype e) { spans.emplace_back(b, e); });
        return spans;
    };
#endif
    for (const QString &text : std::as_const(texts)) {
        QVERIFY(nd::text::isAsciiText(text));
        const auto icu = icuSpans(text);
        QVERIFY2(asciiSpans(text) == icu, qPrintable(u"\"%1\""_s.arg(text)));
        QVERIFY2(byteSpans(text) == icu, qPrintable(u"bytes: \"%1\""_s.arg(text)));
        std::vector<std::pair<qsizetype, qsizetype>> segmented;
        for (const WordSpan &w : nd::text::segmentWords(text))
            segmented.emplace_back(w.begin, w.end);
        QVERIFY2(segmented == icu, qPrintable(u"segmentWords: \"%1\""_s.arg(text)));
#if defined(__SSE2__)
        QVERIFY2(sse2Spans(text) == icu, qPrintable(u"SSE2 bytes: \"%1\""_s.arg(text)));
#endif
    }
    QVERIFY(!nd::text::isAsciiText(u"caf\u00e9"_s));
    // UTF-16 units: one above 0x7F at each place of a four-unit block, in the tail, or none;
    // U+0100 has nothing in its low byte, U+0180 nothing in its high bit.
    QVERIFY(nd::text::isAsciiText(u"plain ASCII of more than four units~\u007f"_s));
    QVERIFY(nd::text::isAsciiText(QString()));
    for (const char16_t unit : {u'\u0080', u'\u0100', u'\u0180', u'\uffff'}) {
        for (int at = 0; at < 9; ++at) {
            QString text(9, u'a');
            text[at] = QChar(unit);
            QVERIFY2(!nd::text::isAsciiText(text), qPrintable(u"U+%1 at %2"_s.arg(int(unit), 4, 16).arg(at)));
        }
    }
    // Bytes: a byte above 0x7F inside an 8-byte block, in the tail, or nowhere.
    using namespace std::string_view_literals;
    QVERIFY(nd::text::isAsciiText("plain ASCII of more than eight bytes~\x7f"sv));
    QVERIFY(nd::text::isAsciiText(""sv));
    QVERIFY(!nd::text::isAsciiText("caf\xc3\xa9 and more than eight bytes"sv));
    QVERIFY(!nd::text::isAsciiText("more than eight bytes, then caf\xc3\xa9"sv));
    QVERIFY(!nd::text::isAsciiText("\x80"sv));
    // The byte path says when a text is not ASCII after all: a byte above 0x7F in
    // the first 64-byte block, in a later one, or in the last, short one.
    const auto noWord = [](qsizetype, qsizetype) {};
    const std::string ascii(150, 'a');
    for (std::size_t at : {std::size_t(0), std::size_t(63), std::size_t(64), std::size_t(100), std::size_t(149)}) {
        std::string text = ascii;
        text[at] = '\xc3';
        QVERIFY2(!nd::text::forEachAsciiWord(std::string_view(text), noWord), qPrintable(QString::number(at)));
    }
    QVERIFY(nd::text::forEachAsciiWord(std::string_view(ascii), noWord));
    QVERIFY(nd::text::forEachAsciiWord(""sv, noWord));

#ifdef ND_X86_DISPATCH
    // Where the processor has AVX-512BW, its block masks equal the SSE2 ones for
    // every byte value (here: all 256, in random 64-byte blocks).
    if (nd::cpu::hasAvx512bw()) {
        for (int block = 0; block < 2000; ++block) {
            unsigned char bytes[64];
            for (unsigned char &byte : bytes)
                byte = static_cast<unsigned char>(block < 4 ? 64 * block + (&byte - bytes) : random() % 256);
            const auto wide = nd::text::detail::asciiBlockMasksAvx512(bytes);
            const auto narrow = nd::text::detail::asciiBlockMasks(bytes);
            QCOMPARE(wide.letter, narrow.letter);
            QCOMPARE(wide.digit, narrow.digit);
            QCOMPARE(wide.underscore, narrow.underscore);
            QCOMPARE(wide.joinsLetters, narrow.joinsLetters);
            QCOMPARE(wide.joinsDigits, narrow.joinsDigits);
            QCOMPARE(wide.beyondAscii, narrow.beyondAscii);
        }
    }
#endif
}

void TstPreprocessor::tokenHashesMatchTokens_data()
{
    QTest::addColumn<bool>("normalize");
    QTest::addColumn<bool>("stop");
    QTest::addColumn<bool>("stem");
    QTest::newRow("all") << true << true << true;
    QTest::newRow("no stemming") << true << true << false;
    QTest::newRow("no stopwords") << true << false << true;
    QTest::newRow("no normalisation") << false << true << true;
    QTest::newRow("nothing") << false << false << false;
}

void TstPreprocessor::tokenHashesMatchTokens()
{
    // The fast path caches each word form by its raw hash, so the same form in
    // another case, a stopword, a form normalised to nothing and repeated forms
    // (the cache hit) must all give what tokens() gives.
    QFETCH(bool, normalize);
    QFETCH(bool, stop);
    QFETCH(bool, stem);
    const QStringList texts = mixedTexts();
    PreprocessOptions o = options(normalize, stop, stem);
    const Preprocessor reference(o);
    const Preprocessor fast(o);
    const Preprocessor fromUtf8(o);
    // Twice over all texts: the second pass is served from the form cache. The
    // UTF-8 path runs once on its own preprocessor and once on the UTF-16 one's,
    // whose cache then holds the forms of both paths.
    for (int pass = 0; pass < 2; ++pass) {
        for (const QString &text : texts) {
            const QStringList tokens = reference.tokens(text);
            std::vector<std::uint64_t> expected{42};
            const auto fromTokens = nd::features::tokenHashes(tokens);
            expected.insert(expected.end(), fromTokens.begin(), fromTokens.end());
            const QByteArray utf8 = text.toUtf8();
            const std::string_view bytes(utf8.constData(), std::size_t(utf8.size()));
            std::vector<std::uint64_t> hashes{42}, utf8Hashes{42}, mixedHashes{42}; // appended to, not replaced
            fast.tokenHashes(text, hashes);
            fromUtf8.tokenHashes(bytes, utf8Hashes);
            fast.tokenHashes(bytes, mixedHashes);
            const QString what =
                u"pass %1, %2 tokens expected: %3"_s.arg(pass).arg(tokens.size()).arg(tokens.join(u'|'));
            QVERIFY2(hashes == expected, qPrintable(what));
            QVERIFY2(utf8Hashes == expected, qPrintable(u"UTF-8, "_s + what));
            QVERIFY2(mixedHashes == expected, qPrintable(u"UTF-8 after UTF-16, "_s + what));
            // Into the caller's memory: the same hashes for an ASCII text, with
            // room for no more than the bound; nothing for any other text.
            std::vector<std::uint64_t> room(Preprocessor::asciiTokenBound(bytes.size()), 7);
            const std::optional<std::size_t> written = fromUtf8.asciiTokenHashes(bytes, room);
            QCOMPARE(written.has_value(), nd::text::isAsciiText(text));
            if (written) {
                room.resize(*written);
                QVERIFY2(std::equal(room.begin(), room.end(), expected.begin() + 1, expected.end()),
                         qPrintable(u"into memory, "_s + what));
            }
        }
    }
    // The bound is reached: one-letter words with one space between them. Less
    // room than the bound is refused before anything is written.
    std::vector<std::uint64_t> room(Preprocessor::asciiTokenBound(7), 7);
    QCOMPARE(fast.asciiTokenHashes("x y z w", room), std::optional<std::size_t>(fast.tokens(u"x y z w"_s).size()));
    room.pop_back();
    std::fill(room.begin(), room.end(), 7);
    QVERIFY_THROWS_EXCEPTION(std::length_error, fast.asciiTokenHashes("x y z w", room));
    QCOMPARE(room, std::vector<std::uint64_t>(3, 7));
    // Case variants are different forms but the same token.
    std::vector<std::uint64_t> a, b;
    fast.tokenHashes(u"Running"_s, a);
    fast.tokenHashes(u"running"_s, b);
    QCOMPARE(a.size(), std::size_t(1));
    QCOMPARE(a == b, normalize);
}

QTEST_GUILESS_MAIN(TstPreprocessor)
#include "tst_preprocessor.moc"
