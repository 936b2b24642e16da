#include "compare/boilerplatecache.h"
#include "compare/exclusions.h"

#include <QTest>
#include <QtConcurrent>

#include <atomic>
#include <numeric>
#include <stdexcept>

using namespace Qt::StringLiterals;
using nd::compare::TextRange;

class TestExclusions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quotesOfSeveralLanguages();
    void quotesConfigurable();
    void unclosedQuoteExcludesNothing();
    void bibliographyFromLastHeading();
    void boilerplateByDocumentShare();
    void rescoredWithoutExclusions();
    void boilerplateComputedOncePerSettings();
    void boilerplateCacheThreadSafe();
};

namespace {

TextRange rangeOf(const QString &text, const QString &part)
{
    const qsizetype at = text.indexOf(part);
    Q_ASSERT(at >= 0);
    return {at, at + part.size()};
}

} // namespace

void TestExclusions::quotesOfSeveralLanguages()
{
    const QString text = u"a “bc” d «ef» g „hi“ 「jk」 『lm』 \"no\" ‹pq› r"_s;
    const auto ranges = nd::compare::quotedRanges(text, nd::compare::defaultQuotePairs());
    const QList<TextRange> expected = {
        rangeOf(text, u"“bc”"_s),   rangeOf(text, u"«ef»"_s),   rangeOf(text, u"„hi“"_s), rangeOf(text, u"「jk」"_s),
        rangeOf(text, u"『lm』"_s), rangeOf(text, u"\"no\""_s), rangeOf(text, u"‹pq›"_s)};
    QCOMPARE(ranges, expected);
}

void TestExclusions::quotesConfigurable()
{
    const auto pairs = nd::compare::parseQuotePairs(u"«» x 「」 bad"_s);
    QCOMPARE(pairs.size(), 2); // "x" and "bad" are not pairs
    QCOMPARE(nd::compare::quotePairsToString(pairs), u"«» 「」"_s);
    const QString text = u"a “bc” «de» f"_s;
    QCOMPARE(nd::compare::quotedRanges(text, pairs), QList<TextRange>{rangeOf(text, u"«de»"_s)});
}

void TestExclusions::unclosedQuoteExcludesNothing()
{
    // The first “ is not closed before the blank line; the second pair is.
    const QString text = u"He said “stop\n\nNew paragraph “ok” end"_s;
    QCOMPARE(nd::compare::quotedRanges(text, nd::compare::defaultQuotePairs()),
             QList<TextRange>{rangeOf(text, u"“ok”"_s)});
}

void TestExclusions::bibliographyFromLastHeading()
{
    const QString text = u"Contents\nReferences\nBody text cites Smith.\n7. References:\nSmith, J. 2001.\n"_s;
    const auto range = nd::compare::bibliographyRange(text, nd::compare::defaultBibliographyHeadings());
    QCOMPARE(range, (QList<TextRange>{{text.indexOf(u"7. References"_s), text.size()}}));
    // A sentence merely mentioning references is no heading.
    QVERIFY(nd::compare::bibliographyRange(u"See the references below.\nMore."_s,
                                           nd::compare::defaultBibliographyHeadings())
                .isEmpty());
    const QString chinese = u"正文内容\n参考文献\n张三 2001"_s;
    QCOMPARE(nd::compare::bibliographyRange(chinese, nd::compare::defaultBibliographyHeadings()),
             (QList<TextRange>{{5, chinese.size()}}));
}

void TestExclusions::boilerplateByDocumentShare()
{
    // k = 2. "copyright reserved" is in 3 of 4 documents (75 % > 50 %): boilerplate.
    // "alpha beta" is in 2 of 4 (50 %, not more): kept. A repeat inside one
    // document counts once.
    const std::vector<QStringList> docs = {
        {u"copyright"_s, u"reserved"_s, u"alpha"_s, u"beta"_s},
        {u"copyright"_s, u"reserved"_s, u"copyright"_s, u"reserved"_s},
        {u"alpha"_s, u"beta"_s, u"copyright"_s, u"reserved"_s},
        {u"gamma"_s, u"delta"_s},
    };
    const auto shingles = nd::compare::boilerplateShingles(docs, 2, 0.5);
    QCOMPARE(shingles.size(), std::size_t(1));

    const QString text = u"alpha beta copyright reserved"_s;
    const auto spans = nd::text::segmentWords(text);
    const auto ranges = nd::compare::boilerplateRanges(docs[2], spans, 2, shingles);
    QCOMPARE(ranges, QList<TextRange>{rangeOf(text, u"copyright reserved"_s)});
}

void TestExclusions::rescoredWithoutExclusions()
{
    // A: 10 words; its first 6 are B's words 2..7 (one passage of 6 words).
    // B: 8 words. Before: A is 6/10 in B, B is 6/8 in A.
    // Exclude “three four” in A: A keeps 8 words, 4 of them matched -> 4/8;
    // B has no exclusions and stays 6/8.
    const QString a = u"one two “three four” five six seven eight nine ten"_s;
    const QString b = u"x one two three four five six y"_s;
    const auto spansA = nd::text::segmentWords(a);
    const auto spansB = nd::text::segmentWords(b);
    QCOMPARE(spansA.size(), std::size_t(10));
    nd::compare::MatchedPassage p;
    p.number = 1;
    p.words = 6;
    p.tokensA = p.tokensB = 6;
    p.firstTokenA = 0;
    p.firstTokenB = 1;
    const auto before = nd::compare::containment({p}, 10, 8);
    QCOMPARE(before.aInB(), 0.6);

    nd::compare::ExclusionOptions options;
    options.quotes = true;
    const auto excludedA = nd::compare::excludedRanges(a, options);
    QCOMPARE(excludedA.size(), 1);
    const auto after =
        nd::compare::containmentExcluding({p}, spansA, spansB, excludedA, nd::compare::excludedRanges(b, options));
    QCOMPARE(after.wordsA, 8);
    QCOMPARE(after.coveredA, 4);
    QCOMPARE(after.aInB(), 0.5);
    QCOMPARE(after.wordsB, 8);
    QCOMPARE(after.coveredB, 6);
    QCOMPARE(after.bInA(), 0.75);

    // A merged near passage (8 tokens, 6 matched) with 4 tokens excluded keeps
    // half its matched words.
    p.tokensA = 8;
    const auto near =
        nd::compare::containmentExcluding({p}, spansA, spansB, {rangeOf(a, u"“three four” five six"_s)}, {});
    QCOMPARE(near.coveredA, 3);
}

void TestExclusions::boilerplateComputedOncePerSettings()
{
    using nd::compare::BoilerplateCache;
    using nd::compare::ShingleSet;
    BoilerplateCache cache(2);
    int computed = 0;
    const auto compute = [&computed](std::uint64_t value) {
        return [&computed, value] {
            ++computed;
            return ShingleSet{value};
        };
    };
    const BoilerplateCache::Key key{u"w.ndw"_s, 1, "3:120", u"p"_s, 8, 0.2};
    QCOMPARE(*cache.shingles(key, compute(1)), ShingleSet{1});
    QCOMPARE(*cache.shingles(key, compute(99)), ShingleSet{1}); // stored: not computed again
    QCOMPARE(computed, 1);

    // Another share, or the collection changed: computed anew.
    BoilerplateCache::Key otherShare = key;
    otherShare.share = 0.3;
    QCOMPARE(*cache.shingles(otherShare, compute(2)), ShingleSet{2});
    BoilerplateCache::Key changed = key;
    changed.collectionState = "4:130";
    QCOMPARE(*cache.shingles(changed, compute(3)), ShingleSet{3});
    QCOMPARE(computed, 3);
    // Capacity 2: `key` was the least recently used and went.
    QCOMPARE(cache.size(), 2);
    QCOMPARE(*cache.shingles(key, compute(4)), ShingleSet{4});
    QCOMPARE(computed, 4);

    // A cancelled computation stores nothing.
    BoilerplateCache::Key cancelled = key;
    cancelled.collectionId = 2;
    QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                             cache.shingles(cancelled, []() -> ShingleSet { throw std::runtime_error("stop"); }));
    QCOMPARE(*cache.shingles(cancelled, compute(5)), ShingleSet{5});

    cache.invalidate(u"w.ndw"_s, 2);
    QCOMPARE(*cache.shingles(cancelled, compute(6)), ShingleSet{6});
    cache.clear();
    QCOMPARE(cache.size(), 0);
}

void TestExclusions::boilerplateCacheThreadSafe()
{
    using nd::compare::BoilerplateCache;
    using nd::compare::ShingleSet;
    BoilerplateCache cache(3);
    std::atomic<int> computed{0};
    QList<int> requests(400);
    std::iota(requests.begin(), requests.end(), 0);
    // Many pairs opened at once on pool threads, over three settings.
    const QList<std::uint64_t> answers = QtConcurrent::blockingMapped(requests, [&](int i) {
        const BoilerplateCache::Key key{u"w.ndw"_s, 1, "s", u"p"_s, 8, 0.1 * (i % 3 + 1)};
        return *cache
                    .shingles(key,
                              [&, i] {
                                  ++computed;
                                  return ShingleSet{std::uint64_t(i % 3)};
                              })
                    ->begin();
    });
    for (int i = 0; i < requests.size(); ++i)
        QCOMPARE(answers.at(i), std::uint64_t(i % 3));
    QCOMPARE(cache.size(), 3);
    // Each setting is computed at least once; only threads racing on a new key
    // compute it again, never once per request.
    QVERIFY(computed >= 3);
    QVERIFY2(computed < 3 + QThreadPool::globalInstance()->maxThreadCount() * 3, qPrintable(QString::number(computed)));
}

QTEST_GUILESS_MAIN(TestExclusions)
#include "tst_exclusions.moc"
