// The GUI executable: application identity, translation, the workspace to
// open, and the first-start sample. Everything else lives in ui/ and core/.
#include "store/workspace.h"
#include "ui/mainwindow.h"
#include "ui/preferences.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTranslator>

namespace {

void installTranslations(QApplication &app)
{
    // The language chosen in Preferences, else the system's. Missing .qm files
    // are fine: the English source strings are shown.
    const QLocale locale = nd::ui::Preferences::interfaceLocale(nd::ui::Preferences::load().language);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("neardup"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(own);
}

// Asks what to do about a workspace that cannot be opened; returns the next
// path to try, or an empty string to quit.
QString askForAnotherWorkspace(const QString &path, const QString &error)
{
    QMessageBox box(
        QMessageBox::Warning, QApplication::translate("main", "Cannot open workspace"),
        QApplication::translate("main", "The workspace %1 cannot be opened.").arg(QDir::toNativeSeparators(path)));
    box.setInformativeText(error);
    QPushButton *other = box.addButton(QApplication::translate("main", "Open Another…"), QMessageBox::AcceptRole);
    QPushButton *fallback = nullptr;
    const QString defaultPath = nd::store::Workspace::defaultPath();
    if (QFileInfo(path).absoluteFilePath() != QFileInfo(defaultPath).absoluteFilePath())
        fallback = box.addButton(QApplication::translate("main", "Use Default Workspace"), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Close);
    box.setDefaultButton(other);
    box.exec();
    if (box.clickedButton() == other)
        return QFileDialog::getSaveFileName(
            nullptr, QApplication::translate("main", "Open or Create Workspace"), QFileInfo(path).absolutePath(),
            QApplication::translate("main", "NearDup workspaces (*.ndw);;All files (*)"), nullptr,
            QFileDialog::DontConfirmOverwrite);
    if (fallback && box.clickedButton() == fallback)
        return defaultPath;
    return {};
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("NearDup"));
    QApplication::setApplicationName(QStringLiteral("NearDup Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(NEARDUP_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.neardup.Workbench"));
    installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Find, compare and review near-duplicate and plagiarised documents."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption workspaceOption(
        QStringLiteral("workspace"), QApplication::translate("main", "Open the workspace FILE (created when missing)."),
        QApplication::translate("main", "FILE"));
    parser.addOption(workspaceOption);
    parser.process(app);

    QString path = parser.value(workspaceOption);
    if (path.isEmpty())
        path = nd::ui::MainWindow::lastWorkspace();
    if (path.isEmpty())
        path = nd::store::Workspace::defaultPath();

    nd::ui::MainWindow window;
    for (;;) {
        QString error;
        if (window.openWorkspace(path, &error))
            break;
        path = askForAnotherWorkspace(path, error);
        if (path.isEmpty())
            return 1;
    }
    window.show();

    if (QFileInfo(path).absoluteFilePath() == QFileInfo(nd::store::Workspace::defaultPath()).absoluteFilePath())
        window.loadSampleCollection(); // does nothing once the workspace has a collection
    if (!nd::ui::Preferences::welcomed())
        window.showWelcome();
    return app.exec();
}
