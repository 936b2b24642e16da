#pragma once

#include "compare/exclusions.h"
#include "compare/explain.h"
#include "compare/passagematcher.h"
#include "compare/runscores.h"
#include "store/records.h"
#include "text/maincontentmap.h"

#include <QString>

#include <memory>

namespace nd {
class JobControl;
}
namespace nd::store {
class Workspace;
}

namespace nd::ui {

// What the pair view's worker hands back to the GUI thread.
struct LoadedPair
{
    QString titleA;
    QString textA;
    QString titleB;
    QString textB;
    QList<compare::MatchedPassage> passages; // near matches already merged
    qsizetype wordsA = 0;                    // tokens, as the matcher counted them (for containment)
    qsizetype wordsB = 0;
    std::vector<text::WordSpan> spansA; // of the tokens, for rescoring without exclusions
    std::vector<text::WordSpan> spansB;
    QList<compare::TextRange> boilerplateA; // empty unless boilerplate is excluded
    QList<compare::TextRange> boilerplateB;
    QList<store::SourceLocation> locationsA; // page/paragraph maps (empty for plain text and HTML)
    QList<store::SourceLocation> locationsB;
    bool mainContent = false; // the run compared main contents (text::extractMainContent)
    QString wholeTextA;       // with mainContent: the whole texts, and where
    QString wholeTextB;       // textA and textB lie in them
    text::MainContentMap mainInWholeA;
    text::MainContentMap mainInWholeB;
    compare::PairExplanation explanation; // None without a run
    QList<compare::RunScore> runScores;   // every stored run that scored this pair
    QString error;
    bool cancelled = false;
};

// Reads both documents, matches them and, when runId names a run, explains the
// pair by that run's method. Runs on a pool thread: it opens its own database
// connection and its own Preprocessors (the stemmer is not thread-safe), and
// stops early when control is cancelled. With exclusions.boilerplate on, the
// shingles shared by more than exclusions.boilerplateShare of the documents of
// A's collection come from compare::BoilerplateCache, which reads and
// tokenises the collection the first time only.
LoadedPair loadPair(const store::Workspace *workspace, qint64 documentA, qint64 documentB, qint64 runId, int minWords,
                    int maxGapWords, const compare::ExclusionOptions &exclusions,
                    const std::shared_ptr<JobControl> &control);

} // namespace nd::ui
