#pragma once

// Sentence-level features for SL+ST (Feng & Wu 2015; baseline of paper 003):
// each sentence of a text becomes one feature made of its number of terms and
// the terms at chosen positions, and a document becomes the sequence of its
// sentences' features, matched in blocks of consecutive sentences.

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace nd::features {

// Positions of the terms a sentence feature keeps, 1-based from the sentence's
// start, negative from its end (-1 the last term), e.g. "1,-1". Empty text means
// no term (the feature is the term count alone). None when the text is not a
// comma-separated list of non-zero integers between -100 and 100.
std::optional<QList<int>> parseTermPositions(QStringView text);

// One feature per sentence, in text order: "n" followed by "|term" for each
// position (an empty term where the sentence is too short), e.g. "5|the|mat".
// Terms are the case-folded words of features::spotWords; a sentence ends at
// '.', '!', '?' or their CJK forms between two words (so "3.14" and "e.g" do
// not end one), and the text's end closes the last. A text without words has
// no sentence.
QStringList sentenceFeatures(QStringView text, const QList<int> &positions);

} // namespace nd::features
