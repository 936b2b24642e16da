#include "base/programmodule.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>
#include <QStringList>

#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd {

namespace {

QStringList moduleFolders()
{
    const QString fromEnvironment = qEnvironmentVariable("NEARDUP_MODULES");
    if (!fromEnvironment.isEmpty())
        return {fromEnvironment};
    // neardup-cli loads its drawing module to make its QApplication, before any
    // application object can say where the program is.
    const QString programFolder = QCoreApplication::instance()
        ? QCoreApplication::applicationDirPath()
        : QFileInfo(QFileInfo(u"/proc/self/exe"_s).canonicalFilePath()).path();
    return {programFolder, QDir::cleanPath(programFolder + u'/' + QStringLiteral(NEARDUP_MODULES_FROM_BINDIR))};
}

} // namespace

QFunctionPointer resolveModuleSymbol(const QString &baseName, const char *symbol)
{
    static std::mutex mutex;
    static std::map<QString, std::unique_ptr<QLibrary>> loaded; // never unloaded: their objects may outlive any user
    const std::lock_guard lock(mutex);
    auto found = loaded.find(baseName);
    if (found == loaded.end()) {
        const QString fileName = u"lib"_s + baseName + u".so"_s;
        const QStringList folders = moduleFolders();
        QString reasons;
        for (const QString &folder : folders) {
            const QString path = QDir(folder).filePath(fileName);
            if (!QFileInfo::exists(path))
                continue;
            auto library = std::make_unique<QLibrary>(path);
            if (library->load()) {
                found = loaded.emplace(baseName, std::move(library)).first;
                break;
            }
            reasons += u" "_s + library->errorString() + u'.';
        }
        if (found == loaded.end())
            throw std::runtime_error(
                u"The program's module %1 could not be loaded from %2.%3"_s
                    .arg(fileName, folders.join(u" or "_s), reasons.isEmpty() ? u" It is not there."_s : reasons)
                    .toStdString());
    }
    const QFunctionPointer address = found->second->resolve(symbol);
    if (!address)
        throw std::runtime_error(
            u"The program's module %1 has no %2: %3"_s
                .arg(found->second->fileName(), QString::fromLatin1(symbol), found->second->errorString())
                .toStdString());
    return address;
}

} // namespace nd
