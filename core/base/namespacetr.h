#pragma once

#include <QCoreApplication>
#include <QString>

// Declares tr() for the free functions of a namespace (in a source file's
// anonymous namespace). lupdate files a free function's tr("...") under the name
// of the namespace it is called in, so `context` must be exactly that name
// (e.g. "nd::review") for the .ts entries to be found.
#define ND_NAMESPACE_TR(context)                                                                                       \
    [[maybe_unused]] QString tr(const char *text)                                                                      \
    {                                                                                                                  \
        return QCoreApplication::translate(context, text);                                                             \
    }
