#include "learn/liblinearclassifier.h"

#include <QDataStream>
#include <QIODevice>

#include <linear.h>

#include <stdexcept>

namespace nd::learn {

namespace {

constexpr double kBias = 1.0; // the appended constant feature that gives the intercept

void silent(const char *) { }

struct ModelDeleter
{
    void operator()(model *m) const { free_and_destroy_model(&m); }
};

} // namespace

LiblinearClassifier::LiblinearClassifier() = default;
LiblinearClassifier::~LiblinearClassifier() = default;

void LiblinearClassifier::trainStandardised(const Samples &samples)
{
    const int rows = int(samples.rows());
    const int columns = int(samples.columns);
    // liblinear takes sparse rows ending in index -1; every row here is dense:
    // columns 1..n, then the bias feature n+1.
    std::vector<feature_node> nodes(std::size_t(rows) * std::size_t(columns + 2));
    std::vector<feature_node *> x(samples.rows());
    std::vector<double> y(samples.rows());
    for (int r = 0; r < rows; ++r) {
        feature_node *row = nodes.data() + std::size_t(r) * std::size_t(columns + 2);
        for (int j = 0; j < columns; ++j)
            row[j] = {j + 1, double(samples.row(std::size_t(r))[std::size_t(j)])};
        row[columns] = {columns + 1, kBias};
        row[columns + 1] = {-1, 0.0};
        x[std::size_t(r)] = row;
        y[std::size_t(r)] = samples.labels[std::size_t(r)] ? 1.0 : 0.0;
    }
    problem prob{};
    prob.l = rows;
    prob.n = columns + 1;
    prob.y = y.data();
    prob.x = x.data();
    prob.bias = kBias;
    parameter param{};
    param.solver_type = L2R_L2LOSS_SVC_DUAL;
    param.C = 1.0;
    param.eps = 0.1; // liblinear's default for the dual solvers
    param.p = 0.1;
    if (const char *error = check_parameter(&prob, &param))
        throw std::runtime_error(std::string("liblinear: ") + error);
    set_print_string_function(silent);
    const std::unique_ptr<model, ModelDeleter> trained(::train(&prob, &param));
    if (!trained)
        throw std::runtime_error("liblinear could not train the classifier");
    // The decision function for the first label: w_j per column, and the
    // intercept (liblinear's bias weight times the bias value).
    m_weights.assign(std::size_t(columns + 1), 0.0);
    for (int j = 0; j < columns; ++j)
        m_weights[std::size_t(j)] = get_decfun_coef(trained.get(), j + 1, 0);
    m_weights.back() = get_decfun_bias(trained.get(), 0);
    m_firstLabel = trained->label ? trained->label[0] : 1;
}

double LiblinearClassifier::scoreStandardised(std::span<const float> features) const
{
    if (m_weights.empty())
        throw std::logic_error("linear-svc is not trained");
    // liblinear's predict_values for a two-class model: w.x + intercept.
    double value = m_weights.back();
    for (std::size_t j = 0; j < features.size() && j + 1 < m_weights.size(); ++j)
        value += m_weights[j] * double(features[j]);
    return m_firstLabel == 1 ? value : -value;
}

QByteArray LiblinearClassifier::saveModel() const
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << qint32(m_firstLabel) << QList<double>(m_weights.begin(), m_weights.end());
    return bytes;
}

void LiblinearClassifier::loadModel(const QByteArray &bytes)
{
    QDataStream in(bytes);
    qint32 firstLabel = 1;
    QList<double> weights;
    in >> firstLabel >> weights;
    if (in.status() != QDataStream::Ok || weights.isEmpty())
        throw std::runtime_error("damaged liblinear model");
    m_firstLabel = firstLabel;
    m_weights.assign(weights.begin(), weights.end());
}

} // namespace nd::learn
