// decide: records a review decision on a pair of a run, as the review panel does.
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "store/collectionstore.h"
#include "store/reviewstore.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <QJsonObject>

#include <optional>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

namespace {

// The review panel's keys (P, D, N, U) or the stored names.
std::optional<store::Decision> parseDecision(const QString &value)
{
    static const QHash<QString, store::Decision> letters = {{u"p"_s, store::Decision::Plagiarism},
                                                            {u"d"_s, store::Decision::NearDuplicate},
                                                            {u"n"_s, store::Decision::NotDuplicate},
                                                            {u"u"_s, store::Decision::Unsure},
                                                            {u"c"_s, store::Decision::Cleared}};
    const QString lower = value.trimmed().toLower();
    if (const auto it = letters.constFind(lower); it != letters.cend())
        return *it;
    return store::decisionFromName(lower);
}

std::optional<store::DocumentPair> parsePair(const QString &value)
{
    const QStringList parts = value.split(u',');
    if (parts.size() != 2)
        return std::nullopt;
    bool okA = false;
    bool okB = false;
    const qint64 a = parts[0].trimmed().toLongLong(&okA);
    const qint64 b = parts[1].trimmed().toLongLong(&okB);
    if (!okA || !okB || a <= 0 || b <= 0 || a == b)
        return std::nullopt;
    return store::orderedPair(a, b);
}

} // namespace

CommandLine decideCommandLine()
{
    return withWorkspace(
        {{u"pair"_s, u"The two document ids, A,B."_s, u"A,B"_s},
         {u"decision"_s, u"P plagiarism, D near-duplicate, N not a duplicate, U unsure, C clear an earlier decision."_s,
          u"P|D|N|U|C"_s},
         {u"reviewer"_s, u"Whose decision (default: the login name, as in the review panel)."_s, u"NAME"_s},
         {u"note"_s, u"A note kept with the decision."_s, u"TEXT"_s}},
        u"RUN"_s, u"The run the pair was reviewed from."_s);
}

int decideCommand(Context &context, const QCommandLineParser &parser)
{
    bool ok = false;
    const qint64 runId = parser.positionalArguments().value(0).toLongLong(&ok);
    const auto pair = parsePair(parser.value(u"pair"_s));
    const auto decision = parseDecision(parser.value(u"decision"_s));
    if (!ok || runId <= 0 || !pair || !decision) {
        context.err << "neardup-cli decide: RUN, --pair A,B (two different document ids) and --decision "
                       "P|D|N|U|C are required"
                    << Qt::endl;
        return exitUsage;
    }
    const QString reviewer = parser.isSet(u"reviewer"_s)
        ? parser.value(u"reviewer"_s)
        : qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    const auto workspace = openWorkspace(parser);
    const auto run = store::RunStore(*workspace).run(runId);
    if (!run)
        throw std::runtime_error(u"there is no run %1 in the workspace"_s.arg(runId).toStdString());
    const store::CollectionStore collections(*workspace);
    for (const qint64 id : {pair->first, pair->second}) {
        const auto document = collections.document(id);
        if (!document || document->collectionId != run->collectionId)
            throw std::runtime_error(u"document %1 is not in collection %2 of run %3"_s.arg(id)
                                         .arg(run->collectionId)
                                         .arg(runId)
                                         .toStdString());
    }
    // decide() returns after its transaction committed: only then is the decision
    // acknowledged, so a crash before this line loses nothing that was reported.
    const qint64 action = store::ReviewStore(*workspace)
                              .decide(run->collectionId, {*pair}, *decision, parser.value(u"note"_s), reviewer, runId);
    if (context.json) {
        printJson(context.out,
                  QJsonObject{{u"run"_s, runId},
                              {u"collection"_s, run->collectionId},
                              {u"doc_a"_s, pair->first},
                              {u"doc_b"_s, pair->second},
                              {u"decision"_s, store::decisionName(*decision)},
                              {u"reviewer"_s, reviewer},
                              {u"action"_s, action}});
    } else {
        context.out << "recorded " << store::decisionName(*decision) << " for documents " << pair->first << ','
                    << pair->second << " (run " << runId << ", reviewer " << reviewer << ", action " << action << ")\n";
    }
    return exitSuccess;
}

} // namespace nd::cli
