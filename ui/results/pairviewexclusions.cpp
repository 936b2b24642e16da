// PairView: exclusions — quotes, the references section and boilerplate left
// out of the score, shown greyed.
#include "ui/results/pairview.h"

#include "text/preprocessor.h"
#include "ui/settingskeys.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace nd::ui {

void PairView::setUpExclusions(QHBoxLayout *toolbar)
{
    const QSettings settings;
    m_exclusions.quotes = settings.value(settingskeys::kExcludeQuotes, false).toBool();
    // The quote set is configurable through the settings file ("“” «» 「」").
    const auto pairs = compare::parseQuotePairs(
        settings.value(settingskeys::kQuotePairs, compare::quotePairsToString(compare::defaultQuotePairs()))
            .toString());
    if (!pairs.isEmpty())
        m_exclusions.quotePairs = pairs;
    m_exclusions.bibliography = settings.value(settingskeys::kExcludeReferences, false).toBool();
    m_exclusions.boilerplate = settings.value(settingskeys::kExcludeBoilerplate, false).toBool();
    m_exclusions.boilerplateShare =
        std::clamp(settings.value(settingskeys::kBoilerplatePercent, 20).toInt(), 1, 100) / 100.0;

    m_quotesBox = new QCheckBox(tr("&Quotes"), this);
    m_quotesBox->setObjectName(u"excludeQuotes"_s);
    m_quotesBox->setToolTip(
        tr("Leave quoted passages out of the score: %1").arg(compare::quotePairsToString(m_exclusions.quotePairs)));
    m_referencesBox = new QCheckBox(tr("Re&ferences"), this);
    m_referencesBox->setObjectName(u"excludeReferences"_s);
    m_referencesBox->setToolTip(tr("Leave out everything from a heading such as “References”, "
                                   "“Bibliography”, “Works Cited”, “Literatur” or “参考文献” to the end"));
    m_boilerplateBox = new QCheckBox(tr("Boilerplate o&ver"), this);
    m_boilerplateBox->setObjectName(u"excludeBoilerplate"_s);
    m_boilerplateBox->setToolTip(tr("Leave out runs of %n word(s) found in more than the given share "
                                    "of the collection's documents",
                                    nullptr, m_exclusions.boilerplateWords));
    m_boilerplateShare = new QSpinBox(this);
    m_boilerplateShare->setObjectName(u"boilerplateShare"_s);
    m_boilerplateShare->setRange(1, 100);
    m_boilerplateShare->setSuffix(tr(" %"));
    m_boilerplateShare->setToolTip(
        tr("Share of the collection's documents a run of words must exceed to be boilerplate"));
    m_boilerplateShare->setAccessibleName(tr("Boilerplate share of documents"));
    m_quotesBox->setChecked(m_exclusions.quotes);
    m_referencesBox->setChecked(m_exclusions.bibliography);
    m_boilerplateBox->setChecked(m_exclusions.boilerplate);
    m_boilerplateShare->setValue(qRound(m_exclusions.boilerplateShare * 100.0));

    toolbar->addWidget(new QLabel(tr("Exclude from the score:"), this));
    toolbar->addWidget(m_quotesBox);
    toolbar->addWidget(m_referencesBox);
    toolbar->addWidget(m_boilerplateBox);
    toolbar->addWidget(m_boilerplateShare);
    toolbar->addStretch(1);
    for (QCheckBox *box : {m_quotesBox, m_referencesBox, m_boilerplateBox})
        connect(box, &QCheckBox::toggled, this, &PairView::exclusionsEdited);
    connect(m_boilerplateShare, &QSpinBox::valueChanged, this, &PairView::exclusionsEdited);
}

void PairView::setExclusions(const compare::ExclusionOptions &options)
{
    const bool rematchNeeded = options.boilerplate != m_exclusions.boilerplate
        || (options.boilerplate
            && (options.boilerplateShare != m_exclusions.boilerplateShare
                || options.boilerplateWords != m_exclusions.boilerplateWords));
    m_exclusions = options;
    // Mirror into the boxes without re-entering through their signals.
    for (auto [box, on] : {std::pair{m_quotesBox, options.quotes}, std::pair{m_referencesBox, options.bibliography},
                           std::pair{m_boilerplateBox, options.boilerplate}}) {
        const QSignalBlocker blocker(box);
        box->setChecked(on);
    }
    {
        const QSignalBlocker blocker(m_boilerplateShare);
        m_boilerplateShare->setValue(qRound(options.boilerplateShare * 100.0));
    }
    QSettings settings;
    settings.setValue(settingskeys::kExcludeQuotes, options.quotes);
    settings.setValue(settingskeys::kQuotePairs, compare::quotePairsToString(options.quotePairs));
    settings.setValue(settingskeys::kExcludeReferences, options.bibliography);
    settings.setValue(settingskeys::kExcludeBoilerplate, options.boilerplate);
    settings.setValue(settingskeys::kBoilerplatePercent, qRound(options.boilerplateShare * 100.0));

    if (rematchNeeded && m_documentA != 0) {
        rematch(); // the boilerplate comes from the collection, in the worker
        return;
    }
    if (m_a->text.isEmpty() && m_b->text.isEmpty())
        return;
    computeExclusions();
    if (!m_heldBack)
        rerender();
}

void PairView::exclusionsEdited()
{
    compare::ExclusionOptions options = m_exclusions;
    options.quotes = m_quotesBox->isChecked();
    options.bibliography = m_referencesBox->isChecked();
    options.boilerplate = m_boilerplateBox->isChecked();
    options.boilerplateShare = m_boilerplateShare->value() / 100.0;
    setExclusions(options);
}

bool PairView::hasExclusions() const
{
    return m_exclusions.quotes || m_exclusions.bibliography || m_exclusions.boilerplate;
}

void PairView::computeExclusions()
{
    if (!hasExclusions()) {
        m_a->excluded.clear();
        m_b->excluded.clear();
        m_containmentExcluding = m_containment;
        m_containmentLabel->setText(containmentText());
        return;
    }
    const bool tokenised = !m_a->spans.empty() || !m_b->spans.empty();
    for (PairSide *side : {m_a, m_b}) {
        // Shown without the worker's spans: the default preprocessing, as the
        // word counts were made.
        if (!tokenised)
            text::Preprocessor().tokens(side->text, &side->spans);
        side->excluded = compare::excludedRanges(side->text, m_exclusions);
        if (m_exclusions.boilerplate)
            side->excluded = compare::mergeRanges(side->excluded + side->boilerplate);
    }
    m_containmentExcluding =
        compare::containmentExcluding(m_passages, m_a->spans, m_b->spans, m_a->excluded, m_b->excluded);
    m_containmentLabel->setText(containmentText());
}

} // namespace nd::ui
