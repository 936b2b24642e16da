// The machine's limits for each step of a whole process (a folder to stored,
// hashed documents), measured at the same moment as the process they bound:
//   bench_limits DIR [--repetitions 5]
// Each step done the cheapest way we know, on one thread, over the files of DIR
// (recursively), as medians of wall and CPU seconds:
//   listing   readdir, whose entry types tell files from folders (a stat only
//             where the file system leaves the type unknown), as the import's walk
//   reading   open, fstat, one read, close of each file (no sniffing, no copy)
//   digest    XXH3-128 of each file's bytes, the import's content hash (base/hashing.h)
//   SQLite    one prepared INSERT per file of its bytes as text into a bare table
//             of a new scratch workspace file (the workspace's pragmas, WAL,
//             64 KiB pages; as evaluate's), in one transaction, and its close
//   hashing   the token hashes of each text (text::Preprocessor's defaults, a
//             fresh word-form cache as each run has) into a reused buffer
// Their sum is what an import followed by preprocessing cannot do in less CPU
// time here. Then the hashing again on two threads at once, each over every
// file: how many times one core's work the two cores do together (a virtual
// machine's two cores may share one physical core or its power budget and give
// less than twice). The sum over that is the least wall time on two cores.
// Asserts nothing.
#include "benchoptions.h"
#include "benchtiming.h"
#include "base/hashing.h"
#include "store/sqlitestatement.h"
#include "store/workspace.h"
#include "text/preprocessor.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <sqlite3.h>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;
using namespace nd;

namespace {

struct File
{
    std::string path;
    std::string text; // read once, for the steps after reading
};

// Regular files under `dir`, recursively.
void listFiles(const std::string &dir, std::vector<File> &files)
{
    DIR *folder = opendir(dir.c_str());
    if (!folder)
        return;
    while (const dirent *entry = readdir(folder)) {
        if (std::strcmp(entry->d_name, ".") == 0 || std::strcmp(entry->d_name, "..") == 0)
            continue;
        bool regular = entry->d_type == DT_REG;
        bool folderEntry = entry->d_type == DT_DIR;
        if (entry->d_type == DT_UNKNOWN) {
            struct stat status;
            if (fstatat(dirfd(folder), entry->d_name, &status, AT_SYMLINK_NOFOLLOW) != 0)
                continue;
            regular = S_ISREG(status.st_mode);
            folderEntry = S_ISDIR(status.st_mode);
        }
        const std::string path = dir + '/' + entry->d_name;
        if (folderEntry)
            listFiles(path, files);
        else if (regular)
            files.push_back({path, {}});
    }
    closedir(folder);
}

void readFiles(std::vector<File> &files, std::string &buffer, std::size_t &bytes)
{
    bytes = 0;
    for (File &file : files) {
        const int fd = open(file.path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            continue;
        struct stat status;
        if (fstat(fd, &status) == 0) {
            buffer.resize(std::size_t(status.st_size));
            const ssize_t got = read(fd, buffer.data(), buffer.size());
            bytes += got > 0 ? std::size_t(got) : 0;
        }
        close(fd);
    }
}

// Inserts every text into a bare table of a new workspace file and closes it.
void insertTexts(const std::vector<File> &files)
{
    QTemporaryDir scratch;
    auto workspace =
        std::make_unique<store::Workspace>(scratch.filePath(u"limits.ndw"_s), store::Workspace::Lifetime::Scratch);
    sqlite3 *handle = store::sqlite::handle(workspace->database());
    sqlite3_exec(handle, "CREATE TABLE raw_text (id INTEGER PRIMARY KEY, path TEXT NOT NULL, text TEXT NOT NULL)",
                 nullptr, nullptr, nullptr);
    sqlite3_exec(handle, "BEGIN", nullptr, nullptr, nullptr);
    {
        const store::sqlite::Statement insert =
            store::sqlite::prepare(handle, "INSERT INTO raw_text(path, text) VALUES (?, ?)");
        for (const File &file : files) {
            sqlite3_bind_text(insert.get(), 1, file.path.data(), int(file.path.size()), SQLITE_STATIC);
            sqlite3_bind_text(insert.get(), 2, file.text.data(), int(file.text.size()), SQLITE_STATIC);
            store::sqlite::stepDone(handle, insert.get());
        }
    }
    sqlite3_exec(handle, "COMMIT", nullptr, nullptr, nullptr);
    workspace.reset();
}

// The token hashes of files [begin, end) (text::Preprocessor's defaults, a fresh
// word-form cache as each run has) into a reused buffer.
void hashTokens(const std::vector<File> &files, std::size_t begin, std::size_t end)
{
    const text::Preprocessor preprocessor;
    std::vector<std::uint64_t> hashes;
    for (std::size_t f = begin; f < end; ++f) {
        const std::string &text = files[f].text;
        hashes.resize(text::Preprocessor::asciiTokenBound(text.size()));
        if (!preprocessor.asciiTokenHashes(text, hashes)) {
            hashes.clear();
            preprocessor.tokenHashes(std::string_view(text), hashes);
        }
    }
}

void printStep(const char *name, const bench::Timing &timing, double megabytes)
{
    std::printf("  %-10s %8.4f s wall  %8.4f CPU-s  %8.0f MB per CPU-second\n", name, timing.wall, timing.cpu,
                megabytes / timing.cpu);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"The limits of a whole process's steps on this machine."_s);
    parser.addHelpOption();
    parser.addPositionalArgument(u"DIR"_s, u"The folder of files (walked recursively)."_s);
    parser.addOptions({{u"repetitions"_s, u"Runs measured per step (default 5)."_s, u"N"_s}});
    parser.process(app);
    if (parser.positionalArguments().size() != 1)
        parser.showHelp(2);
    const std::string root = QFile::encodeName(parser.positionalArguments().constFirst()).toStdString();
    const int repetitions = bench::repetitionsFrom(parser, 5);
    // The process's CPU time: SQLite may copy its log on a thread of its own.
    const auto timed = [repetitions](auto step) {
        return bench::timedMedian(repetitions, step, CLOCK_PROCESS_CPUTIME_ID);
    };

    try {
        std::vector<File> files;
        const bench::Timing listing = timed([&] {
            files.clear();
            listFiles(root, files);
        });
        std::string buffer;
        std::size_t bytes = 0;
        const bench::Timing reading = timed([&] { readFiles(files, buffer, bytes); });
        for (File &file : files) {
            QFile in(QString::fromStdString(file.path));
            if (in.open(QIODevice::ReadOnly))
                file.text = in.readAll().toStdString();
        }
        const double megabytes = double(bytes) / 1e6;

        QByteArray digest;
        const bench::Timing hashing = timed([&] {
            for (const File &file : files)
                digest = contentDigest(QByteArrayView(file.text.data(), qsizetype(file.text.size())));
        });
        const bench::Timing inserting = timed([&] { insertTexts(files); });
        const bench::Timing tokens = timed([&] { hashTokens(files, 0, files.size()); });
        // The two cores together: two threads each doing the whole step at once,
        // so each does the same work as the one thread alone (half the files each
        // would warm two word-form caches, more work); a round of one thread and
        // then two, repeated, so that the host's drift from minute to minute
        // falls on both alike.
        std::vector<double> twoCoreGains;
        std::vector<double> twoThreadWalls;
        for (int r = 0; r < repetitions; ++r) {
            const double oneWall = bench::timedMedian(1, [&] { hashTokens(files, 0, files.size()); }).wall;
            const double twoWall = bench::timedMedian(1, [&] {
                                       std::thread other([&] { hashTokens(files, 0, files.size()); });
                                       hashTokens(files, 0, files.size());
                                       other.join();
                                   }).wall;
            twoThreadWalls.push_back(twoWall);
            twoCoreGains.push_back(2 * oneWall / twoWall);
        }
        const double twoCoreGain = bench::median(twoCoreGains);

        std::printf("%zu files, %.1f MB, one thread, medians of %d\n", files.size(), megabytes, repetitions);
        printStep("listing", listing, megabytes);
        printStep("reading", reading, megabytes);
        printStep("digest", hashing, megabytes);
        printStep("SQLite", inserting, megabytes);
        printStep("hashing", tokens, megabytes);
        std::printf("  hashing on two threads at once, each every file: %.4f s wall = the work of %.2f cores "
                    "(paired rounds with one thread)\n",
                    bench::median(twoThreadWalls), twoCoreGain);
        const double floorCpu = listing.cpu + reading.cpu + hashing.cpu + inserting.cpu + tokens.cpu;
        std::printf("  sum: %.4f CPU-s = the least CPU time of an import and preprocessing here; "
                    "on 2 cores at best %.4f s wall (the sum / %.2f)\n",
                    floorCpu, floorCpu / twoCoreGain, twoCoreGain);
    } catch (const store::WorkspaceError &error) {
        std::fprintf(stderr, "bench_limits: %s\n", qPrintable(error.message()));
        return 1;
    }
    return 0;
}
