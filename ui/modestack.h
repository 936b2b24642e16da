#pragma once

#include <QHash>
#include <QWidget>

class QButtonGroup;
class QSettings;
class QSplitter;
class QStackedWidget;
class QToolButton;
class QVBoxLayout;

namespace nd::ui {

// Modes that each own the whole window (as Qt Creator's): a bar of large
// buttons down the left edge and one page per mode beside it. Only the current
// page is shown, so a page's splitters never squeeze another's; each page's
// named splitters are saved and restored under the mode's own key.
class ModeStack : public QWidget
{
    Q_OBJECT

public:
    explicit ModeStack(QWidget *parent = nullptr);

    // Adds a page; key names the mode in the settings and its button
    // ("<key>ModeButton"). Returns the mode's index.
    int addMode(const QString &key, const QString &title, const QIcon &icon, QWidget *page);

    int count() const;
    int currentMode() const;
    void setCurrentMode(int mode);
    QWidget *page(int mode) const;
    QString key(int mode) const;
    QToolButton *button(int mode) const;
    // Renames a mode's button (a language change).
    void setTitle(int mode, const QString &title);

    // The share of each of the splitter's widgets (weights) when it is first
    // shown, unless restoreLayouts brought back the user's own sizes.
    void setFirstProportions(QSplitter *splitter, const QList<int> &weights);

    // The sizes of every splitter with an object name inside each page, and the
    // current mode, under group/<key>/; restore returns false when nothing was saved.
    void saveLayouts(QSettings &settings, const QString &group) const;
    bool restoreLayouts(QSettings &settings, const QString &group);

Q_SIGNALS:
    void currentModeChanged(int mode);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QVBoxLayout *m_barLayout = nullptr;
    QButtonGroup *m_buttons = nullptr;
    QStackedWidget *m_pages = nullptr;
    QStringList m_keys;
    QHash<QSplitter *, QList<int>> m_firstProportions;
};

} // namespace nd::ui
