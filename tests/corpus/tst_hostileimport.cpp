// Hostile and broken inputs, all made here: each gets its line in the import
// report and the good files beside them are still imported. Also run under
// AddressSanitizer/UBSan by the `asan` preset in CI.

#include "corpus/importer.h"
#include "corpus/pdfreader.h"
#include "formatfixture.h"
#include "pdffixture.h"
#include "store/collectionstore.h"
#include "store/workspace.h"

#include <QDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// A PDF written by hand with correct xref offsets; `trailerExtra` goes into the trailer.
QByteArray handmadePdf(const QByteArray &trailerExtra, const QByteArray &extraObject = {})
{
    QList<QByteArray> objects = {"<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                                 "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>",
                                 "<< /Length 44 >>\nstream\nBT /F1 12 Tf 20 100 Td (Secret text) Tj ET\nendstream"};
    if (!extraObject.isEmpty())
        objects.append(extraObject);
    QByteArray pdf = "%PDF-1.4\n";
    QList<qsizetype> offsets;
    for (qsizetype i = 0; i < objects.size(); ++i) {
        offsets.append(pdf.size());
        pdf += QByteArray::number(i + 1) + " 0 obj\n" + objects.at(i) + "\nendobj\n";
    }
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (qsizetype offset : offsets)
        pdf += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R " + trailerExtra
        + " >>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

QByteArray zipBytes(const QTemporaryDir &dir, const QString &name, const QList<QPair<QString, QByteArray>> &entries)
{
    return nd::test::readAll(nd::test::writeArchive(dir.filePath(u"work/"_s + name), u"zip"_s, entries));
}

QString issueOf(const nd::corpus::ImportReport &report, const QString &path)
{
    QStringList reasons;
    for (const auto &issue : report.issues) {
        if (issue.path == path || issue.path.startsWith(path + u'/'))
            reasons.append(issue.reason);
    }
    return reasons.join(u" | "_s);
}

QString allIssues(const nd::corpus::ImportReport &report)
{
    QStringList lines;
    for (const auto &issue : report.issues)
        lines.append(issue.path + u": "_s + issue.reason);
    return lines.join(u'\n');
}

nd::corpus::ImportReport importFolder(const QTemporaryDir &dir, const QString &folder,
                                      const nd::corpus::ImportLimits &limits = {})
{
    nd::store::Workspace ws(dir.filePath(u"ws-%1.ndw"_s.arg(QFileInfo(folder).fileName())));
    nd::corpus::ImportOptions options;
    options.limits = limits;
    nd::JobControl control;
    return nd::corpus::importPaths(ws, {folder}, options, control);
}

} // namespace

class TestHostileImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyHostileFileReportedAndTheRestImported()
    {
        if (nd::corpus::pdfHelperPath().isEmpty())
            QFAIL("neardup-pdftext not found (NEARDUP_PDFTEXT is set by CTest)");
        QTemporaryDir dir;
        const QString coll = dir.filePath(u"hostile"_s);
        QDir().mkpath(coll);
        QDir().mkpath(dir.filePath(u"work"_s));
        auto write = [&](const QString &name, const QByteArray &bytes) {
            nd::test::writeFile(dir, u"hostile/"_s + name, bytes);
        };
        // Good files that must survive their neighbours.
        write(u"good.txt"_s, "An ordinary plain text document with a few words.\n");
        nd::test::writeDocx(coll + u"/good.docx"_s, {u"An ordinary word processor document."_s});
        nd::test::writePdf(coll + u"/good.pdf"_s, {u"An ordinary PDF document with text."_s});

        // Zip bomb: 20 MiB of zeros deflate to a few KiB.
        write(u"bomb.zip"_s, zipBytes(dir, u"bomb.zip"_s, {{u"zeros.txt"_s, QByteArray(20 << 20, 'a')}}));
        // Zips nested four deep: the cap is three.
        QByteArray nested = zipBytes(dir, u"n0.zip"_s, {{u"deep.txt"_s, "deep down"}});
        for (int i = 1; i < 4; ++i)
            nested = zipBytes(dir, u"n%1.zip"_s.arg(i), {{u"inner%1.zip"_s.arg(i), nested}});
        write(u"nested.zip"_s, nested);
        // A tar cut in the middle of its second member.
        const QByteArray tar = nd::test::readAll(nd::test::writeArchive(
            dir.filePath(u"work/t.tar"_s), u"tar"_s,
            {{u"first.txt"_s, "the first member is complete"}, {u"second.txt"_s, QByteArray(8000, 'x')}}));
        write(u"truncated.tar"_s, tar.left(1024 + 512 + 3000));
        // A PDF whose xref offset points nowhere (Poppler rebuilds the table from the objects).
        nd::test::writePdf(dir.filePath(u"work/x.pdf"_s), {u"Recovered despite the broken cross reference."_s});
        QByteArray broken = nd::test::readAll(dir.filePath(u"work/x.pdf"_s));
        QVERIFY(broken.contains("startxref"));
        broken.truncate(broken.lastIndexOf("startxref"));
        broken += "startxref\n12345\n%%EOF\n";
        write(u"brokenxref.pdf"_s, broken);
        // Encrypted with a password the importer does not have.
        write(u"encrypted.pdf"_s,
              handmadePdf("/Encrypt 5 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]",
                          "<< /Filter /Standard /V 1 /R 2 /P -4 /O <" + QByteArray(64, 'a') + "> /U <"
                              + QByteArray(64, 'b') + "> >>"));
        // A scan: pages without a text layer.
        nd::test::writePdf(coll + u"/scanned.pdf"_s, {u""_s, u""_s}, false);
        // Billion laughs inside a DOCX.
        QByteArray dtd = "<!DOCTYPE w:document [<!ENTITY a \"haha\">";
        for (char c = 'b'; c <= 'j'; ++c)
            dtd +=
                "<!ENTITY " + QByteArray(1, c) + " \"" + ("&" + QByteArray(1, char(c - 1)) + ";").repeated(10) + "\">";
        dtd += "]>";
        nd::test::writeDocx(coll + u"/laughs.docx"_s, {u"&j;"_s}, {}, dtd);
        write(u"nul.txt"_s, QByteArray("text with a NUL\0 inside", 23));
        write(u"badutf8.txt"_s,
              "Mostly valid UTF-8 text caf\xc3\xa9 na\xc3\xafve r\xc3\xa9sum\xc3\xa9 with a broken \xc3( and \xe2\x82 "
              "sequence.\n");
        write(u"letter.rtf"_s, "{\\rtf1\\ansi Hello}");
        // 200 MB: a text head, the rest sparse, so the test does not write 200 MB.
        {
            QFile huge(coll + u"/huge.txt"_s);
            QVERIFY(huge.open(QIODevice::WriteOnly));
            huge.write(QByteArray("a huge text file\n").repeated(200));
            QVERIFY(huge.resize(200LL << 20));
        }

        // fuzz/README.md: the fixtures double as the fuzzers' seed corpus.
        if (const QString seeds = qEnvironmentVariable("NEARDUP_FUZZ_SEEDS"); !seeds.isEmpty()) {
            QDir().mkpath(seeds);
            for (const QFileInfo &file : QDir(coll).entryInfoList(QDir::Files)) {
                if (file.size() < (1 << 20))
                    QFile::copy(file.filePath(), seeds + u'/' + file.fileName());
            }
        }
        const auto report = importFolder(dir, coll);
        const QString all = allIssues(report);
        auto expect = [&](const QString &path, const QString &reason) {
            QVERIFY2(issueOf(report, path).contains(reason),
                     qPrintable(path + u" expected \""_s + reason + u"\"; report:\n"_s + all));
        };
        expect(u"bomb.zip/zeros.txt"_s, u"compression ratio above 100"_s);
        expect(u"nested.zip"_s, u"archive nested deeper than 3 levels skipped"_s);
        expect(u"truncated.tar/second.txt"_s, u"Truncated tar archive"_s);
        expect(u"encrypted.pdf"_s, u"encrypted PDF (password required), not imported"_s);
        expect(u"scanned.pdf"_s, u"no text layer (scanned?), not imported"_s);
        expect(u"laughs.docx"_s, u"XML entity declarations in word/document.xml refused"_s);
        expect(u"nul.txt"_s, u"binary file (NUL bytes)"_s);
        expect(u"letter.rtf"_s, u"format not supported: RTF"_s);
        expect(u"huge.txt"_s, u"larger than 32 MiB cap"_s);
        // Imported: the three good files, the tar's first member, the repaired PDF, and the
        // invalid UTF-8 text (ICU's detection picks a single-byte charset for it, so nothing is replaced).
        QVERIFY2(issueOf(report, u"good.txt"_s).isEmpty() && issueOf(report, u"good.docx"_s).isEmpty()
                     && issueOf(report, u"good.pdf"_s).isEmpty() && issueOf(report, u"brokenxref.pdf"_s).isEmpty(),
                 qPrintable(all));
        QCOMPARE(report.imported, 6);
        QVERIFY(report.collectionId > 0);
        nd::store::Workspace ws(dir.filePath(u"ws-hostile.ndw"_s));
        nd::store::CollectionStore collectionStore(ws);
        const auto documents = collectionStore.documents(report.collectionId, u"badutf8"_s);
        QCOMPARE(documents.size(), 1);
        const auto bad = collectionStore.document(documents.first().id);
        QVERIFY(bad->text.contains(u"sequence."_s));
        QCOMPARE(bad->encoding, u"windows-1252"_s);
    }

    void crashingAndHangingHelperOnlyEndsTheHelper()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"pdfs"_s);
        QDir().mkpath(folder);
        nd::test::writeFile(dir, u"pdfs/a.pdf"_s, handmadePdf({}));
        nd::test::writeFile(dir, u"pdfs/b.txt"_s, "plain text beside the PDF");
        auto script = [&](const QString &name, const QByteArray &body) {
            const QString path = nd::test::writeFile(dir, name, "#!/bin/sh\n" + body + "\n");
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            return path;
        };
        const QByteArray saved = qgetenv("NEARDUP_PDFTEXT");
        qputenv("NEARDUP_PDFTEXT", QFile::encodeName(script(u"crash.sh"_s, "kill -SEGV $$")));
        auto report = importFolder(dir, folder);
        QCOMPARE(issueOf(report, u"a.pdf"_s), u"PDF reader crashed on this file, not imported"_s);
        QCOMPARE(report.imported, 1);

        qputenv("NEARDUP_PDFTEXT", QFile::encodeName(script(u"hang.sh"_s, "exec sleep 60")));
        nd::corpus::ImportLimits limits;
        limits.pdfTimeoutMs = 500;
        QDir().rename(folder, dir.filePath(u"pdfs2"_s));
        report = importFolder(dir, dir.filePath(u"pdfs2"_s), limits);
        QCOMPARE(issueOf(report, u"a.pdf"_s), u"PDF reader timed out after 0.5 s, not imported"_s);
        QCOMPARE(report.imported, 1);

        qputenv("NEARDUP_PDFTEXT", dir.filePath(u"missing"_s).toLocal8Bit());
        QDir().rename(dir.filePath(u"pdfs2"_s), dir.filePath(u"pdfs3"_s));
        report = importFolder(dir, dir.filePath(u"pdfs3"_s));
        QCOMPARE(issueOf(report, u"a.pdf"_s), u"PDF support not installed (neardup-pdftext helper not found)"_s);
        qputenv("NEARDUP_PDFTEXT", saved);
    }
};

QTEST_MAIN(TestHostileImport)
#include "tst_hostileimport.moc"
