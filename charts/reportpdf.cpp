#include "charts/reportpdf.h"

#include "base/namespacetr.h"
#include "review/reportwriter.h"

#include <QFileInfo>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QTextOption>

using namespace Qt::StringLiterals;

namespace nd::charts::reportexport {

namespace {

ND_NAMESPACE_TR("nd::charts::reportexport")

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

} // namespace nd::charts::reportexport
