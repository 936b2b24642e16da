#pragma once

#include "compare/passagematcher.h"

#include <QFuture>
#include <QWidget>

class QCheckBox;
class QLabel;
class QSpinBox;
class QTreeWidget;

namespace nd::store { class Workspace; }

namespace nd::ui {

class TextPane;

// Two documents side by side with their shared passages highlighted in
// alternating colours and numbered "[n]" (so colour is never the only cue), the
// list of passages beside them, and scrollbars that can move together.
// Documents are loaded and matched in a worker thread.
class PairView : public QWidget
{
    Q_OBJECT

public:
    explicit PairView(QWidget *parent = nullptr);
    ~PairView() override;

    void setWorkspace(const store::Workspace *workspace);

    // Loads both documents and matches them off the GUI thread; emits pairShown
    // when the panes are filled.
    void openPair(qint64 documentA, qint64 documentB);
    // Shows two texts and their passages at once (what openPair ends with).
    void showTexts(const QString &titleA, const QString &textA,
                   const QString &titleB, const QString &textB,
                   const QList<compare::MatchedPassage> &passages);
    void clear();

    const QList<compare::MatchedPassage> &passages() const { return m_passages; }
    TextPane *paneA() const { return m_paneA; }
    TextPane *paneB() const { return m_paneB; }
    QTreeWidget *matchList() const { return m_matchList; }
    // Where passage number n's marker starts in each pane's document (-1: none).
    int markerPosition(int number, bool inB) const;

    // Brings passage n into view in both panes.
    void showPassage(int number);
    bool scrollTogether() const;
    void setScrollTogether(bool on);

Q_SIGNALS:
    void pairShown(qint64 documentA, qint64 documentB);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Placed { int begin; int end; int number; };
    QList<Placed> render(TextPane *pane, const QString &text, bool sideB);
    void rerender();
    void rematch();
    void syncScroll(TextPane *from, TextPane *to);
    void followCaret(TextPane *pane, bool sideB);
    void setBusy(const QString &message);

    const store::Workspace *m_workspace = nullptr;
    qint64 m_documentA = 0;
    qint64 m_documentB = 0;
    quint64 m_generation = 0;
    QFuture<void> m_pending; // the worker, awaited before the workspace may go
    QString m_textA;
    QString m_textB;
    QList<compare::MatchedPassage> m_passages;
    QList<Placed> m_placedA;
    QList<Placed> m_placedB;
    bool m_navigating = false;
    bool m_syncing = false;

    QLabel *m_titleA;
    QLabel *m_titleB;
    QLabel *m_status;
    TextPane *m_paneA;
    TextPane *m_paneB;
    QTreeWidget *m_matchList;
    QCheckBox *m_syncBox;
    QSpinBox *m_minWords;
};

} // namespace nd::ui
