#include "faultvfs.h"

#include <sqlite3.h>

#include <atomic>
#include <cstring>
#include <mutex>

namespace nd::test {

namespace {

struct State
{
    std::mutex mutex;
    bool armed = false;
    FaultKind kind = FaultKind::Write;
    int nth = 0;
    int seen = 0;
    int error = SQLITE_IOERR;
    bool persistent = false;
    bool fired = false;
    int injected = 0;
    std::atomic<bool> readOnly{false};
};

State &state()
{
    static State s;
    return s;
}

sqlite3_vfs *g_real = nullptr;

// Counts an operation of `kind`; the SQLite error to return instead of doing it, or SQLITE_OK.
int faultFor(FaultKind kind)
{
    State &s = state();
    std::lock_guard lock(s.mutex);
    if (!s.armed || s.kind != kind)
        return SQLITE_OK;
    ++s.seen;
    if (s.seen == s.nth || (s.persistent && s.seen > s.nth)) {
        s.fired = true;
        ++s.injected;
        return s.error;
    }
    return SQLITE_OK;
}

// Our file: the method table, then the real VFS's file right behind it.
struct FaultFile
{
    sqlite3_file base;
    sqlite3_file *real() { return reinterpret_cast<sqlite3_file *>(this + 1); }
};

FaultFile *cast(sqlite3_file *file)
{
    return reinterpret_cast<FaultFile *>(file);
}

int faultClose(sqlite3_file *file)
{
    sqlite3_file *real = cast(file)->real();
    const int rc = real->pMethods ? real->pMethods->xClose(real) : SQLITE_OK;
    file->pMethods = nullptr;
    return rc;
}

int faultRead(sqlite3_file *file, void *buffer, int amount, sqlite3_int64 offset)
{
    if (const int rc = faultFor(FaultKind::Read))
        return rc;
    sqlite3_file *real = cast(file)->real();
    return real->pMethods->xRead(real, buffer, amount, offset);
}

int faultWrite(sqlite3_file *file, const void *buffer, int amount, sqlite3_int64 offset)
{
    if (const int rc = faultFor(FaultKind::Write))
        return rc;
    sqlite3_file *real = cast(file)->real();
    return real->pMethods->xWrite(real, buffer, amount, offset);
}

int faultSync(sqlite3_file *file, int flags)
{
    if (const int rc = faultFor(FaultKind::Sync))
        return rc;
    sqlite3_file *real = cast(file)->real();
    return real->pMethods->xSync(real, flags);
}

#define FORWARD(name, signature, call)                                                                                 \
    int name signature                                                                                                 \
    {                                                                                                                  \
        sqlite3_file *real = cast(file)->real();                                                                       \
        return real->pMethods->call;                                                                                   \
    }

FORWARD(faultTruncate, (sqlite3_file * file, sqlite3_int64 size), xTruncate(real, size))
FORWARD(faultFileSize, (sqlite3_file * file, sqlite3_int64 *size), xFileSize(real, size))
FORWARD(faultLock, (sqlite3_file * file, int level), xLock(real, level))
FORWARD(faultUnlock, (sqlite3_file * file, int level), xUnlock(real, level))
FORWARD(faultCheckReservedLock, (sqlite3_file * file, int *out), xCheckReservedLock(real, out))
FORWARD(faultFileControl, (sqlite3_file * file, int op, void *arg), xFileControl(real, op, arg))
FORWARD(faultSectorSize, (sqlite3_file * file), xSectorSize(real))
FORWARD(faultDeviceCharacteristics, (sqlite3_file * file), xDeviceCharacteristics(real))
FORWARD(faultShmMap, (sqlite3_file * file, int region, int size, int extend, void volatile **out),
        xShmMap(real, region, size, extend, out))
FORWARD(faultShmLock, (sqlite3_file * file, int offset, int n, int flags), xShmLock(real, offset, n, flags))
FORWARD(faultShmUnmap, (sqlite3_file * file, int deleteFlag), xShmUnmap(real, deleteFlag))

#undef FORWARD

void faultShmBarrier(sqlite3_file *file)
{
    sqlite3_file *real = cast(file)->real();
    real->pMethods->xShmBarrier(real);
}

// Version 2: the WAL's shared memory, but no memory-mapped reads (version 3).
const sqlite3_io_methods kMethods = {
    2,
    faultClose,
    faultRead,
    faultWrite,
    faultTruncate,
    faultSync,
    faultFileSize,
    faultLock,
    faultUnlock,
    faultCheckReservedLock,
    faultFileControl,
    faultSectorSize,
    faultDeviceCharacteristics,
    faultShmMap,
    faultShmLock,
    faultShmBarrier,
    faultShmUnmap,
    nullptr,
    nullptr,
};

int faultOpen(sqlite3_vfs *, sqlite3_filename name, sqlite3_file *file, int flags, int *outFlags)
{
    FaultFile *ours = cast(file);
    ours->base.pMethods = nullptr;
    if ((flags & SQLITE_OPEN_MAIN_DB) && state().readOnly.load()) {
        flags &= ~(SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        flags |= SQLITE_OPEN_READONLY;
    }
    const int rc = g_real->xOpen(g_real, name, ours->real(), flags, outFlags);
    if (ours->real()->pMethods)
        ours->base.pMethods = &kMethods;
    return rc;
}

sqlite3_vfs g_vfs;

} // namespace

FaultVfs &FaultVfs::install()
{
    static FaultVfs vfs;
    static const bool registered = [] {
        g_real = sqlite3_vfs_find(nullptr);
        g_vfs = *g_real;
        g_vfs.zName = "nd-fault";
        g_vfs.szOsFile = int(sizeof(FaultFile)) + g_real->szOsFile;
        g_vfs.xOpen = faultOpen;
        g_vfs.pNext = nullptr;
        return sqlite3_vfs_register(&g_vfs, 1) == SQLITE_OK;
    }();
    Q_ASSERT(registered);
    return vfs;
}

void FaultVfs::arm(FaultKind kind, int nth, int sqliteError, bool persistent)
{
    State &s = state();
    std::lock_guard lock(s.mutex);
    s.armed = true;
    s.kind = kind;
    s.nth = nth;
    s.seen = 0;
    s.error = sqliteError;
    s.persistent = persistent;
    s.fired = false;
}

void FaultVfs::disarm()
{
    State &s = state();
    std::lock_guard lock(s.mutex);
    s.armed = false;
}

bool FaultVfs::fired() const
{
    State &s = state();
    std::lock_guard lock(s.mutex);
    return s.fired;
}

int FaultVfs::faultsInjected() const
{
    State &s = state();
    std::lock_guard lock(s.mutex);
    return s.injected;
}

void FaultVfs::setReadOnly(bool readOnly)
{
    state().readOnly.store(readOnly);
}

QString faultKindName(FaultKind kind)
{
    switch (kind) {
    case FaultKind::Write:
        return QStringLiteral("write");
    case FaultKind::Sync:
        return QStringLiteral("sync");
    case FaultKind::Read:
        return QStringLiteral("read");
    }
    return {};
}

} // namespace nd::test
