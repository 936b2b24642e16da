#pragma once

// A SQLite VFS for tests that fails chosen file operations, the way SQLite's own
// test suite injects I/O errors: it wraps the platform's VFS, counts the writes,
// syncs and reads of every file SQLite opens (database, journal, WAL), and makes
// the Nth of one kind (and, when persistent, every later one) fail with a given
// error: SQLITE_FULL as for ENOSPC, SQLITE_IOERR_* as for EIO. Installed as the
// default VFS, so the connections Qt's SQLite driver opens use it. Memory-mapped
// I/O is not offered, so every page read goes through a countable read.

#include <QString>

namespace nd::test {

enum class FaultKind { Write, Sync, Read };

class FaultVfs
{
public:
    // Registers the VFS as SQLite's default (once per process) and returns it.
    static FaultVfs &install();

    // From now on, the nth operation of `kind` (1-based) fails with `sqliteError`;
    // so do all later ones of that kind when `persistent` (a disk that stays full).
    void arm(FaultKind kind, int nth, int sqliteError, bool persistent);
    void disarm();
    bool fired() const;         // the armed fault has happened
    int faultsInjected() const; // operations failed since install()

    // The next main database files are opened read-only, as for a file or a
    // folder without write permission (which a test run as root cannot make).
    void setReadOnly(bool readOnly);
};

QString faultKindName(FaultKind kind);

} // namespace nd::test
