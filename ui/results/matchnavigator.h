#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace nd::ui {

// First / previous / "3 of 17" / next / last over the numbered passages of a
// pair. Holds only the position; the pair view moves the panes when asked.
// Shortcuts (active anywhere in the parent given to installShortcuts): F3 and
// Shift+F3 for next and previous, Ctrl+Home and Ctrl+End for first and last
// (a focused text pane keeps Ctrl+Home/End for its own caret).
class MatchNavigator : public QWidget
{
    Q_OBJECT

public:
    explicit MatchNavigator(QWidget *parent = nullptr);

    void setCount(int count); // resets the position to none
    int count() const { return m_count; }
    void setCurrent(int number); // 1-based; 0 = none
    int current() const { return m_current; }
    QString positionText() const;

    void installShortcuts(QWidget *scope);

public Q_SLOTS:
    void first();
    void previous();
    void next();
    void last();

Q_SIGNALS:
    void passageRequested(int number);

private:
    void go(int number);
    void refresh();

    int m_count = 0;
    int m_current = 0;
    QLabel *m_label;
    QToolButton *m_first;
    QToolButton *m_previous;
    QToolButton *m_next;
    QToolButton *m_last;
};

} // namespace nd::ui
