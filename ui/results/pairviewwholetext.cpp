// PairView: which text the run compared. With main content compared, the
// titles say so, and a toggle shows the whole texts instead, with what
// main-content extraction removed greyed and the passages placed in them.
#include "ui/results/pairview.h"

#include "ui/results/pairloader.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {

const QString kWholeTextKey = u"pairView/showRemovedParts"_s;

QList<compare::TextRange> toRanges(const std::vector<text::TextSpan> &spans)
{
    QList<compare::TextRange> ranges;
    ranges.reserve(qsizetype(spans.size()));
    for (const text::TextSpan &span : spans)
        ranges.append({span.begin, span.end});
    return ranges;
}

QList<compare::TextRange> inWholeText(const QList<compare::TextRange> &ranges, const text::MainContentMap &map)
{
    QList<compare::TextRange> mapped;
    mapped.reserve(ranges.size());
    for (const compare::TextRange &range : ranges)
        mapped.append({map.toWholeText(range.first), map.toWholeText(range.second)});
    return mapped;
}

} // namespace

void PairView::setUpWholeTextView(QHBoxLayout *toolbar)
{
    m_wholeTextBox = new QCheckBox(tr("Show &removed parts"), this);
    m_wholeTextBox->setObjectName(u"showRemovedParts"_s);
    m_wholeTextBox->setToolTip(tr("The run compared the main content of web pages: show the whole texts instead, "
                                  "with what the extraction removed in grey"));
    m_wholeTextBox->setChecked(QSettings().value(kWholeTextKey, false).toBool());
    toolbar->addWidget(m_wholeTextBox);
    connect(m_wholeTextBox, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(kWholeTextKey, on);
        if (m_loaded)
            showLoaded();
    });
}

bool PairView::comparedMainContent() const
{
    return m_loaded && m_loaded->mainContent;
}

bool PairView::showsWholeText() const
{
    return comparedMainContent() && m_wholeTextBox->isChecked();
}

void PairView::setShowWholeText(bool on)
{
    m_wholeTextBox->setChecked(on);
}

void PairView::showLoaded()
{
    const LoadedPair &loaded = *m_loaded;
    m_wholeTextBox->setVisible(loaded.mainContent);
    m_locationsA = loaded.locationsA;
    m_locationsB = loaded.locationsB;
    m_spansLoaded = true;
    if (!showsWholeText()) {
        m_spansA = loaded.spansA;
        m_spansB = loaded.spansB;
        m_boilerplateA = loaded.boilerplateA;
        m_boilerplateB = loaded.boilerplateB;
        m_removedA.clear();
        m_removedB.clear();
        showTexts(loaded.titleA, loaded.textA, loaded.titleB, loaded.textB, loaded.passages, loaded.wordsA,
                  loaded.wordsB);
    } else {
        // Everything found in the compared texts, moved to the whole texts.
        const text::MainContentMap &mapA = loaded.mainInWholeA;
        const text::MainContentMap &mapB = loaded.mainInWholeB;
        QList<compare::MatchedPassage> passages = loaded.passages;
        for (compare::MatchedPassage &p : passages) {
            p.beginA = mapA.toWholeText(p.beginA);
            p.endA = mapA.toWholeText(p.endA);
            p.beginB = mapB.toWholeText(p.beginB);
            p.endB = mapB.toWholeText(p.endB);
        }
        const auto wordsInWhole = [](std::vector<text::WordSpan> spans, const text::MainContentMap &map) {
            for (text::WordSpan &span : spans)
                span = {map.toWholeText(span.begin), map.toWholeText(span.end)};
            return spans;
        };
        m_spansA = wordsInWhole(loaded.spansA, mapA);
        m_spansB = wordsInWhole(loaded.spansB, mapB);
        m_boilerplateA = inWholeText(loaded.boilerplateA, mapA);
        m_boilerplateB = inWholeText(loaded.boilerplateB, mapB);
        m_removedA = toRanges(mapA.removedSpans());
        m_removedB = toRanges(mapB.removedSpans());
        showTexts(loaded.titleA, loaded.wholeTextA, loaded.titleB, loaded.wholeTextB, passages, loaded.wordsA,
                  loaded.wordsB);
    }
    if (loaded.mainContent) {
        // Which text the run compared, beside each title.
        for (QLabel *title : {m_titleA, m_titleB})
            title->setText(showsWholeText() ? tr("%1 (main content; removed parts in grey)").arg(title->text())
                                            : tr("%1 (main content)").arg(title->text()));
    }
}

} // namespace nd::ui
