#pragma once

// cpp-httplib's server with its connection loop replaced, so that an answer
// leaves in one send: the library writes a response's head and body with two
// calls, which on a TCP_NODELAY socket are two segments (and two wake-ups of the
// client), and it polls the socket before every read and write. Here a
// connection's writes are gathered and sent together before the next read or
// when the request is done, and a read or write polls only when the socket has
// nothing to give or take. Parsing, routing, limits and handlers stay the
// library's (Server::process_request, protected for this purpose; the private
// virtual it overrides is the one the library's own TLS server overrides).

#include <httplib.h>

namespace nd::cli {

class CoalescingHttpServer final : public httplib::Server
{
private:
    bool process_and_close_socket(socket_t sock) override;
};

} // namespace nd::cli
