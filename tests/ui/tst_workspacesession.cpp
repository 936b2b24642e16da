// The open workspace: opening one tells the panels to let go of the old one
// first, remembers it among the recent ones (newest first, at most kMaxRecent),
// and a file that cannot be opened keeps the current one.
#include "store/workspace.h"
#include "testsupport.h"
#include "ui/jobrunner.h"
#include "ui/workspacesession.h"

#include <QCoreApplication>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nd;

class TestWorkspaceSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void openingSwitchesAndRemembers();
    void unreadableFileKeepsTheCurrentOne();
    void recentListIsBoundedAndMenuNumbered();
};

void TestWorkspaceSession::initTestCase()
{
    test::useTestSettings(u"tst_workspacesession"_s);
}

void TestWorkspaceSession::init()
{
    QSettings().clear();
}

void TestWorkspaceSession::openingSwitchesAndRemembers()
{
    QTemporaryDir dir;
    ui::JobRunner runner;
    ui::WorkspaceSession session(&runner, nullptr);
    QSignalSpy closing(&session, &ui::WorkspaceSession::aboutToClose);
    QSignalSpy opened(&session, &ui::WorkspaceSession::opened);
    QVERIFY(!session.workspace());
    QString error;
    const QString first = dir.filePath(u"sub/first.ndw"_s); // the folder is made
    QVERIFY(session.open(first, &error));
    QVERIFY(session.workspace());
    QCOMPARE(session.workspace()->path(), first);
    QCOMPARE(opened.count(), 1);
    QCOMPARE(opened.first().at(0).toString(), first);
    QCOMPARE(closing.count(), 1);
    // The same file again: nothing closes.
    QVERIFY(session.open(first, &error));
    QCOMPARE(closing.count(), 1);
    const QString second = dir.filePath(u"second.ndw"_s);
    QVERIFY(session.open(second, &error));
    QCOMPARE(closing.count(), 2);
    QCOMPARE(ui::WorkspaceSession::last(), second);
    QCOMPARE(ui::WorkspaceSession::recent(), (QStringList{second, first}));
}

void TestWorkspaceSession::unreadableFileKeepsTheCurrentOne()
{
    QTemporaryDir dir;
    ui::JobRunner runner;
    ui::WorkspaceSession session(&runner, nullptr);
    QString error;
    const QString good = dir.filePath(u"good.ndw"_s);
    QVERIFY(session.open(good, &error));
    const QString bad = dir.filePath(u"bad.ndw"_s);
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(4096, 'x')); // not an SQLite file
    file.close();
    QSignalSpy closing(&session, &ui::WorkspaceSession::aboutToClose);
    QSignalSpy failed(&session, &ui::WorkspaceSession::failed);
    QVERIFY(!session.open(bad, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(closing.count(), 0);
    QCOMPARE(session.workspace()->path(), good);
    QCOMPARE(ui::WorkspaceSession::recent(), QStringList{good});
    session.openOrReport(bad);
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.first().at(1).toString(), error);
}

void TestWorkspaceSession::recentListIsBoundedAndMenuNumbered()
{
    QTemporaryDir dir;
    ui::JobRunner runner;
    ui::WorkspaceSession session(&runner, nullptr);
    QMenu menu;
    session.fillRecentMenu(&menu);
    QCOMPARE(menu.actions().size(), 1);
    QVERIFY(!menu.actions().first()->isEnabled()); // "No recent workspaces"
    QString error;
    for (int i = 0; i < ui::WorkspaceSession::kMaxRecent + 2; ++i)
        QVERIFY(session.open(dir.filePath(u"w%1.ndw"_s.arg(i)), &error));
    const QStringList recent = ui::WorkspaceSession::recent();
    QCOMPARE(recent.size(), ui::WorkspaceSession::kMaxRecent);
    QCOMPARE(recent.first(), dir.filePath(u"w%1.ndw"_s.arg(ui::WorkspaceSession::kMaxRecent + 1)));
    QVERIFY(QFile::remove(recent.at(1)));
    session.fillRecentMenu(&menu);
    QCOMPARE(menu.actions().size(), ui::WorkspaceSession::kMaxRecent);
    QVERIFY(menu.actions().at(0)->text().startsWith(u"&1 "_s));
    QVERIFY(menu.actions().at(0)->isEnabled());
    QVERIFY(!menu.actions().at(1)->isEnabled()); // the file is gone
    // Choosing an entry opens it.
    QSignalSpy opened(&session, &ui::WorkspaceSession::opened);
    menu.actions().at(2)->trigger();
    QCOMPARE(opened.count(), 1);
    QCOMPARE(session.workspace()->path(), recent.at(2));
}

QTEST_MAIN(TestWorkspaceSession)
#include "tst_workspacesession.moc"
