#pragma once

#include "eval/evaluation.h"
#include "store/reviewstore.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>
#include <QSortFilterProxyModel>

#include <limits>
#include <memory>

namespace nd::ui {

// The pairs a run flags at the current threshold, most alike first.
// The model holds the run's ranked pairs and shows only the prefix flagged at
// the threshold, so moving the threshold inserts or removes rows at the end:
// no recomputation, no re-sorting, fast for millions of pairs.
class PairTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { DocumentA, DocumentB, Score, Truth, Decision, ColumnCount };
    enum Role {
        SortRole = Qt::UserRole + 1, // raw value for sorting: name, score, label
        DocumentIdARole,
        DocumentIdBRole,
        ScoreRole,
    };

    explicit PairTableModel(QObject *parent = nullptr);

    // names: document id -> name shown (path); unknown ids show "#id". Shows
    // the pairs flagged at the current threshold.
    void setEvaluation(std::shared_ptr<const eval::Evaluation> evaluation, QHash<qint64, QString> names)
    {
        setEvaluation(std::move(evaluation), std::move(names), m_threshold);
    }
    // The same at a new threshold, in one reset: resetting at the old threshold
    // and moving it after would have the proxy and the header lay out every
    // pair flagged at the old one first (all scored pairs at threshold 0).
    void setEvaluation(std::shared_ptr<const eval::Evaluation> evaluation, QHash<qint64, QString> names,
                       double threshold);
    void clear();
    const eval::Evaluation *evaluation() const { return m_evaluation.get(); }

    void setThreshold(double threshold);
    double threshold() const { return m_threshold; }

    // A threshold move changing more rows than this resets the model instead of
    // inserting or removing rows. A sorting proxy places inserted rows one by
    // one (hundreds of thousands take seconds) but re-sorts a reset in
    // n log n; unsorted, inserting is cheapest, hence the default "never".
    void setResetAbove(int rows) { m_resetAbove = rows; }

    // Pairs flagged at a threshold among the ranked pairs (all labels). O(log n).
    static qsizetype flaggedCount(const eval::Evaluation &evaluation, double threshold);

    // The reviewer's current decisions (pair -> decision) shown in the Decision
    // column; replacing them repaints that column and re-filters by decision.
    void setDecisions(QHash<store::DocumentPair, store::ReviewDecision> decisions);
    const store::ReviewDecision *decision(qint64 a, qint64 b) const;

    QString documentName(qint64 id) const;
    const eval::Evaluation::LabelledScore &pairAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString formatScore(double score) const;

    std::shared_ptr<const eval::Evaluation> m_evaluation;
    QHash<qint64, QString> m_names;
    QHash<store::DocumentPair, store::ReviewDecision> m_decisions;
    double m_threshold = 0.0;
    int m_visible = 0;
    int m_resetAbove = std::numeric_limits<int>::max();
    bool m_integerScores = false;
};

// Name and score-range filter over PairTableModel, sortable by any column.
// Unsorted (column -1) it keeps the ranked order, which is the score order.
class PairFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit PairFilterProxy(QObject *parent = nullptr);

    // Rows whose document A or B name contains text (case-insensitive).
    void setNameFilter(const QString &text);
    // Rows with minimum <= score <= maximum; NaN leaves that side open.
    void setScoreRange(double minimum, double maximum);

    // Rows by review state: every row, undecided, decided, or one decision.
    enum class DecisionState { All, Undecided, Decided, Plagiarism, NearDuplicate, NotDuplicate, Unsure };
    void setDecisionState(DecisionState state);
    DecisionState decisionState() const { return m_state; }
    // Rows whose two documents are both in the set (a cluster); empty: no filter.
    void setDocumentFilter(const QSet<qint64> &documents);
    const QSet<qint64> &documentFilter() const { return m_documents; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    // Compares the pairs directly: sorting a million rows through data() and
    // QVariant would cost seconds.
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_name;
    double m_minimum;
    double m_maximum;
    DecisionState m_state = DecisionState::All;
    QSet<qint64> m_documents;
};

} // namespace nd::ui
