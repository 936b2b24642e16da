#pragma once

#include <QString>

namespace nd::corpus {

// Paper 004's eleven document-size groups by word count: 0-500, 500-1000,
// 1000-2000, then one per 1,000 words up to 9,000, and over 9,000. Every
// document's word count is stored, so any evaluation can be split by group.
constexpr int kSizeGroupCount = 11;

// The group of a document with this many words (0 .. kSizeGroupCount - 1).
int sizeGroup(qint64 words);

// "0-500", "500-1000", ..., "8000-9000", ">9000".
QString sizeGroupLabel(int group);

} // namespace nd::corpus
