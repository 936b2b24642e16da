// report: a decision report of a run (PDF draws: main() gives it a QApplication).
#include "cli/commands.h"

#include "cli/drawing.h"
#include "cli/options.h"
#include "cli/output.h"
#include "pipeline/reportbuilder.h"
#include "review/report.h"
#include "store/workspace.h"

#include <QFileInfo>
#include <QJsonObject>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

CommandLine reportCommandLine()
{
    return withWorkspace(
        {{u"output"_s, u"Report file: .html, .pdf, .csv or .json."_s, u"FILE"_s},
         {u"threshold"_s, u"Report the pairs flagged at T (default: the best-F1 threshold)."_s, u"T"_s},
         {u"decided-only"_s, u"Only pairs with a review decision."_s},
         {u"reviewer"_s, u"Whose decisions (default: the latest of anyone)."_s, u"NAME"_s},
         {u"no-passages"_s, u"Leave out the aligned passages (faster)."_s}},
        u"RUN"_s, u"Run id."_s);
}

int reportCommand(Context &context, const QCommandLineParser &parser)
{
    const QString output = parser.value(u"output"_s);
    if (output.isEmpty() || parser.positionalArguments().isEmpty()) {
        context.err << "neardup-cli report: RUN and --output FILE are required" << Qt::endl;
        return exitUsage;
    }
    const QString suffix = QFileInfo(output).suffix().toLower();
    if (!QStringList{u"html"_s, u"htm"_s, u"pdf"_s, u"csv"_s, u"json"_s}.contains(suffix)) {
        context.err << "neardup-cli report: --output must end in .html, .pdf, .csv or .json" << Qt::endl;
        return exitUsage;
    }
    review::ReportOptions options;
    if (parser.isSet(u"threshold"_s)) {
        bool ok = false;
        options.threshold = parser.value(u"threshold"_s).toDouble(&ok);
        if (!ok)
            throw std::invalid_argument("--threshold needs a number");
    }
    options.decidedOnly = parser.isSet(u"decided-only"_s);
    options.reviewer = parser.value(u"reviewer"_s);
    options.passages = !parser.isSet(u"no-passages"_s);
    const auto workspace = openWorkspace(parser);
    const qint64 runId = parser.positionalArguments().first().toLongLong();
    const review::ReportData data = pipeline::buildReport(*workspace, runId, options);
    QString error;
    if (!drawing::functions().writeReport(data, output, &error))
        throw std::runtime_error(error.toStdString());
    qint64 decided = 0;
    for (const review::ReportPair &pair : data.pairs)
        decided += pair.decided ? 1 : 0;
    if (context.json) {
        printJson(context.out,
                  QJsonObject{{u"run"_s, runId},
                              {u"output"_s, output},
                              {u"threshold"_s, data.threshold},
                              {u"pairs"_s, qint64(data.pairs.size())},
                              {u"decided"_s, decided}});
    } else {
        context.out << "wrote " << output << ": " << data.pairs.size() << " pairs (" << decided
                    << " decided) at threshold " << data.threshold << '\n';
    }
    return 0;
}

} // namespace nd::cli
