// The three modes of the main window at the sizes of common screens, in English
// and German: the window's minimum size fits the screen, every widget of a
// mode's page gets at least the size it needs, no label, check box, button or
// list column has its text cut, the P/R/F chart's legend stays inside the
// chart, and each mode keeps its own splitter sizes, across switches and restarts.
// Every dialog fits a 1366x768 screen with its texts whole, in both languages.
#include "charts/prfchart.h"
#include "pipeline/collectioncatalog.h"
#include "pipeline/runoverview.h"
#include "store/workspace.h"
#include "testsupport.h"
#include "ui/clusterview.h"
#include "ui/collectionbrowser.h"
#include "ui/documentmodel.h"
#include "ui/documentdialog.h"
#include "ui/experimentpanel.h"
#include "ui/importdialog.h"
#include "ui/mainwindow.h"
#include "ui/modestack.h"
#include "ui/preferencesdialog.h"
#include "ui/querydialog.h"
#include "ui/results/resultspanel.h"
#include "ui/runmodel.h"
#include "ui/runpanel.h"
#include "ui/welcomedialog.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QRadioButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyleOptionButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBoundaryFinder>
#include <QToolButton>
#include <QTranslator>

using namespace nd;
using namespace nd::ui;
using Mode = MainWindow::Mode;
using namespace Qt::StringLiterals;

namespace {

constexpr int kSlow = 120000; // generous: the machine is shared; nothing here is timed

const Mode kModes[] = {Mode::Collections, Mode::Review, Mode::Experiments};

QString modeName(Mode mode)
{
    switch (mode) {
    case Mode::Collections:
        return QStringLiteral("Collections");
    case Mode::Review:
        return QStringLiteral("Review");
    case Mode::Experiments:
        return QStringLiteral("Experiments");
    }
    return {};
}

// The widget's object names (or classes) from the mode's page down.
QString describe(const QWidget *widget, const QWidget *page)
{
    QString path;
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        const QString name =
            w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className()) : w->objectName();
        path = path.isEmpty() ? name : name + u'/' + path;
        if (w == page)
            break;
    }
    return path;
}

// The smallest size a layout would give the widget: its explicit minimum where
// set, else its minimumSizeHint unless its policy ignores that (qSmartMinSize).
QSize neededSize(const QWidget *widget)
{
    const QSize hint = widget->minimumSizeHint();
    const QSizePolicy policy = widget->sizePolicy();
    const int width = widget->minimumWidth() > 0            ? widget->minimumWidth()
        : policy.horizontalPolicy() == QSizePolicy::Ignored ? 0
                                                            : hint.width();
    int height = widget->minimumHeight() > 0              ? widget->minimumHeight()
        : policy.verticalPolicy() == QSizePolicy::Ignored ? 0
                                                          : hint.height();
    // Wrapped text needs its height at the width it got, not at the hint's.
    if (widget->hasHeightForWidth() && widget->minimumHeight() == 0)
        height = std::max(0, std::min(height, widget->heightForWidth(widget->width())));
    return {width, height};
}

bool layoutHolds(const QLayout *layout, const QWidget *widget)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (item->widget() == widget || (item->layout() && layoutHolds(item->layout(), widget)))
            return true;
    }
    return false;
}

// Sized by a layout or a splitter from its hints; a spin box's line edit or a
// combo box's list is placed by its owner instead.
bool laidOut(const QWidget *widget)
{
    const QWidget *parent = widget->parentWidget();
    if (!parent)
        return false;
    if (qobject_cast<const QSplitter *>(parent))
        return true;
    return parent->layout() && layoutHolds(parent->layout(), widget);
}

// Inside a scroll area the content scrolls, so its own size is not cut; and a
// scroll area places its viewport, headers and bars itself, not by their hints.
bool insideScrolledContent(const QWidget *widget, const QWidget *page)
{
    if (qobject_cast<const QAbstractScrollArea *>(widget->parentWidget()))
        return true;
    for (const QWidget *w = widget->parentWidget(); w && w != page; w = w->parentWidget()) {
        if (qobject_cast<const QAbstractScrollArea *>(w->parentWidget())
            && w->objectName() == u"qt_scrollarea_viewport")
            return true;
    }
    return false;
}

QString visibleText(QString text)
{
    // A mnemonic's ampersand is not drawn; "&&" draws one.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    return text;
}

// The room a check box or radio button leaves its text, from the style itself.
int buttonTextRoom(const QAbstractButton *button)
{
    QStyleOptionButton option;
    option.initFrom(button);
    option.text = button->text();
    const auto element =
        qobject_cast<const QRadioButton *>(button) ? QStyle::SE_RadioButtonContents : QStyle::SE_CheckBoxContents;
    return button->style()->subElementRect(element, &option, button).width();
}

// Whether the text is drawn whole: a label's text within its contents (wrapped
// labels: every word within the width, all lines within the height), a check
// box's beside its indicator, a push or tool button's within the button.
QString cutText(const QWidget *widget)
{
    if (const auto *label = qobject_cast<const QLabel *>(widget)) {
        if (label->text().isEmpty() || label->textFormat() == Qt::RichText || !label->pixmap().isNull())
            return {};
        const QString text = visibleText(label->text());
        const QFontMetrics metrics = label->fontMetrics();
        const int room = label->contentsRect().width() - 2 * std::max(0, label->margin());
        if (label->wordWrap()) {
            // Wrapping breaks lines where Unicode allows (spaces, after '/' or '-'):
            // each piece between two such places must fit on a line of its own.
            QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
            qsizetype start = 0;
            for (qsizetype end = breaks.toNextBoundary(); end > 0; start = end, end = breaks.toNextBoundary()) {
                const QString word = text.mid(start, end - start).trimmed();
                if (metrics.horizontalAdvance(word) > room)
                    return QStringLiteral("word “%1” %2 px wide in %3 px")
                        .arg(word)
                        .arg(metrics.horizontalAdvance(word))
                        .arg(room);
            }
            if (label->heightForWidth(label->width()) > label->height())
                return QStringLiteral("“%1” needs %2 px of height, has %3")
                    .arg(text)
                    .arg(label->heightForWidth(label->width()))
                    .arg(label->height());
            return {};
        }
        int widest = 0;
        for (const QString &line : text.split(u'\n'))
            widest = std::max(widest, metrics.horizontalAdvance(line));
        if (widest > room)
            return QStringLiteral("“%1” %2 px wide in %3 px").arg(text).arg(widest).arg(room);
        return {};
    }
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget)) {
        if (button->text().isEmpty())
            return {};
        const QString text = visibleText(button->text());
        const int width = button->fontMetrics().horizontalAdvance(text);
        if (qobject_cast<const QCheckBox *>(button) || qobject_cast<const QRadioButton *>(button)) {
            const int room = buttonTextRoom(button);
            if (width > room)
                return QStringLiteral("“%1” %2 px wide in %3 px").arg(text).arg(width).arg(room);
            return {};
        }
        // Push and tool buttons draw their text centred within their margins.
        if (button->sizeHint().width() > button->width())
            return QStringLiteral("“%1” needs %2 px, has %3")
                .arg(text)
                .arg(button->sizeHint().width())
                .arg(button->width());
    }
    return {};
}

// The width a header's title is drawn at: a header that highlights the sections
// of the selection draws their titles bold, so a title must fit in bold (as
// QHeaderView sizes sections to their contents), with the style's margins and
// the sort indicator's room on the column sorted by.
int drawnTitleWidth(const QHeaderView *header, int section, const QString &title)
{
    QFont font = header->font();
    font.setBold(font.bold() || header->highlightSections());
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    int width = QFontMetrics(font).horizontalAdvance(title) + 2 * margin;
    if (header->isSortIndicatorShown() && header->sortIndicatorSection() == section)
        width += header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin;
    return width;
}

// The columns of a list or table whose header or contents are cut: a column
// partly outside the viewport (only seen after scrolling sideways), a header
// narrower than its title, and a column sized to its contents that is narrower
// than them. Columns that stretch or that the user sizes may elide their cells
// (names elided at the end, the whole name in the tooltip), never their title.
QStringList cutColumns(const QAbstractItemView *view)
{
    QStringList cut;
    const QHeaderView *header = nullptr;
    if (const auto *tree = qobject_cast<const QTreeView *>(view))
        header = tree->header();
    else if (const auto *table = qobject_cast<const QTableView *>(view))
        header = table->horizontalHeader();
    if (!header || header->isHidden() || !view->model())
        return cut;
    const int room = view->viewport()->width();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int section = header->logicalIndex(visual);
        if (header->isSectionHidden(section))
            continue;
        const QString title = view->model()->headerData(section, Qt::Horizontal).toString();
        const int width = header->sectionSize(section);
        const int left = header->sectionViewportPosition(section) + header->offset();
        if (left + width > room)
            cut << QStringLiteral("column “%1” ends at %2 px of %3").arg(title).arg(left + width).arg(room);
        else if (const int needed = drawnTitleWidth(header, section, title); needed > width)
            cut << QStringLiteral("title “%1” needs %2 px, has %3").arg(title).arg(needed).arg(width);
        else if (header->sectionResizeMode(section) == QHeaderView::ResizeToContents
                 && view->sizeHintForColumn(section) > width)
            cut << QStringLiteral("column “%1” needs %2 px, has %3")
                       .arg(title)
                       .arg(view->sizeHintForColumn(section))
                       .arg(width);
    }
    return cut;
}

// The translation of `language` (none for English) installed for the object's
// lifetime; `installed` says whether it loaded.
struct ScopedLanguage
{
    explicit ScopedLanguage(const QString &language)
    {
        const QString file = QStringLiteral(NEARDUP_TRANSLATIONS_DIR "/neardup_%1.qm").arg(language);
        installed = language.isEmpty() || (translator.load(file) && QCoreApplication::installTranslator(&translator));
    }
    ~ScopedLanguage() { QCoreApplication::removeTranslator(&translator); }

    QTranslator translator;
    bool installed = false;
};

// What does not fit in a mode's page or a dialog: a widget laid out smaller than
// it needs, a label or button that cuts its text, a list that cuts a column.
QStringList fitProblems(QWidget *top)
{
    QStringList problems;
    for (QWidget *widget : top->findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->isWindow() || qobject_cast<QScrollBar *>(widget)
            || insideScrolledContent(widget, top))
            continue;
        const QSize needed = neededSize(widget);
        if (laidOut(widget) && (widget->width() < needed.width() || widget->height() < needed.height()))
            problems << QStringLiteral("%1 is %2x%3, needs %4x%5")
                            .arg(describe(widget, top))
                            .arg(widget->width())
                            .arg(widget->height())
                            .arg(needed.width())
                            .arg(needed.height());
        if (const QString cut = cutText(widget); !cut.isEmpty())
            problems << QStringLiteral("%1 cuts its text: %2").arg(describe(widget, top), cut);
        if (const auto *view = qobject_cast<const QAbstractItemView *>(widget)) {
            for (const QString &cut : cutColumns(view))
                problems << QStringLiteral("%1 cuts a %2").arg(describe(widget, top), cut);
        }
    }
    return problems;
}

// A workspace with a collection of long file names and one MinHash run, made
// through the window as a user would (import, then run).
void prepareWorkspace(MainWindow &window, const QTemporaryDir &dir)
{
    const char *const texts[] = {
        "The river town woke early on market day. Farmers carried baskets of apples, pears and late plums "
        "across the old stone bridge while the baker opened his shutters and the smell of warm bread drifted "
        "over the square.",
        "To cook the lentil soup, rinse the lentils, chop two onions and a carrot, and fry them gently in olive "
        "oil with cumin. Add the lentils, a bay leaf and a litre of stock, then simmer for thirty minutes.",
    };
    const QString names[] = {QStringLiteral("bicycle-maintenance-for-beginners-chapter-%1.txt"),
                             QStringLiteral("bird-watching-in-the-northern-wetlands-notes-%1.txt")};
    for (int story = 0; story < 2; ++story) {
        for (int copy = 0; copy < 3; ++copy) {
            const QString text = QString::fromUtf8(texts[story]) + QStringLiteral(" Copy %1.").arg(copy);
            nd::test::writeFile(dir, QStringLiteral("corpus/cluster-%1/").arg(story) + names[story].arg(copy),
                                text.toUtf8());
        }
    }
    QString error;
    QVERIFY2(window.openWorkspace(dir.filePath(QStringLiteral("modes.ndw")), &error), qPrintable(error));
    QSignalSpy imported(&window, &MainWindow::importFinished);
    corpus::ImportOptions options;
    options.collectionName = QStringLiteral("Sample collection with a long descriptive name");
    options.truth = corpus::TruthFromLayout::FolderPerCluster;
    window.startImport({dir.filePath(QStringLiteral("corpus"))}, options);
    QTRY_COMPARE_WITH_TIMEOUT(imported.count(), 1, kSlow);

    auto *methods = window.runPanel()->findChild<QComboBox *>(QStringLiteral("methodCombo"));
    methods->setCurrentIndex(methods->findData(QStringLiteral("minhash")));
    QSignalSpy shown(window.resultsPanel(), &ResultsPanel::runShown);
    window.startRun();
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 1, kSlow);
}

QList<int> splitterSizes(QWidget *page, const char *name)
{
    auto *splitter = page->findChild<QSplitter *>(QString::fromLatin1(name));
    return splitter ? splitter->sizes() : QList<int>{};
}

// Checks that the page's two-part splitter gives its second part more room than
// its first, then gives the first `first` pixels; returns the sizes it then has.
QList<int> resizeFirstPart(QWidget *page, const char *name, int first)
{
    auto *splitter = page->findChild<QSplitter *>(QString::fromLatin1(name));
    [&] {
        QVERIFY2(splitter, name);
        const QList<int> sizes = splitter->sizes();
        QVERIFY2(sizes.at(1) > sizes.at(0), qPrintable(QStringLiteral("%1 : %2").arg(sizes.at(0)).arg(sizes.at(1))));
        splitter->setSizes({first, sizes.at(0) + sizes.at(1) - first});
    }();
    return splitterSizes(page, name);
}

} // namespace

class TestModes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void everyModeFits_data();
    void everyModeFits();
    void everyDialogFits_data();
    void everyDialogFits();
    void modesKeepTheirOwnSplitters();
    void menuActionsSwitchModes();
};

void TestModes::initTestCase()
{
    test::useTestSettings(u"tst_modes"_s);
}

void TestModes::init()
{
    QSettings().clear(); // every case starts as a first start
}

void TestModes::everyModeFits_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    // The first start takes 90 % of the screen (no window manager maximises it).
    QTest::newRow("first start on 1366x768") << QSize(1229, 691) << QString();
    QTest::newRow("1366x768") << QSize(1366, 768) << QString();
    QTest::newRow("1920x1080") << QSize(1920, 1080) << QString();
    // German words are the longest of the three languages.
    QTest::newRow("first start on 1366x768, German") << QSize(1229, 691) << QStringLiteral("de");
    QTest::newRow("1366x768, German") << QSize(1366, 768) << QStringLiteral("de");
}

void TestModes::everyModeFits()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    const ScopedLanguage scopedLanguage(language);
    QVERIFY2(scopedLanguage.installed, qPrintable(language));
    QTemporaryDir dir;
    MainWindow window;
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // A window whose minimum is larger than asked grows (and the check below names why).
    QStringList problems;
    if (window.size() != size)
        problems << QStringLiteral("the window is %1x%2, not %3x%4")
                        .arg(window.width())
                        .arg(window.height())
                        .arg(size.width())
                        .arg(size.height());
    prepareWorkspace(window, dir);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(window.browser()->runModel()->rowCount(), 1);

    qsizetype reported = problems.size();
    for (const Mode mode : kModes) {
        window.showMode(mode);
        QCOMPARE(window.currentMode(), mode);
        QWidget *page = window.modes()->page(int(mode));
        QVERIFY(page->isVisible());
        // Layouts settle over a few passes (wrapped labels, the chart's legend).
        for (int i = 0; i < 3; ++i) {
            QCoreApplication::processEvents();
            QTest::qWait(20);
        }
        problems << fitProblems(page);
        // The window as a whole fits a 1366x768 screen with room to spare (100 px
        // for a panel or a dock beside it), in this mode and language.
        const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
        if (minimum.width() > 1366 - 100 || minimum.height() > 768 - 100)
            problems << QStringLiteral("the window needs at least %1x%2 px").arg(minimum.width()).arg(minimum.height());
        // The mode bar's buttons show their titles whole as well.
        if (const QString cut = cutText(window.modes()->button(int(mode))); !cut.isEmpty())
            problems << QStringLiteral("the mode button cuts its text: %1").arg(cut);
        for (; reported < problems.size(); ++reported)
            problems[reported].prepend(modeName(mode) + QStringLiteral(": "));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

    // The methods are listed by their titles in the window's language (their ids stay).
    if (language == u"de") {
        auto *methods = window.modes()->page(int(Mode::Experiments))->findChild<QListWidget *>(u"methodList"_s);
        QVERIFY(methods);
        const QList<QListWidgetItem *> exact = methods->findItems(u"Exakte Duplikate"_s, Qt::MatchExactly);
        QCOMPARE(exact.size(), 1);
        QCOMPARE(exact.first()->data(Qt::UserRole).toString(), u"exact"_s);
        // The run panel's form too: parameter labels come from the method's own class.
        const QList<QLabel *> labels = window.runPanel()->findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.begin(), labels.end(),
                            [](const QLabel *label) { return label->text() == u"Permutationen:"_s; }));
    }

    // The P/R/F chart (in Collections) keeps its legend inside, below the curves.
    window.showMode(Mode::Collections);
    // On a wide screen a document's cluster and a run's start are shown whole.
    if (size.width() >= 1920) {
        const std::pair<const char *, int> whole[] = {{"documentView", DocumentModel::ClusterColumn},
                                                      {"runView", RunModel::TimeColumn}};
        for (const auto &[name, column] : whole) {
            const auto *view = window.browser()->findChild<QTableView *>(QString::fromLatin1(name));
            QVERIFY(view);
            const QAbstractItemView *items = view; // QTableView hides its contents' size hint
            QTRY_VERIFY2(view->columnWidth(column) >= items->sizeHintForColumn(column), name);
        }
    }
    charts::PrfChart *chart = window.resultsPanel()->chart();
    QVERIFY(chart->isVisible());
    chart->replot();
    const QRect legend = chart->legend->outerRect();
    QVERIFY2(chart->rect().contains(legend),
             qPrintable(QStringLiteral("legend %1,%2 %3x%4 in a chart of %5x%6")
                            .arg(legend.x())
                            .arg(legend.y())
                            .arg(legend.width())
                            .arg(legend.height())
                            .arg(chart->width())
                            .arg(chart->height())));
    QVERIFY(!legend.intersects(chart->axisRect()->rect()));
    for (int i = 0; i < chart->legend->itemCount(); ++i) {
        if (QCPAbstractLegendItem *item = chart->legend->item(i))
            QVERIFY2(item->outerRect().right() <= chart->width(), qPrintable(QString::number(i)));
    }
}

void TestModes::everyDialogFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QString();
    QTest::newRow("German") << QStringLiteral("de");
}

void TestModes::everyDialogFits()
{
    QFETCH(QString, language);
    const ScopedLanguage scopedLanguage(language);
    QVERIFY2(scopedLanguage.installed, qPrintable(language));
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    prepareWorkspace(window, dir);
    if (QTest::currentTestFailed())
        return;

    // Each dialog as the window opens it; the query dialog, which the menu runs
    // modally, and a document's, which the documents list opens, made here.
    window.showImportDialog();
    window.showPreferences();
    window.showWelcome();
    window.findChild<QAction *>(u"clustersAction"_s)->trigger();
    const qint64 collection = window.browser()->currentCollection();
    QVERIFY(collection > 0);
    QueryDialog query(*window.workspace(), window.jobRunner(), collection, &window);
    query.show();
    const pipeline::CollectionContents contents = pipeline::readCollectionContents(*window.workspace(), collection);
    QVERIFY(!contents.documents.isEmpty());
    const std::optional<store::DocumentRecord> document =
        pipeline::readDocument(*window.workspace(), contents.documents.first().id);
    QVERIFY(document);
    DocumentDialog documentDialog(*document, &window);
    documentDialog.show();

    const QList<QDialog *> dialogs = {window.findChild<ImportDialog *>(),
                                      window.findChild<PreferencesDialog *>(),
                                      window.findChild<WelcomeDialog *>(),
                                      window.findChild<ClusterView *>(),
                                      &query,
                                      &documentDialog};
    QStringList problems;
    for (QDialog *dialog : dialogs) {
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        for (int i = 0; i < 3; ++i) {
            QCoreApplication::processEvents();
            QTest::qWait(20);
        }
        const QString name = QString::fromLatin1(dialog->metaObject()->className());
        if (dialog->width() > 1366 || dialog->height() > 768)
            problems << QStringLiteral("%1 is %2x%3").arg(name).arg(dialog->width()).arg(dialog->height());
        for (const QString &problem : fitProblems(dialog))
            problems << name + u": "_s + problem;
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestModes::modesKeepTheirOwnSplitters()
{
    QTemporaryDir dir;
    QList<int> review;
    QList<int> collections;
    QList<int> experiments;
    {
        MainWindow window;
        QString error;
        QVERIFY2(window.openWorkspace(dir.filePath(QStringLiteral("split.ndw")), &error), qPrintable(error));
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // First start: the pair view gets most of the room in Review, the chart
        // and the best-F table more than the form in Experiments.
        window.showMode(Mode::Review);
        QWidget *reviewPage = window.modes()->page(int(Mode::Review));
        review = resizeFirstPart(reviewPage, "reviewSplitter", 420);
        window.showMode(Mode::Experiments);
        QWidget *experimentsPage = window.modes()->page(int(Mode::Experiments));
        experiments = resizeFirstPart(experimentsPage, "experimentSplitter", 460);
        if (QTest::currentTestFailed())
            return;

        window.showMode(Mode::Collections);
        QWidget *collectionsPage = window.modes()->page(int(Mode::Collections));
        auto *collectionsSplitter = collectionsPage->findChild<QSplitter *>(QStringLiteral("collectionsSplitter"));
        QVERIFY(collectionsSplitter);
        QList<int> sizes = collectionsSplitter->sizes();
        QCOMPARE(sizes.size(), 3);
        sizes[0] += 40;
        sizes[1] -= 40;
        collectionsSplitter->setSizes(sizes);
        collections = collectionsSplitter->sizes();

        // Switching back and forth leaves each mode's sizes as that mode had them.
        for (const Mode mode : {Mode::Review, Mode::Experiments, Mode::Collections, Mode::Review}) {
            window.showMode(mode);
            QCoreApplication::processEvents();
        }
        QCOMPARE(splitterSizes(reviewPage, "reviewSplitter"), review);
        QCOMPARE(splitterSizes(experimentsPage, "experimentSplitter"), experiments);
        QCOMPARE(splitterSizes(collectionsPage, "collectionsSplitter"), collections);
        QVERIFY(window.close()); // stores each mode's layout
    }

    // The next start brings every mode's own layout and the last mode back.
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.currentMode(), Mode::Review);
    QCOMPARE(splitterSizes(window.modes()->page(int(Mode::Review)), "reviewSplitter"), review);
    window.showMode(Mode::Experiments);
    QCOMPARE(splitterSizes(window.modes()->page(int(Mode::Experiments)), "experimentSplitter"), experiments);
    window.showMode(Mode::Collections);
    QCOMPARE(splitterSizes(window.modes()->page(int(Mode::Collections)), "collectionsSplitter"), collections);
}

void TestModes::menuActionsSwitchModes()
{
    QTemporaryDir dir;
    MainWindow window;
    QString error;
    QVERIFY2(window.openWorkspace(dir.filePath(QStringLiteral("menu.ndw")), &error), qPrintable(error));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    window.findChild<QAction *>(QStringLiteral("experimentAction"))->trigger();
    QCOMPARE(window.currentMode(), Mode::Experiments);
    QVERIFY(window.experimentPanel()->isVisible());
    QVERIFY(!window.runPanel()->isVisible()); // the Collections mode's panel is not squeezed in beside it

    window.findChild<QAction *>(QStringLiteral("reviewModeAction"))->trigger();
    QCOMPARE(window.currentMode(), Mode::Review);
    QVERIFY(window.resultsPanel()->pairView() && window.resultsPanel()->isVisible());
    QVERIFY(!window.experimentPanel()->isVisible());

    // The mode bar's buttons switch too.
    QTest::mouseClick(window.modes()->button(int(Mode::Collections)), Qt::LeftButton);
    QCOMPARE(window.currentMode(), Mode::Collections);
    QVERIFY(window.runPanel()->isVisible());
    QVERIFY(window.browser()->isVisible());
    QVERIFY(window.resultsPanel()->chart()->isVisible());
}

QTEST_MAIN(TestModes)
#include "tst_modes.moc"
