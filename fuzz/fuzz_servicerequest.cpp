// libFuzzer target: an HTTP request to the service as bytes off the socket:
// cpp-httplib's request parsing (request line, headers, chunked bodies, query
// strings, multipart forms) under the service's body limit, then the service's
// reading of the document and its options (cli::parseDocumentRequest).
#include "cli/documentrequest.h"

#include <httplib.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace {

// The fuzz input as a connection: reads hand out the bytes, writes are dropped.
class BytesStream final : public httplib::Stream
{
public:
    BytesStream(const uint8_t *data, size_t size)
        : m_data(reinterpret_cast<const char *>(data))
        , m_left(size)
    { }
    bool is_readable() const override { return true; }
    bool is_writable() const override { return true; }
    ssize_t read(char *ptr, size_t size) override
    {
        const size_t n = std::min(size, m_left);
        std::memcpy(ptr, m_data, n);
        m_data += n;
        m_left -= n;
        return ssize_t(n);
    }
    ssize_t write(const char *, size_t size) override { return ssize_t(size); }
    void get_remote_ip_and_port(std::string &ip, int &port) const override
    {
        ip = "127.0.0.1";
        port = 40000;
    }
    void get_local_ip_and_port(std::string &ip, int &port) const override
    {
        ip = "127.0.0.1";
        port = 8080;
    }
    socket_t socket() const override { return 0; }

private:
    const char *m_data;
    size_t m_left;
};

class FuzzedServer final : public httplib::Server
{
public:
    FuzzedServer()
    {
        set_payload_max_length(1 << 20); // serve's --max-body default is larger; smaller finds more per second
        const auto readDocument = [](const httplib::Request &request, httplib::Response &response) {
            try {
                const nd::cli::DocumentRequest document = nd::cli::parseDocumentRequest(request);
                response.status = document.upload.bytes.isEmpty() ? 500 : 200; // a read document has bytes
            } catch (const nd::cli::HttpError &error) {
                response.status = error.status;
            }
        };
        Post("/v1/check", readDocument);
        Post("/v1/documents", readDocument);
        Get(R"(/v1/documents/(\d+))", [](const httplib::Request &request, httplib::Response &response) {
            response.status = request.matches[1].str().empty() ? 500 : 200;
        });
    }
    void serve(BytesStream &stream)
    {
        bool closed = false;
        process_request(stream, true, closed, nullptr);
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FuzzedServer server;
    BytesStream stream(data, size);
    server.serve(stream);
    return 0;
}
