#pragma once

#include <QString>

namespace nd::text {

// The main content of an HTML page: its article text without the navigation,
// headers, footers, link lists, ads and comment sections of the site's template.
// Blocks of text are classified by boilerpipe's shallow text features (see
// maincontent.cpp). Parsed with libxml2's HTML parser, which recovers from
// malformed markup. Blocks are separated by a line break. Empty when no block is
// classified as content (a page of links only) or the page has no text.
QString extractMainContent(const QString &html);

} // namespace nd::text
