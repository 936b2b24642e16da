#pragma once

#include "eval/evaluation.h"
#include "store/reviewstore.h"

#include <QHash>
#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace nd::ui {

class PairFilterProxy;
class PairTableModel;

// The list of a run's pairs flagged at the threshold, best score first, with
// its filters: a document's name, a score range and the reviewer's decision.
// Activating a row asks for the pair (pairActivated); selecting rows names them
// (pairsSelected), so that one decision can apply to several.
class PairListPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PairListPanel(QWidget *parent = nullptr);

    // The run's ranked pairs, listed down to the threshold.
    void setEvaluation(std::shared_ptr<const eval::Evaluation> evaluation, const QHash<qint64, QString> &names,
                       double threshold);
    void setThreshold(double threshold);

    // Makes the first listed pair the current row; nullopt when none is listed.
    std::optional<store::DocumentPair> selectFirst();
    // Makes the first pair after the current row (wrapping around) that has no
    // decision and is not the shown one the current row; nullopt when every
    // listed pair is decided.
    std::optional<store::DocumentPair> selectNextUndecided(store::DocumentPair shown);

    // Replaces the count of listed pairs with a message until the list changes.
    void showMessage(const QString &text);

    PairTableModel *model() const { return m_model; }
    PairFilterProxy *filter() const { return m_proxy; }
    QTableView *table() const { return m_table; }

Q_SIGNALS:
    void pairActivated(qint64 documentA, qint64 documentB);
    void pairsSelected(const QList<store::DocumentPair> &pairs);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The document names share the list's width left by the figures' columns.
    void fitNameColumns();
    void updateScoreFilter();
    void updateRowCount();
    void addDecisionStates();

    QLineEdit *m_nameFilter = nullptr;
    QLineEdit *m_minScore = nullptr;
    QLineEdit *m_maxScore = nullptr;
    QComboBox *m_decisionFilter = nullptr;
    QLabel *m_rowsLabel = nullptr;
    QTableView *m_table = nullptr;
    PairTableModel *m_model = nullptr;
    PairFilterProxy *m_proxy = nullptr;
};

} // namespace nd::ui
