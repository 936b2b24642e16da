#include "ui/experimentform.h"

#include "experiments/presets.h"
#include "store/reviewstore.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {

QString protocolKey(const experiments::EvaluationProtocol &protocol)
{
    if (protocol.kind != experiments::EvaluationProtocol::Kind::QueryMacro)
        return protocol.kindName();
    return protocol.kindName() + u':' + protocol.queriesName();
}

// A label and its field on one row, the field taking the room.
void addRow(QVBoxLayout *layout, const QString &label, QWidget *field)
{
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(label, field->parentWidget()));
    row->addWidget(field, 1);
    layout->addLayout(row);
}

} // namespace

ExperimentForm::ExperimentForm(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"experimentForm"_s);
    m_presetCombo = new QComboBox(this);
    m_presetCombo->setObjectName(u"presetCombo"_s);
    m_presetCombo->addItem(tr("(no preset)"), QString());
    for (const experiments::Preset &preset : experiments::presets())
        m_presetCombo->addItem(preset.title, preset.id);
    connect(m_presetCombo, &QComboBox::activated, this, &ExperimentForm::applyPreset);

    m_methods = new QListWidget(this);
    m_methods->setObjectName(u"methodList"_s);
    for (const detect::Detector *detector : detect::Registry::instance().all()) {
        auto *item = new QListWidgetItem(detector->title(), m_methods);
        item->setData(Qt::UserRole, detector->name());
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setToolTip(detector->description());
    }
    connect(m_methods, &QListWidget::itemChanged, this, &ExperimentForm::refreshParameters);

    m_grid = new QTableWidget(0, 2, this);
    m_grid->setObjectName(u"gridTable"_s);
    m_grid->setHorizontalHeaderLabels({tr("Parameter"), tr("Values")});
    // The syntax in the tooltip: as the title it needed more room than the form has.
    m_grid->horizontalHeaderItem(1)->setToolTip(tr("Values (e.g. 1..5, 1,4,7 or 0.1..0.5:0.1)"));
    m_grid->horizontalHeader()->setStretchLastSection(true);
    m_grid->verticalHeader()->hide();
    auto *addAxis = new QPushButton(tr("Add Parameter"), this);
    addAxis->setObjectName(u"addAxisButton"_s);
    connect(addAxis, &QPushButton::clicked, this, [this] { addAxisRow(); });
    auto *removeAxis = new QPushButton(tr("Remove Parameter"), this);
    connect(removeAxis, &QPushButton::clicked, this, [this] {
        if (m_grid->currentRow() >= 0)
            m_grid->removeRow(m_grid->currentRow());
    });

    m_metric = new QComboBox(this);
    m_metric->setObjectName(u"metricCombo"_s);
    m_metric->addItem(tr("F1"), int(experiments::Metric::F1));
    m_metric->addItem(tr("Precision"), int(experiments::Metric::Precision));
    m_metric->addItem(tr("Recall"), int(experiments::Metric::Recall));

    m_truth = new QComboBox(this);
    m_truth->setObjectName(u"truthCombo"_s);
    m_truth->setToolTip(tr("Score the runs against the collection's stored ground truth or against the "
                           "reviewers' decisions (plagiarism and near-duplicate positive, not a duplicate negative)."));
    m_protocol = new QComboBox(this);
    m_protocol->setObjectName(u"protocolCombo"_s);
    m_protocol->addItem(tr("Pairwise (micro)"), u"micro"_s);
    m_protocol->addItem(tr("Per cluster (macro)"), u"cluster-macro"_s);
    m_protocol->addItem(tr("Per query, sources as queries (macro, paper 000)"), u"query-macro:sources"_s);
    m_protocol->addItem(tr("Per query, every document of the truth (macro)"), u"query-macro:all"_s);
    for (QComboBox *combo : {m_metric, m_truth, m_protocol})
        connect(combo, &QComboBox::activated, this, &ExperimentForm::scoringChanged);
    refreshReviewers();

    // A preset's or protocol's long name must not set the form's width and
    // squeeze the chart: the boxes show the start of it, the list all of it.
    for (QComboBox *combo : {m_presetCombo, m_metric, m_truth, m_protocol}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Preset:"), this));
    layout->addWidget(m_presetCombo);
    layout->addWidget(new QLabel(tr("Methods:"), this));
    layout->addWidget(m_methods, 1);
    layout->addWidget(new QLabel(tr("Grid:"), this));
    layout->addWidget(m_grid, 1);
    auto *axisButtons = new QHBoxLayout;
    axisButtons->addWidget(addAxis);
    axisButtons->addWidget(removeAxis);
    layout->addLayout(axisButtons);
    addRow(layout, tr("Chart metric:"), m_metric);
    addRow(layout, tr("Ground truth:"), m_truth);
    addRow(layout, tr("Scored:"), m_protocol);
}

void ExperimentForm::setCollection(const store::Workspace *workspace, qint64 collectionId)
{
    m_workspace = workspace;
    m_collectionId = collectionId;
    refreshReviewers();
}

void ExperimentForm::setRunning(bool running)
{
    m_presetCombo->setEnabled(!running);
    m_truth->setEnabled(!running);
    m_protocol->setEnabled(!running);
}

experiments::Metric ExperimentForm::metric() const
{
    return experiments::Metric(m_metric->currentData().toInt());
}

QString ExperimentForm::metricTitle() const
{
    return m_metric->currentText();
}

void ExperimentForm::addAxisRow(const QString &parameter, const QString &values)
{
    const int row = m_grid->rowCount();
    m_grid->insertRow(row);
    auto *combo = new QComboBox(m_grid);
    combo->setObjectName(u"axisParameter"_s);
    m_grid->setCellWidget(row, 0, combo);
    m_grid->setItem(row, 1, new QTableWidgetItem(values));
    refreshParameters();
    if (!parameter.isEmpty()) {
        if (combo->findData(parameter) < 0)
            combo->addItem(parameter, parameter); // a preset may name a parameter of an unchecked method
        combo->setCurrentIndex(combo->findData(parameter));
    }
}

void ExperimentForm::refreshParameters()
{
    // The union of the checked methods' parameters, each once.
    QList<detect::ParamDescriptor> parameters;
    QStringList names;
    for (int i = 0; i < m_methods->count(); ++i) {
        if (m_methods->item(i)->checkState() != Qt::Checked)
            continue;
        const auto *detector = detect::Registry::instance().find(m_methods->item(i)->data(Qt::UserRole).toString());
        for (const detect::ParamDescriptor &p : detector ? detector->parameters() : QList<detect::ParamDescriptor>{})
            if (!names.contains(p.name)) {
                names.append(p.name);
                parameters.append(p);
            }
    }
    for (int row = 0; row < m_grid->rowCount(); ++row) {
        auto *combo = qobject_cast<QComboBox *>(m_grid->cellWidget(row, 0));
        const QString current = combo->currentData().toString();
        combo->clear();
        for (const detect::ParamDescriptor &p : parameters) {
            combo->addItem(p.label, p.name);
            combo->setItemData(combo->count() - 1, p.help, Qt::ToolTipRole);
        }
        if (!current.isEmpty() && combo->findData(current) < 0)
            combo->addItem(current, current);
        combo->setCurrentIndex(std::max(0, int(combo->findData(current))));
    }
}

experiments::SweepSpec ExperimentForm::spec() const
{
    experiments::SweepSpec spec;
    spec.collectionId = m_collectionId;
    for (int i = 0; i < m_methods->count(); ++i)
        if (m_methods->item(i)->checkState() == Qt::Checked)
            spec.methods.append(m_methods->item(i)->data(Qt::UserRole).toString());
    if (spec.methods.isEmpty())
        throw std::invalid_argument(tr("Check at least one method.").toStdString());
    for (int row = 0; row < m_grid->rowCount(); ++row) {
        const auto *combo = qobject_cast<QComboBox *>(m_grid->cellWidget(row, 0));
        const QString values = m_grid->item(row, 1) ? m_grid->item(row, 1)->text().trimmed() : QString();
        if (combo->currentData().toString().isEmpty() || values.isEmpty())
            continue;
        spec.axes.append(experiments::parseAxis(combo->currentData().toString() + u'=' + values));
    }
    if (!m_preset.isEmpty())
        spec.fixedParams = m_presetFixed;
    spec.truth = truthSource();
    spec.protocol = protocol();
    return spec;
}

void ExperimentForm::applyPreset()
{
    m_preset = m_presetCombo->currentData().toString();
    const experiments::Preset *preset = experiments::findPreset(m_preset);
    if (!preset)
        return;
    if (preset->isStudy()) {
        // A study brings its own experiment: no methods or grid to fill in.
        Q_EMIT message(tr("%1 runs as one study on the collection: press Run.").arg(preset->title));
        return;
    }
    const experiments::SweepSpec spec = preset->sweep(m_collectionId);
    m_presetFixed = spec.fixedParams;
    m_presetProtocol = spec.protocol;
    selectProtocol(spec.protocol);
    for (int i = 0; i < m_methods->count(); ++i)
        m_methods->item(i)->setCheckState(
            spec.methods.contains(m_methods->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    m_grid->setRowCount(0);
    for (const experiments::GridAxis &axis : spec.axes) {
        QStringList values;
        for (const QVariant &v : axis.values)
            values.append(v.toString());
        addAxisRow(axis.parameter, values.join(u','));
    }
}

pipeline::TruthSource ExperimentForm::truthSource() const
{
    return pipeline::TruthSource::parse(m_truth->currentData().toString());
}

experiments::EvaluationProtocol ExperimentForm::protocol() const
{
    const QString key = m_protocol->currentData().toString();
    // A preset's own protocol (e.g. paper 000's, which falls back to pairwise
    // scoring on a collection without sources) stays as long as it is chosen.
    if (!m_preset.isEmpty() && key == protocolKey(m_presetProtocol))
        return m_presetProtocol;
    const qsizetype colon = key.indexOf(u':');
    return colon < 0 ? experiments::EvaluationProtocol::parse(key)
                     : experiments::EvaluationProtocol::parse(key.left(colon), key.mid(colon + 1));
}

void ExperimentForm::selectProtocol(const experiments::EvaluationProtocol &protocol)
{
    const int index = m_protocol->findData(protocolKey(protocol));
    if (index >= 0)
        m_protocol->setCurrentIndex(index);
}

void ExperimentForm::refreshReviewers()
{
    const QString current = m_truth->currentData().toString();
    m_truth->clear();
    m_truth->addItem(tr("Stored ground truth"), u"stored"_s);
    m_truth->addItem(tr("Reviewers' decisions (latest of anyone)"), u"reviews"_s);
    if (m_workspace && m_collectionId > 0) {
        try {
            for (const QString &reviewer : store::ReviewStore(*m_workspace).reviewers(m_collectionId))
                m_truth->addItem(tr("Decisions of %1").arg(reviewer), u"reviews:"_s + reviewer);
        } catch (const std::exception &e) {
            Q_EMIT message(QString::fromUtf8(e.what()));
        }
    }
    m_truth->setCurrentIndex(std::max(0, int(m_truth->findData(current))));
}

} // namespace nd::ui
