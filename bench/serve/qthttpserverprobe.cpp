// The check endpoint on Qt HttpServer 6.4, for the choice of HTTP library:
// the same work as `neardup-cli serve`'s POST /v1/check (JSON body, paper
// 002's weighted simhash of the text, Manku's tables with N random 64-bit
// fingerprints, JSON answer), each request on the QtConcurrent pool through
// Qt 6.4's QFuture<QHttpServerResponse> routes so both cores can work.
// Driven by the same wrk script (bench/serve/check.lua).
//   bench_qthttpserver [PORT] [FINGERPRINTS]
#include "service/fingerprinter.h"
#include "service/fingerprintindex.h"

#include <QCoreApplication>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtConcurrent>

#include <cstdio>
#include <random>

using namespace nd;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const quint16 port = argc > 1 ? quint16(QByteArray(argv[1]).toUInt()) : 18481;
    const qint64 count = argc > 2 ? QByteArray(argv[2]).toLongLong() : 10000000;

    const service::Fingerprinter fingerprinter(QStringLiteral("simhash-weighted"),
                                               {{QStringLiteral("max_distance"), 3}});
    service::FingerprintIndex index(64, 3);
    std::mt19937_64 random(20021);
    std::vector<service::FingerprintIndex::Entry> entries(static_cast<std::size_t>(count));
    for (std::size_t i = 0; i < entries.size(); ++i)
        entries[i] = {random(), qint64(i + 1), -1};
    index.build(std::move(entries));

    QHttpServer server;
    server.route(QStringLiteral("/v1/check"), QHttpServerRequest::Method::Post, [&](const QHttpServerRequest &request) {
        const QByteArray body = request.body();
        return QtConcurrent::run([&, body] {
            const QJsonObject object = QJsonDocument::fromJson(body).object();
            QJsonArray results;
            if (const auto value = fingerprinter.wholeFingerprint(object.value(QStringLiteral("text")).toString())) {
                index.query(*value, object.value(QStringLiteral("k")).toInt(3),
                            [&](const service::FingerprintIndex::Entry &entry, int distance) {
                                results.append(QJsonObject{{QStringLiteral("id"), entry.document},
                                                           {QStringLiteral("distance"), distance}});
                            });
            }
            return QHttpServerResponse(QJsonObject{{QStringLiteral("results"), results}});
        });
    });
    if (server.listen(QHostAddress::LocalHost, port) == 0) {
        std::fprintf(stderr, "cannot listen on port %u\n", port);
        return 1;
    }
    std::printf("http://127.0.0.1:%u/v1/ with %lld fingerprints\n", port, static_cast<long long>(count));
    std::fflush(stdout);
    return app.exec();
}
