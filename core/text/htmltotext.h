#pragma once

#include <QString>

namespace nd::text {

// Visible text of an HTML document. script, style, iframe and a (link) elements
// are dropped with their content (paper 003), other tags become whitespace or line
// breaks (block elements), character and numeric entities are decoded.
// Tolerates malformed markup: unclosed tags, stray '<', missing end tags.
QString htmlToText(const QString &html);

// Canonical form of paper 004: tabs, CR and LF become spaces, runs of spaces
// collapse to one, leading and trailing space removed.
QString canonicalText(QStringView text);

} // namespace nd::text
