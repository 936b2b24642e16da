#include "experiments/keywordtables.h"

#include "base/namespacetr.h"
#include "experiments/studytables.h"
#include "features/keywordselection.h"

#include <QJsonArray>

#include <algorithm>
#include <numeric>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

ND_NAMESPACE_TR("nd::experiments")

QJsonArray rowsToJson(const QList<KeywordRow> &rows)
{
    QJsonArray array;
    for (const KeywordRow &row : rows)
        array.push_back(QJsonObject{
            {u"word"_s, row.word}, {u"average"_s, row.centroidAverage}, {u"word_similarity"_s, row.centroidCosine}});
    return array;
}

} // namespace

KeywordTables keywordTables(std::span<const QStringList> documents, int top, JobControl &control)
{
    if (top < 1)
        throw std::invalid_argument("the keyword tables need at least one row");
    const features::KeywordSelection selection(documents, control);
    KeywordTables tables;
    tables.documents = documents.size();
    tables.vocabulary = selection.vocabularySize();
    std::vector<std::size_t> order(selection.vocabularySize());
    std::iota(order.begin(), order.end(), std::size_t(0));
    // Terms are sorted, so a stable sort leaves ties in word order.
    auto topBy = [&](const std::vector<double> &values) {
        std::vector<std::size_t> sorted = order;
        std::stable_sort(sorted.begin(), sorted.end(),
                         [&](std::size_t a, std::size_t b) { return values[a] > values[b]; });
        QList<KeywordRow> rows;
        for (std::size_t i = 0; i < sorted.size() && rows.size() < top; ++i)
            rows.append(KeywordRow{selection.terms()[qsizetype(sorted[i])], selection.centroid()[sorted[i]],
                                   selection.scores()[sorted[i]]});
        return rows;
    };
    tables.byAverage = topBy(selection.centroid());
    tables.byCosine = topBy(selection.scores());
    return tables;
}

Figure keywordTablesFigure(const KeywordTables &tables)
{
    Figure figure;
    figure.kind = Figure::Kind::Bars;
    figure.title = tr("Top words by cosine to the semantic centroid (paper 001 Tables I, II)");
    figure.xLabel = tr("Word (stem)");
    figure.yLabel = tr("Cosine of the word's association row to the centroid");
    Series cosine{tr("cosine to the centroid (Table II)"), {}, {}};
    for (qsizetype i = 0; i < tables.byCosine.size(); ++i) {
        figure.xCategories.append(tables.byCosine[i].word);
        cosine.x.push_back(double(i));
        cosine.y.push_back(tables.byCosine[i].centroidCosine);
    }
    figure.series.append(cosine);
    figure.parameters = QJsonObject{{u"documents"_s, qint64(tables.documents)},
                                    {u"vocabulary"_s, qint64(tables.vocabulary)},
                                    {u"table_i"_s, rowsToJson(tables.byAverage)},
                                    {u"table_ii"_s, rowsToJson(tables.byCosine)}};
    StudyTable tableI{tr("Table I: highest averages across the rows of the association matrix (semantic centroid)"),
                      {tr("Word"), tr("Average"), tr("Cosine to centroid")},
                      {}};
    for (const KeywordRow &row : tables.byAverage)
        tableI.rows.append(
            {row.word, QString::number(row.centroidAverage, 'f', 6), QString::number(row.centroidCosine, 'f', 10)});
    StudyTable tableII{tr("Table II: most significant words and their similarity to the centroid"),
                       {tr("Word"), tr("Word similarity"), tr("Average")},
                       {}};
    for (const KeywordRow &row : tables.byCosine)
        tableII.rows.append(
            {row.word, QString::number(row.centroidCosine, 'f', 10), QString::number(row.centroidAverage, 'f', 6)});
    addTable(figure, tableI);
    addTable(figure, tableII);
    return figure;
}

} // namespace nd::experiments
