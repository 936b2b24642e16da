#pragma once

#include <QString>

// The keys under which the application keeps its settings (QSettings), in one
// place because some are read and written from more than one (the preferences
// dialog sets what the pair view and the decision bar also change), and because
// a user's settings file depends on each key staying as it is. The main window
// and the modes keep their layout under keys of their own.
namespace nd::ui::settingskeys {

inline const QString kLastWorkspace = QStringLiteral("workspace/last");
inline const QString kRecentWorkspaces = QStringLiteral("workspace/recent");

inline const QString kReviewer = QStringLiteral("review/reviewer");
inline const QString kAutoAdvance = QStringLiteral("review/autoAdvance");
inline const QString kLanguage = QStringLiteral("ui/language");
inline const QString kWelcomed = QStringLiteral("welcome/answered");

inline const QString kNormalize = QStringLiteral("run/normalize");
inline const QString kRemoveStopwords = QStringLiteral("run/removeStopwords");
inline const QString kStem = QStringLiteral("run/stem");

inline const QString kFoldLines = QStringLiteral("pairView/foldLines");
inline const QString kTextPointSize = QStringLiteral("pairView/textPointSize");
inline const QString kShowRemovedParts = QStringLiteral("pairView/showRemovedParts");
inline const QString kExcludeQuotes = QStringLiteral("pairView/excludeQuotes");
inline const QString kQuotePairs = QStringLiteral("pairView/quotePairs");
inline const QString kExcludeReferences = QStringLiteral("pairView/excludeReferences");
inline const QString kExcludeBoilerplate = QStringLiteral("pairView/excludeBoilerplate");
inline const QString kBoilerplatePercent = QStringLiteral("pairView/boilerplatePercent");

} // namespace nd::ui::settingskeys
