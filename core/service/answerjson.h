#pragma once

#include "service/neardupservice.h"

#include <optional>
#include <string>

namespace nd::service {

// A check's answer as the JSON of the service's HTTP API (POST /v1/check):
// {"id": N (with addedId), "k": K, "query_paragraphs": P (by paragraph),
// "results": [{"distance", "id", "name", "paragraphs" (by paragraph)}]}, the keys
// of every object in alphabetical order, compact: the very bytes that Qt's
// QJsonDocument writes for the same object. Written straight into the string:
// building the answer as QJsonObjects and serialising them took about a fifth
// of the server's CPU in a 9:1 check/add mix whose checks each found a dozen
// documents (every insert into a QJsonObject re-sorts its keys).
std::string checkAnswerJson(const CheckResult &result, bool byParagraph, std::optional<qint64> addedId = {});

} // namespace nd::service
