// checkAnswerJson: the check's answer written straight into a string, against
// Qt's QJsonDocument writing the same answer built as QJsonObjects, byte for
// byte, and one answer worked out by hand.
#include "service/answerjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace nd;
using namespace Qt::StringLiterals;

namespace {

// The answer as the service built it before, with Qt's JSON classes.
std::string qtAnswer(const service::CheckResult &result, bool byParagraph, std::optional<qint64> addedId)
{
    QJsonArray results;
    for (const service::Match &match : result.matches) {
        QJsonObject object{{u"id"_s, match.documentId}, {u"name"_s, match.name}, {u"distance"_s, match.distance}};
        if (byParagraph) {
            QJsonArray paragraphs;
            for (const service::ParagraphMatch &p : match.paragraphs)
                paragraphs.append(QJsonObject{{u"query_paragraph"_s, p.queryParagraph},
                                              {u"stored_paragraph"_s, p.storedParagraph},
                                              {u"distance"_s, p.distance}});
            object.insert(u"paragraphs"_s, paragraphs);
        }
        results.append(object);
    }
    QJsonObject answer{{u"results"_s, results}, {u"k"_s, result.k}};
    if (byParagraph)
        answer.insert(u"query_paragraphs"_s, result.queryParagraphs);
    if (addedId)
        answer.insert(u"id"_s, *addedId);
    return QJsonDocument(answer).toJson(QJsonDocument::Compact).toStdString();
}

service::CheckResult resultWithNames(const QStringList &names)
{
    service::CheckResult result;
    result.k = 3;
    result.queryParagraphs = 4;
    qint64 id = 1;
    for (const QString &name : names) {
        service::Match match{id, name, int(id % 4), {}};
        match.paragraphs.append({0, 2, int(id % 4)});
        match.paragraphs.append({3, 0, 1});
        result.matches.append(match);
        id = id * 1000 + 7; // up to 13 digits
    }
    return result;
}

} // namespace

class TestAnswerJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void workedByHand()
    {
        service::CheckResult result;
        result.k = 3;
        result.matches.append({42, u"news/a \"b\".htm"_s, 2, {}});
        const std::string whole = "{\"k\":3,\"results\":[{\"distance\":2,\"id\":42,"
                                  "\"name\":\"news/a \\\"b\\\".htm\"}]}";
        QCOMPARE(service::checkAnswerJson(result, false), whole);
        result.queryParagraphs = 2;
        result.matches.first().paragraphs.append({1, 0, 2});
        const std::string byParagraph = "{\"id\":7,\"k\":3,\"query_paragraphs\":2,\"results\":[{\"distance\":2,"
                                        "\"id\":42,\"name\":\"news/a \\\"b\\\".htm\",\"paragraphs\":"
                                        "[{\"distance\":2,\"query_paragraph\":1,\"stored_paragraph\":0}]}]}";
        QCOMPARE(service::checkAnswerJson(result, true, 7), byParagraph);
        QCOMPARE(service::checkAnswerJson(service::CheckResult{}, false), std::string("{\"k\":0,\"results\":[]}"));
    }

    void sameBytesAsQtsWriter_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<bool>("byParagraph");
        QTest::addColumn<bool>("added");
        const QStringList plain{u"a.txt"_s, u"folder/b.htm"_s, u"c"_s};
        // Every character JSON escapes, the control characters without a short
        // form, and UTF-8 of two, three and four bytes.
        QString controls;
        for (char16_t c = 0; c < 0x20; ++c)
            controls.append(QChar(c));
        const QStringList awkward{u"quote \" backslash \\ slash /"_s, controls + u"\u007f"_s,
                                  u"caf\u00e9 \u4e2d\u6587 \U0001F600.txt"_s, QString()};
        QTest::newRow("none") << QStringList{} << false << false;
        QTest::newRow("plain") << plain << false << false;
        QTest::newRow("plain, by paragraph, added") << plain << true << true;
        QTest::newRow("awkward names") << awkward << false << true;
        QTest::newRow("awkward names, by paragraph") << awkward << true << false;
        // Not names the service can hold (they come back from UTF-8), but the same
        // bytes all the same: lone surrogates, high and low, inside and at an end.
        QTest::newRow("lone surrogates") << QStringList{u"a"_s + QChar(0xD800) + u"b"_s, QChar(0xDC00) + u"c"_s,
                                                        u"d"_s + QChar(0xDBFF)}
                                         << false << false;
    }

    void sameBytesAsQtsWriter()
    {
        QFETCH(QStringList, names);
        QFETCH(bool, byParagraph);
        QFETCH(bool, added);
        const service::CheckResult result = resultWithNames(names);
        const std::optional<qint64> id = added ? std::optional<qint64>(9007199254740993) : std::nullopt;
        QCOMPARE(service::checkAnswerJson(result, byParagraph, id), qtAnswer(result, byParagraph, id));
    }
};

QTEST_GUILESS_MAIN(TestAnswerJson)
#include "tst_answerjson.moc"
