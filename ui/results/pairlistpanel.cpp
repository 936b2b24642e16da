#include "ui/results/pairlistpanel.h"

#include "ui/columnfit.h"
#include "ui/results/decisionbar.h"
#include "ui/results/pairtablemodel.h"

#include <QComboBox>
#include <QDoubleValidator>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {

double parseBound(const QLineEdit *edit)
{
    bool ok = false;
    const double value = QLocale().toDouble(edit->text().trimmed(), &ok);
    return ok ? value : std::numeric_limits<double>::quiet_NaN();
}

store::DocumentPair pairAt(const QModelIndex &index)
{
    return {index.data(PairTableModel::DocumentIdARole).toLongLong(),
            index.data(PairTableModel::DocumentIdBRole).toLongLong()};
}

} // namespace

PairListPanel::PairListPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"pairList"_s);
    m_nameFilter = new QLineEdit(this);
    m_nameFilter->setObjectName(u"pairNameFilter"_s);
    m_nameFilter->setPlaceholderText(tr("Filter by document name"));
    m_nameFilter->setClearButtonEnabled(true);
    m_minScore = new QLineEdit(this);
    m_maxScore = new QLineEdit(this);
    m_minScore->setObjectName(u"pairMinScore"_s);
    m_maxScore->setObjectName(u"pairMaxScore"_s);
    m_minScore->setPlaceholderText(tr("min score"));
    m_maxScore->setPlaceholderText(tr("max score"));
    for (QLineEdit *edit : {m_minScore, m_maxScore}) {
        edit->setValidator(new QDoubleValidator(edit));
        edit->setClearButtonEnabled(true);
        edit->setMaximumWidth(110);
    }
    m_rowsLabel = new QLabel(this);

    m_model = new PairTableModel(this);
    m_proxy = new PairFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    m_table = new QTableView(this);
    m_table->setObjectName(u"pairTable"_s);
    m_table->setAccessibleName(tr("Flagged pairs"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Shift/Ctrl-click several pairs and one key decides them all (one undo step).
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    // Both names share the room the figures leave (fitNameColumns), cut at the
    // end (the start tells documents apart) with the whole name as the row's
    // tooltip; below a readable width the list scrolls sideways instead.
    m_table->setTextElideMode(Qt::ElideRight);
    QHeaderView *header = m_table->horizontalHeader();
    // Rows are selected whole: highlighting would draw every title bold, wider
    // than the room its column keeps for it, and say nothing about the selection.
    header->setHighlightSections(false);
    header->setSectionResizeMode(PairTableModel::DocumentA, QHeaderView::Interactive);
    header->setSectionResizeMode(PairTableModel::DocumentB, QHeaderView::Interactive);
    m_table->viewport()->installEventFilter(this);
    connect(header, &QHeaderView::sectionResized, this, [this](int column) {
        if (column != PairTableModel::DocumentA && column != PairTableModel::DocumentB)
            fitNameColumns(); // a figure's column fitted itself to new rows
    });
    for (const int figures : {PairTableModel::Score, PairTableModel::Truth, PairTableModel::Decision})
        header->setSectionResizeMode(figures, QHeaderView::ResizeToContents);
    header->setStretchLastSection(false); // the names get the room
    // Sized from the visible rows only: by default a column fitted to its contents
    // lays out the text of 1,000 rows on every change of a long pair list.
    header->setResizeContentsPrecision(0);
    // Unsorted means the ranked order (best score first) without a sort pass
    // over every row; a third click on a header returns to it.
    header->setSortIndicatorClearable(true);
    header->setSortIndicator(-1, Qt::DescendingOrder);
    m_table->setSortingEnabled(true);
    connect(header, &QHeaderView::sortIndicatorChanged, this,
            [this](int section) { m_model->setResetAbove(section < 0 ? std::numeric_limits<int>::max() : 20000); });
    keepColumnsWhole(m_table);

    m_decisionFilter = new QComboBox(this);
    addDecisionStates();

    // Two rows: in one the name filter and the score fields squeeze each other
    // to a few letters beside a narrow pair list.
    auto *nameRow = new QHBoxLayout;
    auto *filterLabel = new QLabel(tr("&Filter:"), this);
    filterLabel->setBuddy(m_nameFilter);
    nameRow->addWidget(filterLabel);
    nameRow->addWidget(m_nameFilter, 1);
    auto *scoreRow = new QHBoxLayout;
    scoreRow->addWidget(m_minScore, 1);
    scoreRow->addWidget(new QLabel(tr("–"), this));
    scoreRow->addWidget(m_maxScore, 1);
    scoreRow->addWidget(m_decisionFilter);
    scoreRow->addWidget(m_rowsLabel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(nameRow);
    layout->addLayout(scoreRow);
    layout->addWidget(m_table, 1);

    connect(m_nameFilter, &QLineEdit::textChanged, m_proxy, &PairFilterProxy::setNameFilter);
    connect(m_minScore, &QLineEdit::textChanged, this, &PairListPanel::updateScoreFilter);
    connect(m_maxScore, &QLineEdit::textChanged, this, &PairListPanel::updateScoreFilter);
    connect(m_table, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        const store::DocumentPair pair = pairAt(index);
        Q_EMIT pairActivated(pair.first, pair.second);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        QList<store::DocumentPair> pairs;
        for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
            pairs.append(pairAt(index));
        Q_EMIT pairsSelected(pairs);
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &PairListPanel::updateRowCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &PairListPanel::updateRowCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &PairListPanel::updateRowCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &PairListPanel::updateRowCount);
}

void PairListPanel::addDecisionStates()
{
    using State = PairFilterProxy::DecisionState;
    const QList<std::pair<State, QString>> states = {
        {State::All, tr("All decisions")},
        {State::Undecided, tr("Undecided")},
        {State::Decided, tr("Decided")},
        {State::Plagiarism, DecisionBar::decisionLabel(store::Decision::Plagiarism)},
        {State::NearDuplicate, DecisionBar::decisionLabel(store::Decision::NearDuplicate)},
        {State::NotDuplicate, DecisionBar::decisionLabel(store::Decision::NotDuplicate)},
        {State::Unsure, DecisionBar::decisionLabel(store::Decision::Unsure)},
    };
    m_decisionFilter->setObjectName(u"pairDecisionFilter"_s);
    m_decisionFilter->setAccessibleName(tr("Filter by decision"));
    for (const auto &[state, label] : states)
        m_decisionFilter->addItem(label, int(state));
    connect(m_decisionFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setDecisionState(State(m_decisionFilter->currentData().toInt())); });
}

void PairListPanel::setEvaluation(std::shared_ptr<const eval::Evaluation> evaluation,
                                  const QHash<qint64, QString> &names, double threshold)
{
    m_proxy->setDocumentFilter({});
    m_model->setEvaluation(std::move(evaluation), names, threshold);
}

void PairListPanel::setThreshold(double threshold)
{
    m_model->setThreshold(threshold);
}

std::optional<store::DocumentPair> PairListPanel::selectFirst()
{
    if (m_proxy->rowCount() == 0)
        return std::nullopt;
    const QModelIndex first = m_proxy->index(0, 0);
    m_table->setCurrentIndex(first);
    return pairAt(first);
}

std::optional<store::DocumentPair> PairListPanel::selectNextUndecided(store::DocumentPair shown)
{
    const int rows = m_proxy->rowCount();
    const int current = std::max(0, m_table->currentIndex().row());
    // From the current row on, wrapping once: after a decision under the
    // "undecided" filter the decided row vanishes and the current row is
    // already the next one, so the shown pair, not the row, is what to skip.
    for (int step = 0; step < rows; ++step) {
        const QModelIndex index = m_proxy->index((current + step) % rows, 0);
        const store::DocumentPair pair = pairAt(index);
        if (m_model->decision(pair.first, pair.second) || store::orderedPair(pair.first, pair.second) == shown)
            continue;
        m_table->setCurrentIndex(index);
        m_table->scrollTo(index);
        return pair;
    }
    return std::nullopt;
}

void PairListPanel::showMessage(const QString &text)
{
    m_rowsLabel->setText(text);
}

void PairListPanel::updateRowCount()
{
    m_rowsLabel->setText(tr("%n shown", nullptr, m_proxy->rowCount()));
}

bool PairListPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitNameColumns();
    return QWidget::eventFilter(watched, event);
}

void PairListPanel::fitNameColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    int figures = 0;
    for (int column = 0; column < header->count(); ++column) {
        if (column != PairTableModel::DocumentA && column != PairTableModel::DocumentB
            && !header->isSectionHidden(column))
            figures += header->sectionSize(column);
    }
    // Never narrower than their titles; keepColumnsWhole keeps the table that wide.
    const int each = (m_table->viewport()->width() - figures) / 2;
    header->resizeSection(PairTableModel::DocumentA,
                          std::max(each, headerTitleWidth(m_table, PairTableModel::DocumentA)));
    header->resizeSection(PairTableModel::DocumentB,
                          std::max(each, headerTitleWidth(m_table, PairTableModel::DocumentB)));
}

void PairListPanel::updateScoreFilter()
{
    m_proxy->setScoreRange(parseBound(m_minScore), parseBound(m_maxScore));
}

} // namespace nd::ui
