#pragma once

// qcustomplot.h is written with Qt's keyword macros (signals, slots, emit,
// foreach), which this project turns off with QT_NO_KEYWORDS. Include it through
// this header: the keywords exist only while it is read.
#ifndef signals
#define signals Q_SIGNALS
#define ND_UNDEF_SIGNALS
#endif
#ifndef slots
#define slots Q_SLOTS
#define ND_UNDEF_SLOTS
#endif
#ifndef emit
#define emit Q_EMIT
#define ND_UNDEF_EMIT
#endif
#ifndef foreach
#define foreach Q_FOREACH
#define ND_UNDEF_FOREACH
#endif

#include <qcustomplot.h>

#ifdef ND_UNDEF_SIGNALS
#undef signals
#undef ND_UNDEF_SIGNALS
#endif
#ifdef ND_UNDEF_SLOTS
#undef slots
#undef ND_UNDEF_SLOTS
#endif
#ifdef ND_UNDEF_EMIT
#undef emit
#undef ND_UNDEF_EMIT
#endif
#ifdef ND_UNDEF_FOREACH
#undef foreach
#undef ND_UNDEF_FOREACH
#endif
