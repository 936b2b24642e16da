// PairView: which text the run compared. With main content compared, the
// titles say so, and a toggle shows the whole texts instead, with what
// main-content extraction removed greyed and the passages placed in them.
#include "ui/results/pairview.h"

#include "pipeline/pairloading.h"
#include "ui/settingskeys.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {

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
    m_wholeTextBox->setChecked(QSettings().value(settingskeys::kShowRemovedParts, false).toBool());
    toolbar->addWidget(m_wholeTextBox);
    connect(m_wholeTextBox, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(settingskeys::kShowRemovedParts, on);
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
    const pipeline::LoadedPair &loaded = *m_loaded;
    m_wholeTextBox->setVisible(loaded.mainContent);
    m_spansLoaded = true;
    const bool whole = showsWholeText();
    QList<compare::MatchedPassage> passages = loaded.passages;
    for (PairSide *side : {m_a, m_b}) {
        const pipeline::LoadedDocument &document = side->isB() ? loaded.b : loaded.a;
        side->locations = document.locations;
        if (!whole) {
            side->spans = document.spans;
            side->boilerplate = document.boilerplate;
            side->removed.clear();
            continue;
        }
        // Everything found in the compared text, moved to the whole text.
        const text::MainContentMap &map = document.mainInWhole;
        for (compare::MatchedPassage &p : passages) {
            qsizetype &begin = side->isB() ? p.beginB : p.beginA;
            qsizetype &end = side->isB() ? p.endB : p.endA;
            begin = map.toWholeText(begin);
            end = map.toWholeText(end);
        }
        side->spans = document.spans;
        for (text::WordSpan &span : side->spans)
            span = {map.toWholeText(span.begin), map.toWholeText(span.end)};
        side->boilerplate = inWholeText(document.boilerplate, map);
        side->removed = toRanges(map.removedSpans());
    }
    showTexts(loaded.a.title, whole ? loaded.a.wholeText : loaded.a.text, loaded.b.title,
              whole ? loaded.b.wholeText : loaded.b.text, passages, loaded.a.words, loaded.b.words);
    if (loaded.mainContent) {
        // Which text the run compared, beside each title.
        for (PairSide *side : {m_a, m_b}) {
            QLabel *title = side->title();
            title->setText(whole ? tr("%1 (main content; removed parts in grey)").arg(title->text())
                                 : tr("%1 (main content)").arg(title->text()));
        }
    }
}

} // namespace nd::ui
