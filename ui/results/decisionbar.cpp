#include "ui/results/decisionbar.h"

#include "ui/preferences.h"
#include "ui/settingskeys.h"

#include "review/report.h"
#include "store/workspace.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {

constexpr store::Decision kDecisions[] = {store::Decision::Plagiarism, store::Decision::NearDuplicate,
                                          store::Decision::NotDuplicate, store::Decision::Unsure,
                                          store::Decision::Cleared};

Qt::Key keyOf(store::Decision decision)
{
    switch (decision) {
    case store::Decision::Plagiarism:
        return Qt::Key_P;
    case store::Decision::NearDuplicate:
        return Qt::Key_D;
    case store::Decision::NotDuplicate:
        return Qt::Key_N;
    case store::Decision::Unsure:
        return Qt::Key_U;
    case store::Decision::Cleared:
        return Qt::Key_C;
    }
    return Qt::Key_unknown;
}

} // namespace

QString DecisionBar::decisionLabel(store::Decision decision)
{
    // The bar's button takes a decision back ("Clear"); a report names the state ("Cleared").
    return decision == store::Decision::Cleared ? tr("Clear") : nd::review::decisionLabel(decision);
}

DecisionBar::DecisionBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"decisionBar"_s);
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    for (store::Decision decision : kDecisions) {
        auto *action = new QAction(decisionLabel(decision), this);
        action->setObjectName(u"decide-%1"_s.arg(store::decisionName(decision)));
        action->setShortcut(QKeySequence(keyOf(decision)));
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setToolTip(
            tr("%1 (%2)").arg(decisionLabel(decision), action->shortcut().toString(QKeySequence::NativeText)));
        action->setCheckable(decision != store::Decision::Cleared);
        connect(action, &QAction::triggered, this, [this, decision] { decide(decision); });
        m_decisionActions.append(action);
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setAccessibleName(decisionLabel(decision));
        buttons->addWidget(button);
    }
    m_undo = new QAction(tr("Undo Decision"), this);
    m_undo->setObjectName(u"undoDecision"_s);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = new QAction(tr("Redo Decision"), this);
    m_redo->setObjectName(u"redoDecision"_s);
    m_redo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    m_next = new QAction(tr("Next Undecided"), this);
    m_next->setObjectName(u"nextUndecided"_s);
    m_next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    // Undo, redo and next on a row of their own: one row of eight buttons made the
    // pair view wider than a laptop screen leaves it.
    auto *history = new QHBoxLayout;
    history->setContentsMargins(0, 0, 0, 0);
    for (QAction *action : {m_undo, m_redo, m_next}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setToolTip(tr("%1 (%2)").arg(action->text(), action->shortcut().toString(QKeySequence::NativeText)));
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setAccessibleName(action->text());
        history->addWidget(button);
    }
    connect(m_undo, &QAction::triggered, this, &DecisionBar::undo);
    connect(m_redo, &QAction::triggered, this, &DecisionBar::redo);
    connect(m_next, &QAction::triggered, this, &DecisionBar::nextUndecidedRequested);
    buttons->addStretch(1);

    m_note = new QLineEdit(this);
    m_note->setObjectName(u"decisionNote"_s);
    m_note->setPlaceholderText(tr("Note (stored with the decision; Enter saves)"));
    m_note->setAccessibleName(tr("Decision note"));
    m_note->setClearButtonEnabled(true);
    connect(m_note, &QLineEdit::returnPressed, this, &DecisionBar::saveNote);
    m_state = new QLabel(this);
    m_state->setObjectName(u"decisionState"_s);
    m_state->setTextFormat(Qt::PlainText);
    m_reviewerButton = new QToolButton(this);
    m_reviewerButton->setObjectName(u"reviewerButton"_s);
    m_reviewerButton->setAccessibleName(tr("Reviewer"));
    connect(m_reviewerButton, &QToolButton::clicked, this, &DecisionBar::editReviewer);
    m_autoAdvance = new QCheckBox(tr("&Auto-advance"), this);
    m_autoAdvance->setObjectName(u"autoAdvance"_s);
    m_autoAdvance->setToolTip(tr("After a decision, open the next undecided pair"));
    m_autoAdvance->setChecked(QSettings().value(settingskeys::kAutoAdvance, true).toBool());
    connect(m_autoAdvance, &QCheckBox::toggled, this,
            [](bool on) { QSettings().setValue(settingskeys::kAutoAdvance, on); });

    auto *second = new QHBoxLayout;
    second->setContentsMargins(0, 0, 0, 0);
    second->addWidget(m_note, 1);
    second->addWidget(m_reviewerButton);
    second->addWidget(m_autoAdvance);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    history->addStretch(1);
    history->addWidget(m_state);
    layout->addLayout(buttons);
    layout->addLayout(history);
    layout->addLayout(second);
    refresh();
}

void DecisionBar::installShortcuts(QWidget *scope)
{
    for (QAction *action : std::as_const(m_decisionActions))
        scope->addAction(action);
    for (QAction *action : {m_undo, m_redo, m_next})
        scope->addAction(action);
}

QString DecisionBar::reviewer()
{
    return Preferences::storedReviewer();
}

void DecisionBar::setReviewer(const QString &name)
{
    Preferences::storeReviewer(name);
}

bool DecisionBar::ensureReviewer()
{
    // Asked once (the welcome page asks first); a decision is never stored
    // under a made-up name.
    if (reviewer().isEmpty())
        editReviewer();
    return !reviewer().isEmpty();
}

void DecisionBar::reviewerChanged()
{
    refresh();
}

bool DecisionBar::autoAdvance() const
{
    return m_autoAdvance->isChecked();
}

void DecisionBar::setAutoAdvance(bool on)
{
    m_autoAdvance->setChecked(on);
}

QAction *DecisionBar::action(store::Decision decision) const
{
    return m_decisionActions.value(int(decision));
}

void DecisionBar::setWorkspace(const store::Workspace *workspace)
{
    m_workspace = workspace;
    m_collectionId = 0;
    m_runId = 0;
    m_pair = {0, 0};
    refresh();
}

void DecisionBar::setRun(qint64 collectionId, qint64 runId)
{
    m_selection.clear();
    m_collectionId = collectionId;
    m_runId = runId;
    m_pair = {0, 0};
    refresh();
}

void DecisionBar::setPair(qint64 documentA, qint64 documentB)
{
    m_pair = store::orderedPair(documentA, documentB);
    refresh();
}

template<typename F>
bool DecisionBar::guarded(F &&f)
{
    try {
        f();
        return true;
    } catch (const store::WorkspaceError &e) {
        Q_EMIT failed(e.message());
    }
    return false;
}

void DecisionBar::setSelectedPairs(const QList<store::DocumentPair> &pairs)
{
    m_selection.clear();
    for (const store::DocumentPair &p : pairs)
        m_selection.append(store::orderedPair(p.first, p.second));
}

void DecisionBar::decide(store::Decision decision)
{
    const bool bulk = m_selection.size() > 1;
    if (!m_workspace || m_collectionId <= 0 || (!bulk && m_pair.first <= 0))
        return;
    const store::DocumentPair pair = m_pair;
    const QList<store::DocumentPair> pairs = bulk ? m_selection : QList<store::DocumentPair>{pair};
    if (!ensureReviewer())
        return;
    if (!guarded([&] {
            store::ReviewStore(*m_workspace)
                .decide(m_collectionId, pairs, decision, m_note->text().trimmed(), reviewer(), m_runId);
        }))
        return;
    refresh();
    Q_EMIT decisionsChanged(pairs);
    Q_EMIT decided(pair, autoAdvance() && decision != store::Decision::Cleared);
}

void DecisionBar::undo()
{
    flipLatest(&store::ReviewStore::undo);
}

void DecisionBar::redo()
{
    flipLatest(&store::ReviewStore::redo);
}

void DecisionBar::flipLatest(QList<store::DocumentPair> (store::ReviewStore::*flip)(qint64, const QString &))
{
    if (!m_workspace || m_collectionId <= 0)
        return;
    QList<store::DocumentPair> pairs;
    if (guarded([&] {
            store::ReviewStore reviews(*m_workspace);
            pairs = (reviews.*flip)(m_collectionId, reviewer());
        })) {
        refresh();
        if (!pairs.isEmpty())
            Q_EMIT decisionsChanged(pairs);
    }
}

void DecisionBar::saveNote()
{
    if (!m_workspace || m_collectionId <= 0 || m_pair.first <= 0)
        return;
    qint64 action = 0;
    if (!guarded([&] {
            action =
                store::ReviewStore(*m_workspace).setNote(m_collectionId, m_pair, m_note->text().trimmed(), reviewer());
        }))
        return;
    if (action == 0) {
        m_state->setText(tr("Decide first: a note is stored with a decision."));
        return;
    }
    refresh();
    Q_EMIT decisionsChanged({m_pair});
}

void DecisionBar::editReviewer()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Reviewer"), tr("Your name, stored with every decision:"),
                                               QLineEdit::Normal, reviewer(), &ok);
    if (!ok || name.trimmed().isEmpty())
        return;
    setReviewer(name);
    refresh();
}

void DecisionBar::refresh()
{
    const bool ready = m_workspace && m_collectionId > 0;
    const bool hasPair = ready && m_pair.first > 0;
    m_reviewerButton->setText(reviewer().isEmpty() ? tr("Reviewer: (not set)") : tr("Reviewer: %1").arg(reviewer()));
    std::optional<store::ReviewDecision> current;
    bool canUndo = false, canRedo = false;
    if (ready) {
        guarded([&] {
            const store::ReviewStore store(*m_workspace);
            if (hasPair)
                current = store.currentDecision(m_collectionId, m_pair, reviewer());
            canUndo = store.canUndo(m_collectionId, reviewer());
            canRedo = store.canRedo(m_collectionId, reviewer());
        });
    }
    for (store::Decision decision : kDecisions) {
        QAction *a = action(decision);
        a->setEnabled(hasPair);
        a->setChecked(current && current->decision == decision);
    }
    m_note->setEnabled(hasPair);
    m_note->setText(current ? current->note : QString());
    m_undo->setEnabled(canUndo);
    m_redo->setEnabled(canRedo);
    m_next->setEnabled(ready);
    if (!hasPair)
        m_state->setText(tr("Open a pair to record a decision."));
    else if (current)
        m_state->setText(tr("%1 — by %2, %3")
                             .arg(decisionLabel(current->decision), current->reviewer,
                                  QLocale().toString(current->decidedAt.toLocalTime(), QLocale::ShortFormat)));
    else
        m_state->setText(tr("Undecided"));
}

} // namespace nd::ui
