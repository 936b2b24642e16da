#pragma once

#include "review/clusters.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace nd::ui {

class ResultsPanel;

// The groups of documents linked by the pairs flagged at the results panel's
// threshold, largest first, each with its size, members and weakest link (the
// link a chained cluster hangs on). "Split at weakest link" cuts a cluster
// there; double-click (or "Show pairs") lists the cluster's pairs in the pair
// table. Follows the panel's threshold and run while open.
class ClusterView : public QDialog
{
    Q_OBJECT

public:
    explicit ClusterView(ResultsPanel *panel, QWidget *parent = nullptr);

    // Opens (or raises) the one cluster view of a panel.
    static ClusterView *showFor(ResultsPanel *panel, QWidget *parent);

    const QList<review::Cluster> &clusters() const { return m_clusters; }
    QTreeWidget *tree() const { return m_tree; }

    void recompute();
    // Replaces cluster `index` by its two parts; false when it has no link.
    bool splitCluster(int index);
    // Restricts the pair table to cluster `index` (-1: show every pair again).
    void showClusterPairs(int index);

private:
    void fill();
    int currentCluster() const;

    ResultsPanel *m_panel;
    ScoreKind m_kind = ScoreKind::Similarity;
    QList<review::Cluster> m_clusters;
    QLabel *m_summary = nullptr;
    QTreeWidget *m_tree = nullptr;
    QPushButton *m_split = nullptr;
    QPushButton *m_show = nullptr;
};

} // namespace nd::ui
