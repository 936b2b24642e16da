#include "cli/cli.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

int main(int argc, char *argv[])
{
    // Only export-chart and report (its PDF) draw; every other command stays a
    // plain console program that needs no display. Drawing works without one on
    // the offscreen platform.
    const bool draws = argc > 1 && (qstrcmp(argv[1], "export-chart") == 0 || qstrcmp(argv[1], "report") == 0
                                     || qstrcmp(argv[1], "sweep") == 0 || qstrcmp(argv[1], "preset") == 0
                                     || qstrcmp(argv[1], "plan") == 0);
    if (draws && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app;
    if (draws)
        app = std::make_unique<QApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("NearDup"));
    QCoreApplication::setApplicationName(QStringLiteral("NearDup Workbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NEARDUP_VERSION));
    return nd::cli::runCli(QCoreApplication::arguments().mid(1));
}
