#include "ui/results/pairtablemodel.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace nd::ui {

namespace {

QString decisionText(store::Decision decision)
{
    switch (decision) {
    case store::Decision::Plagiarism:
        return PairTableModel::tr("plagiarism");
    case store::Decision::NearDuplicate:
        return PairTableModel::tr("near-duplicate");
    case store::Decision::NotDuplicate:
        return PairTableModel::tr("not a duplicate");
    case store::Decision::Unsure:
        return PairTableModel::tr("unsure");
    case store::Decision::Cleared:
        return PairTableModel::tr("cleared");
    }
    return {};
}

// Whether a pair with this decision (null: undecided) is a row of the state filter.
bool stateShows(PairFilterProxy::DecisionState state, const store::ReviewDecision *decision)
{
    using State = PairFilterProxy::DecisionState;
    switch (state) {
    case State::All:
        return true;
    case State::Undecided:
        return !decision;
    case State::Decided:
        return decision != nullptr;
    case State::Plagiarism:
        return decision && decision->decision == store::Decision::Plagiarism;
    case State::NearDuplicate:
        return decision && decision->decision == store::Decision::NearDuplicate;
    case State::NotDuplicate:
        return decision && decision->decision == store::Decision::NotDuplicate;
    case State::Unsure:
        return decision && decision->decision == store::Decision::Unsure;
    }
    return true;
}

} // namespace

PairTableModel::PairTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void PairTableModel::setEvaluation(std::shared_ptr<const eval::Evaluation> evaluation, QHash<qint64, QString> names,
                                   double threshold)
{
    beginResetModel();
    m_threshold = threshold;
    m_evaluation = std::move(evaluation);
    m_names = std::move(names);
    m_visible = 0;
    // Hamming distances and other counts read better without decimals.
    m_integerScores = m_evaluation
        && std::all_of(m_evaluation->ranked().cbegin(), m_evaluation->ranked().cend(),
                       [](const eval::Evaluation::LabelledScore &s) {
                           return s.pair.score == std::floor(s.pair.score);
                       });
    if (m_evaluation)
        m_visible = int(flaggedCount(*m_evaluation, m_threshold));
    endResetModel();
}

void PairTableModel::clear()
{
    setEvaluation(nullptr, {});
}

qsizetype PairTableModel::flaggedCount(const eval::Evaluation &evaluation, double threshold)
{
    // ranked() runs from most to least alike, so the flagged pairs are a prefix.
    return qsizetype(evaluation.flaggedCount(threshold));
}

void PairTableModel::setThreshold(double threshold)
{
    m_threshold = threshold;
    if (!m_evaluation)
        return;
    const int visible = int(flaggedCount(*m_evaluation, threshold));
    if (std::abs(visible - m_visible) > m_resetAbove) {
        beginResetModel();
        m_visible = visible;
        endResetModel();
    } else if (visible > m_visible) {
        beginInsertRows({}, m_visible, visible - 1);
        m_visible = visible;
        endInsertRows();
    } else if (visible < m_visible) {
        beginRemoveRows({}, visible, m_visible - 1);
        m_visible = visible;
        endRemoveRows();
    }
}

void PairTableModel::setDecisions(QHash<store::DocumentPair, store::ReviewDecision> decisions)
{
    m_decisions = std::move(decisions);
    if (m_visible > 0)
        Q_EMIT dataChanged(index(0, Decision), index(m_visible - 1, Decision));
}

const store::ReviewDecision *PairTableModel::decision(qint64 a, qint64 b) const
{
    const auto it = m_decisions.constFind(store::orderedPair(a, b));
    return it == m_decisions.cend() ? nullptr : &*it;
}

QString PairTableModel::documentName(qint64 id) const
{
    const auto it = m_names.constFind(id);
    return it != m_names.cend() ? *it : QStringLiteral("#%1").arg(id);
}

const eval::Evaluation::LabelledScore &PairTableModel::pairAt(int row) const
{
    Q_ASSERT(m_evaluation && row >= 0 && row < m_visible);
    return m_evaluation->ranked()[std::size_t(row)];
}

int PairTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_visible;
}

int PairTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PairTableModel::formatScore(double score) const
{
    return m_integerScores ? QLocale().toString(qint64(score)) : QLocale().toString(score, 'f', 4);
}

QVariant PairTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &item = pairAt(index.row());
    switch (role) {
    case DocumentIdARole:
        return item.pair.a;
    case DocumentIdBRole:
        return item.pair.b;
    case ScoreRole:
        return item.pair.score;
    case Qt::TextAlignmentRole:
        return index.column() == Score ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case SortRole:
        switch (index.column()) {
        case DocumentA:
            return documentName(item.pair.a);
        case DocumentB:
            return documentName(item.pair.b);
        case Score:
            return role == SortRole ? QVariant(item.pair.score) : QVariant(formatScore(item.pair.score));
        case Truth:
            switch (item.label) {
            case eval::PairLabel::Positive:
                return role == SortRole ? QVariant(0) : QVariant(tr("duplicate"));
            case eval::PairLabel::Negative:
                return role == SortRole ? QVariant(1) : QVariant(tr("not duplicate"));
            case eval::PairLabel::Ignored:
                return role == SortRole ? QVariant(2) : QVariant(tr("unlabelled"));
            }
            break;
        case Decision: {
            const store::ReviewDecision *d = decision(item.pair.a, item.pair.b);
            if (role == SortRole)
                return d ? int(d->decision) : -1;
            if (!d)
                return QVariant();
            if (role == Qt::ToolTipRole)
                return d->note.isEmpty() ? tr("%1 by %2").arg(decisionText(d->decision), d->reviewer)
                                         : tr("%1 by %2: %3").arg(decisionText(d->decision), d->reviewer, d->note);
            return decisionText(d->decision);
        }
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant PairTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        // The rank: row 1 is the most alike pair.
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (section) {
    case DocumentA:
        return tr("Document A");
    case DocumentB:
        return tr("Document B");
    case Score:
        return tr("Score");
    case Truth:
        return role == Qt::ToolTipRole ? tr("The ground truth's label for the pair") : tr("Truth");
    case Decision:
        return role == Qt::ToolTipRole ? tr("Your review decision for the pair") : tr("Decision");
    default:
        return {};
    }
}

PairFilterProxy::PairFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_minimum(std::numeric_limits<double>::quiet_NaN())
    , m_maximum(std::numeric_limits<double>::quiet_NaN())
{
    setSortRole(PairTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void PairFilterProxy::setNameFilter(const QString &text)
{
    if (text == m_name)
        return;
    m_name = text;
    invalidateFilter();
}

void PairFilterProxy::setScoreRange(double minimum, double maximum)
{
    const auto same = [](double x, double y) { return x == y || (std::isnan(x) && std::isnan(y)); };
    if (same(minimum, m_minimum) && same(maximum, m_maximum))
        return;
    m_minimum = minimum;
    m_maximum = maximum;
    invalidateFilter();
}

void PairFilterProxy::setDecisionState(DecisionState state)
{
    if (state == m_state)
        return;
    m_state = state;
    invalidateFilter();
}

void PairFilterProxy::setDocumentFilter(const QSet<qint64> &documents)
{
    if (documents == m_documents)
        return;
    m_documents = documents;
    invalidateFilter();
}

bool PairFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_name.isEmpty() && std::isnan(m_minimum) && std::isnan(m_maximum) && m_state == DecisionState::All
        && m_documents.isEmpty())
        return true; // the common case, kept cheap for millions of rows
    const auto *model = static_cast<const PairTableModel *>(sourceModel());
    Q_UNUSED(sourceParent);
    const auto &item = model->pairAt(sourceRow);
    if (!m_documents.isEmpty() && !(m_documents.contains(item.pair.a) && m_documents.contains(item.pair.b)))
        return false;
    if (m_state != DecisionState::All && !stateShows(m_state, model->decision(item.pair.a, item.pair.b)))
        return false;
    if (!std::isnan(m_minimum) && item.pair.score < m_minimum)
        return false;
    if (!std::isnan(m_maximum) && item.pair.score > m_maximum)
        return false;
    if (m_name.isEmpty())
        return true;
    return model->documentName(item.pair.a).contains(m_name, Qt::CaseInsensitive)
        || model->documentName(item.pair.b).contains(m_name, Qt::CaseInsensitive);
}

} // namespace nd::ui

namespace nd::ui {

bool PairFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const auto *model = static_cast<const PairTableModel *>(sourceModel());
    const auto &x = model->pairAt(left.row());
    const auto &y = model->pairAt(right.row());
    switch (left.column()) {
    case PairTableModel::DocumentA:
    case PairTableModel::DocumentB: {
        const bool a = left.column() == PairTableModel::DocumentA;
        const int c = QString::compare(model->documentName(a ? x.pair.a : x.pair.b),
                                       model->documentName(a ? y.pair.a : y.pair.b), Qt::CaseInsensitive);
        if (c != 0)
            return c < 0;
        break;
    }
    case PairTableModel::Score:
        if (x.pair.score != y.pair.score)
            return x.pair.score < y.pair.score;
        break;
    case PairTableModel::Truth:
        if (x.label != y.label)
            return int(x.label) < int(y.label);
        break;
    case PairTableModel::Decision: {
        const auto *dx = model->decision(x.pair.a, x.pair.b);
        const auto *dy = model->decision(y.pair.a, y.pair.b);
        const int kx = dx ? int(dx->decision) : -1;
        const int ky = dy ? int(dy->decision) : -1;
        if (kx != ky)
            return kx < ky;
        break;
    }
    default:
        break;
    }
    // Ties keep the ranked order, so equal keys do not shuffle between sorts.
    return left.row() < right.row();
}

} // namespace nd::ui
