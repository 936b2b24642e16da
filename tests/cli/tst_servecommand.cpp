// End-to-end test of `neardup-cli serve`: the real server on an ephemeral
// loopback port, driven over real sockets by a small HTTP/1.1 client.
#include "clirunner.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <csignal>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;
using namespace nd;

namespace {

const QByteArray orchardText = "Apples, pears and plums ripen in the orchard while farmers gather baskets and "
                               "ladders for the harvest before the autumn rain arrives in the valley.";
const QByteArray harbourText = "Fishing boats return to the harbour at dawn, crews unload crates of herring and "
                               "mackerel for the market while gulls circle above the wet stone quay.";
const QByteArray mountainText = "Climbers camp below the glacier, checking ropes, crampons and weather reports "
                                "before the summit attempt that begins long before sunrise tomorrow.";
// Three paragraphs, the second being the orchard text.
const QByteArray essayText = "Libraries keep printed catalogues of theses submitted by their graduate students "
                             "every single year.\n\n"
    + orchardText
    + "\n\nThe archive also records which examiner read each chapter and when the "
      "final copy was bound.";

struct HttpReply
{
    int status = 0; // 0: no answer (connection failed or closed)
    QByteArray headers;
    QByteArray body;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

// One request on its own connection (Connection: close), read to the end.
HttpReply http(quint16 port, const QByteArray &method, const QByteArray &path, const QByteArray &body = {},
               const QByteArray &contentType = "application/json", const QList<QByteArray> &extraHeaders = {})
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(5000))
        return {};
    QByteArray request = method + ' ' + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n";
    if (!body.isEmpty() || method == "POST") {
        if (!contentType.isEmpty())
            request += "Content-Type: " + contentType + "\r\n";
        request += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    }
    for (const QByteArray &header : extraHeaders)
        request += header + "\r\n";
    request += "\r\n" + body;
    socket.write(request);
    QByteArray received;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 20000) {
        if (socket.bytesAvailable() == 0 && !socket.waitForReadyRead(200)
            && socket.state() != QAbstractSocket::ConnectedState)
            break;
        received += socket.readAll();
    }
    received += socket.readAll();
    const qsizetype split = received.indexOf("\r\n\r\n");
    if (split < 0 || !received.startsWith("HTTP/1.1 "))
        return {};
    HttpReply reply;
    reply.status = received.mid(9, 3).toInt();
    reply.headers = received.left(split);
    reply.body = received.mid(split + 4);
    return reply;
}

QByteArray jsonBody(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// (id, distance) of every result, in the order given.
QList<QPair<qint64, int>> resultsOf(const QJsonObject &answer)
{
    QList<QPair<qint64, int>> results;
    for (const QJsonValue &value : answer.value(u"results"_s).toArray())
        results.append({value.toObject().value(u"id"_s).toInteger(), value.toObject().value(u"distance"_s).toInt()});
    return results;
}

// A running `neardup-cli serve`; stopped (SIGTERM) when destroyed.
class Server
{
public:
    Server(const QStringList &arguments)
    {
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start(QStringLiteral(NEARDUP_CLI), QStringList{u"serve"_s, u"--port"_s, u"0"_s} + arguments);
        QElapsedTimer timer;
        timer.start();
        static const QRegularExpression url(u"http://127\\.0\\.0\\.1:(\\d+)/v1/"_s);
        while (timer.elapsed() < 60000 && m_process.state() != QProcess::NotRunning) {
            m_process.waitForReadyRead(100);
            m_out += m_process.readAllStandardOutput();
            const auto match = url.match(QString::fromUtf8(m_out));
            if (match.hasMatch()) {
                port = quint16(match.captured(1).toUInt());
                return;
            }
        }
    }
    ~Server()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.terminate();
            if (!m_process.waitForFinished(15000))
                m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    // SIGTERM, then the exit code (-1: crashed or did not end).
    int stop()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(15000))
            return -1;
        return m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -1;
    }
    void kill()
    {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
    QByteArray errors() { return m_process.readAllStandardError(); }
    qint64 pid() const { return m_process.processId(); }

    quint16 port = 0;

private:
    QProcess m_process;
    QByteArray m_out;
};

} // namespace

class TestServeCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_workspace;
    QString m_collection;

    QStringList serveArguments(const QStringList &extra = {}) const
    {
        return QStringList{u"--workspace"_s, m_workspace, u"--collection"_s, m_collection, u"--threads"_s, u"8"_s}
        + extra;
    }

    qint64 idOf(quint16 port, const QByteArray &text, int k = 0)
    {
        const HttpReply reply =
            http(port, "POST", "/v1/check", jsonBody({{u"text"_s, QString::fromUtf8(text)}, {u"k"_s, k}}));
        const QJsonArray results = reply.json().value(u"results"_s).toArray();
        return results.isEmpty() ? 0 : results.first().toObject().value(u"id"_s).toInteger();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::writeFile(m_dir, u"coll/orchard.txt"_s, orchardText);
        test::writeFile(m_dir, u"coll/harbour.txt"_s, harbourText);
        test::writeFile(m_dir, u"coll/mountain.txt"_s, mountainText);
        test::writeFile(m_dir, u"coll/essay.txt"_s, essayText);
        // The orchard text as a web page: stored by its visible text.
        test::writeFile(m_dir, u"coll/page.html"_s,
                        "<html><head><style>p{color:red}</style></head><body><p>" + orchardText + "</p></body></html>");
        m_workspace = m_dir.filePath(u"ws.ndw"_s);
        const CliResult imported = cli({u"import"_s, m_dir.filePath(u"coll"_s), u"--workspace"_s, m_workspace});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const CliResult collections = cli({u"collections"_s, u"--workspace"_s, m_workspace, u"--json"_s});
        m_collection = QString::number(
            collections.json().value(u"collections"_s).toArray().first().toObject().value(u"id"_s).toInteger());
    }

    void checkAddGetDelete()
    {
        Server server(serveArguments());
        QVERIFY2(server.port != 0, server.errors().constData());

        QCOMPARE(http(server.port, "GET", "/v1/health").status, 200);
        // The orchard text is stored twice: as text and as a page's visible text.
        HttpReply check =
            http(server.port, "POST", "/v1/check", jsonBody({{u"text"_s, QString::fromUtf8(orchardText)}}));
        QCOMPARE(check.status, 200);
        QJsonArray results = check.json().value(u"results"_s).toArray();
        QCOMPARE(results.size(), 2);
        QStringList names;
        for (const QJsonValue &result : results) {
            QCOMPARE(result.toObject().value(u"distance"_s).toInt(), 0);
            names.append(result.toObject().value(u"name"_s).toString());
        }
        names.sort();
        QCOMPARE(names, (QStringList{u"orchard.txt"_s, u"page.html"_s}));

        // A raw text/plain body with the options in the query string.
        check = http(server.port, "POST", "/v1/check?k=3", harbourText, "text/plain; charset=utf-8");
        QCOMPARE(check.status, 200);
        QCOMPARE(check.json().value(u"results"_s).toArray().first().toObject().value(u"name"_s).toString(),
                 u"harbour.txt"_s);

        // An HTML upload is read as HTML (its visible text), as an import reads it.
        const QByteArray page = "<html><body><script>var x = 1;</script><p>" + mountainText + "</p></body></html>";
        check = http(server.port, "POST", "/v1/check", page, "text/html");
        QCOMPARE(check.status, 200);
        QCOMPARE(check.json().value(u"results"_s).toArray().first().toObject().value(u"distance"_s).toInt(), 0);
        // ... and as a multipart file upload.
        const QByteArray boundary = "XyZbOuNdArY";
        const QByteArray multipart = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"k\"\r\n\r\n2\r\n--"
            + boundary
            + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"../../etc/page.html\"\r\n"
              "Content-Type: text/html\r\n\r\n"
            + page + "\r\n--" + boundary + "--\r\n";
        check = http(server.port, "POST", "/v1/check", multipart, "multipart/form-data; boundary=" + boundary);
        QCOMPARE(check.status, 200);
        QCOMPARE(check.json().value(u"k"_s).toInt(), 2);
        QCOMPARE(check.json().value(u"results"_s).toArray().first().toObject().value(u"name"_s).toString(),
                 u"mountain.txt"_s);

        // By paragraph: the essay's second paragraph is the orchard text.
        check = http(server.port, "POST", "/v1/check",
                     jsonBody({{u"text"_s, QString::fromUtf8(essayText)}, {u"by_paragraph"_s, true}}));
        QCOMPARE(check.status, 200);
        QCOMPARE(check.json().value(u"query_paragraphs"_s).toInt(), 3);
        bool essayFound = false;
        for (const QJsonValue &result : check.json().value(u"results"_s).toArray()) {
            if (result.toObject().value(u"name"_s).toString() != u"essay.txt"_s)
                continue;
            essayFound = true;
            QCOMPARE(result.toObject().value(u"paragraphs"_s).toArray().size(), 3);
        }
        QVERIFY(essayFound);

        // Add, get, find, delete.
        const QByteArray fresh = "Glassblowers shape molten sand into bottles, bowls and lamps in a workshop "
                                 "that has stood beside the canal for three hundred years.";
        const HttpReply added = http(server.port, "POST", "/v1/documents",
                                     jsonBody({{u"text"_s, QString::fromUtf8(fresh)}, {u"name"_s, u"glass.txt"_s}}));
        QCOMPARE(added.status, 200);
        const qint64 id = added.json().value(u"id"_s).toInteger();
        QVERIFY(id > 0);
        const QByteArray path = "/v1/documents/" + QByteArray::number(id);
        const HttpReply got = http(server.port, "GET", path);
        QCOMPARE(got.status, 200);
        QCOMPARE(got.json().value(u"text"_s).toString(), QString::fromUtf8(fresh));
        QCOMPARE(got.json().value(u"name"_s).toString(), u"glass.txt"_s);
        QCOMPARE(idOf(server.port, fresh), id);

        // check with add: the answer before the document is added, and its id.
        const QByteArray fresher = "Beekeepers in the hills move their hives to the heather every August and "
                                   "bring back dark honey before the first frost of the season.";
        HttpReply checkAdd = http(server.port, "POST", "/v1/check",
                                  jsonBody({{u"text"_s, QString::fromUtf8(fresher)}, {u"add"_s, true}}));
        QCOMPARE(checkAdd.status, 200);
        QVERIFY(checkAdd.json().value(u"results"_s).toArray().isEmpty());
        const qint64 second = checkAdd.json().value(u"id"_s).toInteger();
        QVERIFY(second > id);
        QCOMPARE(idOf(server.port, fresher), second);

        QCOMPARE(http(server.port, "DELETE", path).status, 200);
        QCOMPARE(http(server.port, "GET", path).status, 404);
        QCOMPARE(idOf(server.port, fresh), 0);                   // gone from answers at once
        QCOMPARE(http(server.port, "DELETE", path).status, 404); // and cannot be deleted twice

        const QJsonObject stats = http(server.port, "GET", "/v1/stats").json();
        QCOMPARE(stats.value(u"documents"_s).toInteger(), 6);
        QVERIFY(stats.value(u"requests"_s).toInteger() >= 10);
        QVERIFY(stats.value(u"index_bytes"_s).toInteger() > 0);
        QVERIFY(stats.value(u"latency_ms"_s).toObject().value(u"p99"_s).toDouble() > 0.0);
        QCOMPARE(http(server.port, "DELETE", "/v1/documents/" + QByteArray::number(second)).status, 200);
        QCOMPARE(server.stop(), 0);

        // Gone from the workspace too.
        const CliResult documents =
            cli({u"documents"_s, u"--workspace"_s, m_workspace, u"--collection"_s, m_collection, u"--json"_s});
        QVERIFY(!documents.out.contains("glass.txt"));
    }

    void durableAcrossRestartAndKill()
    {
        const QByteArray first = "Cartographers redraw the coastline after each winter storm moves the dunes "
                                 "and the river mouth a little further to the north.";
        const QByteArray second = "Bell founders cast a new bell for the cathedral tower from bronze melted "
                                  "in a pit dug beside the west door of the nave.";
        qint64 firstId = 0;
        qint64 secondId = 0;
        {
            Server server(serveArguments());
            QVERIFY(server.port != 0);
            firstId = http(server.port, "POST", "/v1/documents", jsonBody({{u"text"_s, QString::fromUtf8(first)}}))
                          .json()
                          .value(u"id"_s)
                          .toInteger();
            QVERIFY(firstId > 0);
            QCOMPARE(server.stop(), 0);
        }
        {
            Server server(serveArguments());
            QVERIFY(server.port != 0);
            QCOMPARE(idOf(server.port, first), firstId);
            secondId = http(server.port, "POST", "/v1/documents", jsonBody({{u"text"_s, QString::fromUtf8(second)}}))
                           .json()
                           .value(u"id"_s)
                           .toInteger();
            QVERIFY(secondId > 0);
            server.kill(); // kill -9 right after the 200
        }
        {
            Server server(serveArguments());
            QVERIFY2(server.port != 0, server.errors().constData());
            QCOMPARE(idOf(server.port, first), firstId);
            QCOMPARE(idOf(server.port, second), secondId);
            QCOMPARE(http(server.port, "GET", "/v1/documents/" + QByteArray::number(secondId)).status, 200);
            QCOMPARE(http(server.port, "DELETE", "/v1/documents/" + QByteArray::number(firstId)).status, 200);
            QCOMPARE(http(server.port, "DELETE", "/v1/documents/" + QByteArray::number(secondId)).status, 200);
            QCOMPARE(server.stop(), 0);
        }
        // The added document was an ordinary document of the collection.
        const CliResult documents =
            cli({u"documents"_s, u"--workspace"_s, m_workspace, u"--collection"_s, m_collection, u"--json"_s});
        QCOMPARE(documents.exitCode, 0);
    }

    void answersAsTheQueryCommand()
    {
        // Edited texts: a word changed, a sentence cut, another document.
        QList<QByteArray> queries = {orchardText,
                                     harbourText,
                                     essayText,
                                     QByteArray(orchardText).replace("plums", "cherries"),
                                     QByteArray(harbourText).replace("gulls", "terns"),
                                     mountainText.left(80)};
        const QStringList bound{u"--method"_s, u"simhash-weighted"_s, u"--param"_s, u"max_distance=20"_s};
        QList<QJsonObject> served;
        QList<QJsonObject> servedByParagraph;
        {
            Server server(serveArguments(bound));
            QVERIFY(server.port != 0);
            for (const QByteArray &query : queries) {
                served.append(http(server.port, "POST", "/v1/check",
                                   jsonBody({{u"text"_s, QString::fromUtf8(query)}, {u"k"_s, 20}}))
                                  .json());
                servedByParagraph.append(
                    http(server.port, "POST", "/v1/check",
                         jsonBody({{u"text"_s, QString::fromUtf8(query)}, {u"k"_s, 20}, {u"by_paragraph"_s, true}}))
                        .json());
            }
            QCOMPARE(server.stop(), 0);
        }
        for (qsizetype q = 0; q < queries.size(); ++q) {
            const QStringList base =
                QStringList{u"query"_s,   u"--workspace"_s, m_workspace, u"--collection"_s,
                            m_collection, u"--json"_s,      u"--text"_s, QString::fromUtf8(queries[q])}
                + bound;
            const CliResult whole = cli(base);
            QVERIFY2(whole.exitCode == 0, whole.err.constData());
            QVERIFY(whole.json().value(u"stats"_s).toObject().value(u"from_stored_fingerprints"_s).toBool());
            QList<QPair<qint64, int>> expected;
            for (const QJsonValue &hit : whole.json().value(u"hits"_s).toArray())
                expected.append(
                    {hit.toObject().value(u"document"_s).toInteger(), hit.toObject().value(u"distance"_s).toInt()});
            QVERIFY(!expected.isEmpty() || q == 5);
            QCOMPARE(resultsOf(served[q]), expected);

            const CliResult byParagraph = cli(QStringList(base) << u"--by-paragraph"_s);
            QVERIFY2(byParagraph.exitCode == 0, byParagraph.err.constData());
            QSet<QString> expectedParagraphs;
            for (const QJsonValue &hit : byParagraph.json().value(u"hits"_s).toArray()) {
                const QJsonObject h = hit.toObject();
                expectedParagraphs.insert(u"%1/%2/%3/%4"_s.arg(h.value(u"document"_s).toInteger())
                                              .arg(h.value(u"query_paragraph"_s).toInt())
                                              .arg(h.value(u"stored_paragraph"_s).toInt())
                                              .arg(h.value(u"distance"_s).toInt()));
            }
            QSet<QString> servedParagraphs;
            for (const QJsonValue &result : servedByParagraph[q].value(u"results"_s).toArray()) {
                for (const QJsonValue &p : result.toObject().value(u"paragraphs"_s).toArray())
                    servedParagraphs.insert(u"%1/%2/%3/%4"_s.arg(result.toObject().value(u"id"_s).toInteger())
                                                .arg(p.toObject().value(u"query_paragraph"_s).toInt())
                                                .arg(p.toObject().value(u"stored_paragraph"_s).toInt())
                                                .arg(p.toObject().value(u"distance"_s).toInt()));
            }
            QCOMPARE(servedParagraphs, expectedParagraphs);
        }
    }

    void concurrentClients()
    {
        Server server(serveArguments());
        QVERIFY(server.port != 0);
        const QList<QPair<qint64, int>> expected = resultsOf(
            http(server.port, "POST", "/v1/check", jsonBody({{u"text"_s, QString::fromUtf8(orchardText)}})).json());
        QCOMPARE(expected.size(), 2);

        // 8 threads x 200 requests: checks, and every tenth an add of a text of
        // its own (deleted afterwards), which must not disturb the checks' answers.
        constexpr int threads = 8;
        constexpr int perThread = 200;
        std::atomic<int> failures{0};
        std::atomic<int> wrongAnswers{0};
        std::vector<std::vector<qint64>> addedIds(threads);
        std::vector<std::thread> workers;
        for (int t = 0; t < threads; ++t) {
            workers.emplace_back([&, t] {
                for (int i = 0; i < perThread; ++i) {
                    if (i % 10 == 9) {
                        const QString text = u"Thread %1 writes note %2 about deliveries of timber, rope and "
                                             "canvas to warehouse number %3 on the eastern wharf."_s.arg(t)
                                                 .arg(i)
                                                 .arg(t * 1000 + i);
                        const HttpReply reply =
                            http(server.port, "POST", "/v1/documents", jsonBody({{u"text"_s, text}}));
                        if (reply.status != 200)
                            ++failures;
                        else
                            addedIds[std::size_t(t)].push_back(reply.json().value(u"id"_s).toInteger());
                        continue;
                    }
                    const HttpReply reply =
                        http(server.port, "POST", "/v1/check", jsonBody({{u"text"_s, QString::fromUtf8(orchardText)}}));
                    if (reply.status != 200)
                        ++failures;
                    else if (resultsOf(reply.json()) != expected)
                        ++wrongAnswers;
                }
            });
        }
        for (std::thread &worker : workers)
            worker.join();
        QCOMPARE(failures.load(), 0);
        QCOMPARE(wrongAnswers.load(), 0);
        QSet<qint64> ids;
        for (const auto &list : addedIds) {
            for (const qint64 id : list)
                ids.insert(id);
        }
        QCOMPARE(ids.size(), threads * perThread / 10); // every add got its own id
        const QJsonObject stats = http(server.port, "GET", "/v1/stats").json();
        QCOMPARE(stats.value(u"documents"_s).toInteger(), 5 + threads * perThread / 10);
        for (const qint64 id : ids)
            QCOMPARE(http(server.port, "DELETE", "/v1/documents/" + QByteArray::number(id)).status, 200);
        QCOMPARE(server.stop(), 0);
    }

    // Answers are held back until a request is done and then sent together, so
    // the two cases where the server must answer before it has read all a client
    // sent are checked on one kept-alive connection.
    void keptAliveConnectionAnswersPipelinedRequestsAndInterimContinue()
    {
        Server server(serveArguments({u"--timeout"_s, u"5"_s}));
        QVERIFY(server.port != 0);
        QTcpSocket connection;
        connection.connectToHost(QHostAddress::LocalHost, server.port);
        QVERIFY(connection.waitForConnected(5000));
        QByteArray received;
        const auto receiveUntil = [&](const QByteArray &needle, int count) {
            QElapsedTimer timer;
            timer.start();
            while (received.count(needle) < count && timer.elapsed() < 3000) {
                connection.waitForReadyRead(50);
                received += connection.readAll();
            }
            return received.count(needle) >= count;
        };

        // Two requests in one write: the second's bytes arrive with the first's.
        const QByteArray body = jsonBody({{u"text"_s, QString::fromUtf8(orchardText)}});
        connection.write("GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n"
                         "POST /v1/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
                         + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        QVERIFY2(receiveUntil("HTTP/1.1 200", 2), received.constData());
        QVERIFY2(received.contains("\"status\":\"ok\"") && received.contains("\"results\""), received.constData());

        // A client that asks to be told to go on before it sends the body is told
        // so at once, well before the 5 s read timeout.
        received.clear();
        connection.write(
            "POST /v1/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n"
            "Content-Length: "
            + QByteArray::number(body.size()) + "\r\n\r\n");
        QVERIFY2(receiveUntil("HTTP/1.1 100 Continue\r\n\r\n", 1), received.constData());
        connection.write(body);
        QVERIFY2(receiveUntil("HTTP/1.1 200", 1) && receiveUntil("\"results\"", 1), received.constData());
        QCOMPARE(resultsOf(QJsonDocument::fromJson(received.mid(received.indexOf("\r\n\r\n{") + 4)).object()).size(),
                 2);
        QCOMPARE(server.stop(), 0);
    }

    void badInputGetsItsStatus()
    {
        Server server(serveArguments({u"--max-body"_s, u"4096"_s}));
        QVERIFY(server.port != 0);
        const auto status = [&](const QByteArray &method, const QByteArray &path, const QByteArray &body = {},
                                const QByteArray &type = "application/json") {
            const HttpReply reply = http(server.port, method, path, body, type);
            // Every error is JSON with its status and a message.
            if (reply.status >= 400) {
                const QJsonObject error = reply.json().value(u"error"_s).toObject();
                if (error.value(u"status"_s).toInt() != reply.status || error.value(u"message"_s).toString().isEmpty())
                    return -reply.status;
            }
            return reply.status;
        };
        QCOMPARE(status("POST", "/v1/check", "{\"text\": \"unterminated"), 400);
        QCOMPARE(status("POST", "/v1/check", "[1, 2]"), 400);
        QCOMPARE(status("POST", "/v1/check", "{\"k\": 3}"), 400); // no text
        QCOMPARE(status("POST", "/v1/check", "{\"text\": 42}"), 400);
        QCOMPARE(status("POST", "/v1/check", "{\"text\": \"a b c\", \"k\": -1}"), 400);
        QCOMPARE(status("POST", "/v1/check", "{\"text\": \"a b c\", \"k\": 2.5}"), 400);
        QCOMPARE(status("POST", "/v1/check", "{\"text\": \"a b c\", \"k\": 40}"), 400); // over the tables' bound
        QCOMPARE(status("POST", "/v1/check", "{\"text\": \"a b c\", \"add\": \"yes\"}"), 400);
        QCOMPARE(status("POST", "/v1/check?k=x", "plain words here", "text/plain"), 400);
        QCOMPARE(status("POST", "/v1/check", "", "text/plain"), 400);
        QCOMPARE(status("POST", "/v1/documents", "{}"), 400);
        QCOMPARE(status("GET", "/v1/documents/999999"), 404);
        QCOMPARE(status("DELETE", "/v1/documents/999999"), 404);
        QCOMPARE(status("GET", "/v1/documents/99999999999999999999999"), 404);
        QCOMPARE(status("GET", "/v1/nothing"), 404);
        QCOMPARE(status("GET", "/etc/passwd"), 404);
        QCOMPARE(status("GET", "/v1/check"), 405);
        QCOMPARE(status("PUT", "/v1/documents/1", "{}"), 405);
        QCOMPARE(status("POST", "/v1/stats", "{}"), 405);
        QCOMPARE(status("POST", "/v1/check", QByteArray(5000, 'a')), 413);
        QCOMPARE(status("POST", "/v1/check", "\x89PNG\r\n", "image/png"), 415);
        QCOMPARE(status("POST", "/v1/check", "words", ""), 415);
        // A PDF that is not one: the reader's reason, as 400.
        QCOMPARE(status("POST", "/v1/check", "%PDF-1.4 broken", "application/pdf"), 400);
        // Still serving after all that.
        QCOMPARE(status("GET", "/v1/health"), 200);
        QCOMPARE(server.stop(), 0);
    }

    void slowClientIsTimedOutAndDrainAnswers503()
    {
        Server server(serveArguments({u"--timeout"_s, u"2"_s, u"--threads"_s, u"4"_s}));
        QVERIFY(server.port != 0);
        // A client that sends half a request line and stops is cut off.
        QTcpSocket stalled;
        stalled.connectToHost(QHostAddress::LocalHost, server.port);
        QVERIFY(stalled.waitForConnected(5000));
        stalled.write("POST /v1/che");
        stalled.flush();
        QElapsedTimer timer;
        timer.start();
        while (stalled.state() == QAbstractSocket::ConnectedState && timer.elapsed() < 10000)
            stalled.waitForDisconnected(100);
        QCOMPARE(stalled.state(), QAbstractSocket::UnconnectedState);
        QVERIFY(timer.elapsed() < 8000);
        QCOMPARE(http(server.port, "GET", "/v1/health").status, 200);

        // A request in flight (its body half sent) while the server is told to
        // stop: new requests get 503, the one in flight is answered, then exit 0.
        QTcpSocket inFlight;
        inFlight.connectToHost(QHostAddress::LocalHost, server.port);
        QVERIFY(inFlight.waitForConnected(5000));
        const QByteArray body = jsonBody({{u"text"_s, QString::fromUtf8(orchardText)}});
        inFlight.write("POST /v1/check HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n"
                       "Content-Length: "
                       + QByteArray::number(body.size()) + "\r\n\r\n" + body.left(10));
        inFlight.flush();
        QTest::qWait(200);
        QVERIFY(::kill(pid_t(server.pid()), SIGTERM) == 0); // without waiting for the exit
        QTest::qWait(100);
        QCOMPARE(http(server.port, "GET", "/v1/health").status, 503);
        inFlight.write(body.mid(10));
        inFlight.flush();
        QByteArray answer;
        timer.restart();
        while (timer.elapsed() < 10000 && !answer.contains("\"results\"")) {
            inFlight.waitForReadyRead(100);
            answer += inFlight.readAll();
        }
        QVERIFY2(answer.startsWith("HTTP/1.1 200"), answer.constData());
        QCOMPARE(server.stop(), 0);
    }

    void bearerTokenAndNonLoopbackAddress()
    {
        // Any other address than loopback: refused without a token, before loading.
        const CliResult refused =
            cli(QStringList{u"serve"_s, u"--listen"_s, u"0.0.0.0"_s, u"--port"_s, u"0"_s} + serveArguments());
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("--token-file"), refused.err.constData());

        const QString tokenFile = test::writeFile(m_dir, u"token"_s, "s3cret-token-0123456789\n");
        Server server(serveArguments({u"--token-file"_s, tokenFile}));
        QVERIFY(server.port != 0);
        QCOMPARE(http(server.port, "GET", "/v1/health").status, 401);
        QCOMPARE(http(server.port, "GET", "/v1/health", {}, {}, {"Authorization: Bearer wrong"}).status, 401);
        QCOMPARE(
            http(server.port, "GET", "/v1/health", {}, {}, {"Authorization: Bearer s3cret-token-012345678"}).status,
            401);
        QCOMPARE(http(server.port, "GET", "/v1/health", {}, {}, {"Authorization: s3cret-token-0123456789"}).status,
                 401);
        QCOMPARE(
            http(server.port, "GET", "/v1/health", {}, {}, {"Authorization: Bearer s3cret-token-0123456789"}).status,
            200);
        QCOMPARE(server.stop(), 0);
    }
};

QTEST_GUILESS_MAIN(TestServeCommand)
#include "tst_servecommand.moc"
