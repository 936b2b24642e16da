#include "ui/reportexport.h"

#include "review/reportwriter.h"
#include "store/workspace.h"
#include "ui/jobrunner.h"
#include "ui/results/decisionbar.h"
#include "ui/results/resultspanel.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QTextOption>

using namespace Qt::StringLiterals;

namespace nd::ui::reportexport {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("nd::ui::ReportExport", text);
}

} // namespace

bool writePdf(const review::ReportData &data, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    {
        QPdfWriter writer(&file);
        writer.setTitle(tr("Decision report — run %1").arg(data.runId));
        writer.setCreator(u"NearDup Workbench"_s);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                         QPageLayout::Millimeter));
        QTextDocument document;
        QTextOption option = document.defaultTextOption();
        // A passage may hold a word (a URL, a long number) wider than its column.
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        document.setDefaultTextOption(option);
        document.setHtml(review::reportToHtml(data));
        // Lay out on the page at the document's own (screen) resolution: at the
        // writer's default 1200 dpi the page is 12.5 times wider in device units and
        // the fonts come out a twelfth of their size. The PDF stays vector.
        writer.setResolution(96);
        document.setPageSize(QSizeF(writer.width(), writer.height()));
        document.print(&writer);
    }
    if (!file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool write(const review::ReportData &data, const QString &path, QString *error)
{
    if (QFileInfo(path).suffix().compare(u"pdf"_s, Qt::CaseInsensitive) == 0)
        return writePdf(data, path, error);
    return review::writeReport(data, path, error);
}

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
        [workspace, runId, options](JobControl &) { return review::buildReport(*workspace, runId, options); },
        [path, fail](const review::ReportData &data) {
            QString error;
            if (!write(data, path, &error))
                fail(error);
        },
        [fail](const JobFailure &failure) {
            if (!failure.cancelled)
                fail(failure.message);
        });
}

} // namespace nd::ui::reportexport
