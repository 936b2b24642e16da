#pragma once

#include "text/preprocessor.h"

#include <QLocale>
#include <QString>
#include <QStringList>

namespace nd::ui {

// What the Preferences dialog edits, kept in QSettings. The reviewer's name
// has no default: it is asked on the first start and stored with every decision,
// so a made-up name would end up in the reports.
struct Preferences
{
    QString reviewer;                      // empty until the user gives one
    QString language;                      // "" follows the system; else "en", "de" or "zh_CN"
    text::PreprocessOptions preprocessing; // the run panel's starting choice
    int foldLines = 20;                    // fold unmatched stretches from this many lines; 0 never
    int textPointSize = 0;                 // of the pair view's text panes; 0 the system's size

    static Preferences load();
    void save() const;

    // The languages offered, "" (the system's) first.
    static QStringList languages();
    // A language's own name ("Deutsch", "简体中文"), as KDE and GNOME list them.
    static QString languageName(const QString &code);
    // The locale whose translations the GUI loads for `language`.
    static QLocale interfaceLocale(const QString &language);

    static QString storedReviewer();
    static void storeReviewer(const QString &name);
    // The welcome page was answered once (its name given).
    static bool welcomed();
    static void setWelcomed();
};

} // namespace nd::ui
