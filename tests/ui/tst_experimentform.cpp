// The experiment form describes the sweep the widgets show: methods, grid,
// fixed parameters of a preset, ground truth and protocol.
#include "store/collectionstore.h"
#include "store/reviewstore.h"
#include "store/workspace.h"
#include "ui/experimentform.h"
#include "testsupport.h"

#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <stdexcept>

using namespace Qt::StringLiterals;
using namespace nd;

class TestExperimentForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void specFollowsTheWidgets();
    void studyPresetIsAnnounced();
    void reviewersAreTruthChoices();
};

void TestExperimentForm::specFollowsTheWidgets()
{
    ui::ExperimentForm form;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, form.spec()); // no method checked
    auto *methods = form.findChild<QListWidget *>(u"methodList"_s);
    for (int i = 0; i < methods->count(); ++i)
        if (methods->item(i)->data(Qt::UserRole).toString() == u"shingling"_s)
            methods->item(i)->setCheckState(Qt::Checked);
    QTest::mouseClick(form.findChild<QPushButton *>(u"addAxisButton"_s), Qt::LeftButton);
    auto *grid = form.findChild<QTableWidget *>(u"gridTable"_s);
    auto *parameter = qobject_cast<QComboBox *>(grid->cellWidget(0, 0));
    QVERIFY(parameter->findData(u"shingle_size"_s) >= 0); // the checked method's parameters
    parameter->setCurrentIndex(parameter->findData(u"shingle_size"_s));
    grid->item(0, 1)->setText(u"2..4"_s);
    auto *protocol = form.findChild<QComboBox *>(u"protocolCombo"_s);
    protocol->setCurrentIndex(protocol->findData(u"cluster-macro"_s));

    const experiments::SweepSpec spec = form.spec();
    QCOMPARE(spec.methods, QStringList{u"shingling"_s});
    QCOMPARE(spec.axes.size(), 1);
    QCOMPARE(spec.axes.first().parameter, u"shingle_size"_s);
    QCOMPARE(spec.axes.first().values, (QVariantList{2, 3, 4}));
    QCOMPARE(form.protocol().kindName(), u"cluster-macro"_s);
    QVERIFY(form.truthSource() == pipeline::TruthSource{});
    QCOMPARE(form.metric(), experiments::Metric::F1);

    grid->item(0, 1)->setText(u"4..2"_s); // not a range
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, form.spec());
}

void TestExperimentForm::studyPresetIsAnnounced()
{
    ui::ExperimentForm form;
    QSignalSpy message(&form, &ui::ExperimentForm::message);
    auto *presets = form.findChild<QComboBox *>(u"presetCombo"_s);
    const int tables = presets->findData(u"chhajed2017-tables1-2"_s);
    QVERIFY2(tables > 0, "paper 001's Tables I-II study is offered");
    presets->setCurrentIndex(tables);
    Q_EMIT presets->activated(tables);
    QCOMPARE(form.presetId(), u"chhajed2017-tables1-2"_s);
    QCOMPARE(message.count(), 1);
    QVERIFY(message.first().at(0).toString().contains(u"press Run"_s));
    // A study fills in no grid.
    QCOMPARE(form.findChild<QTableWidget *>(u"gridTable"_s)->rowCount(), 0);
}

void TestExperimentForm::reviewersAreTruthChoices()
{
    QTemporaryDir dir;
    store::Workspace workspace(dir.filePath(u"form.ndwb"_s));
    store::CollectionStore collections(workspace);
    const qint64 collection = collections.createCollection(u"c"_s, dir.path());
    const qint64 a = collections.addDocument(collection, test::textDocument(u"a.txt"_s, u"one two three"_s));
    const qint64 b = collections.addDocument(collection, test::textDocument(u"b.txt"_s, u"one two four"_s));
    store::ReviewStore(workspace).decide(collection, {store::orderedPair(a, b)}, store::Decision::Plagiarism, {},
                                         u"alice"_s);
    ui::ExperimentForm form;
    auto *truth = form.findChild<QComboBox *>(u"truthCombo"_s);
    QCOMPARE(truth->count(), 2); // stored truth, anyone's decisions
    form.setCollection(&workspace, collection);
    QCOMPARE(truth->count(), 3);
    QCOMPARE(truth->itemData(2).toString(), u"reviews:alice"_s);
    truth->setCurrentIndex(2);
    QVERIFY(form.truthSource().reviews);
    QCOMPARE(form.truthSource().reviewer, u"alice"_s);
    form.setCollection(nullptr, 0);
    QCOMPARE(truth->count(), 2);
}

QTEST_MAIN(TestExperimentForm)
#include "tst_experimentform.moc"
