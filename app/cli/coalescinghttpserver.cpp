#include "cli/coalescinghttpserver.h"

#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace nd::cli {

namespace {

int toMillis(time_t seconds, time_t micros)
{
    return int(seconds * 1000 + micros / 1000);
}

// Waits until the socket can be read (or written); false on a timeout or an error.
bool waitFor(socket_t sock, short events, int timeoutMillis)
{
    pollfd descriptor{sock, events, 0};
    for (;;) {
        const int ready = ::poll(&descriptor, 1, timeoutMillis);
        if (ready < 0 && errno == EINTR)
            continue;
        return ready > 0;
    }
}

void addressOf(socket_t sock, bool peer, std::string &ip, int &port)
{
    sockaddr_storage address{};
    socklen_t length = sizeof(address);
    const int result = peer ? ::getpeername(sock, reinterpret_cast<sockaddr *>(&address), &length)
                            : ::getsockname(sock, reinterpret_cast<sockaddr *>(&address), &length);
    port = 0; // also when the address cannot be had: not asked again
    if (result != 0)
        return;
    char host[NI_MAXHOST];
    char service[NI_MAXSERV];
    if (::getnameinfo(reinterpret_cast<sockaddr *>(&address), length, host, sizeof(host), service, sizeof(service),
                      NI_NUMERICHOST | NI_NUMERICSERV)
        == 0) {
        ip = host;
        port = std::atoi(service);
    }
}

// A connection whose reads come from a buffer filled a socket-read at a time and
// whose writes wait in a buffer until the next read or flush().
class CoalescingSocketStream final : public httplib::Stream
{
public:
    CoalescingSocketStream(socket_t sock, int readTimeoutMillis, int writeTimeoutMillis)
        : m_socket(sock)
        , m_readTimeoutMillis(readTimeoutMillis)
        , m_writeTimeoutMillis(writeTimeoutMillis)
        , m_input(64 * 1024)
    { }

    bool hasBufferedInput() const { return m_inputBegin < m_inputEnd; }
    bool is_readable() const override { return hasBufferedInput() || waitFor(m_socket, POLLIN, m_readTimeoutMillis); }
    bool is_writable() const override { return waitFor(m_socket, POLLOUT, m_writeTimeoutMillis); }

    ssize_t read(char *data, size_t size) override
    {
        if (!hasBufferedInput()) {
            // What was written so far is answered first: the client may wait for
            // it (an interim "100 Continue") before it sends more.
            if (!flush())
                return -1;
            const ssize_t received = receive(m_input.data(), m_input.size());
            if (received <= 0)
                return received;
            m_inputBegin = 0;
            m_inputEnd = size_t(received);
        }
        const size_t n = std::min(size, m_inputEnd - m_inputBegin);
        std::memcpy(data, m_input.data() + m_inputBegin, n);
        m_inputBegin += n;
        return ssize_t(n);
    }

    ssize_t write(const char *data, size_t size) override
    {
        m_output.append(data, size);
        if (m_output.size() >= s_flushAt && !flush())
            return -1;
        return ssize_t(size);
    }

    // Sends what is waiting; false when the client stopped taking it (timed out
    // or gone).
    bool flush()
    {
        size_t sent = 0;
        while (sent < m_output.size()) {
            const ssize_t n =
                ::send(m_socket, m_output.data() + sent, m_output.size() - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
            if (n >= 0) {
                sent += size_t(n);
            } else if (errno == EAGAIN || errno == EWOULDBLOCK) {
                if (!waitFor(m_socket, POLLOUT, m_writeTimeoutMillis))
                    break;
            } else if (errno != EINTR) {
                break;
            }
        }
        const bool complete = sent == m_output.size();
        m_output.clear();
        return complete;
    }

    // Asked for every request; looked up once a connection.
    void get_remote_ip_and_port(std::string &ip, int &port) const override
    {
        if (m_remote.port < 0)
            addressOf(m_socket, true, m_remote.ip, m_remote.port);
        ip = m_remote.ip;
        port = m_remote.port;
    }
    void get_local_ip_and_port(std::string &ip, int &port) const override
    {
        if (m_local.port < 0)
            addressOf(m_socket, false, m_local.ip, m_local.port);
        ip = m_local.ip;
        port = m_local.port;
    }
    socket_t socket() const override { return m_socket; }

private:
    // One read of what the socket holds, waiting (bounded) only when it holds
    // nothing yet; -1 on a timeout or an error, 0 when the client closed.
    ssize_t receive(char *data, size_t size) const
    {
        for (;;) {
            const ssize_t n = ::recv(m_socket, data, size, MSG_DONTWAIT);
            if (n >= 0)
                return n;
            if (errno == EINTR)
                continue;
            if ((errno != EAGAIN && errno != EWOULDBLOCK) || !waitFor(m_socket, POLLIN, m_readTimeoutMillis))
                return -1;
        }
    }

    // A large answer (a stored document's text) goes out in pieces of this size.
    static constexpr size_t s_flushAt = 256 * 1024;

    socket_t m_socket;
    int m_readTimeoutMillis;
    int m_writeTimeoutMillis;
    std::vector<char> m_input;
    size_t m_inputBegin = 0;
    size_t m_inputEnd = 0;
    std::string m_output;
    struct Address
    {
        std::string ip;
        int port = -1;
    };
    mutable Address m_remote;
    mutable Address m_local;
};

} // namespace

bool CoalescingHttpServer::process_and_close_socket(socket_t sock)
{
    CoalescingSocketStream stream(sock, toMillis(read_timeout_sec_, read_timeout_usec_),
                                  toMillis(write_timeout_sec_, write_timeout_usec_));
    // Whether the client sends a request: an idle keep-alive connection is given
    // up after the keep-alive timeout, or at once when the server stops (looked
    // at every so often while waiting).
    const auto nextRequestComes = [&] {
        constexpr int sliceMillis = 50;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(keep_alive_timeout_sec_);
        while (svr_sock_ != INVALID_SOCKET) {
            if (stream.hasBufferedInput() || waitFor(sock, POLLIN, sliceMillis))
                return true;
            if (std::chrono::steady_clock::now() >= deadline)
                return false;
        }
        return false;
    };
    bool answered = false;
    for (size_t left = keep_alive_max_count_; left > 0 && nextRequestComes(); --left) {
        bool connectionClosed = false;
        answered = process_request(stream, left == 1, connectionClosed, nullptr);
        answered = stream.flush() && answered;
        if (!answered || connectionClosed)
            break;
    }
    ::shutdown(sock, SHUT_RDWR);
    ::close(sock);
    return answered;
}

} // namespace nd::cli
