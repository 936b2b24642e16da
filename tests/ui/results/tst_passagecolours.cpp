// The pair view's highlight colours stay readable in light and dark themes:
// text on a passage, a marker's number on the marker, and a changed word on its
// passage reach WCAG AA (4.5:1); excluded text, greyed on purpose, 3:1.
#include "ui/results/passagerenderer.h"

#include "contrast.h"

#include <QTest>

using namespace nd::ui;

using nd::test::contrast;

class TestPassageColours : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contrastByHand();
    void readable_data();
    void readable();
};

void TestPassageColours::contrastByHand()
{
    // White on black: (1 + 0.05) / (0 + 0.05) = 21.
    QCOMPARE(contrast(Qt::white, Qt::black), 21.0);
    // #777777: channel 0x77/255 = 0.4667 -> ((0.4667 + 0.055) / 1.055)^2.4 = 0.1845;
    // (1.05) / (0.1845 + 0.05) = 4.48, the classic grey that just fails AA on white.
    QVERIFY(qAbs(contrast(QColor(0x77, 0x77, 0x77), Qt::white) - 4.48) < 0.01);
}

void TestPassageColours::readable_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addColumn<QColor>("text"); // the theme's text and base colours
    QTest::addColumn<QColor>("base");
    // Fusion's light palette; Breeze Dark's text and view background.
    QTest::newRow("light") << false << QColor(Qt::black) << QColor(Qt::white);
    QTest::newRow("dark") << true << QColor(0xFC, 0xFC, 0xFC) << QColor(0x1B, 0x1E, 0x20);
}

void TestPassageColours::readable()
{
    QFETCH(bool, dark);
    QFETCH(QColor, text);
    QFETCH(QColor, base);
    const PassageRenderer renderer(dark);
    for (int number : {1, 2}) {
        const QColor passage = renderer.passageColour(number);
        QVERIFY2(contrast(text, passage) >= 4.5, qPrintable(passage.name()));
        QVERIFY2(contrast(renderer.markerTextColour(), renderer.markerColour(number)) >= 4.5,
                 qPrintable(renderer.markerColour(number).name()));
        QVERIFY2(contrast(renderer.changedColour(), passage) >= 4.5, qPrintable(passage.name()));
        // A passage stands out from the page around it (a pale fill, as a highlighter's).
        QVERIFY2(contrast(passage, base) >= 1.2, qPrintable(passage.name()));
    }
    QVERIFY(contrast(renderer.excludedColour(), base) >= 3.0);
}

QTEST_MAIN(TestPassageColours)
#include "tst_passagecolours.moc"
