// Time to open a pair in the pair view's worker (read, tokenise, match,
// boilerplate exclusion) on a stored collection. Prints figures, asserts nothing.
//   bench_pairopen WORKSPACE COLLECTION [pairs] [--share PERCENT] [--cold]
// --cold clears the boilerplate cache before every pair: each open then reads
// and tokenises the whole collection, as the view did before the cache.
#include "compare/boilerplatecache.h"
#include "jobs/jobcontrol.h"
#include "store/collectionstore.h"
#include "store/workspace.h"
#include "pipeline/pairloading.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>
#include <memory>

using namespace nd;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: bench_pairopen WORKSPACE COLLECTION [pairs] [--share PERCENT] [--cold]\n");
        return 2;
    }
    const store::Workspace workspace(args.at(1));
    const qint64 collection = args.at(2).toLongLong();
    const int pairs = args.size() > 3 && !args.at(3).startsWith(u'-') ? args.at(3).toInt() : 5;
    const bool cold = args.contains(QStringLiteral("--cold"));
    compare::ExclusionOptions exclusions;
    exclusions.boilerplate = true;
    if (const qsizetype at = args.indexOf(QStringLiteral("--share")); at > 0 && at + 1 < args.size())
        exclusions.boilerplateShare = args.at(at + 1).toDouble() / 100.0;

    const auto documents = store::CollectionStore(workspace).documents(collection);
    std::printf("%lld documents, boilerplate share %.0f %%, %s\n", qlonglong(documents.size()),
                exclusions.boilerplateShare * 100.0, cold ? "cache cleared before every pair" : "cache kept");
    double total = 0.0;
    for (int i = 0; i < pairs && i + 1 < documents.size(); ++i) {
        if (cold)
            compare::BoilerplateCache::instance().clear();
        QElapsedTimer timer;
        timer.start();
        pipeline::PairRequest request;
        request.documentA = documents.at(i).id;
        request.documentB = documents.at(i + 1).id;
        request.exclusions = exclusions;
        const pipeline::LoadedPair loaded = pipeline::loadPair(workspace, request, JobControl());
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        total += ms;
        std::printf("pair %d (%lld, %lld): %.1f ms, %lld + %lld boilerplate ranges\n", i + 1, documents.at(i).id,
                    documents.at(i + 1).id, ms, qlonglong(loaded.a.boilerplate.size()),
                    qlonglong(loaded.b.boilerplate.size()));
    }
    std::printf("mean %.1f ms per pair\n", total / std::max(1, std::min<int>(pairs, int(documents.size()) - 1)));
    return 0;
}
