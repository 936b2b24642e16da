// The Preferences dialog and the first start's welcome page, through their
// real widgets: what they store in QSettings and what the open window does
// with it at once.
#include "detect/detector.h"
#include "store/workspace.h"
#include "testsupport.h"
#include "ui/mainwindow.h"
#include "ui/preferences.h"
#include "ui/preferencesdialog.h"
#include "ui/results/decisionbar.h"
#include "ui/results/pairview.h"
#include "ui/results/resultspanel.h"
#include "ui/results/textpane.h"
#include "ui/runpanel.h"
#include "ui/welcomedialog.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

using namespace nd;
using namespace nd::ui;
using namespace Qt::StringLiterals;

class TestPreferences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void defaultsHaveNoReviewerName();
    void dialogNeedsAName();
    void dialogOffersTheFourLanguages();
    void appliedToTheOpenWindow();
    void welcomeAsksTheNameBeforeAnything();
    void welcomeListsRecentWorkspaces();
    void welcomeFromTheWindowStoresTheName();
    void dialogsFitTheirText();
};

namespace {

// Every visible label, button and group title of `top` shows its whole text:
// nothing cut off at the dialog's own size (a wrapped label wraps instead).
QStringList clipped(QWidget *top)
{
    QStringList out;
    const auto plain = [](QString text) { return text.remove(u'&'); };
    for (QLabel *label : top->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(top) || label->wordWrap() || label->text().isEmpty())
            continue;
        if (label->fontMetrics().horizontalAdvance(plain(label->text())) > label->contentsRect().width())
            out.append(label->text());
    }
    for (QAbstractButton *button : top->findChildren<QAbstractButton *>()) {
        if (button->isVisibleTo(top) && !button->text().isEmpty() && button->sizeHint().width() > button->width())
            out.append(button->text());
    }
    for (QGroupBox *box : top->findChildren<QGroupBox *>()) {
        if (box->fontMetrics().horizontalAdvance(plain(box->title())) > box->width())
            out.append(box->title());
    }
    return out;
}

// Opens a new workspace `fileName` in `dir` in the window and shows the window:
// empty when it is on screen, else what went wrong.
QString openAndShow(MainWindow &window, const QTemporaryDir &dir, const QString &fileName)
{
    if (!dir.isValid())
        return dir.errorString();
    QString error;
    if (!window.openWorkspace(dir.filePath(fileName), &error))
        return error;
    window.show();
    return QTest::qWaitForWindowExposed(&window) ? QString() : u"the window was never exposed"_s;
}

} // namespace

void TestPreferences::initTestCase()
{
    test::useTestSettings(u"tst_preferences"_s);
}

void TestPreferences::init()
{
    QSettings().clear();
}

void TestPreferences::defaultsHaveNoReviewerName()
{
    // Neither "reviewer" nor the login name: a decision names a person who said so.
    qputenv("USER", "loginname");
    const Preferences p = Preferences::load();
    QVERIFY(p.reviewer.isEmpty());
    QVERIFY(DecisionBar::reviewer().isEmpty());
    QVERIFY(p.language.isEmpty());
    QCOMPARE(p.preprocessing, text::PreprocessOptions());
    QCOMPARE(p.foldLines, 20);
    QCOMPARE(p.textPointSize, 0);
    QVERIFY(!Preferences::welcomed());
}

void TestPreferences::dialogNeedsAName()
{
    PreferencesDialog dialog(Preferences::load());
    dialog.show();
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    auto *name = dialog.findChild<QLineEdit *>(u"reviewerName"_s);
    QTest::keyClicks(name, u"   "_s);
    QVERIFY(!ok->isEnabled());
    QTest::keyClicks(name, u"Ada Lovelace"_s);
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.preferences().reviewer, u"Ada Lovelace"_s);
}

void TestPreferences::dialogOffersTheFourLanguages()
{
    Preferences stored;
    stored.reviewer = u"Ada"_s;
    stored.language = u"zh_CN"_s;
    PreferencesDialog dialog(stored);
    auto *language = dialog.findChild<QComboBox *>(u"language"_s);
    QCOMPARE(language->count(), 4);
    QCOMPARE(language->itemText(1), u"English"_s);
    QCOMPARE(language->itemText(2), u"Deutsch"_s);
    QCOMPARE(language->itemText(3), u"简体中文"_s);
    QCOMPARE(language->currentText(), u"简体中文"_s);
    language->setCurrentIndex(2);
    QCOMPARE(dialog.preferences().language, u"de"_s);
    QCOMPARE(Preferences::interfaceLocale(u"de"_s).language(), QLocale::German);
    QCOMPARE(Preferences::interfaceLocale(u"zh_CN"_s).territory(), QLocale::China);
}

void TestPreferences::appliedToTheOpenWindow()
{
    QTemporaryDir dir;
    MainWindow window;
    const QString failure = openAndShow(window, dir, u"prefs.ndw"_s);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));

    window.showPreferences();
    PreferencesDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<PreferencesDialog *>()) && dialog->isVisible());
    QTest::keyClicks(dialog->findChild<QLineEdit *>(u"reviewerName"_s), u"Grace"_s);
    dialog->findChild<QComboBox *>(u"language"_s)->setCurrentIndex(2);
    auto *stem = dialog->findChild<QCheckBox *>(u"stemDefault"_s);
    QVERIFY(stem->isChecked());
    stem->click();
    QVERIFY(!stem->isChecked());
    auto *fold = dialog->findChild<QSpinBox *>(u"foldLinesDefault"_s);
    fold->selectAll();
    QTest::keyClicks(fold, u"35"_s);
    auto *size = dialog->findChild<QSpinBox *>(u"textPointSize"_s);
    size->selectAll();
    QTest::keyClicks(size, u"17"_s);
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);

    // Stored ...
    const Preferences stored = Preferences::load();
    QCOMPARE(stored.reviewer, u"Grace"_s);
    QCOMPARE(stored.language, u"de"_s);
    QVERIFY(!stored.preprocessing.stem);
    QVERIFY(stored.preprocessing.normalize);
    QCOMPARE(stored.foldLines, 35);
    QCOMPARE(stored.textPointSize, 17);
    // ... and in use without a restart.
    QVERIFY(!window.runPanel()->preprocessing().stem);
    PairView *pairView = window.resultsPanel()->pairView();
    QCOMPARE(pairView->foldLines(), 35);
    const QList<TextPane *> panes = pairView->findChildren<TextPane *>();
    QCOMPARE(panes.size(), 2);
    for (const TextPane *pane : panes)
        QCOMPARE(pane->font().pointSize(), 17);
    auto *reviewerButton = window.findChild<QToolButton *>(u"reviewerButton"_s);
    QVERIFY2(reviewerButton->text().contains(u"Grace"_s), qPrintable(reviewerButton->text()));

    // A new run panel starts from the stored preprocessing.
    RunPanel fresh(detect::Registry::instance().all());
    QVERIFY(!fresh.preprocessing().stem);
    QVERIFY(fresh.preprocessing().removeStopwords);
}

void TestPreferences::welcomeAsksTheNameBeforeAnything()
{
    WelcomeDialog dialog(QString(), {});
    dialog.show();
    auto *folder = dialog.findChild<QCommandLinkButton *>(u"welcomeImportFolder"_s);
    auto *archive = dialog.findChild<QCommandLinkButton *>(u"welcomeImportArchive"_s);
    auto *sample = dialog.findChild<QCommandLinkButton *>(u"welcomeSample"_s);
    auto *carryOn = dialog.findChild<QPushButton *>(u"welcomeContinue"_s);
    for (QPushButton *button : {static_cast<QPushButton *>(folder), static_cast<QPushButton *>(archive),
                                static_cast<QPushButton *>(sample), carryOn})
        QVERIFY(!button->isEnabled());
    QTest::keyClicks(dialog.findChild<QLineEdit *>(u"welcomeReviewer"_s), u" Li Wei "_s);
    for (QPushButton *button : {static_cast<QPushButton *>(folder), static_cast<QPushButton *>(archive),
                                static_cast<QPushButton *>(sample), carryOn})
        QVERIFY(button->isEnabled());
    QTest::mouseClick(archive, Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.choice(), WelcomeDialog::Choice::ImportArchive);
    QCOMPARE(dialog.reviewer(), u"Li Wei"_s);
}

void TestPreferences::welcomeListsRecentWorkspaces()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString present = dir.filePath(u"a-rather-long-name-for-the-thesis-workspace-2026.ndw"_s);
    nd::test::writeFile(dir, u"a-rather-long-name-for-the-thesis-workspace-2026.ndw"_s, "x");
    const QString missing = dir.filePath(u"gone.ndw"_s);
    WelcomeDialog dialog(u"Ada"_s, {present, missing});
    auto *list = dialog.findChild<QListWidget *>(u"welcomeRecent"_s);
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->textElideMode(), Qt::ElideRight);
    QCOMPARE(list->item(0)->text(), u"a-rather-long-name-for-the-thesis-workspace-2026.ndw"_s);
    QCOMPARE(list->item(0)->toolTip(), QDir::toNativeSeparators(present));
    QVERIFY(!(list->item(1)->flags() & Qt::ItemIsEnabled));
    auto *open = dialog.findChild<QPushButton *>(u"welcomeOpenRecent"_s);
    QVERIFY(!open->isEnabled());
    list->setCurrentRow(1);
    QVERIFY(!open->isEnabled());
    list->setCurrentRow(0);
    QVERIFY(open->isEnabled());
    dialog.show();
    QTest::mouseClick(open, Qt::LeftButton);
    QCOMPARE(dialog.choice(), WelcomeDialog::Choice::OpenRecent);
    QCOMPARE(dialog.recentWorkspace(), present);
}

void TestPreferences::welcomeFromTheWindowStoresTheName()
{
    QTemporaryDir dir;
    MainWindow window;
    const QString failure = openAndShow(window, dir, u"welcome.ndw"_s);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    auto *reviewerButton = window.findChild<QToolButton *>(u"reviewerButton"_s);
    QVERIFY(!reviewerButton->text().contains(u"reviewer"_s, Qt::CaseSensitive));

    window.showWelcome();
    WelcomeDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<WelcomeDialog *>()) && dialog->isVisible());
    QTest::keyClicks(dialog->findChild<QLineEdit *>(u"welcomeReviewer"_s), u"Hedwig"_s);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"welcomeContinue"_s), Qt::LeftButton);
    QCOMPARE(Preferences::storedReviewer(), u"Hedwig"_s);
    QVERIFY(Preferences::welcomed());
    QVERIFY2(reviewerButton->text().contains(u"Hedwig"_s), qPrintable(reviewerButton->text()));
}

void TestPreferences::dialogsFitTheirText()
{
    // On the smallest screen the issue names (1366 x 768), at each dialog's own size.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Preferences stored;
    stored.reviewer = u"Ada"_s;
    PreferencesDialog preferences(stored);
    WelcomeDialog welcome(u"Ada"_s, {dir.filePath(u"thesis-2026.ndw"_s)});
    for (QDialog *dialog : {static_cast<QDialog *>(&preferences), static_cast<QDialog *>(&welcome)}) {
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY2(dialog->width() <= 1366 && dialog->height() <= 768, qPrintable(dialog->objectName()));
        const QStringList cut = clipped(dialog);
        QVERIFY2(cut.isEmpty(), qPrintable(dialog->objectName() + u": "_s + cut.join(u" | "_s)));
    }
}

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
