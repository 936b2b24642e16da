#include "ui/preferences.h"

#include "ui/settingskeys.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace nd::ui {

Preferences Preferences::load()
{
    const QSettings settings;
    Preferences p;
    p.reviewer = settings.value(settingskeys::kReviewer).toString().trimmed();
    p.language = settings.value(settingskeys::kLanguage).toString();
    if (!languages().contains(p.language))
        p.language.clear();
    const text::PreprocessOptions defaults;
    p.preprocessing.normalize = settings.value(settingskeys::kNormalize, defaults.normalize).toBool();
    p.preprocessing.removeStopwords = settings.value(settingskeys::kRemoveStopwords, defaults.removeStopwords).toBool();
    p.preprocessing.stem = settings.value(settingskeys::kStem, defaults.stem).toBool();
    p.foldLines = std::max(0, settings.value(settingskeys::kFoldLines, p.foldLines).toInt());
    p.textPointSize = std::clamp(settings.value(settingskeys::kTextPointSize, 0).toInt(), 0, 72);
    return p;
}

void Preferences::save() const
{
    QSettings settings;
    settings.setValue(settingskeys::kReviewer, reviewer.trimmed());
    settings.setValue(settingskeys::kLanguage, language);
    settings.setValue(settingskeys::kNormalize, preprocessing.normalize);
    settings.setValue(settingskeys::kRemoveStopwords, preprocessing.removeStopwords);
    settings.setValue(settingskeys::kStem, preprocessing.stem);
    settings.setValue(settingskeys::kFoldLines, foldLines);
    settings.setValue(settingskeys::kTextPointSize, textPointSize);
}

QStringList Preferences::languages()
{
    return {QString(), u"en"_s, u"de"_s, u"zh_CN"_s};
}

QString Preferences::languageName(const QString &code)
{
    if (code == u"en")
        return u"English"_s;
    if (code == u"de")
        return u"Deutsch"_s;
    if (code == u"zh_CN")
        return u"简体中文"_s;
    return {};
}

QLocale Preferences::interfaceLocale(const QString &language)
{
    return language.isEmpty() ? QLocale() : QLocale(language);
}

QString Preferences::storedReviewer()
{
    return QSettings().value(settingskeys::kReviewer).toString().trimmed();
}

void Preferences::storeReviewer(const QString &name)
{
    QSettings().setValue(settingskeys::kReviewer, name.trimmed());
}

bool Preferences::welcomed()
{
    return QSettings().value(settingskeys::kWelcomed, false).toBool() && !storedReviewer().isEmpty();
}

void Preferences::setWelcomed()
{
    QSettings().setValue(settingskeys::kWelcomed, true);
}

} // namespace nd::ui
