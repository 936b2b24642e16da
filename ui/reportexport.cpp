#include "ui/reportexport.h"

#include "base/namespacetr.h"
#include "charts/reportpdf.h"
#include "pipeline/reportbuilder.h"
#include "store/workspace.h"
#include "ui/jobrunner.h"
#include "ui/results/decisionbar.h"
#include "ui/results/resultspanel.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace nd::ui::reportexport {

namespace {

ND_NAMESPACE_TR("nd::ui::reportexport")

} // namespace

void exportFromPanel(QWidget *parent, JobRunner *runner, ResultsPanel *panel)
{
    const store::Workspace *workspace = panel->workspace();
    const qint64 runId = panel->currentRun();
    if (!workspace || runId <= 0 || !panel->hasResults()) {
        QMessageBox::information(parent, tr("Export Report"), tr("Show a run first: the report lists its pairs."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        parent, tr("Export Report"), QString(),
        tr("HTML page (*.html);;PDF document (*.pdf);;CSV table (*.csv);;JSON data (*.json)"));
    if (path.isEmpty())
        return;
    review::ReportOptions options;
    options.threshold = panel->threshold();
    options.reviewer = DecisionBar::reviewer();
    auto fail = [parent](const QString &message) {
        QMessageBox::warning(parent, tr("Cannot export the report"), message);
    };
    runner->run(
        tr("Report of run %1").arg(runId),
        [workspace, runId, options](JobControl &) { return pipeline::buildReport(*workspace, runId, options); },
        [path, fail](const review::ReportData &data) {
            QString error;
            if (!charts::reportexport::write(data, path, &error))
                fail(error);
        },
        [fail](const JobFailure &failure) {
            if (!failure.cancelled)
                fail(failure.message);
        });
}

} // namespace nd::ui::reportexport
