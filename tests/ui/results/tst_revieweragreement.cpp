#include "ui/results/decisionbar.h"
#include "ui/results/revieweragreement.h"

#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;
using nd::ui::ReviewerAgreement;

class TestReviewerAgreement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reportShowsKappaAndTable();
};

void TestReviewerAgreement::reportShowsKappaAndTable()
{
    // Four pairs both decided: they agree on 3 (plagiarism twice, not a duplicate
    // once) and differ on one (A plagiarism, B near-duplicate).
    // po = 3/4; A: P 3/4, N 1/4; B: P 2/4, D 1/4, N 1/4;
    // pe = 3/4*2/4 + 0*1/4 + 1/4*1/4 = 6/16 + 1/16 = 7/16;
    // kappa = (12/16 - 7/16) / (9/16) = 5/9 = 0.556.
    nd::review::Agreement agreement;
    agreement.pairs = 4;
    agreement.agreed = 3;
    agreement.observed = 0.75;
    agreement.expected = 7.0 / 16.0;
    agreement.kappa = 5.0 / 9.0;
    agreement.table[0][0] = 2;
    agreement.table[0][1] = 1;
    agreement.table[2][2] = 1;
    QLocale::setDefault(QLocale::c());
    const QString html = ReviewerAgreement::report(u"ann <a>"_s, u"bob"_s, agreement);
    QVERIFY(html.contains(u"<b>0.556</b> over 4 pair(s)"_s));
    QVERIFY(html.contains(u"observed agreement 0.750, expected by chance 0.438"_s));
    QVERIFY(html.contains(u"ann &lt;a&gt;"_s)); // names are escaped
    QVERIFY(!html.contains(u"<a>"_s));
    // The row of plagiarism by the first reviewer: 2 plagiarism, 1 near-duplicate by the second.
    const QString plagiarism = nd::ui::DecisionBar::decisionLabel(nd::store::Decision::Plagiarism).toHtmlEscaped();
    QVERIFY(html.contains(u"<tr><th>%1</th><td align=right>2</td><td align=right>1</td><td align=right>0</td>"
                          "<td align=right>0</td></tr>"_s.arg(plagiarism)));
    QCOMPARE(html.count(u"<tr>"_s), 5); // the header and four categories
}

QTEST_MAIN(TestReviewerAgreement)
#include "tst_revieweragreement.moc"
