#include "fourdocs.h"
#include "ui/results/pairlistpanel.h"
#include "ui/results/pairtablemodel.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using nd::store::DocumentPair;
using nd::ui::PairListPanel;

namespace {

nd::store::ReviewDecision decided(nd::store::Decision decision)
{
    nd::store::ReviewDecision d;
    d.decision = decision;
    return d;
}

} // namespace

class TestPairListPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsDownToTheThreshold();
    void nextUndecidedSkipsDecidedAndShown();
    void activationAndSelectionNamePairs();
    void scoreFieldsFilter();
};

void TestPairListPanel::listsDownToTheThreshold()
{
    PairListPanel panel;
    QVERIFY(!panel.selectFirst());
    // fourdocs: 0.9 (1,2), 0.7 (1,3), 0.5 (3,4), 0.3 (2,4), 0.3 (2,3).
    panel.setEvaluation(std::make_shared<nd::eval::Evaluation>(fourDocSimilarity()), fourDocNames(), 0.5);
    QCOMPARE(panel.filter()->rowCount(), 3);
    panel.setThreshold(0.9);
    QCOMPARE(panel.filter()->rowCount(), 1);
    const std::optional<DocumentPair> first = panel.selectFirst();
    QVERIFY(first);
    QCOMPARE(*first, DocumentPair(1, 2));
    QCOMPARE(panel.table()->currentIndex().row(), 0);
}

void TestPairListPanel::nextUndecidedSkipsDecidedAndShown()
{
    PairListPanel panel;
    panel.setEvaluation(std::make_shared<nd::eval::Evaluation>(fourDocSimilarity()), fourDocNames(), 0.5);
    // Rows: (1,2), (1,3), (3,4). (1,3) is decided, (1,2) is the one shown.
    panel.model()->setDecisions({{DocumentPair(1, 3), decided(nd::store::Decision::NotDuplicate)}});
    panel.selectFirst();
    std::optional<DocumentPair> next = panel.selectNextUndecided(DocumentPair(1, 2));
    QVERIFY(next);
    QCOMPARE(*next, DocumentPair(3, 4));
    QCOMPARE(panel.table()->currentIndex().row(), 2);
    // From the last row it wraps to the first undecided one that is not shown.
    next = panel.selectNextUndecided(DocumentPair(3, 4));
    QVERIFY(next);
    QCOMPARE(*next, DocumentPair(1, 2));
    // All decided: none.
    panel.model()->setDecisions({{DocumentPair(1, 2), decided(nd::store::Decision::Plagiarism)},
                                 {DocumentPair(1, 3), decided(nd::store::Decision::NotDuplicate)},
                                 {DocumentPair(3, 4), decided(nd::store::Decision::NearDuplicate)}});
    QVERIFY(!panel.selectNextUndecided(DocumentPair(0, 0)));
}

void TestPairListPanel::activationAndSelectionNamePairs()
{
    PairListPanel panel;
    panel.setEvaluation(std::make_shared<nd::eval::Evaluation>(fourDocSimilarity()), fourDocNames(), 0.5);
    panel.resize(600, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy activated(&panel, &PairListPanel::pairActivated);
    QSignalSpy selected(&panel, &PairListPanel::pairsSelected);
    QTableView *table = panel.table();
    table->selectRow(1);
    QVERIFY(selected.count() >= 1);
    const auto pairs = selected.last().at(0).value<QList<DocumentPair>>();
    QCOMPARE(pairs.size(), 1);
    QCOMPARE(pairs.first(), DocumentPair(1, 3));
    Q_EMIT table->activated(panel.filter()->index(2, 0));
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(0).toLongLong(), 3);
    QCOMPARE(activated.first().at(1).toLongLong(), 4);
}

void TestPairListPanel::scoreFieldsFilter()
{
    PairListPanel panel;
    panel.setEvaluation(std::make_shared<nd::eval::Evaluation>(fourDocSimilarity()), fourDocNames(), 0.0);
    QCOMPARE(panel.filter()->rowCount(), 5);
    auto *minimum = panel.findChild<QLineEdit *>(u"pairMinScore"_s);
    QVERIFY(minimum);
    QTest::keyClicks(minimum, QLocale().toString(0.6));
    QCOMPARE(panel.filter()->rowCount(), 2); // 0.9 and 0.7
    auto *name = panel.findChild<QLineEdit *>(u"pairNameFilter"_s);
    QTest::keyClicks(name, u"gamma"_s);
    QCOMPARE(panel.filter()->rowCount(), 1); // (1,3) 0.7
}

QTEST_MAIN(TestPairListPanel)
#include "tst_pairlistpanel.moc"
