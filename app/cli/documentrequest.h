#pragma once

// What the service's /v1/check and /v1/documents requests ask, read from the
// HTTP request (JSON, a raw body of a document type, or a multipart form) and
// checked; kept apart from serve.cpp so that the reading can be fuzzed alone.

#include "service/neardupservice.h"

#include <QString>

namespace httplib {
struct Request;
}

namespace nd::cli {

// A request the client got wrong: its HTTP status and the reason.
struct HttpError
{
    int status = 400;
    QString message;
};

// What /v1/check and /v1/documents were asked: a document, and options.
struct DocumentRequest
{
    service::Upload upload;
    int k = -1;
    bool byParagraph = false;
    bool add = false;
};

// The document and options of a request; throws HttpError (400, 415) with the
// reason when the request cannot be used.
DocumentRequest parseDocumentRequest(const httplib::Request &http);

} // namespace nd::cli
