#pragma once

#include "store/reviewstore.h"

#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace nd::store {
class Workspace;
}

namespace nd::ui {

// The reviewer's controls under the pair view: one button and one key per
// decision (P plagiarism, D near-duplicate, N not a duplicate, U unsure, C clear),
// a note, undo / redo, "next undecided pair" and auto-advance. Every decision is
// stored at once (a single row, so on the GUI thread), under the reviewer name
// kept in the settings (default: the login name).
// The shortcuts belong to the widget given to installShortcuts (the results
// panel), so they work whenever focus is inside it; typing in the note field
// keeps its letters (QLineEdit claims plain keys before shortcuts).
class DecisionBar : public QWidget
{
    Q_OBJECT

public:
    explicit DecisionBar(QWidget *parent = nullptr);

    void setWorkspace(const store::Workspace *workspace);
    // The collection and run whose pairs are reviewed (0: none; disables the bar).
    void setRun(qint64 collectionId, qint64 runId);
    // The pair shown in the pair view; its current decision fills the bar.
    void setPair(qint64 documentA, qint64 documentB);
    store::DocumentPair pair() const { return m_pair; }
    // The pairs selected in the pair list: with more than one, a decision goes to
    // all of them as one action (one undo step), not to the shown pair alone.
    void setSelectedPairs(const QList<store::DocumentPair> &pairs);
    const QList<store::DocumentPair> &selectedPairs() const { return m_selection; }

    void installShortcuts(QWidget *scope);

    static QString reviewer();
    static void setReviewer(const QString &name);
    // Asks for the name when none is stored; false when the user gave none.
    bool ensureReviewer();
    // The name was changed elsewhere (Preferences, welcome page).
    void reviewerChanged();
    bool autoAdvance() const;
    void setAutoAdvance(bool on);

    // The decision of the reviewer for the current pair, recorded at once.
    void decide(store::Decision decision);
    void undo();
    void redo();

    QAction *action(store::Decision decision) const;
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *nextUndecidedAction() const { return m_next; }

    static QString decisionLabel(store::Decision decision);

Q_SIGNALS:
    // The stored decisions of these pairs changed (decided, undone or redone).
    void decisionsChanged(const QList<nd::store::DocumentPair> &pairs);
    // A decision was made (after decisionsChanged); with auto-advance the panel moves on.
    void decided(nd::store::DocumentPair pair, bool advance);
    void nextUndecidedRequested();
    void failed(const QString &message);

private:
    void refresh();
    // Undo or redo: the store's step, then the pairs it touched shown anew.
    void flipLatest(QList<store::DocumentPair> (store::ReviewStore::*flip)(qint64, const QString &));
    void saveNote();
    void editReviewer();
    template<typename F>
    bool guarded(F &&f);

    const store::Workspace *m_workspace = nullptr;
    qint64 m_collectionId = 0;
    qint64 m_runId = 0;
    store::DocumentPair m_pair{0, 0};
    QList<store::DocumentPair> m_selection;
    QList<QAction *> m_decisionActions;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_next = nullptr;
    QLabel *m_state = nullptr;
    QLineEdit *m_note = nullptr;
    QToolButton *m_reviewerButton = nullptr;
    QCheckBox *m_autoAdvance = nullptr;
};

} // namespace nd::ui
