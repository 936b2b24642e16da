#include "learn/crossvalidation.h"

#include <QElapsedTimer>

#include <numeric>
#include <random>

namespace nd::learn {

CrossValidation metrics(qint64 tp, qint64 fp, qint64 fn)
{
    CrossValidation result;
    result.truePositives = tp;
    result.falsePositives = fp;
    result.falseNegatives = fn;
    result.precision = tp + fp > 0 ? double(tp) / double(tp + fp) : 0.0;
    result.recall = tp + fn > 0 ? double(tp) / double(tp + fn) : 0.0;
    const double sum = result.precision + result.recall;
    result.f1 = sum > 0 ? 2.0 * result.precision * result.recall / sum : 0.0;
    return result;
}

CrossValidation trainAndTest(const QString &classifier, const Samples &train, const Samples &test, JobControl &control,
                             std::unique_ptr<Classifier> *trained)
{
    auto model = Classifier::create(classifier);
    QElapsedTimer timer;
    timer.start();
    model->train(train);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    qint64 tp = 0, fp = 0, fn = 0;
    for (std::size_t r = 0; r < test.rows(); ++r) {
        if (r % 4096 == 0)
            throwIfCancelled(control);
        const bool predicted = model->score(test.row(r)) >= model->decisionThreshold();
        const bool actual = test.labels[r] == 1;
        tp += predicted && actual;
        fp += predicted && !actual;
        fn += !predicted && actual;
    }
    CrossValidation result = metrics(tp, fp, fn);
    result.classifier = classifier;
    result.trainSeconds = seconds;
    if (trained)
        *trained = std::move(model);
    return result;
}

CrossValidation crossValidate(const QString &classifier, const Samples &samples, int folds, quint64 seed,
                              JobControl &control)
{
    std::vector<std::size_t> order(samples.rows());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::mt19937_64 random(seed);
    std::shuffle(order.begin(), order.end(), random);
    qint64 tp = 0, fp = 0, fn = 0;
    double seconds = 0;
    for (int fold = 0; fold < folds; ++fold) {
        throwIfCancelled(control);
        control.report(fold, folds);
        Samples train, test;
        train.columns = test.columns = samples.columns;
        for (std::size_t i = 0; i < order.size(); ++i) {
            Samples &target = int(i % std::size_t(folds)) == fold ? test : train;
            const auto row = samples.row(order[i]);
            target.values.insert(target.values.end(), row.begin(), row.end());
            target.labels.push_back(samples.labels[order[i]]);
        }
        const CrossValidation part = trainAndTest(classifier, train, test, control);
        seconds += part.trainSeconds;
        tp += part.truePositives;
        fp += part.falsePositives;
        fn += part.falseNegatives;
    }
    CrossValidation result = metrics(tp, fp, fn);
    result.classifier = classifier;
    result.trainSeconds = folds > 0 ? seconds / folds : 0.0;
    return result;
}

} // namespace nd::learn
