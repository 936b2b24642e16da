#include "cli/cli.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("NearDup"));
    QCoreApplication::setApplicationName(QStringLiteral("NearDup Workbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NEARDUP_VERSION));
    return nd::cli::runCli(app.arguments().mid(1));
}
