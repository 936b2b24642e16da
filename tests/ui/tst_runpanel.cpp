#include "ui/runpanel.h"

#include "detect/vsm/learneddetector.h"
#include "learn/modellibrary.h"
#include "store/workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace nd;
using namespace nd::ui;

namespace {

// A detector with one parameter of every type, so the form can be checked
// against known descriptors without depending on the real methods' choices.
const detect::MethodInfo kFakeInfo{"fake", "Fake shingles", "Compares fake shingles (Nobody 2024).",
                                   ScoreKind::Similarity, "tests/ui"};
const detect::MethodInfo kOtherInfo{"other", "Other", "Compares fake shingles (Nobody 2024).", ScoreKind::Similarity,
                                    "tests/ui"};

class FakeDetector : public detect::Detector
{
public:
    explicit FakeDetector(const detect::MethodInfo &info = kFakeInfo)
        : Detector(info)
    { }
    QList<detect::ParamDescriptor> parameters() const override
    {
        using T = detect::ParamDescriptor::Type;
        return {
            {QStringLiteral("shingle_size"),
             QStringLiteral("Shingle size"),
             T::Int,
             4,
             1,
             20,
             {},
             QStringLiteral("Words per shingle."),
             QStringLiteral("001 (Broder)")},
            {QStringLiteral("sample"),
             QStringLiteral("Sample rate"),
             T::Double,
             0.125,
             0.0,
             1.0,
             {},
             QStringLiteral("Fraction kept."),
             QString()},
            {QStringLiteral("exact"),
             QStringLiteral("All pairs"),
             T::Bool,
             false,
             {},
             {},
             {},
             QStringLiteral("Compare every pair."),
             QString()},
            {QStringLiteral("hash"),
             QStringLiteral("Hash"),
             T::Choice,
             QStringLiteral("xxh64"),
             {},
             {},
             {QStringLiteral("md5"), QStringLiteral("xxh64")},
             QStringLiteral("Hash function."),
             QString()},
        };
    }
    detect::ThresholdRange thresholdRange(const detect::Params &) const override { return {}; }
    QString plan(const detect::Params &p) const override
    {
        return QStringLiteral("k=%1 hash=%2")
            .arg(p.value(QStringLiteral("shingle_size")).toInt())
            .arg(p.value(QStringLiteral("hash")).toString());
    }
    bool allPairs(const detect::Params &p) const override { return p.value(QStringLiteral("exact")).toBool(); }
    detect::DetectResult detect(const std::vector<detect::DetectDocument> &, const detect::Params &,
                                JobControl &) const override
    {
        return {};
    }
};

class OtherDetector : public FakeDetector
{
public:
    OtherDetector()
        : FakeDetector(kOtherInfo)
    { }
    QList<detect::ParamDescriptor> parameters() const override
    {
        return {{QStringLiteral("bits"),
                 QStringLiteral("Bits"),
                 detect::ParamDescriptor::Type::Int,
                 64,
                 8,
                 128,
                 {},
                 QStringLiteral("Fingerprint bits."),
                 QString()}};
    }
    QString plan(const detect::Params &) const override { return {}; }
};

} // namespace

class TestRunPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formFollowsDescriptors();
    void editingChangesParamsAndPlan();
    void allPairsWarningCountsPairs();
    void pairCountConfirmationAsksWithTheCount();
    void runNeedsCollection();
    void switchingMethodRebuildsForm();
    void preprocessingOptions();
    void learnedMethodChoosesStoredModel();

private:
    FakeDetector m_fake;
    OtherDetector m_other;
};

void TestRunPanel::formFollowsDescriptors()
{
    RunPanel panel({&m_fake, &m_other});
    QCOMPARE(panel.method(), QStringLiteral("fake"));
    auto *combo = panel.findChild<QComboBox *>(QStringLiteral("methodCombo"));
    QVERIFY(combo);
    QCOMPARE(combo->count(), 2);
    QCOMPARE(combo->itemText(0), QStringLiteral("Fake shingles"));
    QCOMPARE(combo->itemData(0, Qt::ToolTipRole).toString(), m_fake.description());

    auto *size = panel.findChild<QSpinBox *>(QStringLiteral("param_shingle_size"));
    QVERIFY(size);
    QCOMPARE(size->value(), 4);
    QCOMPARE(size->minimum(), 1);
    QCOMPARE(size->maximum(), 20);
    QVERIFY(size->toolTip().contains(QStringLiteral("Words per shingle.")));
    QVERIFY(size->toolTip().contains(QStringLiteral("001 (Broder)")));

    auto *sample = panel.findChild<QDoubleSpinBox *>(QStringLiteral("param_sample"));
    QVERIFY(sample);
    QCOMPARE(sample->value(), 0.125); // 3 decimals needed, so shown exactly
    QCOMPARE(sample->decimals(), 3);
    QCOMPARE(sample->maximum(), 1.0);

    auto *exact = panel.findChild<QCheckBox *>(QStringLiteral("param_exact"));
    QVERIFY(exact);
    QVERIFY(!exact->isChecked());
    auto *hash = panel.findChild<QComboBox *>(QStringLiteral("param_hash"));
    QVERIFY(hash);
    QCOMPARE(hash->count(), 2);
    QCOMPARE(hash->currentText(), QStringLiteral("xxh64"));

    const detect::Params params = panel.params();
    QCOMPARE(params.size(), 4);
    QCOMPARE(params.value(QStringLiteral("shingle_size")).toInt(), 4);
    QCOMPARE(params.value(QStringLiteral("sample")).toDouble(), 0.125);
    QCOMPARE(params.value(QStringLiteral("exact")).toBool(), false);
    QCOMPARE(params.value(QStringLiteral("hash")).toString(), QStringLiteral("xxh64"));
}

void TestRunPanel::editingChangesParamsAndPlan()
{
    RunPanel panel({&m_fake});
    auto *plan = panel.findChild<QLabel *>(QStringLiteral("planLabel"));
    QCOMPARE(plan->text(), QStringLiteral("k=4 hash=xxh64"));
    QSignalSpy changed(&panel, &RunPanel::paramsChanged);

    auto *size = panel.findChild<QSpinBox *>(QStringLiteral("param_shingle_size"));
    size->setFocus();
    QTest::keyClick(size, Qt::Key_Up); // 4 -> 5
    QCOMPARE(panel.params().value(QStringLiteral("shingle_size")).toInt(), 5);
    QCOMPARE(plan->text(), QStringLiteral("k=5 hash=xxh64"));
    QCOMPARE(changed.count(), 1);

    auto *hash = panel.findChild<QComboBox *>(QStringLiteral("param_hash"));
    hash->setCurrentIndex(0);
    QCOMPARE(panel.params().value(QStringLiteral("hash")).toString(), QStringLiteral("md5"));
    QCOMPARE(panel.planText(), QStringLiteral("k=5 hash=md5"));

    // The descriptor's range is enforced by the widget: 25 is clamped to 20.
    size->setValue(25);
    QCOMPARE(panel.params().value(QStringLiteral("shingle_size")).toInt(), 20);
}

void TestRunPanel::allPairsWarningCountsPairs()
{
    RunPanel panel({&m_fake});
    panel.show(); // a click needs laid-out, visible widgets
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setCollection(1, 10);
    QVERIFY(!panel.planText().contains(QStringLiteral("every pair")));
    QTest::mouseClick(panel.findChild<QCheckBox *>(QStringLiteral("param_exact")), Qt::LeftButton);
    // 10 documents: 10 * 9 / 2 = 45 pairs.
    QVERIFY2(panel.planText().contains(QStringLiteral("45 pairs for 10 documents")), qPrintable(panel.planText()));
}

void TestRunPanel::pairCountConfirmationAsksWithTheCount()
{
    RunPanel panel({&m_fake});
    // Answers the question box once it is open: Cancel, then Yes.
    for (const QMessageBox::StandardButton answer : {QMessageBox::Cancel, QMessageBox::Yes}) {
        QString shown;
        QTimer::singleShot(0, &panel, [&] {
            auto *box = panel.findChild<QMessageBox *>(QStringLiteral("pairCountConfirmation"));
            QVERIFY(box);
            shown = box->text();
            box->button(answer)->click();
        });
        const bool allowed = panel.confirmPairCount(7140, 6000, 2.5);
        QCOMPARE(allowed, answer == QMessageBox::Yes);
        const QLocale locale;
        QVERIFY2(shown.contains(locale.toString(7140)) && shown.contains(locale.toString(6000)), qPrintable(shown));
        QVERIFY2(shown.contains(locale.toString(2.5, 'f', 1) + QStringLiteral(" s")), qPrintable(shown));
        QVERIFY2(!shown.contains(QStringLiteral("at least")), qPrintable(shown));
    }
    // A count stopped past the bound is a lower bound, and says so.
    QString shown;
    QTimer::singleShot(0, &panel, [&] {
        auto *box = panel.findChild<QMessageBox *>(QStringLiteral("pairCountConfirmation"));
        QVERIFY(box);
        shown = box->text();
        box->button(QMessageBox::Cancel)->click();
    });
    QVERIFY(!panel.confirmPairCount(7140, 6000, 2.5, true));
    QVERIFY2(shown.contains(QStringLiteral("at least ") + QLocale().toString(7140)), qPrintable(shown));
}

void TestRunPanel::runNeedsCollection()
{
    RunPanel panel({&m_fake});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *run = panel.findChild<QPushButton *>(QStringLiteral("runButton"));
    QVERIFY(!run->isEnabled());
    panel.setCollection(3, 12);
    QVERIFY(run->isEnabled());
    QSignalSpy requested(&panel, &RunPanel::runRequested);
    QTest::mouseClick(run, Qt::LeftButton);
    QCOMPARE(requested.count(), 1);
    panel.setBusy(true);
    QVERIFY(!run->isEnabled());
    panel.setBusy(false);
    panel.setCollection(0, 0);
    QVERIFY(!run->isEnabled());
}

void TestRunPanel::switchingMethodRebuildsForm()
{
    RunPanel panel({&m_fake, &m_other});
    QVERIFY(panel.setMethod(QStringLiteral("other")));
    QVERIFY(!panel.setMethod(QStringLiteral("missing")));
    QCOMPARE(panel.method(), QStringLiteral("other"));
    QTRY_VERIFY(!panel.findChild<QSpinBox *>(QStringLiteral("param_shingle_size")));
    auto *bits = panel.findChild<QSpinBox *>(QStringLiteral("param_bits"));
    QVERIFY(bits);
    QCOMPARE(bits->value(), 64);
    QCOMPARE(panel.params(), (detect::Params{{QStringLiteral("bits"), 64}}));
    QVERIFY(panel.planText().isEmpty());
}

void TestRunPanel::preprocessingOptions()
{
    RunPanel panel({&m_fake});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    // The text options at their defaults; the main-content box says what the
    // method compares by default, explicitly.
    text::PreprocessOptions defaults;
    defaults.mainContentOnly = m_fake.comparesMainContentByDefault();
    QCOMPARE(panel.preprocessing(), defaults);
    QTest::mouseClick(panel.findChild<QCheckBox *>(QStringLiteral("stemCheck")), Qt::LeftButton);
    QCOMPARE(panel.preprocessing().stem, !defaults.stem);
    QCOMPARE(panel.preprocessing().normalize, defaults.normalize);
    QCOMPARE(panel.preprocessing().removeStopwords, defaults.removeStopwords);
}

// The learned method's model is picked among the workspace's stored models (the
// real detector and a real workspace, listed through learn::ModelLibrary).
void TestRunPanel::learnedMethodChoosesStoredModel()
{
    QTemporaryDir dir;
    store::Workspace workspace(dir.filePath(QStringLiteral("w.ndw")));
    auto store = [&](const QString &classifier, double threshold, double f1) {
        store::StoredModel model;
        model.classifier = classifier;
        model.keywordThreshold = threshold;
        model.metrics = QJsonObject{{QStringLiteral("f1"), f1}};
        model.bytes = QByteArray("model");
        return store::saveModel(workspace, model);
    };
    const qint64 svm = store(QStringLiteral("svm-linear"), 0.0, 0.984);
    const qint64 boost = store(QStringLiteral("gradient-boosting"), 0.05, 0.987);
    learn::ModelLibrary::instance().attach(&workspace);

    const detect::LearnedDetector learned;
    RunPanel panel({&m_fake, &learned});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setCollection(2, 100);
    QVERIFY(panel.setMethod(QStringLiteral("learned")));
    auto *models = panel.findChild<QComboBox *>(QStringLiteral("param_model"));
    QVERIFY(models);
    QVERIFY(!panel.findChild<QSpinBox *>(QStringLiteral("param_model"))); // a choice, not a number
    QCOMPARE(models->count(), 2);
    QCOMPARE(models->currentData().toLongLong(), boost); // the newest
    QVERIFY2(models->currentText().contains(QStringLiteral("gradient-boosting")), qPrintable(models->currentText()));
    QVERIFY2(models->currentText().contains(QStringLiteral("0.987")), qPrintable(models->currentText()));
    QCOMPARE(panel.params().value(QStringLiteral("model")).toLongLong(), boost);
    // The classifiers are listed with the one the paper has and no library offers.
    QVERIFY(models->toolTip().contains(QStringLiteral("linear-svc")));
    QVERIFY(models->toolTip().contains(QStringLiteral("Extra trees: no Debian library provides it")));

    QSignalSpy changed(&panel, &RunPanel::paramsChanged);
    models->setCurrentIndex(models->findData(svm));
    QCOMPARE(panel.params().value(QStringLiteral("model")).toLongLong(), svm);
    QVERIFY(changed.count() >= 1);
    auto *run = panel.findChild<QPushButton *>(QStringLiteral("runButton"));
    QVERIFY(run->isEnabled());

    // A model trained meanwhile appears on the next refresh; the choice stays.
    store(QStringLiteral("knn"), 0.1, 0.9);
    panel.setCollection(2, 100);
    QCOMPARE(models->count(), 3);
    QCOMPARE(panel.params().value(QStringLiteral("model")).toLongLong(), svm);

    // Without models there is nothing to run.
    learn::ModelLibrary::instance().attach(nullptr);
    panel.refreshModels();
    QCOMPARE(models->count(), 0);
    QVERIFY(!models->isEnabled());
    QVERIFY(!run->isEnabled());
}

QTEST_MAIN(TestRunPanel)
#include "tst_runpanel.moc"
