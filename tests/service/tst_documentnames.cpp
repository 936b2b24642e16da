// DocumentNames: the service's bounded memory of document names, worked through
// by hand with a capacity of two names per generation.
#include "service/documentnames.h"

#include <QTest>

using namespace nd;
using namespace Qt::StringLiterals;
using service::DocumentNames;

class TestDocumentNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsTheNewestTwoGenerations()
    {
        DocumentNames names(2);
        names.remember(1, u"a.txt"_s);
        names.remember(2, u"b.txt"_s);
        QCOMPARE(names.find(1), std::optional<QString>(u"a.txt"_s));
        QCOMPARE(names.find(2), std::optional<QString>(u"b.txt"_s));
        // newer {1, 2} is full: it becomes the older, 3 starts the newer.
        names.remember(3, u"c.txt"_s);
        QCOMPARE(names.size(), std::size_t(3));
        // 1 is found in the older generation and moves to the newer: {3, 1}.
        QCOMPARE(names.find(1), std::optional<QString>(u"a.txt"_s));
        // newer {3, 1} is full again: older {3, 1}, newer {4}; 2 is gone.
        names.remember(4, u"d.txt"_s);
        QCOMPARE(names.find(2), std::nullopt);
        QCOMPARE(names.find(3), std::optional<QString>(u"c.txt"_s));
        QCOMPARE(names.find(4), std::optional<QString>(u"d.txt"_s));
        QCOMPARE(names.size(), std::size_t(3)); // 1 (older), 4 and 3 (newer)
        // Remembering a name again replaces it, in whichever generation it was.
        names.remember(1, u"renamed.txt"_s);
        QCOMPARE(names.find(1), std::optional<QString>(u"renamed.txt"_s));
    }

    void forgetsDeletedDocuments()
    {
        DocumentNames names(8);
        names.remember(7, u"seven.txt"_s);
        names.forget(7);
        QCOMPARE(names.find(7), std::nullopt);
        QCOMPARE(names.size(), std::size_t(0));
    }

    void keepsNoNameReadWhileADocumentWasForgotten()
    {
        DocumentNames names(8);
        // A check reads a name from the workspace while a deletion runs: the
        // name it read may be the deleted document's, so it is not kept.
        const std::uint64_t before = names.fillEpoch();
        names.forget(5);
        names.fill(before, 5, u"deleted.txt"_s);
        QCOMPARE(names.find(5), std::nullopt);
        // With no deletion in between it is kept.
        const std::uint64_t now = names.fillEpoch();
        names.fill(now, 5, u"new.txt"_s);
        QCOMPARE(names.find(5), std::optional<QString>(u"new.txt"_s));
    }
};

QTEST_GUILESS_MAIN(TestDocumentNames)
#include "tst_documentnames.moc"
