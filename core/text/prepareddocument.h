#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace nd::text {

// One document after preprocessing: the decoded text and its tokens, as the
// detectors (detect::DetectDocument) and the classifiers' pair sets see it.
struct PreparedDocument
{
    qint64 id = 0;
    QString text;
    QStringList tokens;
    // hashToken() of each token, filled instead of `tokens` for a
    // detector that reads only them (detect::TokenForm::Hashes, see
    // pipeline::prepareDocuments).
    std::span<const std::uint64_t> tokenHashes;
    // Owns the memory tokenHashes views: pipeline::prepareDocuments writes a
    // run's hashes straight into a few large blocks the documents share.
    std::shared_ptr<const void> tokenHashStorage;

    // Makes the document own `hashes` and view them.
    void setTokenHashes(std::vector<std::uint64_t> hashes)
    {
        auto owned = std::make_shared<const std::vector<std::uint64_t>>(std::move(hashes));
        tokenHashes = *owned;
        tokenHashStorage = std::move(owned);
    }
};

} // namespace nd::text
