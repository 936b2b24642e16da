#include "ui/runpanel.h"

#include "ui/preferences.h"

#include "learn/classifier.h"
#include "learn/modellibrary.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace nd::ui {

namespace {

QString paramToolTip(const detect::ParamDescriptor &p)
{
    QString tip = p.help;
    if (!p.paper.isEmpty())
        tip += QLatin1Char('\n') + RunPanel::tr("Paper: %1").arg(p.paper);
    return tip;
}

// Enough decimals to show the descriptor's default and bounds exactly (max 6).
int decimalsFor(const detect::ParamDescriptor &p)
{
    int decimals = 2;
    for (const QVariant &v : {p.defaultValue, p.minimum, p.maximum}) {
        if (!v.isValid())
            continue;
        double x = std::abs(v.toDouble());
        int d = 0;
        while (d < 6 && std::abs(x - std::round(x)) > 1e-9) {
            x *= 10;
            ++d;
        }
        decimals = qMax(decimals, d);
    }
    return decimals;
}

// The learned detector names a stored model by id: the panel offers the
// workspace's models (listed through core's ModelLibrary) instead of a number.
bool isStoredModel(const detect::Detector &detector, const detect::ParamDescriptor &p)
{
    return detector.name() == QLatin1String("learned") && p.name == QLatin1String("model");
}

const char kStoredModelProperty[] = "storedModelChoice";

} // namespace

RunPanel::RunPanel(std::vector<const detect::Detector *> detectors, QWidget *parent)
    : QWidget(parent)
    , m_detectors(std::move(detectors))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);

    auto *methodBox = new QGroupBox(tr("Method"), this);
    auto *methodLayout = new QVBoxLayout(methodBox);
    m_methodCombo = new QComboBox(methodBox);
    m_methodCombo->setObjectName(QStringLiteral("methodCombo"));
    m_methodCombo->setAccessibleName(tr("Detection method"));
    m_methodCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_methodCombo->setMinimumContentsLength(14);
    for (const detect::Detector *d : m_detectors) {
        m_methodCombo->addItem(d->title(), d->name());
        m_methodCombo->setItemData(m_methodCombo->count() - 1, d->description(), Qt::ToolTipRole);
    }
    m_description = new QLabel(methodBox);
    m_description->setObjectName(QStringLiteral("methodDescription"));
    m_description->setWordWrap(true);
    m_description->setTextInteractionFlags(Qt::TextSelectableByMouse);
    methodLayout->addWidget(m_methodCombo);
    methodLayout->addWidget(m_description);
    layout->addWidget(methodBox);

    auto *paramBox = new QGroupBox(tr("Parameters"), this);
    auto *paramLayout = new QVBoxLayout(paramBox);
    m_formHost = new QWidget(paramBox);
    m_form = new QFormLayout(m_formHost);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    paramLayout->addWidget(m_formHost);
    m_plan = new QLabel(paramBox);
    m_plan->setObjectName(QStringLiteral("planLabel"));
    m_plan->setWordWrap(true);
    paramLayout->addWidget(m_plan);
    layout->addWidget(paramBox);

    auto *prepBox = new QGroupBox(tr("Preprocessing"), this);
    auto *prepLayout = new QVBoxLayout(prepBox);
    // The user's default from Preferences; the library's own when none was set.
    const text::PreprocessOptions defaults = Preferences::load().preprocessing;
    m_normalize = new QCheckBox(tr("Normalise (NFKC, case folding)"), prepBox);
    m_normalize->setObjectName(QStringLiteral("normalizeCheck"));
    m_normalize->setChecked(defaults.normalize);
    m_stopwords = new QCheckBox(tr("Remove stopwords"), prepBox);
    m_stopwords->setObjectName(QStringLiteral("stopwordsCheck"));
    m_stopwords->setChecked(defaults.removeStopwords);
    m_stem = new QCheckBox(tr("Stemming (Snowball)"), prepBox);
    m_stem->setObjectName(QStringLiteral("stemCheck"));
    m_stem->setChecked(defaults.stem);
    m_mainContent = new QCheckBox(tr("Main content only (HTML, EPUB)"), prepBox);
    m_mainContent->setObjectName(QStringLiteral("mainContentCheck"));
    m_mainContent->setToolTip(tr("Compare the article text of web pages and EPUB chapters, without navigation, "
                                 "link lists, headers and footers"));
    // Follows the method's default (rebuildForm) until the user ticks or unticks
    // it for that method.
    connect(m_mainContent, &QCheckBox::clicked, this, [this](bool checked) {
        if (const detect::Detector *detector = currentDetector())
            m_mainContentChoice.insert(detector->name(), checked);
    });
    for (QCheckBox *box : {m_normalize, m_stopwords, m_stem, m_mainContent}) {
        prepLayout->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &RunPanel::paramsChanged);
    }
    layout->addWidget(prepBox);

    m_run = new QPushButton(tr("&Run"), this);
    m_run->setObjectName(QStringLiteral("runButton"));
    m_run->setDefault(true);
    m_run->setToolTip(tr("Run the method over the selected collection (Ctrl+R)"));
    connect(m_run, &QPushButton::clicked, this, &RunPanel::runRequested);
    layout->addWidget(m_run);

    auto *pointBox = new QGroupBox(tr("Operating point"), this);
    auto *pointLayout = new QVBoxLayout(pointBox);
    m_point = new QLabel(tr("No run shown."), pointBox);
    m_point->setObjectName(QStringLiteral("operatingPointLabel"));
    m_point->setWordWrap(true);
    pointLayout->addWidget(m_point);
    layout->addWidget(pointBox);
    layout->addStretch(1);

    // MinHash is the usual first choice for near-duplicates (and the sample's method).
    if (const int minhash = m_methodCombo->findData(QStringLiteral("minhash")); minhash >= 0)
        m_methodCombo->setCurrentIndex(minhash);
    connect(m_methodCombo, &QComboBox::currentIndexChanged, this, &RunPanel::rebuildForm);
    connect(this, &RunPanel::paramsChanged, this, &RunPanel::updatePlan);
    rebuildForm();
    updateRunEnabled();
}

const detect::Detector *RunPanel::currentDetector() const
{
    const int i = m_methodCombo->currentIndex();
    return i >= 0 && i < int(m_detectors.size()) ? m_detectors[size_t(i)] : nullptr;
}

QString RunPanel::method() const
{
    const detect::Detector *d = currentDetector();
    return d ? d->name() : QString();
}

bool RunPanel::setMethod(const QString &name)
{
    const int i = m_methodCombo->findData(name);
    if (i < 0)
        return false;
    m_methodCombo->setCurrentIndex(i);
    return true;
}

void RunPanel::rebuildForm()
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_editors.clear();

    const detect::Detector *detector = currentDetector();
    m_description->setText(detector ? detector->description() : tr("No detection method is available."));
    if (!detector) {
        updatePlan();
        return;
    }
    {
        const QSignalBlocker quiet(m_mainContent); // paramsChanged follows below
        m_mainContent->setChecked(
            m_mainContentChoice.value(detector->name(), detector->comparesMainContentByDefault()));
    }

    for (const detect::ParamDescriptor &p : detector->parameters()) {
        QWidget *editor = nullptr;
        if (isStoredModel(*detector, p)) {
            auto *combo = new QComboBox(m_formHost);
            combo->setProperty(kStoredModelProperty, true);
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setPlaceholderText(tr("No trained model in this workspace (neardup-cli train)"));
            connect(combo, &QComboBox::currentIndexChanged, this, &RunPanel::paramsChanged);
            editor = combo;
        } else
            switch (p.type) {
            case detect::ParamDescriptor::Type::Int: {
                auto *spin = new QSpinBox(m_formHost);
                spin->setRange(p.minimum.isValid() ? p.minimum.toInt() : std::numeric_limits<int>::min(),
                               p.maximum.isValid() ? p.maximum.toInt() : std::numeric_limits<int>::max());
                spin->setValue(p.defaultValue.toInt());
                connect(spin, &QSpinBox::valueChanged, this, &RunPanel::paramsChanged);
                editor = spin;
                break;
            }
            case detect::ParamDescriptor::Type::Double: {
                auto *spin = new QDoubleSpinBox(m_formHost);
                const int decimals = decimalsFor(p);
                spin->setDecimals(decimals);
                spin->setRange(p.minimum.isValid() ? p.minimum.toDouble() : -1e12,
                               p.maximum.isValid() ? p.maximum.toDouble() : 1e12);
                spin->setSingleStep(std::pow(10.0, -qMin(decimals, 2)));
                spin->setValue(p.defaultValue.toDouble());
                connect(spin, &QDoubleSpinBox::valueChanged, this, &RunPanel::paramsChanged);
                editor = spin;
                break;
            }
            case detect::ParamDescriptor::Type::Bool: {
                auto *box = new QCheckBox(m_formHost);
                box->setChecked(p.defaultValue.toBool());
                connect(box, &QCheckBox::toggled, this, &RunPanel::paramsChanged);
                editor = box;
                break;
            }
            case detect::ParamDescriptor::Type::Choice: {
                auto *combo = new QComboBox(m_formHost);
                combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
                combo->addItems(p.choices);
                combo->setCurrentIndex(qMax(0, int(p.choices.indexOf(p.defaultValue.toString()))));
                connect(combo, &QComboBox::currentIndexChanged, this, &RunPanel::paramsChanged);
                editor = combo;
                break;
            }
            case detect::ParamDescriptor::Type::Text: {
                auto *line = new QLineEdit(p.defaultValue.toString(), m_formHost);
                connect(line, &QLineEdit::textChanged, this, &RunPanel::paramsChanged);
                editor = line;
                break;
            }
            }
        editor->setObjectName(QStringLiteral("param_") + p.name);
        // Value fields share the form's width; a check box keeps its own size so
        // only its box and label take clicks.
        if (p.type != detect::ParamDescriptor::Type::Bool)
            editor->setSizePolicy(QSizePolicy::Expanding, editor->sizePolicy().verticalPolicy());
        const QString tip = isStoredModel(*detector, p) ? paramToolTip(p) + QLatin1Char('\n')
                + tr("Classifiers: %1.").arg(learn::Classifier::names().join(QStringLiteral(", "))) + QLatin1Char('\n')
                + learn::Classifier::missingNote()
                                                        : paramToolTip(p);
        editor->setToolTip(tip);
        editor->setAccessibleName(p.label);
        auto *label = new QLabel(p.label + QLatin1Char(':'), m_formHost);
        label->setToolTip(tip);
        label->setBuddy(editor);
        m_form->addRow(label, editor);
        m_editors.insert(p.name, editor);
    }
    if (m_editors.isEmpty()) {
        auto *none = new QLabel(tr("This method has no parameters."), m_formHost);
        none->setEnabled(false); // quiet text in the palette's own colour
        m_form->addRow(none);
    }
    refreshModels();
    Q_EMIT paramsChanged();
}

QComboBox *RunPanel::modelChoice() const
{
    for (QWidget *editor : m_editors)
        if (editor->property(kStoredModelProperty).toBool())
            return qobject_cast<QComboBox *>(editor);
    return nullptr;
}

void RunPanel::refreshModels()
{
    QComboBox *combo = modelChoice();
    if (!combo)
        return;
    const QVariant previous = combo->currentData();
    {
        const QSignalBlocker blocker(combo);
        combo->clear();
        const QLocale locale;
        for (const store::StoredModel &m : learn::ModelLibrary::instance().models()) {
            combo->addItem(tr("#%1 %2, keywords at %3, CV F1 %4")
                               .arg(m.id)
                               .arg(m.classifier, locale.toString(m.keywordThreshold, 'g', 3),
                                    locale.toString(m.metrics.value(QStringLiteral("f1")).toDouble(), 'f', 3)),
                           m.id);
        }
        // The model chosen before stays chosen; otherwise the newest.
        const int kept = previous.isValid() ? combo->findData(previous) : -1;
        combo->setCurrentIndex(kept >= 0 ? kept : combo->count() - 1);
        combo->setEnabled(combo->count() > 0);
    }
    if (combo->currentData() != previous)
        Q_EMIT paramsChanged();
    updateRunEnabled();
}

detect::Params RunPanel::params() const
{
    detect::Params params;
    const detect::Detector *detector = currentDetector();
    if (!detector)
        return params;
    for (const detect::ParamDescriptor &p : detector->parameters()) {
        QWidget *editor = m_editors.value(p.name);
        if (editor && editor->property(kStoredModelProperty).toBool())
            params.insert(p.name, qobject_cast<QComboBox *>(editor)->currentData().toLongLong());
        else if (auto *spin = qobject_cast<QSpinBox *>(editor))
            params.insert(p.name, spin->value());
        else if (auto *dspin = qobject_cast<QDoubleSpinBox *>(editor))
            params.insert(p.name, dspin->value());
        else if (auto *box = qobject_cast<QCheckBox *>(editor))
            params.insert(p.name, box->isChecked());
        else if (auto *combo = qobject_cast<QComboBox *>(editor))
            params.insert(p.name, combo->currentText());
        else if (auto *line = qobject_cast<QLineEdit *>(editor))
            params.insert(p.name, line->text());
    }
    return params;
}

void RunPanel::setPreprocessing(const text::PreprocessOptions &options)
{
    m_normalize->setChecked(options.normalize);
    m_stopwords->setChecked(options.removeStopwords);
    m_stem->setChecked(options.stem);
}

text::PreprocessOptions RunPanel::preprocessing() const
{
    text::PreprocessOptions options;
    options.normalize = m_normalize->isChecked();
    options.removeStopwords = m_stopwords->isChecked();
    options.stem = m_stem->isChecked();
    options.mainContentOnly = m_mainContent->isChecked();
    return options;
}

QString RunPanel::planText() const
{
    return m_plan->text();
}

void RunPanel::updatePlan()
{
    const detect::Detector *detector = currentDetector();
    if (!detector) {
        m_plan->clear();
        return;
    }
    const detect::Params current = params();
    QString text = detector->plan(current);
    if (detector->allPairs(current) && m_documentCount > 1) {
        const qint64 pairs = m_documentCount * (m_documentCount - 1) / 2;
        const QString warning = tr("This method compares every pair: %1 pairs for %2 documents.")
                                    .arg(QLocale().toString(pairs), QLocale().toString(m_documentCount));
        text = text.isEmpty() ? warning : text + QLatin1Char('\n') + warning;
    }
    m_plan->setText(text);
    m_plan->setVisible(!text.isEmpty());
}

void RunPanel::setCollection(qint64 collectionId, qint64 documentCount)
{
    m_collectionId = collectionId;
    m_documentCount = documentCount;
    refreshModels(); // models trained since, or another workspace's
    updatePlan();
    updateRunEnabled();
}

void RunPanel::setBusy(bool busy)
{
    m_busy = busy;
    updateRunEnabled();
}

void RunPanel::updateRunEnabled()
{
    const QComboBox *models = modelChoice();
    m_run->setEnabled(m_collectionId > 0 && currentDetector() && !m_busy && (!models || models->count() > 0));
}

void RunPanel::setOperatingPoint(const eval::OperatingPoint &point, bool valid)
{
    if (!valid) {
        m_point->setText(tr("No run shown."));
        return;
    }
    const QLocale locale;
    m_point->setText(tr("Threshold %1\nPrecision %2 · Recall %3 · F1 %4\n%5 pairs flagged")
                         .arg(locale.toString(point.threshold, 'g', 4), locale.toString(point.precision, 'f', 3),
                              locale.toString(point.recall, 'f', 3), locale.toString(point.f1, 'f', 3),
                              locale.toString(point.flagged)));
}

bool RunPanel::confirmPairCount(qint64 pairs, qint64 limit, double seconds, bool atLeast)
{
    const QLocale locale;
    const QString count = locale.toString(pairs);
    const QString time = locale.toString(seconds, 'f', seconds < 10 ? 1 : 0);
    QMessageBox box(QMessageBox::Question, tr("Score every pair?"),
                    (atLeast ? tr("This run would score at least %1 pairs, more than the bound of %2 for this "
                                  "collection, and take at least %3 s: the method compares (nearly) every pair "
                                  "here.\n\nRun it anyway?")
                             : tr("This run would score %1 pairs, more than the bound of %2 for this collection, "
                                  "and take about %3 s: the method compares (nearly) every pair here.\n\nRun it "
                                  "anyway?"))
                        .arg(count, locale.toString(limit), time),
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("pairCountConfirmation"));
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

} // namespace nd::ui
