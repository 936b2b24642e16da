#include "ui/clusterview.h"

#include "ui/results/numerus.h"
#include "ui/results/resultspanel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {
enum Column { Size, Members, WeakestLink, ColumnCount };
}

ClusterView::ClusterView(ResultsPanel *panel, QWidget *parent)
    : QDialog(parent)
    , m_panel(panel)
{
    setObjectName(u"clusterView"_s);
    setWindowTitle(tr("Clusters"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(u"clusterTree"_s);
    m_tree->setAccessibleName(tr("Clusters"));
    m_tree->setRootIsDecorated(false);
    m_tree->setHeaderLabels({tr("Size"), tr("Members"), tr("Weakest link")});
    m_tree->header()->setSectionResizeMode(Members, QHeaderView::Stretch);
    m_split = new QPushButton(tr("&Split at Weakest Link"), this);
    m_split->setObjectName(u"splitCluster"_s);
    m_show = new QPushButton(tr("Show &Pairs"), this);
    m_show->setObjectName(u"showClusterPairs"_s);
    auto *all = new QPushButton(tr("Show &All Pairs"), this);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_split, QDialogButtonBox::ActionRole);
    buttons->addButton(m_show, QDialogButtonBox::ActionRole);
    buttons->addButton(all, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(720, 420);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_split, &QPushButton::clicked, this, [this] { splitCluster(currentCluster()); });
    connect(m_show, &QPushButton::clicked, this, [this] { showClusterPairs(currentCluster()); });
    connect(all, &QPushButton::clicked, this, [this] { showClusterPairs(-1); });
    connect(m_tree, &QTreeWidget::itemActivated, this, [this] { showClusterPairs(currentCluster()); });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] {
        const int index = currentCluster();
        m_split->setEnabled(index >= 0 && m_clusters.at(index).weakestLink.has_value());
        m_show->setEnabled(index >= 0);
    });
    connect(panel, &ResultsPanel::thresholdChanged, this, &ClusterView::recompute);
    connect(panel, &ResultsPanel::runShown, this, &ClusterView::recompute);
    recompute();
}

ClusterView *ClusterView::showFor(ResultsPanel *panel, QWidget *parent)
{
    auto *view = parent->findChild<ClusterView *>(u"clusterView"_s, Qt::FindDirectChildrenOnly);
    if (!view)
        view = new ClusterView(panel, parent);
    view->show();
    view->raise();
    view->activateWindow();
    return view;
}

void ClusterView::recompute()
{
    const auto evaluation = m_panel->evaluation();
    m_clusters.clear();
    if (evaluation) {
        m_kind = evaluation->scoreKind();
        m_clusters = review::clustersAtThreshold(*evaluation, m_panel->threshold());
    }
    fill();
}

bool ClusterView::splitCluster(int index)
{
    if (index < 0 || index >= m_clusters.size() || !m_clusters.at(index).weakestLink)
        return false;
    const QList<review::Cluster> parts = review::splitAtWeakestLink(m_clusters.at(index), m_kind);
    m_clusters.removeAt(index);
    // Keep the parts where the cluster was, so the reviewer's eye stays put.
    for (qsizetype i = parts.size() - 1; i >= 0; --i)
        m_clusters.insert(index, parts.at(i));
    fill();
    m_tree->setCurrentItem(m_tree->topLevelItem(index));
    return true;
}

void ClusterView::showClusterPairs(int index)
{
    if (index < 0 || index >= m_clusters.size()) {
        m_panel->showPairsWithin({});
        return;
    }
    const auto &members = m_clusters.at(index).members;
    m_panel->showPairsWithin(QSet<qint64>(members.cbegin(), members.cend()));
}

int ClusterView::currentCluster() const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    return item ? m_tree->indexOfTopLevelItem(const_cast<QTreeWidgetItem *>(item)) : -1;
}

void ClusterView::fill()
{
    const QLocale locale;
    m_tree->clear();
    qint64 documents = 0;
    for (const review::Cluster &cluster : std::as_const(m_clusters)) {
        documents += cluster.size();
        QStringList names;
        for (qint64 id : cluster.members)
            names << m_panel->documentName(id);
        QString weakest;
        if (cluster.weakestLink)
            weakest =
                tr("%1 — %2 (%3)")
                    .arg(m_panel->documentName(cluster.weakestLink->a), m_panel->documentName(cluster.weakestLink->b),
                         locale.toString(cluster.weakestLink->score, 'g', 4));
        auto *item = new QTreeWidgetItem(m_tree, {locale.toString(cluster.size()), names.join(u", "_s), weakest});
        item->setToolTip(Members, names.join(u'\n'));
        item->setTextAlignment(Size, Qt::AlignRight | Qt::AlignVCenter);
    }
    m_summary->setText(m_panel->evaluation()
                           ? numerus(tr("%n cluster(s)", nullptr, int(m_clusters.size())), m_clusters.size())
                               + tr(" of %1 documents at threshold %2")
                                     .arg(locale.toString(documents), locale.toString(m_panel->threshold(), 'g', 4))
                           : tr("Show a run to see its clusters."));
    m_split->setEnabled(false);
    m_show->setEnabled(false);
}

} // namespace nd::ui
