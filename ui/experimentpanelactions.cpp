// The experiment panel's grid editor, presets, ground truth and protocol, studies,
// file exports, apart from its layout and sweep job
// (experimentpanel.cpp).
#include "detect/detector.h"
#include "experiments/presets.h"
#include "store/reviewstore.h"
#include "charts/figurechart.h"
#include "charts/figureexport.h"
#include "ui/studytablesview.h"
#include "ui/experimentpanel.h"
#include "ui/jobrunner.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QStandardItemModel>
#include <QTableWidget>

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::ui {

void ExperimentPanel::exportChart()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Chart"), QString(),
                                                      tr("PNG image (*.png);;PDF document (*.pdf);;SVG image (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    // 800 x 600 at 2x: sharp in print; PDF and SVG are vectors anyway.
    if (!charts::saveFigure(m_figure, path, QSize(800, 600), 2.0, &error))
        m_status->setText(error);
    else
        m_status->setText(tr("Chart written to %1.").arg(QFileInfo(path).fileName()));
}

void ExperimentPanel::exportData()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Numbers"), QString(), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const QFileInfo info(path);
    const QString json = info.dir().filePath(info.completeBaseName() + u".json"_s);
    QString error;
    if (!charts::saveFigureData(m_figure, path, json, &error))
        m_status->setText(error);
    else
        m_status->setText(
            tr("Numbers written to %1, parameters to %2.").arg(info.fileName(), QFileInfo(json).fileName()));
}

void ExperimentPanel::addAxisRow(const QString &parameter, const QString &values)
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

void ExperimentPanel::refreshParameters()
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

experiments::SweepSpec ExperimentPanel::spec() const
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

void ExperimentPanel::applyPreset()
{
    m_preset = m_presetCombo->currentData().toString();
    const experiments::Preset *preset = experiments::findPreset(m_preset);
    if (!preset)
        return;
    if (preset->isStudy()) {
        // A study brings its own experiment: no methods or grid to fill in.
        m_status->setText(tr("%1 runs as one study on the collection: press Run.").arg(preset->title));
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

void ExperimentPanel::runStudy(const experiments::Preset &preset)
{
    if (!m_workspace || m_collectionId <= 0 || m_job || !preset.isStudy())
        return;
    m_points.clear();
    m_bestModel->removeRows(0, m_bestModel->rowCount());
    m_figure = {};
    m_figure.title = preset.title;
    m_chart->setFigure(m_figure);
    m_studyTables->setFigure(m_figure);
    m_progress->setRange(0, 0); // busy until the study reports its progress
    m_status->setText(tr("%1…").arg(preset.title));
    const store::Workspace *workspace = m_workspace;
    const qint64 collection = m_collectionId;
    m_job = m_runner->run(
        tr("Study"),
        [workspace, collection, study = preset.study](JobControl &control) {
            return study(*workspace, collection, control, {});
        },
        [this](const experiments::Figure &figure) {
            m_figure = figure;
            m_chart->setFigure(m_figure);
            m_studyTables->setFigure(m_figure);
            m_progress->setRange(0, 1);
            m_progress->setValue(1);
            finish(tr("Study done: %1.").arg(figure.title));
        },
        [this](const JobFailure &failure) {
            finish(failure.cancelled ? tr("Study cancelled.") : tr("The study failed: %1").arg(failure.message));
        });
    connect(m_job, &Job::progressChanged, this, [this](qint64 done, qint64 total, const QString &phase) {
        m_progress->setRange(0, int(std::max<qint64>(total, 0)));
        m_progress->setValue(int(done));
        m_status->setText(phase);
    });
    updateButtons();
}

pipeline::TruthSource ExperimentPanel::truthSource() const
{
    return pipeline::TruthSource::parse(m_truth->currentData().toString());
}

namespace {

QString protocolKey(const experiments::EvaluationProtocol &protocol)
{
    if (protocol.kind != experiments::EvaluationProtocol::Kind::QueryMacro)
        return protocol.kindName();
    return protocol.kindName() + u':' + protocol.queriesName();
}

} // namespace

experiments::EvaluationProtocol ExperimentPanel::protocol() const
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

void ExperimentPanel::selectProtocol(const experiments::EvaluationProtocol &protocol)
{
    const int index = m_protocol->findData(protocolKey(protocol));
    if (index >= 0)
        m_protocol->setCurrentIndex(index);
}

void ExperimentPanel::refreshReviewers()
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
            m_status->setText(QString::fromUtf8(e.what()));
        }
    }
    m_truth->setCurrentIndex(std::max(0, int(m_truth->findData(current))));
}

} // namespace nd::ui
