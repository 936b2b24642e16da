// agreement: Cohen's kappa between two reviewers of a collection.
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "review/agreement.h"
#include "store/reviewstore.h"
#include "store/workspace.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace nd::cli {

CommandLine agreementCommandLine()
{
    return withWorkspace({{u"collection"_s, u"Collection id."_s, u"ID"_s},
                          {u"reviewer"_s, u"A reviewer's name; give it twice."_s, u"NAME"_s}});
}

int agreementCommand(Context &context, const QCommandLineParser &parser)
{
    const QStringList reviewers = parser.values(u"reviewer"_s);
    bool ok = false;
    const qint64 collection = parser.value(u"collection"_s).toLongLong(&ok);
    if (!ok || reviewers.size() != 2) {
        context.err << "neardup-cli agreement: --collection ID and two --reviewer NAME are required" << Qt::endl;
        return exitUsage;
    }
    const auto workspace = openWorkspace(parser);
    const review::Agreement agreement = review::agreementBetween(*workspace, collection, reviewers[0], reviewers[1]);
    const QList<store::Decision> categories = {store::Decision::Plagiarism, store::Decision::NearDuplicate,
                                               store::Decision::NotDuplicate, store::Decision::Unsure};
    if (context.json) {
        QJsonArray table;
        for (const auto &row : agreement.table) {
            QJsonArray cells;
            for (const int cell : row)
                cells.append(cell);
            table.append(cells);
        }
        QJsonArray names;
        for (const store::Decision d : categories)
            names.append(store::decisionName(d));
        printJson(context.out,
                  QJsonObject{{u"collection"_s, collection},
                              {u"reviewers"_s, QJsonArray::fromStringList(reviewers)},
                              {u"pairs"_s, agreement.pairs},
                              {u"agreed"_s, agreement.agreed},
                              {u"observed"_s, agreement.observed},
                              {u"expected"_s, agreement.expected},
                              {u"kappa"_s, agreement.kappa},
                              {u"categories"_s, names},
                              {u"table"_s, table}});
        return 0;
    }
    context.out << "Cohen's kappa " << QString::number(agreement.kappa, 'f', 3) << " over " << agreement.pairs
                << " pairs both decided (" << agreement.agreed << " agreed; observed "
                << QString::number(agreement.observed, 'f', 3) << ", expected by chance "
                << QString::number(agreement.expected, 'f', 3) << ")\n";
    // Rows: the first reviewer's decisions; columns: the second's.
    context.out << qSetFieldWidth(16) << Qt::left << (reviewers[0] + u" \\ "_s + reviewers[1]);
    for (const store::Decision d : categories)
        context.out << store::decisionName(d);
    context.out << qSetFieldWidth(0) << '\n';
    for (int i = 0; i < 4; ++i) {
        context.out << qSetFieldWidth(16) << store::decisionName(categories[i]);
        for (int j = 0; j < 4; ++j)
            context.out << QString::number(agreement.table[i][j]);
        context.out << qSetFieldWidth(0) << '\n';
    }
    return 0;
}

} // namespace nd::cli
