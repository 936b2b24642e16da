#pragma once

#include <QString>

namespace nd::ui {

// Plural strings are written tr("%n pair(s)", nullptr, n), so translators get
// every numerus form their language needs. Without a translation loaded (the
// English source) "(s)" is resolved here instead of being shown as is.
inline QString numerus(QString translated, qint64 n)
{
    return translated.replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

} // namespace nd::ui
