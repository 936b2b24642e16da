#pragma once

#include "compare/exclusions.h"
#include "compare/passagematcher.h"
#include "store/records.h"
#include "ui/results/passagerenderer.h"

#include <QWidget>

#include <vector>

class QLabel;

namespace nd::ui {

class OverviewStrip;
class TextPane;

// One document's half of the pair view: its title above its text pane and the
// pane's overview strip, and what the view knows of the text shown there (token
// spans, page map, the ranges left out of the score, the placed passages). The
// view holds two, A and B, and does the same to each.
class PairSide : public QWidget
{
public:
    PairSide(bool isB, QWidget *parent);

    bool isB() const { return m_isB; }
    QLabel *title() const { return m_title; }
    TextPane *pane() const { return m_pane; }
    OverviewStrip *overview() const { return m_overview; }

    // A passage's range in this side's text.
    compare::TextRange rangeOf(const compare::MatchedPassage &passage) const
    {
        return m_isB ? compare::TextRange{passage.beginB, passage.endB}
                     : compare::TextRange{passage.beginA, passage.endA};
    }
    // What the worker found in the text (spans, boilerplate, page map, removed
    // parts) forgotten, for a text given directly.
    void forgetLoaded();
    // The text and all found in it forgotten, the pane and strip emptied.
    void clear();
    // The pane emptied, its folds and placed passages gone (the text is kept).
    void clearPane();
    // Where passage number n's marker starts in the pane (-1: none).
    int markerPosition(int number) const;
    // The passage whose marker or text holds the pane's position (0: none).
    int passageAt(int position) const;
    // Moves the caret to a position in the pane and centres it there.
    void moveCaret(int position);
    // The strip's window follows the pane's visible part.
    void updateOverview();

    QString text;
    std::vector<text::WordSpan> spans; // token spans, for rescoring
    QList<store::SourceLocation> locations;
    QList<compare::TextRange> boilerplate;
    QList<compare::TextRange> excluded;
    QList<compare::TextRange> removed; // by main-content extraction, in the whole text shown
    QList<QPair<qsizetype, qsizetype>> changed;
    QList<PassageRenderer::Placed> placed;

private:
    bool m_isB;
    QLabel *m_title;
    TextPane *m_pane;
    OverviewStrip *m_overview;
};

} // namespace nd::ui
