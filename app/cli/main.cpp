#include "cli/cli.h"
#include "cli/drawing.h"

#include <QCoreApplication>

#include <cstdio>
#include <memory>
#include <stdexcept>

int main(int argc, char *argv[])
{
    // Only the commands that draw (charts, PDF) get a QApplication, from the
    // drawing module (cli/drawing.h); every other command stays a plain console
    // program that loads no GUI library and needs no display. Drawing works
    // without one on the offscreen platform.
    const nd::cli::CommandInfo *command = argc > 1 ? nd::cli::findCommand(QString::fromLocal8Bit(argv[1])) : nullptr;
    const bool draws = command && command->draws;
    if (draws && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app;
    if (draws) {
        try {
            app.reset(nd::cli::drawing::functions().makeApplication(argc, argv));
        } catch (const std::runtime_error &error) {
            std::fprintf(stderr, "neardup-cli: %s\n", error.what());
            return 1;
        }
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setOrganizationName(QStringLiteral("NearDup"));
    QCoreApplication::setApplicationName(QStringLiteral("NearDup Workbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NEARDUP_VERSION));
    return nd::cli::runCli(QCoreApplication::arguments().mid(1));
}
