// train / models: paper 001's classifiers (wiring only; the work is in core/learn).
#include "cli/commands.h"

#include "cli/options.h"
#include "cli/output.h"
#include "experiments/classifierstudy.h"
#include "eval/groundtruth.h"
#include "learn/classifier.h"
#include "learn/crossvalidation.h"
#include "learn/holdout.h"
#include "learn/pairdataset.h"
#include "pipeline/evaluationservice.h"
#include "pipeline/runservice.h"
#include "store/modelstore.h"
#include "store/workspace.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::cli {

namespace {

QList<double> numbers(const QString &list)
{
    QList<double> values;
    for (const QString &part : list.split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const double v = part.trimmed().toDouble(&ok);
        if (!ok || v < 0.0 || v > 0.65)
            throw std::invalid_argument("--keyword-threshold takes numbers from 0 to 0.65, comma-separated");
        values.push_back(v);
    }
    return values.isEmpty() ? QList<double>{0.0} : values;
}

} // namespace

CommandLine trainCommandLine()
{
    return withWorkspace(
        {{u"collection"_s, u"Collection id with ground truth."_s, u"ID"_s},
         {u"classifier"_s,
          u"One of: %1, several comma-separated, or all. %2"_s.arg(learn::Classifier::names().join(u", "_s),
                                                                   learn::Classifier::librarySettingsNote()),
          u"NAME"_s},
         {u"protocol"_s,
          u"cv (default): k-fold cross-validation of pairs sampled from every document. holdout (the "
          "paper's): documents split by whole clusters, keywords chosen on the training documents, every "
          "training pair trained on (a sample with --negatives), every pair of the held-out documents scored; "
          "the stored model is the one trained on the training documents."_s,
          u"NAME"_s, u"cv"_s},
         {u"held-out"_s, u"holdout: fraction of the documents held out for the test (default 0.5)."_s, u"F"_s,
          u"0.5"_s},
         {u"split-seed"_s, u"holdout: seed of the shuffle of clusters into the two sides (default 1)."_s, u"S"_s,
          u"1"_s},
         {u"keyword-threshold"_s, u"Keyword threshold(s), comma-separated (default 0)."_s, u"T"_s},
         {u"folds"_s, u"Cross-validation folds (default 5; 0 or 1: none)."_s, u"K"_s, u"5"_s},
         {u"negatives"_s,
          u"Sampled negative pairs per positive (default 3; with --protocol holdout every training pair unless "
          "this is given)."_s,
          u"R"_s, u"3"_s},
         {u"max-positives"_s, u"Positive pairs beyond this are sampled (default 20000)."_s, u"N"_s, u"20000"_s},
         {u"seed"_s, u"Random seed for sampling and folds (default 1)."_s, u"S"_s, u"1"_s},
         {u"truth"_s, u"Labels: stored (default) or reviews[:REVIEWER] (the reviewers' decisions)."_s, u"SOURCE"_s},
         {u"no-store"_s, u"Cross-validate only; do not store the models."_s}});
}

int trainCommand(Context &context, const QCommandLineParser &parser)
{
    const qint64 collection = parser.value(u"collection"_s).toLongLong();
    QStringList classifiers = parser.value(u"classifier"_s).split(u',', Qt::SkipEmptyParts);
    if (classifiers.isEmpty())
        throw std::invalid_argument("--classifier NAME is required");
    if (classifiers.first() == u"all")
        classifiers = learn::Classifier::names();
    for (const QString &name : classifiers)
        learn::Classifier::create(name); // throws with the list for an unknown name
    const QList<double> thresholds = numbers(parser.value(u"keyword-threshold"_s));
    const int folds = parser.value(u"folds"_s).toInt();
    using Protocol = experiments::ClassifierStudyOptions::Protocol;
    const Protocol protocol = experiments::ClassifierStudyOptions::parseProtocol(parser.value(u"protocol"_s));
    const bool holdout = protocol == Protocol::Holdout;
    bool ok = false;
    const double heldOut = parser.value(u"held-out"_s).toDouble(&ok);
    if (!ok)
        throw std::invalid_argument("--held-out needs a fraction between 0 and 1");
    const quint64 splitSeed = parser.value(u"split-seed"_s).toULongLong(&ok);
    if (!ok)
        throw std::invalid_argument("--split-seed needs a non-negative number");
    const auto workspace = openWorkspace(parser);
    const pipeline::TruthSource source = pipeline::TruthSource::parse(parser.value(u"truth"_s));
    const eval::GroundTruth truth = pipeline::loadGroundTruth(*workspace, collection, source);
    if (truth.isEmpty()) {
        context.err << "neardup-cli train: collection " << collection << " has no ground truth (" << source.toString()
                    << ")" << Qt::endl;
        return exitFailure;
    }
    JobControl control;
    const auto documents = pipeline::prepareDocuments(*workspace, collection, {}, control);
    learn::PairSetOptions options;
    options.negativeRatio = parser.value(u"negatives"_s).toDouble();
    options.maxPositives = parser.value(u"max-positives"_s).toULongLong();
    options.seed = parser.value(u"seed"_s).toULongLong();
    options.allPairs = holdout && !parser.isSet(u"negatives"_s);
    learn::DocumentSplit split;
    if (holdout) {
        std::vector<qint64> ids;
        for (const auto &d : documents)
            ids.push_back(d.id);
        split = learn::splitDocuments(ids, truth, heldOut, splitSeed);
    }

    QJsonArray rows;
    if (!context.json) {
        if (holdout)
            context.out << "holdout: " << split.training.size()
                        << " training documents (groups: " << split.trainingGroups << "), " << split.test.size()
                        << " held out (groups: " << split.testGroups << ")\n";
        context.out << "threshold  keywords  pairs  classifier            P      R      F1     "
                    << (holdout ? "test-pairs" : "cv-train-s") << "  train-s  model\n";
    }
    for (double threshold : thresholds) {
        options.keywordThreshold = threshold;
        learn::HoldoutSets sets;
        if (holdout)
            sets = learn::buildHoldoutSets(documents, truth, split, options, control);
        else
            sets.training = learn::buildPairSet(documents, truth, options, control);
        const learn::PairSet &set = sets.training;
        for (const QString &name : classifiers) {
            learn::CrossValidation cv;
            std::unique_ptr<learn::Classifier> model;
            double trainSeconds = 0;
            if (holdout) {
                cv = learn::trainAndTest(name, sets, control, &model);
                trainSeconds = cv.trainSeconds;
            } else {
                if (folds > 1)
                    cv = learn::crossValidate(name, set.samples, folds, options.seed, control);
                model = learn::Classifier::create(name);
                QElapsedTimer timer;
                timer.start();
                model->train(set.samples);
                trainSeconds = double(timer.nsecsElapsed()) / 1e9;
            }
            const QJsonObject metrics{{u"threshold"_s, threshold},
                                      {u"classifier"_s, name},
                                      {u"vocabulary"_s, qint64(set.vocabulary)},
                                      {u"keywords"_s, qint64(set.keywords)},
                                      {u"dropped_documents"_s, qint64(set.droppedDocuments)},
                                      {u"truth"_s, source.toString()},
                                      {u"negative_ratio"_s, options.negativeRatio},
                                      {u"pairs"_s, qint64(set.samples.rows())},
                                      {u"protocol"_s, experiments::ClassifierStudyOptions::protocolName(protocol)},
                                      {u"folds"_s, holdout ? 0 : folds},
                                      {u"all_training_pairs"_s, options.allPairs},
                                      {u"precision"_s, cv.precision},
                                      {u"recall"_s, cv.recall},
                                      {u"f1"_s, cv.f1},
                                      {u"cv_train_seconds"_s, cv.trainSeconds},
                                      {u"train_seconds"_s, trainSeconds}};
            QJsonObject measured = metrics;
            if (holdout) {
                measured.insert(u"held_out_fraction"_s, heldOut);
                measured.insert(u"split_seed"_s, QString::number(splitSeed));
                measured.insert(u"training_documents"_s, qint64(split.training.size()));
                measured.insert(u"test_documents"_s, qint64(split.test.size()));
                measured.insert(u"test_pairs"_s, qint64(sets.test.rows()));
                measured.insert(u"dropped_test_documents"_s, qint64(sets.droppedTestDocuments));
                measured.insert(u"missed_positives"_s, sets.missedPositives);
            }
            qint64 id = 0;
            if (!parser.isSet(u"no-store"_s)) {
                store::StoredModel stored;
                stored.classifier = name;
                stored.keywordThreshold = threshold;
                stored.collectionId = collection;
                stored.metrics = measured;
                stored.bytes = model->save();
                id = store::saveModel(*workspace, stored);
            }
            QJsonObject row = measured;
            row.insert(u"model"_s, id);
            rows.push_back(row);
            if (!context.json) {
                context.out << QString::number(threshold, 'f', 2).leftJustified(11)
                            << QString::number(set.keywords).leftJustified(10)
                            << QString::number(set.samples.rows()).leftJustified(7) << name.leftJustified(22)
                            << QString::number(cv.precision, 'f', 3).leftJustified(7)
                            << QString::number(cv.recall, 'f', 3).leftJustified(7)
                            << QString::number(cv.f1, 'f', 3).leftJustified(7)
                            << (holdout ? QString::number(sets.test.rows()) : QString::number(cv.trainSeconds, 'f', 3))
                                   .leftJustified(12)
                            << QString::number(trainSeconds, 'f', 3).leftJustified(9)
                            << (id ? QString::number(id) : u"-"_s) << '\n';
                context.out.flush();
            }
        }
    }
    if (context.json)
        printJson(context.out,
                  QJsonObject{{u"results"_s, rows},
                              {u"note"_s, learn::Classifier::missingNote()},
                              {u"library_settings"_s, learn::Classifier::librarySettingsNote()}});
    else
        context.out << learn::Classifier::missingNote() << '\n';
    return 0;
}

CommandLine modelsCommandLine()
{
    return withWorkspace({});
}

int modelsCommand(Context &context, const QCommandLineParser &parser)
{
    const auto workspace = openWorkspace(parser);
    QJsonArray rows;
    for (const store::StoredModel &m : store::listModels(*workspace)) {
        rows.push_back(QJsonObject{{u"id"_s, m.id},
                                   {u"classifier"_s, m.classifier},
                                   {u"keyword_threshold"_s, m.keywordThreshold},
                                   {u"collection"_s, m.collectionId},
                                   {u"created"_s, m.createdAt},
                                   {u"metrics"_s, m.metrics}});
        if (!context.json)
            context.out << m.id << "  " << m.classifier.leftJustified(20) << " threshold " << m.keywordThreshold
                        << "  collection " << m.collectionId << "  cv F1 "
                        << QString::number(m.metrics.value(u"f1"_s).toDouble(), 'f', 3) << "  " << m.createdAt << '\n';
    }
    if (context.json)
        printJson(context.out, QJsonObject{{u"models"_s, rows}});
    return 0;
}

} // namespace nd::cli
