#include "text/preprocessor.h"

#include <QTest>

#include <libstemmer.h>

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

} // namespace

class TstPreprocessor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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
    QTest::newRow("chinese") << u"我们是中国人"_s
                             << QStringList{u"我们"_s, u"是"_s, u"中国人"_s};
    QTest::newRow("chinese punctuation")
        << u"我们是中国人，我们热爱和平。"_s
        << QStringList{u"我们"_s, u"是"_s, u"中国人"_s, u"我们"_s, u"热爱"_s, u"和平"_s};
    QTest::newRow("japanese") << u"今日は良い天気ですね"_s
                              << QStringList{u"今日"_s, u"は"_s, u"良い"_s, u"天気"_s,
                                             u"です"_s, u"ね"_s};
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
                                    << QStringList{u"the"_s, u"run"_s, u"dog"_s, u"were"_s,
                                                   u"run"_s};
    QTest::newRow("no stemming") << u"The running dogs were running"_s << true << true << false
                                 << QStringList{u"running"_s, u"dogs"_s, u"running"_s};
    // Stopwords match case-insensitively even without normalisation.
    QTest::newRow("no normalisation") << u"The Running DOGS"_s << false << true << false
                                      << QStringList{u"Running"_s, u"DOGS"_s};
    QTest::newRow("all off") << u"The Dogs"_s << false << false << false
                             << QStringList{u"The"_s, u"Dogs"_s};
    // NFKC: fullwidth letters -> ASCII, ligature fi -> f i; case folding: ß -> ss.
    QTest::newRow("nfkc casefold") << u"\uFF26\uFF55\uFF4C\uFF4C \uFB01le Stra\u00DFe"_s << true
                                   << false << false
                                   << QStringList{u"full"_s, u"file"_s, u"strasse"_s};
    // U+2019 apostrophe is unified with ', so "Don’t" is the stopword "don't".
    QTest::newRow("typographic apostrophe") << u"Don\u2019t stop"_s << true << true << false
                                            << QStringList{u"stop"_s};
    // 我们 and 是 are Chinese stopwords; 中国人 passes the English stemmer unchanged.
    QTest::newRow("chinese stopwords") << u"我们是中国人"_s << true << true << true
                                       << QStringList{u"中国人"_s};
    QTest::newRow("chinese kept") << u"我们是中国人"_s << true << false << true
                                  << QStringList{u"我们"_s, u"是"_s, u"中国人"_s};
    QTest::newRow("numbers") << u"In 1999, 42 cats"_s << true << true << true
                             << QStringList{u"1999"_s, u"42"_s, u"cat"_s};
    // Greek is not stemmed by the English stemmer (λόγοι stays, only case folded).
    QTest::newRow("other script") << u"ΛΌΓΟΙ walking"_s << true << true << true
                                  << QStringList{u"λόγοι"_s, u"walk"_s};
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
    for (const char *word : {"running", "dogs", "generously", "connection", "happiness",
                             "caresses", "ponies"}) {
        const sb_symbol *s = sb_stemmer_stem(stemmer, reinterpret_cast<const sb_symbol *>(word),
                                             int(strlen(word)));
        const QString expected = QString::fromUtf8(reinterpret_cast<const char *>(s),
                                                   sb_stemmer_length(stemmer));
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
    QCOMPARE(words(text, spans),
             (QStringList{u"running"_s, u"dogs"_s, u"RUNNING"_s, u"中国人"_s}));
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
}

void TstPreprocessor::keyDiffersByOptions()
{
    const PreprocessOptions base;
    QCOMPARE(base.key(), u"norm=1;stop=1;stem=english;lists=1"_s);
    QStringList keys{base.key()};
    keys << options(false, true, true).key() << options(true, false, true).key()
         << options(true, true, false).key();
    PreprocessOptions german;
    german.stemLanguage = u"german"_s;
    keys << german.key();
    keys.removeDuplicates();
    QCOMPARE(keys.size(), 5);
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
    QCOMPARE(pp.normalizeWord(u"THE"), QString());  // stopword
    QCOMPARE(pp.normalizeWord(u"\u00AD"), QString());  // soft hyphen: removed by NFKC_CF
    QCOMPARE(pp.normalizeWord(u"Caf\u00C9s"), u"caf\u00E9"_s);
}

QTEST_GUILESS_MAIN(TstPreprocessor)
#include "tst_preprocessor.moc"
