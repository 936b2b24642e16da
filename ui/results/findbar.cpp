#include "ui/results/findbar.h"

#include "ui/results/numerus.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace nd::ui {

FindBar::FindBar(QWidget *parent)
    : QWidget(parent)
    , m_field(new QLineEdit(this))
    , m_result(new QLabel(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_close(new QToolButton(this))
{
    setObjectName(u"findBar"_s);
    m_field->setObjectName(u"findField"_s);
    m_field->setPlaceholderText(tr("Find in both documents"));
    m_field->setAccessibleName(tr("Find in both documents"));
    m_field->setClearButtonEnabled(true);
    m_field->installEventFilter(this);
    m_result->setObjectName(u"findResult"_s);
    m_result->setTextFormat(Qt::PlainText);
    m_previous->setArrowType(Qt::UpArrow);
    m_previous->setAccessibleName(tr("Previous hit"));
    m_previous->setToolTip(tr("Previous hit (Shift+Enter)"));
    m_next->setArrowType(Qt::DownArrow);
    m_next->setAccessibleName(tr("Next hit"));
    m_next->setToolTip(tr("Next hit (Enter)"));
    m_close->setText(tr("Close"));
    m_close->setAccessibleName(tr("Close the find bar"));
    for (QToolButton *b : {m_previous, m_next, m_close})
        b->setAutoRaise(true);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(tr("&Find:"), this);
    label->setBuddy(m_field);
    layout->addWidget(label);
    layout->addWidget(m_field, 1);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    layout->addWidget(m_result);
    layout->addWidget(m_close);

    connect(m_field, &QLineEdit::textChanged, this, &FindBar::searchChanged);
    connect(m_previous, &QToolButton::clicked, this, &FindBar::previousRequested);
    connect(m_next, &QToolButton::clicked, this, &FindBar::nextRequested);
    connect(m_close, &QToolButton::clicked, this, [this] {
        hide();
        Q_EMIT closed();
    });
    setResult(0, 0);
}

QString FindBar::text() const
{
    return m_field->text();
}

void FindBar::activate()
{
    show();
    m_field->setFocus(Qt::ShortcutFocusReason);
    m_field->selectAll();
}

void FindBar::setResult(int current, int total)
{
    if (m_field->text().isEmpty())
        m_result->clear();
    else if (total == 0)
        m_result->setText(tr("Not found"));
    else if (current == 0)
        m_result->setText(numerus(tr("%n hit(s)", nullptr, total), total));
    else
        m_result->setText(tr("%1 of %2").arg(QLocale().toString(current), QLocale().toString(total)));
    m_previous->setEnabled(total > 0);
    m_next->setEnabled(total > 0);
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_field && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (key->modifiers() & Qt::ShiftModifier)
                Q_EMIT previousRequested();
            else
                Q_EMIT nextRequested();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace nd::ui
