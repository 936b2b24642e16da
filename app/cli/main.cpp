#include "cli/cli.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

int main(int argc, char *argv[])
{
    // Only the commands that draw (charts, PDF) get a QApplication; every other
    // command stays a plain console program that needs no display. Drawing works
    // without one on the offscreen platform.
    const nd::cli::CommandInfo *command = argc > 1 ? nd::cli::findCommand(QString::fromLocal8Bit(argv[1])) : nullptr;
    const bool draws = command && command->draws;
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
