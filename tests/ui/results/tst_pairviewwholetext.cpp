// PairView of a run that compared main contents: the titles say so, and the
// toggle shows the whole texts with exactly what extraction removed greyed.
#include "ui/results/pairview.h"
#include "ui/results/passagerenderer.h"
#include "ui/results/textpane.h"

#include "corpus/importer.h"
#include "jobs/jobcontrol.h"
#include "pipeline/runservice.h"
#include "store/collectionstore.h"
#include "store/runstore.h"
#include "store/workspace.h"
#include "templatepages.h"
#include "testsupport.h"
#include "text/maincontentmap.h"

#include <QCheckBox>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace Qt::StringLiterals;
using nd::ui::PairView;

namespace {

// The visible characters of the pane's text in the given foreground colour, in
// order (whitespace left out: the renderer may split or join it).
QString visibleCharactersIn(const QTextDocument *document, const QColor &colour, bool inColour)
{
    QString found;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            const QTextFragment piece = fragment.fragment();
            const bool coloured = piece.charFormat().foreground().color() == colour
                && piece.charFormat().hasProperty(QTextFormat::ForegroundBrush);
            if (coloured != inColour)
                continue;
            for (const QChar c : piece.text())
                if (!c.isSpace())
                    found.append(c);
        }
    }
    return found;
}

QString labelTexts(const QWidget &view)
{
    QString all;
    for (const QLabel *label : view.findChildren<QLabel *>())
        all += label->text() + u'\n';
    return all;
}

QString visibleCharacters(const QString &text)
{
    QString found;
    for (const QChar c : text)
        if (!c.isSpace())
            found.append(c);
    return found;
}

// The same article under the two template pages, imported as one collection.
qint64 importTemplatePages(const QTemporaryDir &dir, const nd::store::Workspace &workspace, nd::JobControl &control)
{
    nd::test::writeFile(dir, u"pages/daily.html"_s, nd::test::dailyExamplePage(nd::test::bridgeArticle()).toUtf8());
    nd::test::writeFile(dir, u"pages/wire.html"_s, nd::test::exampleWirePage(nd::test::bridgeArticle()).toUtf8());
    return nd::corpus::importPaths(workspace, {dir.filePath(u"pages"_s)}, {}, control).collectionId;
}

} // namespace

class TstPairViewWholeText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void removedPartsGreyedOnlyWhenAsked()
    {
        QTemporaryDir dir;
        const nd::store::Workspace workspace(dir.filePath(u"w.ndw"_s));
        nd::JobControl control;
        const qint64 collection = importTemplatePages(dir, workspace, control);
        qint64 daily = 0;
        qint64 wire = 0;
        for (const auto &document : nd::store::CollectionStore(workspace).documents(collection))
            (document.path.endsWith(u"daily.html"_s) ? daily : wire) = document.id;
        QVERIFY(daily > 0 && wire > 0);

        // Shingling compares main contents unless told otherwise.
        nd::pipeline::RunRequest request;
        request.collectionId = collection;
        request.method = u"shingling"_s;
        const qint64 run = nd::pipeline::executeRun(workspace, request, control).runId;
        const auto stored = nd::store::RunStore(workspace).run(run);
        QVERIFY(nd::pipeline::preprocessingFromJson(stored->preprocessing).comparesMainContent());

        PairView view;
        view.resize(1200, 700);
        view.setExclusions({});
        view.setFoldLines(0);
        view.setShowWholeText(false);
        view.setWorkspace(&workspace);
        view.setRun(run);
        view.show();
        QSignalSpy shown(&view, &PairView::pairShown);
        view.openPair(daily, wire);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 10000);

        QVERIFY(view.comparedMainContent());
        QVERIFY(view.wholeTextBox()->isVisible());
        QVERIFY(!view.showsWholeText());
        QVERIFY2(labelTexts(view).contains(u"(main content)"_s), qPrintable(labelTexts(view)));
        const nd::ui::PassageRenderer renderer(view.palette().color(QPalette::Base).lightness() < 128);
        const QColor grey = renderer.excludedColour();
        const QTextDocument *paneA = view.paneA()->document();
        QVERIFY(!paneA->toPlainText().contains(u"Copyright 2026"_s));
        QVERIFY(visibleCharactersIn(paneA, grey, true).isEmpty());
        const QList<nd::compare::MatchedPassage> compared = view.passages();
        QVERIFY(!compared.isEmpty());
        const nd::store::CollectionStore documents(workspace);
        const auto recordA = documents.document(daily);
        const auto recordB = documents.document(wire);

        // The toggle: the whole texts, what extraction removed greyed.
        QTest::mouseClick(view.wholeTextBox(), Qt::LeftButton, {}, QPoint(5, view.wholeTextBox()->height() / 2));
        QVERIFY(view.showsWholeText());
        QVERIFY2(labelTexts(view).contains(u"(main content; removed parts in grey)"_s), qPrintable(labelTexts(view)));
        for (const bool sideB : {false, true}) {
            const auto &record = sideB ? recordB : recordA;
            const std::vector<nd::text::TextSpan> removed =
                nd::text::MainContentMap(record->text, record->mainText).removedSpans();
            QCOMPARE(view.removedRanges(sideB).size(), qsizetype(removed.size()));
            QString removedText;
            for (const nd::text::TextSpan &span : removed)
                removedText += record->text.mid(span.begin, span.end - span.begin);
            const QTextDocument *pane = (sideB ? view.paneB() : view.paneA())->document();
            QVERIFY(pane->toPlainText().contains(sideB ? u"Example Wire"_s : u"Copyright 2026"_s));
            // Exactly the removed characters are grey, in order; all else is not.
            QCOMPARE(visibleCharactersIn(pane, grey, true), visibleCharacters(removedText));
            const QString kept = visibleCharactersIn(pane, grey, false);
            QVERIFY(kept.contains(visibleCharacters(nd::test::bridgeArticle().paragraphs[1])));
            QVERIFY(!kept.contains(u"Copyright2026"_s) && !kept.contains(u"wrote:"_s));
        }
        // The passages cover the same words in the whole texts as in the main contents.
        const QList<nd::compare::MatchedPassage> whole = view.passages();
        QCOMPARE(whole.size(), compared.size());
        for (qsizetype i = 0; i < whole.size(); ++i) {
            QCOMPARE(recordA->text.mid(whole[i].beginA, whole[i].endA - whole[i].beginA).simplified(),
                     recordA->mainText.mid(compared[i].beginA, compared[i].endA - compared[i].beginA).simplified());
            QCOMPARE(recordB->text.mid(whole[i].beginB, whole[i].endB - whole[i].beginB).simplified(),
                     recordB->mainText.mid(compared[i].beginB, compared[i].endB - compared[i].beginB).simplified());
        }

        // And back: the compared texts, nothing grey.
        view.setShowWholeText(false);
        QVERIFY(!view.paneA()->document()->toPlainText().contains(u"Copyright 2026"_s));
        QVERIFY(visibleCharactersIn(view.paneA()->document(), grey, true).isEmpty());
        QVERIFY(view.removedRanges(false).isEmpty());
    }

    void wholeTextRunHasNoToggle()
    {
        QTemporaryDir dir;
        const nd::store::Workspace workspace(dir.filePath(u"w.ndw"_s));
        nd::JobControl control;
        const qint64 collection = importTemplatePages(dir, workspace, control);
        const auto listed = nd::store::CollectionStore(workspace).documents(collection);
        QCOMPARE(listed.size(), 2);
        // SpotSigs compares whole texts by default.
        nd::pipeline::RunRequest request;
        request.collectionId = collection;
        request.method = u"spotsigs"_s;
        const qint64 run = nd::pipeline::executeRun(workspace, request, control).runId;
        QVERIFY(!nd::pipeline::preprocessingFromJson(nd::store::RunStore(workspace).run(run)->preprocessing)
                     .comparesMainContent());

        PairView view;
        view.setShowWholeText(true); // remembered from before: no effect on a whole-text run
        view.setWorkspace(&workspace);
        view.setRun(run);
        view.show();
        QSignalSpy shown(&view, &PairView::pairShown);
        view.openPair(listed[0].id, listed[1].id);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 10000);
        QVERIFY(!view.comparedMainContent());
        QVERIFY(!view.wholeTextBox()->isVisible());
        // The template's text outside links, as in the whole texts.
        QVERIFY(view.paneA()->document()->toPlainText().contains(u"Copyright 2026"_s)
                || view.paneB()->document()->toPlainText().contains(u"Copyright 2026"_s));
        QVERIFY(view.removedRanges(false).isEmpty() && view.removedRanges(true).isEmpty());
        QVERIFY(!labelTexts(view).contains(u"(main content"_s));
    }
};

QTEST_MAIN(TstPairViewWholeText)
#include "tst_pairviewwholetext.moc"
