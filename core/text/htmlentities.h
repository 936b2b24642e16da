#pragma once

#include <QStringView>

namespace nd::text {

// Code point of a named HTML character reference (the full HTML 4.01 set plus
// &apos;), case-sensitive as in HTML ("Eacute" is not "eacute"); 0 when unknown.
char32_t htmlEntityCodePoint(QStringView name);

} // namespace nd::text
