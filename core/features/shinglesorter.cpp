#include "features/shinglesorter.h"

#include <QDir>
#include <QTemporaryFile>

#include <stdexcept>

namespace nd::features::detail {

SpillRun::SpillRun(const void *data, std::size_t bytes)
    : m_file(std::make_unique<QTemporaryFile>(QDir::tempPath() + QStringLiteral("/neardup-shingles-XXXXXX")))
{
    if (!m_file->open())
        throw std::runtime_error("cannot create a temporary file for sorting: " + m_file->errorString().toStdString());
    const qint64 written = m_file->write(static_cast<const char *>(data), qint64(bytes));
    if (written != qint64(bytes) || !m_file->flush())
        throw std::runtime_error("cannot write a sort run to " + m_file->fileName().toStdString() + ": "
                                 + m_file->errorString().toStdString());
    m_file->seek(0);
}

SpillRun::~SpillRun() = default;

std::size_t SpillRun::read(void *data, std::size_t bytes)
{
    const qint64 got = m_file->read(static_cast<char *>(data), qint64(bytes));
    if (got < 0)
        throw std::runtime_error("cannot read a sort run from " + m_file->fileName().toStdString());
    return std::size_t(got);
}

} // namespace nd::features::detail
