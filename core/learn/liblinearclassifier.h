#pragma once

#include "learn/classifiermodel.h"

namespace nd::learn {

// Paper 001's "LinearSVC": scikit-learn's LinearSVC is liblinear's L2-regularised
// L2-loss SVC (dual) with C = 1 and an intercept; this is the same solver from
// Debian's liblinear, with liblinear's own stopping tolerance (0.1 for that solver).
// The score is liblinear's decision value w.x + b, oriented so that larger means
// "duplicate"; 0 is the decision.
class LiblinearClassifier final : public Classifier
{
public:
    LiblinearClassifier();
    ~LiblinearClassifier() override;
    static QString kind() { return QStringLiteral("linear-svc"); }

    QString name() const override { return kind(); }
    double decisionThreshold() const override { return 0.0; }

    ND_CLASSIFIER_MODEL()

private:
    // The trained liblinear model's weights: columns then the intercept, and
    // which class liblinear put first (its decision value is positive for it).
    std::vector<double> m_weights;
    int m_firstLabel = 1;
};

} // namespace nd::learn
