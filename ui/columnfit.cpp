#include "ui/columnfit.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QTreeView>

#include <functional>

namespace nd::ui {

namespace {

QHeaderView *columnHeader(const QAbstractItemView *view)
{
    if (const auto *tree = qobject_cast<const QTreeView *>(view))
        return tree->header();
    if (const auto *table = qobject_cast<const QTableView *>(view))
        return table->horizontalHeader();
    return nullptr;
}

bool stretchedLast(const QHeaderView *header, int column)
{
    return header->stretchLastSection() && header->visualIndex(column) == header->count() - 1;
}

bool sizedToContents(const QHeaderView *header, int column)
{
    const QHeaderView::ResizeMode mode = header->sectionResizeMode(column);
    return mode != QHeaderView::Stretch && !stretchedLast(header, column)
        && (mode == QHeaderView::ResizeToContents || mode == QHeaderView::Fixed);
}

// A stretched last column never gets less than the default section size.
int columnMinimum(const QAbstractItemView *view, const QHeaderView *header, int column)
{
    if (sizedToContents(header, column))
        return header->sectionSize(column);
    const int title = headerTitleWidth(view, column);
    return stretchedLast(header, column) ? std::max(title, header->defaultSectionSize()) : title;
}

void fitMinimumWidth(QAbstractItemView *view)
{
    QHeaderView *header = columnHeader(view);
    if (!header || !view->model())
        return;
    int columns = 0;
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        columns += columnMinimum(view, header, column);
    }
    int rowHeader = 0;
    if (const auto *table = qobject_cast<const QTableView *>(view); table && table->verticalHeader()->isVisible())
        rowHeader = table->verticalHeader()->width();
    // Room for the vertical scroll bar whether or not it shows now, so that a
    // longer list does not push the last column out.
    const int scrollBar = view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, view->verticalScrollBar());
    const int needed = columns + rowHeader + scrollBar + 2 * view->frameWidth();
    if (view->minimumWidth() != needed)
        view->setMinimumWidth(needed);
}

void fitColumnBesideNames(QTableView *view, int column, int minimum)
{
    const QHeaderView *header = view->horizontalHeader();
    const QAbstractItemView *items = view; // QTableView hides its contents' size hint
    const int room = view->viewport()->width();
    int others = 0;
    for (int c = 1; c < header->count(); ++c) {
        if (c != column && !header->isSectionHidden(c))
            others += header->sectionSize(c);
    }
    // The names keep their whole width (up to two thirds of the view) first.
    const int names = std::min(items->sizeHintForColumn(0), room * 2 / 3);
    const int wanted = std::max(items->sizeHintForColumn(column), headerTitleWidth(view, column));
    const int width = std::max(minimum, std::min(wanted, room - others - names));
    if (header->sectionSize(column) != width)
        view->horizontalHeader()->resizeSection(column, width);
}

// Runs its pass once after a burst of resizes and row changes.
class ColumnPass : public QObject
{
public:
    ColumnPass(QAbstractItemView *view, std::function<void()> pass)
        : QObject(view)
        , m_pass(std::move(pass))
    {
        m_timer.setSingleShot(true);
        m_timer.setInterval(0);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] { m_pass(); });
        view->viewport()->installEventFilter(this);
        if (QAbstractItemModel *model = view->model()) {
            const auto schedule = [this] { m_timer.start(); };
            QObject::connect(model, &QAbstractItemModel::modelReset, this, schedule);
            QObject::connect(model, &QAbstractItemModel::rowsInserted, this, schedule);
            QObject::connect(model, &QAbstractItemModel::layoutChanged, this, schedule);
            QObject::connect(model, &QAbstractItemModel::dataChanged, this, schedule);
        }
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize)
            m_timer.start();
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_pass;
    QTimer m_timer;
};

} // namespace

void fitBesideNames(QTableView *view, int column, int minimum)
{
    view->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Interactive);
    view->horizontalHeader()->resizeSection(column, minimum);
    new ColumnPass(view, [view, column, minimum] { fitColumnBesideNames(view, column, minimum); });
}

int headerTitleWidth(const QAbstractItemView *view, int column)
{
    const QHeaderView *header = columnHeader(view);
    if (!header || !view->model())
        return 0;
    const QString title = view->model()->headerData(column, Qt::Horizontal).toString();
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    // A header that highlights the selection's sections draws their titles bold
    // (a table's name columns whenever a row is selected): measured in bold, a
    // title fits either way.
    QFont font = header->font();
    font.setBold(font.bold() || header->highlightSections());
    int width = QFontMetrics(font).horizontalAdvance(title) + 2 * margin;
    if (header->isSortIndicatorShown() && header->sortIndicatorSection() == column)
        width += header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin;
    return width;
}

void keepColumnsWhole(QAbstractItemView *view)
{
    QHeaderView *header = columnHeader(view);
    if (!header)
        return;
    // Several changes arrive together (a reset, then each column fitting itself):
    // one pass after them.
    auto *pass = new QTimer(view);
    pass->setSingleShot(true);
    pass->setInterval(0);
    QObject::connect(pass, &QTimer::timeout, view, [view] { fitMinimumWidth(view); });
    auto schedule = [pass] { pass->start(); };
    QObject::connect(header, &QHeaderView::sectionResized, pass, schedule);
    QObject::connect(header, &QHeaderView::sectionCountChanged, pass, schedule);
    QObject::connect(header, &QHeaderView::geometriesChanged, pass, schedule);
    if (view->model())
        QObject::connect(view->model(), &QAbstractItemModel::headerDataChanged, pass, schedule);
    fitMinimumWidth(view);
}

} // namespace nd::ui
