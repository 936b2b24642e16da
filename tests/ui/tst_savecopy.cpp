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
#include <QTimer>

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

        // The action opens a modal file dialog: answer it from the event loop it runs,
        // as a user does, by typing the path into the file name field and pressing
        // Save. (QFileDialog::selectFile leaves that field alone once it has focus,
        // which it gains at a moment that varies from run to run.) The answer is
        // repeated until the dialog closes; after 10 s the dialog is rejected so that
        // one that never takes the answer fails the test instead of hanging it.
        const QString copy = dir.filePath(QStringLiteral("copy.ndw"));
        int attempts = 0;
        bool rejected = false;
        QTimer answer;
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, this, [&] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog || !dialog->isVisible())
                return;
            if (++attempts > 500) {
                rejected = true;
                dialog->reject();
                return;
            }
            auto *fileName = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            QVERIFY(fileName);
            fileName->setText(copy);
            static_cast<QDialog *>(dialog)->accept(); // the Save button's slot (protected in QFileDialog)
        });
        answer.start();
        auto *action = window.findChild<QAction *>(QStringLiteral("saveCopyAction"));
        QVERIFY(action);
        QVERIFY(action->isEnabled());
        action->trigger();
        answer.stop();
        QVERIFY2(attempts > 0, "the file dialog never opened");
        QVERIFY2(!rejected, "the file dialog did not take the copy's path in 10 s");

        QVERIFY(QFile::exists(copy));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("copy.ndw")),
                 qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(contentsOf(copy), expected);
    }
};

QTEST_MAIN(TestSaveCopy)
#include "tst_savecopy.moc"
