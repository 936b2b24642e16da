#include "ui/results/pairview.h"

#include "store/repository.h"
#include "store/workspace.h"
#include "text/preprocessor.h"
#include "ui/results/numerus.h"
#include "ui/results/textpane.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {

struct LoadedPair
{
    QString titleA;
    QString textA;
    QString titleB;
    QString textB;
    QList<compare::MatchedPassage> passages;
    QString error;
};

QString describe(const store::DocumentRecord &document)
{
    return document.title.isEmpty() || document.title == QFileInfo(document.path).fileName()
        ? document.path
        : QStringLiteral("%1 — %2").arg(document.path, document.title);
}

// Runs on a pool thread: its own database connection and its own Preprocessor
// (the stemmer is not thread-safe).
LoadedPair loadAndMatch(const store::Workspace *workspace, qint64 a, qint64 b, int minWords)
{
    LoadedPair result;
    try {
        const store::Repository repository(*workspace);
        const auto docA = repository.document(a);
        const auto docB = repository.document(b);
        if (!docA || !docB) {
            result.error = PairView::tr("Document %1 is no longer in the workspace.").arg(docA ? b : a);
            return result;
        }
        result.titleA = describe(*docA);
        result.titleB = describe(*docB);
        result.textA = docA->text;
        result.textB = docB->text;
        const text::Preprocessor preprocessor;
        result.passages = compare::matchPassages(result.textA, result.textB, preprocessor, minWords);
    } catch (const store::WorkspaceError &e) {
        result.error = e.message();
    } catch (const std::exception &e) {
        result.error = QString::fromLocal8Bit(e.what());
    }
    return result;
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

// Two alternating families, so neighbouring passages stay apart.
QColor passageColour(int number, bool dark)
{
    if (number % 2 == 1)
        return dark ? QColor(0x5C, 0x4B, 0x12) : QColor(0xFF, 0xE8, 0xA3);
    return dark ? QColor(0x1D, 0x47, 0x60) : QColor(0xC9, 0xE7, 0xF8);
}

QColor markerColour(int number, bool dark)
{
    if (number % 2 == 1)
        return dark ? QColor(0xC8, 0x9B, 0x1C) : QColor(0x8A, 0x5A, 0x00);
    return dark ? QColor(0x3A, 0x8F, 0xC4) : QColor(0x0B, 0x4F, 0x7A);
}

QString preview(const QString &text, qsizetype begin, qsizetype end)
{
    QString s = text.mid(begin, std::min<qsizetype>(end - begin, 120)).simplified();
    if (end - begin > 120)
        s += u'…';
    return s;
}

} // namespace

PairView::PairView(QWidget *parent)
    : QWidget(parent)
    , m_titleA(new QLabel(this))
    , m_titleB(new QLabel(this))
    , m_status(new QLabel(this))
    , m_paneA(new TextPane(this))
    , m_paneB(new TextPane(this))
    , m_matchList(new QTreeWidget(this))
    , m_syncBox(new QCheckBox(tr("Scroll &together"), this))
    , m_minWords(new QSpinBox(this))
{
    setObjectName(u"pairView"_s);
    m_paneA->setObjectName(u"paneA"_s);
    m_paneB->setObjectName(u"paneB"_s);
    m_paneA->setAccessibleName(tr("Document A"));
    m_paneB->setAccessibleName(tr("Document B"));
    m_matchList->setObjectName(u"matchList"_s);
    m_matchList->setAccessibleName(tr("Shared passages"));
    m_syncBox->setObjectName(u"syncScroll"_s);
    m_syncBox->setChecked(true);
    m_minWords->setObjectName(u"minWords"_s);
    m_minWords->setRange(2, 200);
    m_minWords->setValue(5);
    m_minWords->setToolTip(tr("Shortest shared run of words shown as a passage"));

    for (QLabel *title : {m_titleA, m_titleB}) {
        title->setTextInteractionFlags(Qt::TextSelectableByMouse);
        title->setTextFormat(Qt::PlainText);
        title->setMinimumWidth(50);
        QFont f = title->font();
        f.setBold(true);
        title->setFont(f);
    }
    m_status->setTextFormat(Qt::PlainText);

    m_matchList->setColumnCount(3);
    m_matchList->setHeaderLabels({tr("#"), tr("Words"), tr("Passage")});
    m_matchList->setRootIsDecorated(false);
    m_matchList->setUniformRowHeights(true);
    m_matchList->setAlternatingRowColors(true);
    m_matchList->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_matchList->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_matchList->header()->setStretchLastSection(true);

    auto *minWordsLabel = new QLabel(tr("Min. &words:"), this);
    minWordsLabel->setBuddy(m_minWords);
    auto *toolbar = new QHBoxLayout;
    toolbar->addWidget(m_status, 1);
    toolbar->addWidget(minWordsLabel);
    toolbar->addWidget(m_minWords);
    toolbar->addWidget(m_syncBox);

    auto column = [this](QLabel *title, TextPane *pane) {
        auto *w = new QWidget(this);
        auto *l = new QVBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        l->setSpacing(2);
        l->addWidget(title);
        l->addWidget(pane, 1);
        return w;
    };
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(column(m_titleA, m_paneA));
    splitter->addWidget(column(m_titleB, m_paneB));
    splitter->addWidget(m_matchList);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 1);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(toolbar);
    layout->addWidget(splitter, 1);

    connect(m_paneA->verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this] { syncScroll(m_paneA, m_paneB); });
    connect(m_paneB->verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this] { syncScroll(m_paneB, m_paneA); });
    connect(m_paneA, &QPlainTextEdit::cursorPositionChanged, this, [this] { followCaret(m_paneA, false); });
    connect(m_paneB, &QPlainTextEdit::cursorPositionChanged, this, [this] { followCaret(m_paneB, true); });
    connect(m_matchList, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && !m_navigating)
            showPassage(item->data(0, Qt::UserRole).toInt());
    });
    connect(m_matchList, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        showPassage(item->data(0, Qt::UserRole).toInt());
    });
    connect(m_minWords, &QSpinBox::valueChanged, this, &PairView::rematch);
    clear();
}

PairView::~PairView()
{
    m_pending.waitForFinished();
}

void PairView::setWorkspace(const store::Workspace *workspace)
{
    // The worker may still read the old workspace, which the caller may now close.
    m_pending.waitForFinished();
    m_workspace = workspace;
    clear();
}

void PairView::clear()
{
    ++m_generation; // a comparison still running is now stale
    m_documentA = m_documentB = 0;
    m_textA.clear();
    m_textB.clear();
    m_passages.clear();
    m_placedA.clear();
    m_placedB.clear();
    m_paneA->clear();
    m_paneB->clear();
    m_matchList->clear();
    m_titleA->setText(tr("Document A"));
    m_titleB->setText(tr("Document B"));
    m_status->setText(tr("Open a pair from the list to compare it."));
}

void PairView::setBusy(const QString &message)
{
    m_status->setText(message);
}

void PairView::openPair(qint64 documentA, qint64 documentB)
{
    if (!m_workspace) {
        m_status->setText(tr("No workspace is open."));
        return;
    }
    clear();
    m_documentA = documentA;
    m_documentB = documentB;
    rematch();
}

void PairView::rematch()
{
    if (!m_workspace || m_documentA == 0)
        return;
    const quint64 generation = ++m_generation;
    const qint64 a = m_documentA;
    const qint64 b = m_documentB;
    setBusy(tr("Comparing the two documents…"));
    auto future = QtConcurrent::run(loadAndMatch, m_workspace, a, b, m_minWords->value());
    m_pending = QFuture<void>(future);
    future.then(this, [this, generation, a, b](const LoadedPair &loaded) {
            if (generation != m_generation)
                return; // another pair was opened meanwhile
            if (!loaded.error.isEmpty()) {
                m_status->setText(loaded.error);
                return;
            }
            showTexts(loaded.titleA, loaded.textA, loaded.titleB, loaded.textB, loaded.passages);
            m_documentA = a;
            m_documentB = b;
            Q_EMIT pairShown(a, b);
        });
}

void PairView::showTexts(const QString &titleA, const QString &textA, const QString &titleB,
                         const QString &textB, const QList<compare::MatchedPassage> &passages)
{
    m_titleA->setText(tr("A: %1").arg(titleA));
    m_titleB->setText(tr("B: %1").arg(titleB));
    m_titleA->setToolTip(titleA);
    m_titleB->setToolTip(titleB);
    m_textA = textA;
    m_textB = textB;
    m_passages = passages;
    rerender();

    m_matchList->clear();
    QList<QTreeWidgetItem *> items;
    items.reserve(passages.size());
    qint64 words = 0;
    for (const compare::MatchedPassage &p : passages) {
        auto *item = new QTreeWidgetItem;
        item->setText(0, QString::number(p.number));
        item->setData(0, Qt::UserRole, p.number);
        item->setText(1, QLocale().toString(p.words));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(2, preview(textA, p.beginA, p.endA));
        item->setToolTip(2, item->text(2));
        items.append(item);
        words += p.words;
    }
    m_matchList->addTopLevelItems(items);
    m_status->setText(passages.isEmpty()
                          ? tr("No shared passage of %n or more words.", nullptr, m_minWords->value())
                          : numerus(tr("%n shared passage(s), ", nullptr, int(passages.size())),
                                    passages.size())
                                + numerus(tr("%n word(s) in common.", nullptr, int(words)), words));
}

void PairView::rerender()
{
    m_placedA = render(m_paneA, m_textA, false);
    m_placedB = render(m_paneB, m_textB, true);
}

QList<PairView::Placed> PairView::render(TextPane *pane, const QString &text, bool sideB)
{
    struct Span { qsizetype begin; qsizetype end; int number; };
    QList<Span> spans;
    spans.reserve(m_passages.size());
    for (const auto &p : m_passages)
        spans.append(sideB ? Span{p.beginB, p.endB, p.number} : Span{p.beginA, p.endA, p.number});
    std::sort(spans.begin(), spans.end(), [](const Span &x, const Span &y) { return x.begin < y.begin; });

    const bool dark = isDark(palette());
    QList<Placed> placed;
    QTextDocument *document = pane->document();
    document->setUndoRedoEnabled(false);
    document->clear();
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    const QTextCharFormat plain;
    qsizetype position = 0;
    for (const Span &span : spans) {
        if (span.begin < position || span.end > text.size())
            continue; // cannot happen with matchPassages; never corrupt the view
        cursor.insertText(text.mid(position, span.begin - position), plain);
        const int begin = cursor.position();
        QTextCharFormat marker;
        marker.setFontWeight(QFont::Bold);
        marker.setBackground(markerColour(span.number, dark));
        marker.setForeground(QColor(Qt::white));
        marker.setToolTip(tr("Shared passage %1").arg(span.number));
        cursor.insertText(QStringLiteral("[%1]").arg(span.number), marker);
        QTextCharFormat shared;
        shared.setBackground(passageColour(span.number, dark));
        shared.setToolTip(marker.toolTip());
        cursor.insertText(text.mid(span.begin, span.end - span.begin), shared);
        placed.append({begin, cursor.position(), span.number});
        position = span.end;
    }
    cursor.insertText(text.mid(position), plain);
    cursor.endEditBlock();
    pane->moveCursor(QTextCursor::Start);
    return placed;
}

int PairView::markerPosition(int number, bool inB) const
{
    for (const Placed &p : inB ? m_placedB : m_placedA) {
        if (p.number == number)
            return p.begin;
    }
    return -1;
}

void PairView::showPassage(int number)
{
    m_navigating = true;
    for (bool sideB : {false, true}) {
        TextPane *pane = sideB ? m_paneB : m_paneA;
        const int position = markerPosition(number, sideB);
        if (position < 0)
            continue;
        QTextCursor cursor(pane->document());
        cursor.setPosition(position);
        // Sync off: each pane goes to its own copy of the passage.
        m_syncing = true;
        pane->setTextCursor(cursor);
        pane->centerCursor();
        m_syncing = false;
    }
    for (int i = 0; i < m_matchList->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_matchList->topLevelItem(i);
        if (item->data(0, Qt::UserRole).toInt() == number) {
            m_matchList->setCurrentItem(item);
            m_matchList->scrollToItem(item);
            break;
        }
    }
    m_navigating = false;
}

void PairView::followCaret(TextPane *pane, bool sideB)
{
    // A click inside a passage brings its counterpart into view in the other pane.
    if (m_navigating)
        return;
    const int position = pane->textCursor().position();
    for (const Placed &p : sideB ? m_placedB : m_placedA) {
        if (position >= p.begin && position < p.end) {
            showPassage(p.number);
            return;
        }
    }
}

bool PairView::scrollTogether() const
{
    return m_syncBox->isChecked();
}

void PairView::setScrollTogether(bool on)
{
    m_syncBox->setChecked(on);
}

void PairView::syncScroll(TextPane *from, TextPane *to)
{
    if (m_syncing || !m_syncBox->isChecked())
        return;
    // Proportional: documents of different lengths reach their ends together.
    const QScrollBar *source = from->verticalScrollBar();
    QScrollBar *target = to->verticalScrollBar();
    if (source->maximum() <= 0)
        return;
    m_syncing = true;
    const double ratio = double(source->value()) / source->maximum();
    target->setValue(int(std::lround(ratio * target->maximum())));
    m_syncing = false;
}

void PairView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && !m_passages.isEmpty())
        rerender();
    QWidget::changeEvent(event);
}

} // namespace nd::ui
