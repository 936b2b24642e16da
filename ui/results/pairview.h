#pragma once

#include "store/records.h"

#include "compare/containment.h"
#include "compare/exclusions.h"
#include "compare/explain.h"
#include "compare/passagematcher.h"
#include "compare/runscores.h"
#include "ui/results/pairside.h"
#include "ui/results/passagerenderer.h"

#include <QFuture>
#include <QWidget>

#include <memory>

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace nd {
class JobControl;
}
namespace nd::pipeline {
struct LoadedPair;
}
namespace nd::store {
class Workspace;
}

namespace nd::ui {

class ExplainPanel;
class JobRunner;
class FindBar;
class MatchNavigator;
class OverviewStrip;
class PaneFinder;
class TextPane;

// Two documents side by side with their shared passages highlighted in
// alternating colours and numbered "[n]" (so colour is never the only cue), the
// list of passages beside them, and scrollbars that can move together. Near
// matches (a few words reworded) are one passage whose differing words are
// underlined. Around the panes: an overview strip per document, a navigator
// ("3 of 17", F3 / Shift+F3), a find bar for both panes (Ctrl+F), both
// directions of containment, "why this pair matched" for the run's method, and
// the score of every stored run that scored the pair. Long stretches without a
// passage are folded behind a one-line marker (TextPane). Documents are loaded
// and matched in a worker thread; Esc stops it. When the run compared the main
// content of web pages, the titles say so, and the whole texts can be shown
// instead with the parts extraction removed greyed.
class PairView : public QWidget
{
    Q_OBJECT

public:
    explicit PairView(QWidget *parent = nullptr);
    ~PairView() override;

    void setWorkspace(const store::Workspace *workspace);
    // The run whose pairs are opened, so the view can explain them (0: none).
    void setRun(qint64 runId);

    // Loads both documents and matches them off the GUI thread; emits pairShown
    // when the panes are filled.
    void openPair(qint64 documentA, qint64 documentB);
    // Shows two texts and their passages at once (what openPair ends with).
    // Word counts are the token counts containment is measured against; without
    // them they are counted here with the default preprocessing.
    void showTexts(const QString &titleA, const QString &textA, const QString &titleB, const QString &textB,
                   const QList<compare::MatchedPassage> &passages);
    void showTexts(const QString &titleA, const QString &textA, const QString &titleB, const QString &textB,
                   const QList<compare::MatchedPassage> &passages, qsizetype wordsA, qsizetype wordsB);
    void setExplanation(const compare::PairExplanation &explanation);
    // Every run's score of the open pair (what openPair fills in).
    void setRunScores(const QList<compare::RunScore> &scores);
    const QList<compare::RunScore> &runScores() const { return m_runScores; }
    QTreeWidget *runScoreList() const { return m_runScoreList; }
    void clear();

    const QList<compare::MatchedPassage> &passages() const { return m_passages; }
    TextPane *paneA() const { return m_a->pane(); }
    TextPane *paneB() const { return m_b->pane(); }
    QTreeWidget *matchList() const { return m_matchList; }
    MatchNavigator *navigator() const { return m_navigator; }
    FindBar *findBar() const { return m_findBar; }
    OverviewStrip *overview(bool inB) const { return side(inB).overview(); }
    ExplainPanel *explainPanel() const { return m_explain; }
    // Containment of all matched words, and without the excluded text.
    const compare::Containment &containment() const { return m_containment; }
    const compare::Containment &containmentExcluding() const { return m_containmentExcluding; }
    QString containmentText() const;

    // Exclusions (quotes, references section, boilerplate), remembered in
    // QSettings. Quotes and references are recomputed at once; boilerplate
    // needs the collection, so it re-runs the comparison. Excluded text is
    // greyed in the panes, not hidden.
    const compare::ExclusionOptions &exclusions() const { return m_exclusions; }
    void setExclusions(const compare::ExclusionOptions &options);
    bool hasExclusions() const;
    const QList<compare::TextRange> &excludedRanges(bool inB) const { return side(inB).excluded; }
    // Where passage number n's marker starts in each pane's document (-1: none).
    int markerPosition(int number, bool inB) const;
    // Whether the open pair's run compared main contents, and whether the panes
    // show the whole texts with what extraction removed (removedRanges) greyed.
    bool comparedMainContent() const;
    bool showsWholeText() const;
    void setShowWholeText(bool on);
    QCheckBox *wholeTextBox() const { return m_wholeTextBox; }
    const QList<compare::TextRange> &removedRanges(bool inB) const { return side(inB).removed; }
    // Changed-word spans (offsets in the original text) inside near passages.
    const QList<QPair<qsizetype, qsizetype>> &changedWords(bool inB) const { return side(inB).changed; }

    // Brings passage n into view in both panes.
    void showPassage(int number);
    bool scrollTogether() const;
    void setScrollTogether(bool on);
    bool wordWrap() const;
    void setWordWrap(bool on);
    // Stretches of at least this many lines without a passage are folded (0:
    // never); remembered in QSettings.
    int foldLines() const;
    void setFoldLines(int lines);
    // Of both text panes; 0 is the application font's size.
    void setTextPointSize(int points);
    void unfoldAll();

    // Texts longer than this (UTF-16 units, both together) wait for a
    // confirmation before they are laid out.
    void setLargeTextLimit(qsizetype characters) { m_largeTextLimit = characters; }
    bool isLayoutHeldBack() const { return m_heldBack; }
    void layOutAnyway();
    bool isComparing() const { return m_control != nullptr; }
    void cancelComparison();

    // Find in both panes; returns the number of hits.
    int find(const QString &text);
    void findNext(bool backwards = false);

Q_SIGNALS:
    void pairShown(qint64 documentA, qint64 documentB);

protected:
    void changeEvent(QEvent *event) override;

private:
    PairSide &side(bool inB) const { return inB ? *m_b : *m_a; }
    void render(PairSide &side);
    void rerender();
    void rematch();
    void reveal(int number, const PairSide *except);
    void syncScroll(const PairSide &from, PairSide &to);
    void followCaret(PairSide &side);
    void jumpTo(PairSide &side, int position);
    void escape();
    void setUpLayout();
    void connectSignals();
    void setUpFolding(QHBoxLayout *toolbar);
    // Where the side's long unmatched stretches start, with their line counts.
    QList<qsizetype> foldStarts(const PairSide &side, QList<int> *lineCounts) const;
    void setUpExclusions(QHBoxLayout *toolbar);
    void exclusionsEdited();
    void computeExclusions();
    void setUpWholeTextView(QHBoxLayout *toolbar);
    void showLoaded(); // m_loaded, as compared or in the whole texts

    const store::Workspace *m_workspace = nullptr;
    qint64 m_runId = 0;
    qint64 m_documentA = 0;
    qint64 m_documentB = 0;
    quint64 m_generation = 0;
    JobRunner *m_runner;                   // the pair's reads, one way as every read of the GUI
    QFuture<void> m_pending;               // the worker, awaited before the workspace may go
    std::shared_ptr<JobControl> m_control; // of the running comparison, if any
    QList<compare::MatchedPassage> m_passages;
    compare::Containment m_containment;
    compare::Containment m_containmentExcluding;
    compare::ExclusionOptions m_exclusions;
    bool m_spansLoaded = false;                     // set by the worker's result for the next showTexts
    std::unique_ptr<pipeline::LoadedPair> m_loaded; // the worker's last result
    QList<compare::RunScore> m_runScores;
    qsizetype m_largeTextLimit = 2'000'000;
    bool m_heldBack = false;
    bool m_navigating = false;
    bool m_syncing = false;

    PairSide *m_a;
    PairSide *m_b;
    QLabel *m_status;
    QLabel *m_containmentLabel;
    QWidget *m_largeBanner;
    QTreeWidget *m_matchList;
    MatchNavigator *m_navigator;
    FindBar *m_findBar;
    ExplainPanel *m_explain;
    QCheckBox *m_syncBox;
    QCheckBox *m_wrapBox;
    QSpinBox *m_minWords;
    QSpinBox *m_foldSpin = nullptr;
    QPushButton *m_unfoldButton = nullptr;
    QTreeWidget *m_runScoreList = nullptr;
    QCheckBox *m_quotesBox = nullptr;
    QCheckBox *m_referencesBox = nullptr;
    QCheckBox *m_boilerplateBox = nullptr;
    QSpinBox *m_boilerplateShare = nullptr;
    QCheckBox *m_wholeTextBox = nullptr;
    std::unique_ptr<PaneFinder> m_finder;
};

} // namespace nd::ui
