#pragma once

#include "compare/exclusions.h"
#include "compare/explain.h"
#include "compare/passagematcher.h"
#include "compare/runscores.h"
#include "store/records.h"
#include "text/maincontentmap.h"

#include <QString>

#include <vector>

namespace nd {
class JobControl;
}
namespace nd::store {
class Workspace;
}

namespace nd::pipeline {

// Which pair to open, matched how.
struct PairRequest
{
    qint64 documentA = 0;
    qint64 documentB = 0;
    qint64 runId = 0;    // the run the pair is explained by (0: none)
    int minWords = 5;    // the shortest shared run of words that is a passage
    int maxGapWords = 3; // unmatched words inside an aligned run that keep it one (near) passage
    compare::ExclusionOptions exclusions;
};

// One document of a loaded pair.
struct LoadedDocument
{
    QString title;                          // path, and the title where it says more
    QString text;                           // the text the run compared
    qsizetype words = 0;                    // tokens, as the matcher counted them (for containment)
    std::vector<text::WordSpan> spans;      // of the tokens, for rescoring without exclusions
    QList<compare::TextRange> boilerplate;  // empty unless boilerplate is excluded
    QList<store::SourceLocation> locations; // page/paragraph map (empty for plain text and HTML)
    QString wholeText;                      // with main content compared: the whole text,
    text::MainContentMap mainInWhole;       // and where `text` lies in it
};

// Both documents of a pair, their passages, and what the run says of them.
struct LoadedPair
{
    LoadedDocument a;
    LoadedDocument b;
    QList<compare::MatchedPassage> passages; // near matches already merged
    bool mainContent = false;                // the run compared main contents (text::extractMainContent)
    compare::PairExplanation explanation;    // None without a run
    QList<compare::RunScore> runScores;      // every stored run that scored this pair
    qint64 missingDocument = 0;              // a document no longer in the workspace (nothing else is set)
};

// Reads both documents, matches them and, when request.runId names a run,
// explains the pair by that run's method: what the pair view shows. Runs on any
// thread: it opens its own database connection and its own Preprocessors (the
// stemmer is not thread-safe), and throws nd::Cancelled once control is
// cancelled, store::WorkspaceError when the workspace cannot be read. With
// exclusions.boilerplate on, the shingles shared by more than
// exclusions.boilerplateShare of the documents of A's collection come from
// compare::BoilerplateCache, which reads and tokenises the collection the first
// time only.
LoadedPair loadPair(const store::Workspace &workspace, const PairRequest &request, const JobControl &control);

} // namespace nd::pipeline
