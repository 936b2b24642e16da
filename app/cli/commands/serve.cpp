// serve: paper 002's resident near-duplicate service over HTTP + JSON. The
// service itself (stored fingerprints, Manku's tables, add/delete, reading a
// document as the importer does) is core's service::NearDupService; this file
// only maps HTTP requests onto it and guards the door (address, token, limits).
//
// HTTP server: cpp-httplib from Debian (libcpp-httplib-dev), not Qt HttpServer
// 6.4: Qt's server has no request-size limit (it buffers any body before a
// handler sees it), no read timeout for a stalled client, and runs handlers on
// its one event-loop thread; cpp-httplib gives all three (413, timeouts, a worker
// pool). Its connection loop is replaced (CoalescingHttpServer) so that an
// answer leaves in one send. README "Serving a collection" has the measurements.
#include "cli/commands.h"

#include "cli/coalescinghttpserver.h"
#include "cli/documentrequest.h"
#include "cli/options.h"
#include "cli/output.h"
#include "service/answerjson.h"
#include "service/latencyhistogram.h"
#include "service/neardupservice.h"
#include "store/workspace.h"

#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QThread>
#include <QUrlQuery>

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <random>
#include <semaphore>
#include <stdexcept>
#include <thread>

using namespace Qt::StringLiterals;

namespace nd::cli {

namespace {

std::atomic<bool> g_stopRequested{false};

extern "C" void requestStop(int)
{
    g_stopRequested.store(true);
}

std::string json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString();
}

void reply(httplib::Response &response, int status, const QJsonObject &object)
{
    response.status = status;
    response.set_content(json(object), "application/json");
}

void replyError(httplib::Response &response, int status, const QString &message)
{
    reply(response, status, QJsonObject{{u"error"_s, QJsonObject{{u"status"_s, status}, {u"message"_s, message}}}});
}

QString defaultMessage(int status)
{
    switch (status) {
    case 400:
        return u"Bad request."_s;
    case 401:
        return u"Missing or wrong bearer token."_s;
    case 404:
        return u"No such resource."_s;
    case 405:
        return u"Method not allowed on this path."_s;
    case 408:
        return u"The request was not received in time."_s;
    case 413:
        return u"The request body is over the limit."_s;
    case 414:
        return u"The request target is too long."_s;
    case 415:
        return u"Unsupported content type."_s;
    case 503:
        return u"The service is shutting down."_s;
    default:
        return u"The request failed."_s;
    }
}

// Equal in time independent of where the strings first differ.
bool constantTimeEqual(const std::string &given, const std::string &expected)
{
    unsigned char difference = given.size() == expected.size() ? 0 : 1;
    for (std::size_t i = 0; i < expected.size(); ++i)
        difference |= static_cast<unsigned char>(expected[i] ^ (i < given.size() ? given[i] : 0));
    return difference == 0;
}

// The paths this server answers and the methods each allows (405 for others).
struct Route
{
    QString pattern; // exact, or a prefix ending in '/' followed by an id
    QStringList methods;
};

std::optional<QStringList> allowedMethods(const std::string &path)
{
    static const QList<Route> routes = {
        {u"/v1/check"_s, {u"POST"_s}},
        {u"/v1/documents"_s, {u"POST"_s}},
        {u"/v1/stats"_s, {u"GET"_s}},
        {u"/v1/health"_s, {u"GET"_s}},
    };
    const QString p = QString::fromStdString(path);
    for (const Route &route : routes) {
        if (p == route.pattern)
            return route.methods;
    }
    static const QRegularExpression documentPath(u"^/v1/documents/[0-9]+$"_s);
    if (documentPath.match(p).hasMatch())
        return QStringList{u"GET"_s, u"DELETE"_s};
    return std::nullopt;
}

} // namespace

CommandLine serveCommandLine()
{
    return withWorkspace(
        QList<QCommandLineOption>{
            {u"collection"_s, u"Collection id to serve."_s, u"ID"_s},
            {u"method"_s, u"simhash-weighted (default), simhash or simhash-shingles (with weighting=tf)."_s, u"NAME"_s,
             u"simhash-weighted"_s},
            {u"param"_s, u"Method parameter, repeatable (max_distance: the largest k a request may ask; default 3)."_s,
             u"KEY=VALUE"_s},
            {u"listen"_s, u"Address to listen on (default 127.0.0.1; any other needs --token-file)."_s, u"ADDRESS"_s,
             u"127.0.0.1"_s},
            {u"port"_s, u"TCP port (0: any free port; default 8080)."_s, u"N"_s, u"8080"_s},
            {u"token-file"_s, u"File holding the bearer token every request must send."_s, u"PATH"_s},
            {u"threads"_s, u"HTTP worker threads (each serves one connection at a time; default 32)."_s, u"N"_s,
             u"32"_s},
            {u"max-body"_s, u"Largest request body in bytes (default 10 MB)."_s, u"BYTES"_s, u"10485760"_s},
            {u"timeout"_s, u"Seconds a client may stay silent while sending or receiving (default 5)."_s, u"S"_s,
             u"5"_s},
            {u"synthetic"_s,
             u"Benchmarks only: also put N random fingerprints of documents that do not exist in "
             "the tables (nothing is stored), for the collection-size axis."_s,
             u"N"_s},
        }
        + preprocessingOptions());
}

int serveCommand(Context &context, const QCommandLineParser &parser)
{
    // Exit codes as every command's: 1 the command failed (also a bad value), 2 a
    // required argument is missing.
    const auto fail = [&](const QString &message, int code = exitFailure) {
        context.err << "neardup-cli serve: " << message << Qt::endl;
        return code;
    };
    bool ok = false;
    service::ServiceConfig config;
    config.collectionId = parser.value(u"collection"_s).toLongLong(&ok);
    if (!parser.isSet(u"collection"_s))
        return fail(u"--collection needs an id"_s, exitUsage);
    if (!ok || config.collectionId <= 0)
        return fail(u"--collection needs an id"_s);
    config.method = parser.value(u"method"_s);
    config.params = parseParams(parser.values(u"param"_s));
    // Paper 002's example bound; the tables' size and speed depend on it.
    if (!config.params.contains(u"max_distance"_s))
        config.params.insert(u"max_distance"_s, 3);
    config.preprocessing = preprocessingFrom(parser);

    const QString listen = parser.value(u"listen"_s);
    const QHostAddress address(listen);
    if (address.isNull())
        return fail(u"--listen needs an IP address, got \"%1\""_s.arg(listen));
    const int port = parser.value(u"port"_s).toInt(&ok);
    if (!ok || port < 0 || port > 65535)
        return fail(u"--port needs a number 0..65535"_s);
    const int threads = parser.value(u"threads"_s).toInt(&ok);
    if (!ok || threads < 1 || threads > 1024)
        return fail(u"--threads needs a number 1..1024"_s);
    const qint64 maxBody = parser.value(u"max-body"_s).toLongLong(&ok);
    if (!ok || maxBody < 1)
        return fail(u"--max-body needs a number of bytes"_s);
    const int timeout = parser.value(u"timeout"_s).toInt(&ok);
    if (!ok || timeout < 1)
        return fail(u"--timeout needs a number of seconds"_s);

    std::string token;
    if (parser.isSet(u"token-file"_s)) {
        QFile file(parser.value(u"token-file"_s));
        if (!file.open(QIODevice::ReadOnly))
            return fail(u"cannot read the token file %1: %2"_s.arg(file.fileName(), file.errorString()));
        token = file.readAll().trimmed().toStdString();
        if (token.size() < 16)
            return fail(u"the token in %1 is shorter than 16 characters"_s.arg(file.fileName()));
    } else if (!address.isLoopback()) {
        return fail(
            u"refusing to listen on %1 without --token-file: any other address than loopback "
            "exposes the collection to the network, so every request must then carry a bearer token"_s.arg(listen),
            exitUsage);
    }

    const auto workspace = openWorkspace(parser);
    JobControl control;
    std::unique_ptr<service::NearDupService> service;
    try {
        service = std::make_unique<service::NearDupService>(*workspace, config, control);
    } catch (const std::invalid_argument &error) {
        return fail(QString::fromUtf8(error.what()));
    }

    const qint64 synthetic = parser.isSet(u"synthetic"_s) ? parser.value(u"synthetic"_s).toLongLong(&ok) : 0;
    if (parser.isSet(u"synthetic"_s) && (!ok || synthetic < 0 || synthetic > (qint64(1) << 31)))
        return fail(u"--synthetic needs a count up to 2^31"_s);
    if (synthetic > 0) {
        const qint64 count = synthetic;
        // Uniform 64-bit values (seeded, so runs compare), ids far above real ones.
        std::mt19937_64 random(20021);
        std::vector<std::uint64_t> values(static_cast<std::size_t>(count));
        for (std::uint64_t &value : values)
            value = random();
        const auto begin = std::chrono::steady_clock::now();
        service->addSyntheticFingerprints(values, qint64(1) << 40);
        context.err << "neardup-cli serve: " << count << " synthetic fingerprints indexed in "
                    << std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count() << " s"
                    << Qt::endl;
    }

    // Request bookkeeping (stats, draining).
    service::LatencyHistogram latency;
    std::atomic<qint64> errors{0};
    std::atomic<qint64> requests{0};
    std::atomic<int> inFlight{0};
    std::atomic<bool> draining{false};
    const auto started = std::chrono::steady_clock::now();

    CoalescingHttpServer server;
    server.new_task_queue = [threads] { return new httplib::ThreadPool(std::size_t(threads)); };
    server.set_payload_max_length(std::size_t(maxBody));
    server.set_read_timeout(timeout, 0);
    server.set_write_timeout(timeout, 0);
    server.set_keep_alive_timeout(timeout);
    server.set_keep_alive_max_count(100000);
    // Without it a part of an answer sent while an earlier part is unacknowledged
    // waits for the client's delayed acknowledgement: 40 ms (350 requests/s when
    // every answer left in two parts).
    server.set_tcp_nodelay(true);

    // A request is in flight from its headers on (its body may still be coming),
    // so a drain waits for it.
    server.set_pre_routing_handler([&](const httplib::Request &request, httplib::Response &response) {
        ++inFlight;
        if (draining.load()) {
            response.set_header("Connection", "close");
            replyError(response, 503, defaultMessage(503));
            return httplib::Server::HandlerResponse::Handled;
        }
        if (!token.empty()) {
            const std::string given = request.get_header_value("Authorization");
            const std::string prefix = "Bearer ";
            const bool valid = given.size() > prefix.size() && given.compare(0, prefix.size(), prefix) == 0
                && constantTimeEqual(given.substr(prefix.size()), token);
            if (!valid) {
                response.set_header("WWW-Authenticate", "Bearer");
                response.set_header("Connection", "close");
                replyError(response, 401, defaultMessage(401));
                return httplib::Server::HandlerResponse::Handled;
            }
        }
        const auto methods = allowedMethods(request.path);
        if (!methods) {
            replyError(
                response, 404,
                u"No such path: %1 (the service answers under /v1/)."_s.arg(QString::fromStdString(request.path)));
            return httplib::Server::HandlerResponse::Handled;
        }
        if (!methods->contains(QString::fromStdString(request.method))) {
            response.set_header("Allow", methods->join(u", "_s).toStdString());
            response.set_header("Connection", "close");
            replyError(response, 405,
                       u"%1 is not allowed on %2 (allowed: %3)."_s.arg(QString::fromStdString(request.method),
                                                                       QString::fromStdString(request.path),
                                                                       methods->join(u", "_s)));
            return httplib::Server::HandlerResponse::Handled;
        }
        return httplib::Server::HandlerResponse::Unhandled;
    });
    // Statuses the library sets itself (413, 400 for an unreadable request) get
    // the same JSON error body as ours.
    server.set_error_handler(
        httplib::Server::HandlerWithResponse([&](const httplib::Request &, httplib::Response &response) {
            ++errors;
            if (!response.body.empty())
                return httplib::Server::HandlerResponse::Unhandled;
            replyError(response, response.status, defaultMessage(response.status));
            return httplib::Server::HandlerResponse::Handled;
        }));
    // Called once a response is written: the request is no longer in flight.
    server.set_logger([&](const httplib::Request &, const httplib::Response &) {
        --inFlight;
        ++requests;
    });
    server.set_exception_handler([&](const httplib::Request &, httplib::Response &response, std::exception_ptr) {
        replyError(response, 500, u"The request failed inside the service."_s);
    });

    // Every handler: counted in flight (draining waits for them), timed, and its
    // errors turned into JSON with their status.
    using Body = std::function<void(const httplib::Request &, httplib::Response &)>;
    const auto handle = [&](Body body) {
        return [&, body](const httplib::Request &request, httplib::Response &response) {
            const auto begin = std::chrono::steady_clock::now();
            try {
                body(request, response);
            } catch (const HttpError &error) {
                replyError(response, error.status, error.message);
            } catch (const std::invalid_argument &error) {
                replyError(response, 400, QString::fromUtf8(error.what()));
            } catch (const store::WorkspaceError &error) {
                replyError(response, 500, u"Workspace error: %1"_s.arg(error.message()));
            } catch (const std::exception &error) {
                replyError(response, 500, QString::fromUtf8(error.what()));
            }
            latency.record(
                std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - begin)
                    .count());
        };
    };
    const auto documentId = [](const httplib::Request &request) {
        bool valid = false;
        const qint64 id = QString::fromStdString(request.matches[1].str()).toLongLong(&valid);
        if (!valid)
            throw HttpError{404, u"No document %1."_s.arg(QString::fromStdString(request.matches[1].str()))};
        return id;
    };

    // Reading and fingerprinting a document is the CPU work of a request: at
    // most one per core at a time, so that many connections queue here instead
    // of sharing the cores in slices (which stretched the p99 from 32 to 80 ms
    // at 16 connections on 2 cores).
    std::counting_semaphore<1024> cpuSlots(std::clamp(QThread::idealThreadCount(), 1, 1024));
    const auto withCpuSlot = [&cpuSlots](auto &&work) {
        cpuSlots.acquire();
        struct Release
        {
            std::counting_semaphore<1024> &slots;
            ~Release() { slots.release(); }
        } release{cpuSlots};
        return work();
    };

    server.Post(
        "/v1/check", handle([&](const httplib::Request &http, httplib::Response &response) {
            const DocumentRequest request = parseDocumentRequest(http);
            service::CheckOptions options;
            options.k = request.k;
            options.byParagraph = request.byParagraph;
            const store::NewDocument document = withCpuSlot([&] { return service->read(request.upload); });
            const service::CheckResult result = withCpuSlot([&] { return service->check(document.text, options); });
            const std::optional<qint64> added =
                request.add ? std::optional<qint64>(service->add(document)) : std::nullopt;
            response.status = 200;
            response.set_content(service::checkAnswerJson(result, request.byParagraph, added), "application/json");
        }));
    server.Post("/v1/documents", handle([&](const httplib::Request &http, httplib::Response &response) {
                    const DocumentRequest request = parseDocumentRequest(http);
                    const store::NewDocument document = withCpuSlot([&] { return service->read(request.upload); });
                    const qint64 id = service->add(document);
                    reply(response, 200,
                          QJsonObject{{u"id"_s, id},
                                      {u"name"_s, document.path},
                                      {u"format"_s, document.format},
                                      {u"encoding"_s, document.encoding},
                                      {u"characters"_s, document.text.size()}});
                }));
    server.Get(R"(/v1/documents/(\d+))", handle([&](const httplib::Request &http, httplib::Response &response) {
                   const qint64 id = documentId(http);
                   const auto record = service->document(id);
                   if (!record)
                       throw HttpError{404, u"No document %1 in collection %2."_s.arg(id).arg(service->collectionId())};
                   reply(response, 200,
                         QJsonObject{{u"id"_s, record->id},
                                     {u"name"_s, record->path},
                                     {u"title"_s, record->title},
                                     {u"format"_s, record->format},
                                     {u"encoding"_s, record->encoding},
                                     {u"words"_s, record->wordCount},
                                     {u"text"_s, record->text}});
               }));
    server.Delete(
        R"(/v1/documents/(\d+))", handle([&](const httplib::Request &http, httplib::Response &response) {
            const qint64 id = documentId(http);
            if (!service->remove(id))
                throw HttpError{404, u"No document %1 in collection %2."_s.arg(id).arg(service->collectionId())};
            reply(response, 200, QJsonObject{{u"id"_s, id}, {u"deleted"_s, true}});
        }));
    server.Get("/v1/stats", handle([&](const httplib::Request &, httplib::Response &response) {
                   const service::NearDupService::Stats stats = service->stats();
                   reply(response, 200,
                         QJsonObject{
                             {u"collection"_s, service->collectionId()},
                             {u"method"_s, service->fingerprinter().method()},
                             {u"max_distance"_s, service->maxDistance()},
                             {u"documents"_s, stats.documents},
                             {u"fingerprints"_s, stats.fingerprints},
                             {u"paragraph_fingerprints"_s, stats.paragraphFingerprints},
                             {u"index_bytes"_s, stats.indexBytes},
                             {u"tables"_s, stats.tables},
                             {u"requests"_s, requests.load()},
                             {u"timed_requests"_s, qint64(latency.count())},
                             {u"errors"_s, errors.load()},
                             {u"latency_ms"_s,
                              QJsonObject{{u"p50"_s, latency.quantileMicros(0.50) / 1000.0},
                                          {u"p99"_s, latency.quantileMicros(0.99) / 1000.0}}},
                             {u"longest_insert_pause_us"_s, stats.longestPauseMicros},
                             {u"merges"_s, stats.merges},
                             {u"start_seconds"_s,
                              QJsonObject{{u"load"_s, stats.loadSeconds}, {u"build"_s, stats.buildSeconds}}},
                             {u"uptime_seconds"_s,
                              std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()},
                         });
               }));
    server.Get("/v1/health", handle([&](const httplib::Request &, httplib::Response &response) {
                   reply(response, 200, QJsonObject{{u"status"_s, u"ok"_s}});
               }));

    const std::string host = listen.toStdString();
    const int boundPort = port == 0 ? server.bind_to_any_port(host) : (server.bind_to_port(host, port) ? port : -1);
    if (boundPort <= 0)
        return fail(u"cannot listen on %1 port %2 (in use, or not an address of this machine)"_s.arg(listen).arg(port));

    // SIGINT/SIGTERM only set a flag; a watcher thread drains and stops the server.
    struct sigaction action = {};
    action.sa_handler = requestStop;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    std::thread watcher([&] {
        while (!g_stopRequested.load() && !server.is_running())
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        while (!g_stopRequested.load())
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        draining.store(true);
        // In-flight requests finish (bounded, so a stuck one cannot hold the exit).
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeout + 5);
        while (inFlight.load() > 0 && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        server.stop();
    });

    const QString hostText = address.protocol() == QAbstractSocket::IPv6Protocol ? u"[%1]"_s.arg(listen) : listen;
    const service::NearDupService::Stats stats = service->stats();
    const QString url = u"http://%1:%2/v1/"_s.arg(hostText).arg(boundPort);
    if (context.json || parser.isSet(u"json"_s)) {
        printJson(context.out,
                  QJsonObject{{u"url"_s, url},
                              {u"documents"_s, stats.documents},
                              {u"fingerprints"_s, stats.fingerprints},
                              {u"seconds_load"_s, stats.loadSeconds},
                              {u"packed_rows"_s, stats.packedRows},
                              {u"seconds_build"_s, stats.buildSeconds}});
    } else {
        context.out << "Serving collection " << config.collectionId << " (" << stats.documents << " documents, "
                    << service->fingerprinter().method() << ", k <= " << service->maxDistance() << ") at " << url
                    << '\n'
                    << "Loaded in " << stats.loadSeconds << " s (" << stats.packedRows
                    << " fingerprints from the pack), tables built in " << stats.buildSeconds << " s; Ctrl+C stops.\n";
    }
    context.out.flush();

    const bool listened = server.listen_after_bind();
    g_stopRequested.store(true);
    watcher.join();
    if (!listened && !draining.load())
        return fail(u"the server stopped unexpectedly"_s);
    context.err << "neardup-cli serve: stopped after " << requests.load() << " requests" << Qt::endl;
    return 0;
}

} // namespace nd::cli
