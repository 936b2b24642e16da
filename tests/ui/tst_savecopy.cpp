// Workspace ▸ Save a Copy… through the real menu action and file dialog,
// offscreen: the copy is written where the dialog says and opens with the
// same collections and documents.
#include "store/collectionstore.h"
#include "store/workspace.h"
#include "testsupport.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QLineEdit>
#include <QPointer>

using namespace nd;
using namespace nd::ui;

namespace {

// Each collection as name and its documents' (path, text), in order.
using Contents = QList<QPair<QString, QList<QPair<QString, QString>>>>;

Contents contentsOf(const QString &path)
{
    store::Workspace workspace(path);
    const store::CollectionStore collections(workspace);
    Contents contents;
    for (const store::CollectionInfo &collection : collections.collections()) {
        QList<QPair<QString, QString>> documents;
        const auto texts = collections.documentTexts(collection.id);
        const auto summaries = collections.documents(collection.id);
        for (qsizetype i = 0; i < summaries.size(); ++i)
            documents.append({summaries.at(i).path, i < texts.size() ? texts.at(i).second : QString()});
        contents.append({collection.name, documents});
    }
    return contents;
}

} // namespace

class TestSaveCopy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        nd::test::useTestSettings(QStringLiteral("tst_savecopy"));
        // Qt's own dialog on every machine, whatever platform theme is installed.
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    }

    void savesACopyThatOpensWithTheSameRows()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString original = dir.filePath(QStringLiteral("original.ndw"));
        {
            store::Workspace workspace(original);
            store::CollectionStore collections(workspace);
            const qint64 letters = collections.createCollection(QStringLiteral("Letters"), QString());
            collections.addDocuments(
                letters,
                {{QStringLiteral("a.txt"), QStringLiteral("A"), QStringLiteral("Dear Anna, the parcel arrived.")},
                 {QStringLiteral("b.txt"), QStringLiteral("B"), QStringLiteral("Dear Ben, the parcel is late.")}});
            const qint64 notes = collections.createCollection(QStringLiteral("Notes"), QString());
            collections.addDocument(
                notes, {QStringLiteral("n.txt"), QStringLiteral("N"), QStringLiteral("Buy stamps before Friday.")});
        }
        const Contents expected = contentsOf(original);
        QCOMPARE(expected.size(), 2);
        QCOMPARE(expected.at(0).second.size(), 2);

        MainWindow window;
        QString error;
        QVERIFY2(window.openWorkspace(original, &error), qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // The action opens a window-modal file dialog and returns; answer it as a
        // user does, by typing the path into the file name field and pressing Save.
        auto *action = window.findChild<QAction *>(QStringLiteral("saveCopyAction"));
        QVERIFY(action);
        QVERIFY(action->isEnabled());
        action->trigger();
        auto *dialog = window.findChild<QFileDialog *>(QStringLiteral("saveCopyDialog"));
        QVERIFY2(dialog, "the file dialog did not open");
        QTRY_VERIFY(dialog->isVisible());
        QVERIFY(dialog->isModal());
        auto *fileName = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        QVERIFY(fileName);
        const QString copy = dir.filePath(QStringLiteral("copy.ndw"));
        fileName->setText(copy);
        QPointer<QFileDialog> guard(dialog);
        static_cast<QDialog *>(dialog)->accept(); // the Save button's slot (protected in QFileDialog)
        QTRY_VERIFY2(!guard, "the file dialog did not close with the copy's path");

        QVERIFY(QFile::exists(copy));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("copy.ndw")),
                 qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(contentsOf(copy), expected);
    }
};

QTEST_MAIN(TestSaveCopy)
#include "tst_savecopy.moc"
