#pragma once

#include "corpus/officereader.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace nd::corpus {

struct PdfLimits
{
    int timeoutMs = 60000;          // the helper is killed after this
    qint64 memoryBytes = 2LL << 30; // address-space limit of the helper
};

// Poppler runs in the neardup-pdftext helper process (Poppler-Qt6 links QtGui,
// which core must not; and a crash or a hang in Poppler then only ends the
// helper). It is found through NEARDUP_PDFTEXT, else next to the running
// program; empty when there is none.
QString pdfHelperPath();

bool looksLikePdf(const QByteArray &bytes);

// Text of a PDF: pages in order, one line per line as Poppler gives them,
// hyphenated line ends joined, and running headers/footers removed (listed in
// `notes`). error is set for encrypted, damaged, scanned (no text layer) PDFs,
// a crash or a timeout of the helper, or a missing helper.
ExtractedText readPdf(const QByteArray &bytes, const PdfLimits &limits = {});

// The pure part of readPdf, separated so it can be checked by hand: pages' raw
// text in, text + page map + notes out.
ExtractedText assemblePdfPages(const QStringList &pages);

// The helper's JSON reply ({"pages": [...]} or {"error": "..."}) read into text;
// an unreadable reply is an error, as a crash of the helper is.
ExtractedText parsePdfHelperReply(const QByteArray &reply);

} // namespace nd::corpus
