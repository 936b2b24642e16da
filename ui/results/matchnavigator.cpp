#include "ui/results/matchnavigator.h"

#include "ui/results/numerus.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace nd::ui {

MatchNavigator::MatchNavigator(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_first(new QToolButton(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_last(new QToolButton(this))
{
    setObjectName(u"matchNavigator"_s);
    m_label->setObjectName(u"matchPosition"_s);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setAlignment(Qt::AlignCenter);
    // Buttons carry arrows, not words: their accessible names say what they do.
    const struct
    {
        QToolButton *button;
        Qt::ArrowType arrow;
        QString name;
        QString tip;
    } buttons[] = {
        {m_first, Qt::UpArrow, tr("First match"), tr("First match (Ctrl+Home)")},
        {m_previous, Qt::LeftArrow, tr("Previous match"), tr("Previous match (Shift+F3)")},
        {m_next, Qt::RightArrow, tr("Next match"), tr("Next match (F3)")},
        {m_last, Qt::DownArrow, tr("Last match"), tr("Last match (Ctrl+End)")},
    };
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    for (const auto &b : buttons) {
        b.button->setArrowType(b.arrow);
        b.button->setAccessibleName(b.name);
        b.button->setToolTip(b.tip);
        b.button->setAutoRaise(true);
        if (b.button == m_next)
            layout->addWidget(m_label);
        layout->addWidget(b.button);
    }
    connect(m_first, &QToolButton::clicked, this, &MatchNavigator::first);
    connect(m_previous, &QToolButton::clicked, this, &MatchNavigator::previous);
    connect(m_next, &QToolButton::clicked, this, &MatchNavigator::next);
    connect(m_last, &QToolButton::clicked, this, &MatchNavigator::last);
    refresh();
}

void MatchNavigator::installShortcuts(QWidget *scope)
{
    const struct
    {
        QKeySequence key;
        void (MatchNavigator::*slot)();
    } keys[] = {
        {QKeySequence(Qt::Key_F3), &MatchNavigator::next},
        {QKeySequence(Qt::SHIFT | Qt::Key_F3), &MatchNavigator::previous},
        {QKeySequence(Qt::CTRL | Qt::Key_Home), &MatchNavigator::first},
        {QKeySequence(Qt::CTRL | Qt::Key_End), &MatchNavigator::last},
    };
    for (const auto &k : keys) {
        auto *action = new QAction(scope);
        action->setShortcut(k.key);
        // Scoped to the pair view, so F3 elsewhere in the window stays free.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, k.slot);
        scope->addAction(action);
    }
}

void MatchNavigator::setCount(int count)
{
    m_count = std::max(count, 0);
    m_current = 0;
    refresh();
}

void MatchNavigator::setCurrent(int number)
{
    m_current = number >= 1 && number <= m_count ? number : 0;
    refresh();
}

QString MatchNavigator::positionText() const
{
    if (m_count == 0)
        return tr("No matches");
    if (m_current == 0)
        return numerus(tr("%n passage(s)", nullptr, m_count), m_count);
    return tr("%1 of %2").arg(QLocale().toString(m_current), QLocale().toString(m_count));
}

void MatchNavigator::first()
{
    go(1);
}

void MatchNavigator::previous()
{
    go(m_current <= 1 ? 1 : m_current - 1);
}

void MatchNavigator::next()
{
    go(std::min(m_current + 1, m_count));
}

void MatchNavigator::last()
{
    go(m_count);
}

void MatchNavigator::go(int number)
{
    if (m_count == 0 || number < 1)
        return;
    setCurrent(number);
    Q_EMIT passageRequested(number);
}

void MatchNavigator::refresh()
{
    m_label->setText(positionText());
    m_first->setEnabled(m_count > 0 && m_current != 1);
    m_previous->setEnabled(m_current > 1);
    m_next->setEnabled(m_count > 0 && m_current < m_count);
    m_last->setEnabled(m_count > 0 && m_current != m_count);
}

} // namespace nd::ui
