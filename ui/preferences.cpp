#include "ui/preferences.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {
// The fold and reviewer keys are those the pair view and the decision bar have
// always used, so a setting changed there shows in the dialog and back.
const QString kReviewerKey = u"review/reviewer"_s;
const QString kLanguageKey = u"ui/language"_s;
const QString kNormalizeKey = u"run/normalize"_s;
const QString kStopwordsKey = u"run/removeStopwords"_s;
const QString kStemKey = u"run/stem"_s;
const QString kFoldLinesKey = u"pairView/foldLines"_s;
const QString kTextSizeKey = u"pairView/textPointSize"_s;
const QString kWelcomedKey = u"welcome/answered"_s;
} // namespace

Preferences Preferences::load()
{
    const QSettings settings;
    Preferences p;
    p.reviewer = settings.value(kReviewerKey).toString().trimmed();
    p.language = settings.value(kLanguageKey).toString();
    if (!languages().contains(p.language))
        p.language.clear();
    const text::PreprocessOptions defaults;
    p.preprocessing.normalize = settings.value(kNormalizeKey, defaults.normalize).toBool();
    p.preprocessing.removeStopwords = settings.value(kStopwordsKey, defaults.removeStopwords).toBool();
    p.preprocessing.stem = settings.value(kStemKey, defaults.stem).toBool();
    p.foldLines = std::max(0, settings.value(kFoldLinesKey, p.foldLines).toInt());
    p.textPointSize = std::clamp(settings.value(kTextSizeKey, 0).toInt(), 0, 72);
    return p;
}

void Preferences::save() const
{
    QSettings settings;
    settings.setValue(kReviewerKey, reviewer.trimmed());
    settings.setValue(kLanguageKey, language);
    settings.setValue(kNormalizeKey, preprocessing.normalize);
    settings.setValue(kStopwordsKey, preprocessing.removeStopwords);
    settings.setValue(kStemKey, preprocessing.stem);
    settings.setValue(kFoldLinesKey, foldLines);
    settings.setValue(kTextSizeKey, textPointSize);
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
    return QSettings().value(kReviewerKey).toString().trimmed();
}

void Preferences::storeReviewer(const QString &name)
{
    QSettings().setValue(kReviewerKey, name.trimmed());
}

bool Preferences::welcomed()
{
    return QSettings().value(kWelcomedKey, false).toBool() && !storedReviewer().isEmpty();
}

void Preferences::setWelcomed()
{
    QSettings().setValue(kWelcomedKey, true);
}

} // namespace nd::ui
