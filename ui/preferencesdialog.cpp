#include "ui/preferencesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace nd::ui {

PreferencesDialog::PreferencesDialog(const Preferences &preferences, QWidget *parent)
    : QDialog(parent)
    , m_startLanguage(preferences.language)
    , m_original(preferences)
{
    setObjectName(u"preferencesDialog"_s);
    setWindowTitle(tr("Configure NearDup Workbench"));

    auto *general = new QGroupBox(tr("General"), this);
    auto *generalForm = new QFormLayout(general);
    generalForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_reviewer = new QLineEdit(preferences.reviewer, general);
    m_reviewer->setObjectName(u"reviewerName"_s);
    m_reviewer->setPlaceholderText(tr("Your name"));
    m_reviewer->setToolTip(tr("Stored with every review decision and shown in the reports"));
    generalForm->addRow(tr("&Reviewer name:"), m_reviewer);

    m_language = new QComboBox(general);
    m_language->setObjectName(u"language"_s);
    for (const QString &code : Preferences::languages())
        m_language->addItem(code.isEmpty() ? tr("System language") : Preferences::languageName(code), code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(preferences.language)));
    generalForm->addRow(tr("&Language:"), m_language);
    auto *languageNote = new QLabel(tr("A new language is used from the next start."), general);
    languageNote->setObjectName(u"languageNote"_s);
    languageNote->setWordWrap(true);
    languageNote->setVisible(false);
    generalForm->addRow(QString(), languageNote);
    connect(m_language, &QComboBox::currentIndexChanged, this, [this, languageNote] {
        languageNote->setVisible(m_language->currentData().toString() != m_startLanguage);
    });
    auto *theme = new QLabel(tr("Follows the system's colour scheme (light or dark)."), general);
    theme->setWordWrap(true);
    generalForm->addRow(tr("Theme:"), theme);

    auto *runs = new QGroupBox(tr("New runs: preprocessing"), this);
    auto *runsLayout = new QVBoxLayout(runs);
    m_normalize = new QCheckBox(tr("Normalise (NFKC, case folding)"), runs);
    m_normalize->setObjectName(u"normalizeDefault"_s);
    m_normalize->setChecked(preferences.preprocessing.normalize);
    m_stopwords = new QCheckBox(tr("Remove stopwords"), runs);
    m_stopwords->setObjectName(u"stopwordsDefault"_s);
    m_stopwords->setChecked(preferences.preprocessing.removeStopwords);
    m_stem = new QCheckBox(tr("Stemming (Snowball)"), runs);
    m_stem->setObjectName(u"stemDefault"_s);
    m_stem->setChecked(preferences.preprocessing.stem);
    for (QCheckBox *box : {m_normalize, m_stopwords, m_stem})
        runsLayout->addWidget(box);

    auto *pair = new QGroupBox(tr("Side-by-side view"), this);
    auto *pairForm = new QFormLayout(pair);
    pairForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    // 0 stands for a word rather than a number in both boxes.
    const auto addSpinBox = [pair, pairForm](const QString &label, const QString &name, int maximum,
                                             const QString &zero, const QString &suffix, int value) {
        auto *box = new QSpinBox(pair);
        box->setObjectName(name);
        box->setRange(0, maximum);
        box->setSpecialValueText(zero);
        box->setSuffix(suffix);
        box->setValue(value);
        pairForm->addRow(label, box);
        return box;
    };
    m_foldLines = addSpinBox(tr("&Fold unmatched stretches from:"), u"foldLinesDefault"_s, 10000, tr("never"),
                             tr(" lines"), preferences.foldLines);
    m_textSize =
        addSpinBox(tr("&Text size:"), u"textPointSize"_s, 72, tr("system size"), tr(" pt"), preferences.textPointSize);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_reviewer, &QLineEdit::textChanged, this, &PreferencesDialog::updateOk);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(general);
    layout->addWidget(runs);
    layout->addWidget(pair);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    updateOk();
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p = m_original;
    p.reviewer = m_reviewer->text().trimmed();
    p.language = m_language->currentData().toString();
    p.preprocessing.normalize = m_normalize->isChecked();
    p.preprocessing.removeStopwords = m_stopwords->isChecked();
    p.preprocessing.stem = m_stem->isChecked();
    p.foldLines = m_foldLines->value();
    p.textPointSize = m_textSize->value();
    return p;
}

void PreferencesDialog::updateOk()
{
    // Decisions need a name; an empty one would be stored as nobody's.
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_reviewer->text().trimmed().isEmpty());
}

} // namespace nd::ui
