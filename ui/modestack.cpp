#include "ui/modestack.h"

#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace nd::ui {

namespace {
const auto kCurrentKey = QStringLiteral("current");
} // namespace

ModeStack::ModeStack(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("modeStack"));
    auto *bar = new QWidget(this);
    bar->setObjectName(QStringLiteral("modeBar"));
    bar->setAccessibleName(tr("Modes"));
    // The bar stands apart from the page as Qt Creator's does: the palette's
    // darker shade, so it follows the light or dark theme.
    bar->setBackgroundRole(QPalette::Mid);
    bar->setAutoFillBackground(true);
    m_barLayout = new QVBoxLayout(bar);
    m_barLayout->setContentsMargins(2, 4, 2, 4);
    m_barLayout->setSpacing(2);
    m_barLayout->addStretch(1);
    m_buttons = new QButtonGroup(this);
    m_buttons->setExclusive(true);
    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("modePages"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(bar);
    layout->addWidget(m_pages, 1);

    connect(m_buttons, &QButtonGroup::idClicked, this, &ModeStack::setCurrentMode);
}

int ModeStack::addMode(const QString &key, const QString &title, const QIcon &icon, QWidget *page)
{
    const int mode = m_pages->addWidget(page);
    m_keys.append(key);
    auto *button = new QToolButton(this);
    button->setObjectName(key + QStringLiteral("ModeButton"));
    button->setCheckable(true);
    button->setAutoRaise(true);
    button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    button->setIcon(icon);
    button->setIconSize(QSize(32, 32));
    button->setText(title);
    // Every button as wide as the widest title, so none is cut.
    button->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_buttons->addButton(button, mode);
    m_barLayout->insertWidget(mode, button);
    if (mode == 0) {
        button->setChecked(true);
        m_pages->setCurrentIndex(0);
    }
    return mode;
}

int ModeStack::count() const
{
    return m_pages->count();
}

int ModeStack::currentMode() const
{
    return m_pages->currentIndex();
}

void ModeStack::setCurrentMode(int mode)
{
    if (mode < 0 || mode >= count())
        return;
    m_buttons->button(mode)->setChecked(true);
    if (mode == m_pages->currentIndex())
        return;
    m_pages->setCurrentIndex(mode);
    Q_EMIT currentModeChanged(mode);
}

QWidget *ModeStack::page(int mode) const
{
    return m_pages->widget(mode);
}

QString ModeStack::key(int mode) const
{
    return m_keys.value(mode);
}

QToolButton *ModeStack::button(int mode) const
{
    return qobject_cast<QToolButton *>(m_buttons->button(mode));
}

void ModeStack::setTitle(int mode, const QString &title)
{
    if (QToolButton *b = button(mode))
        b->setText(title);
}

void ModeStack::setFirstProportions(QSplitter *splitter, const QList<int> &weights)
{
    m_firstProportions.insert(splitter, weights);
    splitter->installEventFilter(this);
}

bool ModeStack::eventFilter(QObject *watched, QEvent *event)
{
    // A splitter's sizes mean something only once it has its real size: at its
    // first resize while shown (hidden pages are sized when first shown).
    auto *splitter = qobject_cast<QSplitter *>(watched);
    if (splitter && event->type() == QEvent::Resize && splitter->isVisible() && m_firstProportions.contains(splitter)) {
        const QList<int> weights = m_firstProportions.take(splitter);
        splitter->removeEventFilter(this);
        int total = 0;
        for (const int size : splitter->sizes())
            total += size;
        int weightSum = 0;
        for (const int weight : weights)
            weightSum += weight;
        if (total > 0 && weightSum > 0) {
            QList<int> sizes;
            for (const int weight : weights)
                sizes.append(int(qint64(total) * weight / weightSum));
            splitter->setSizes(sizes);
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ModeStack::saveLayouts(QSettings &settings, const QString &group) const
{
    settings.beginGroup(group);
    settings.setValue(kCurrentKey, m_keys.value(currentMode()));
    for (int mode = 0; mode < count(); ++mode) {
        settings.beginGroup(m_keys.at(mode));
        for (const QSplitter *splitter : page(mode)->findChildren<QSplitter *>()) {
            if (!splitter->objectName().isEmpty())
                settings.setValue(splitter->objectName(), splitter->saveState());
        }
        settings.endGroup();
    }
    settings.endGroup();
}

bool ModeStack::restoreLayouts(QSettings &settings, const QString &group)
{
    settings.beginGroup(group);
    bool restored = false;
    for (int mode = 0; mode < count(); ++mode) {
        settings.beginGroup(m_keys.at(mode));
        for (QSplitter *splitter : page(mode)->findChildren<QSplitter *>()) {
            if (splitter->objectName().isEmpty()
                || !splitter->restoreState(settings.value(splitter->objectName()).toByteArray()))
                continue;
            restored = true;
            m_firstProportions.remove(splitter); // the user's own sizes win
            splitter->removeEventFilter(this);
        }
        settings.endGroup();
    }
    const int current = m_keys.indexOf(settings.value(kCurrentKey).toString());
    settings.endGroup();
    if (current >= 0)
        setCurrentMode(current);
    return restored;
}

} // namespace nd::ui
