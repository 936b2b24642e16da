#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QToolButton;

namespace nd::ui {

// The find bar of the pair view (Ctrl+F): a search field whose hits the view
// highlights in both panes; Enter goes to the next hit, Shift+Enter to the
// previous one, Esc closes the bar.
class FindBar : public QWidget
{
    Q_OBJECT

public:
    explicit FindBar(QWidget *parent = nullptr);

    QString text() const;
    QLineEdit *field() const { return m_field; }
    void activate();                        // shows the bar and selects its text
    void setResult(int current, int total); // current 1-based, 0 = none

Q_SIGNALS:
    void searchChanged(const QString &text);
    void nextRequested();
    void previousRequested();
    void closed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QLineEdit *m_field;
    QLabel *m_result;
    QToolButton *m_previous;
    QToolButton *m_next;
    QToolButton *m_close;
};

} // namespace nd::ui
