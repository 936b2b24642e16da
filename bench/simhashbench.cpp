// Issue 7 simhash benchmark: the detection phases of a simhash-family method on a
// collection already in a workspace, preprocessing done once outside the timing.
//   bench_simhash --workspace FILE --collection ID [--method simhash-shingles]
//                 [--param KEY=VALUE]... [--threads 1] [--repetitions 5]
// Prints, as medians over the repetitions: the wall seconds of the whole
// detection and of its phases (fingerprints, pair search, verification, from the
// run's stats), and the process CPU seconds, which a busy machine inflates less
// than wall time. Asserts nothing.
#include "benchoptions.h"
#include "benchtiming.h"
#include "detect/detector.h"
#include "jobs/corepool.h"
#include "pipeline/runservice.h"
#include "store/workspace.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions(bench::storedCollectionOptions());
    parser.addOptions({{u"method"_s, u"Simhash-family method (simhash-shingles)."_s, u"NAME"_s},
                       {u"param"_s, u"Method parameter."_s, u"KEY=VALUE"_s},
                       {u"threads"_s, u"Worker threads (1)."_s, u"N"_s},
                       {u"repetitions"_s, u"Timed detections (5)."_s, u"N"_s}});
    parser.process(app);
    try {
        const int threads = std::max(1, parser.value(u"threads"_s).toInt());
        const int repetitions = bench::repetitionsFrom(parser, 5);
        corePool().setMaxThreadCount(threads);
        const QString method = parser.isSet(u"method"_s) ? parser.value(u"method"_s) : u"simhash-shingles"_s;
        const detect::Detector *detector = detect::Registry::instance().find(method);
        if (!detector)
            throw std::invalid_argument("unknown method");
        detect::Params given;
        for (const QString &pair : parser.values(u"param"_s))
            given.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1));
        QString error;
        const detect::Params params = detector->resolve(given, &error);
        if (!error.isEmpty())
            throw std::invalid_argument(error.toStdString());

        const store::Workspace workspace(parser.value(u"workspace"_s));
        JobControl control;
        QElapsedTimer timer;
        timer.start();
        const auto documents = pipeline::prepareDocuments(workspace, parser.value(u"collection"_s).toLongLong(), {},
                                                          control, detector->tokenForm(params));
        std::size_t tokens = 0;
        for (const detect::DetectDocument &document : documents)
            tokens += document.tokenHashes.empty() ? std::size_t(document.tokens.size()) : document.tokenHashes.size();
        std::printf("%s: %zu documents, %zu tokens, prepared in %.3f s (not timed below)\n", qPrintable(method),
                    documents.size(), tokens, double(timer.nsecsElapsed()) / 1e9);

        std::vector<double> wall, cpu, fingerprints, search, verify;
        QJsonObject stats;
        for (int r = 0; r < repetitions; ++r) {
            const double cpuBefore = bench::cpuSeconds(CLOCK_PROCESS_CPUTIME_ID);
            timer.restart();
            const detect::DetectResult result = detector->detect(documents, params, control);
            wall.push_back(double(timer.nsecsElapsed()) / 1e9);
            cpu.push_back(bench::cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpuBefore);
            stats = result.stats;
            fingerprints.push_back(stats.value(u"seconds_fingerprints"_s).toDouble());
            search.push_back(stats.value(u"seconds_search"_s).toDouble());
            verify.push_back(stats.value(u"seconds_verify"_s).toDouble());
        }
        std::printf("detect, median of %d on %d thread(s): %.4f s wall, %.4f s CPU (least %.4f); fingerprints "
                    "%.4f s (least %.4f), search %.4f s (%s), verify %.4f s; %lld pairs\n",
                    repetitions, threads, bench::median(wall), bench::median(cpu),
                    *std::min_element(cpu.begin(), cpu.end()), bench::median(fingerprints),
                    *std::min_element(fingerprints.begin(), fingerprints.end()), bench::median(search),
                    qPrintable(stats.value(u"search"_s).toString()), bench::median(verify),
                    stats.value(u"pairs_within"_s).toInteger());
        std::printf("stats of the last run: %s\n", QJsonDocument(stats).toJson(QJsonDocument::Compact).constData());
    } catch (const std::exception &e) {
        std::fprintf(stderr, "bench_simhash: %s\n", e.what());
        return 1;
    }
    return 0;
}
