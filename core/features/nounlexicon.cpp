#include "features/nounlexicon.h"

#include "base/hashing.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <array>
#include <bit>
#include <utility>

using namespace Qt::StringLiterals;

namespace nd::features {

namespace {

// Lines "lemma rest..." of a WordNet file; license lines start with a space.
template<typename Fn>
void forEachLine(const QString &path, Fn fn)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        if (line.isEmpty() || line.front() == ' ')
            continue;
        const QList<QByteArray> fields = line.trimmed().split(' ');
        fn(fields);
    }
}

} // namespace

// WordNet morphy's noun detachment rules: a word ending in the suffix, with
// something before it, is a noun when that something followed by the
// replacement is one (dogs -> dog, boxes -> box, parties -> party).
constexpr std::array<std::pair<QStringView, QStringView>, 8> detachmentRules{{
    {u"ses", u"s"},
    {u"xes", u"x"},
    {u"zes", u"z"},
    {u"ches", u"ch"},
    {u"shes", u"sh"},
    {u"men", u"man"},
    {u"ies", u"y"},
    {u"s", u""},
}};

NounLexicon::NounLexicon(const QString &indexNounPath)
{
    QSet<QString> nouns;
    forEachLine(indexNounPath, [&nouns](const QList<QByteArray> &fields) {
        // Collocations ("hot_dog") never match one word; they are left out.
        if (!fields.isEmpty() && !fields.front().contains('_'))
            nouns.insert(QString::fromUtf8(fields.front()));
    });
    QHash<QString, QString> exceptions; // irregular plural -> base form
    const QString exceptionsPath = QFileInfo(indexNounPath).dir().filePath(u"noun.exc"_s);
    forEachLine(exceptionsPath, [&exceptions](const QList<QByteArray> &fields) {
        if (fields.size() >= 2)
            exceptions.insert(QString::fromUtf8(fields[0]), QString::fromUtf8(fields[1]));
    });

    // Every word that morphy would reduce to a noun, worked out once, so that a
    // lookup is one hash probe (it was the largest cost of fingerprinting a
    // document in the service): the nouns, the irregular plurals of nouns, and
    // for each rule, each noun ending in its replacement with the replacement
    // swapped for the suffix — exactly the words the rule maps onto a noun.
    m_nounCount = nouns.size();
    QSet<std::uint64_t> words;
    words.reserve(nouns.size() * 2);
    for (const QString &noun : nouns)
        words.insert(hashToken(noun));
    for (auto it = exceptions.cbegin(); it != exceptions.cend(); ++it) {
        if (nouns.contains(it.value()))
            words.insert(hashToken(it.key()));
    }
    for (const QString &noun : nouns) {
        for (const auto &[suffix, replacement] : detachmentRules) {
            if (noun.size() > replacement.size() && noun.endsWith(replacement))
                words.insert(hashToken(noun.left(noun.size() - replacement.size()).append(suffix)));
        }
    }
    if (words.isEmpty())
        return;
    m_slots.assign(std::bit_ceil(std::size_t(words.size()) * 2), emptySlot);
    m_mask = m_slots.size() - 1;
    for (const std::uint64_t word : std::as_const(words))
        insertToken(word);
}

void NounLexicon::insertToken(std::uint64_t tokenHash)
{
    if (tokenHash == emptySlot) {
        m_containsEmptySlotHash = true;
        return;
    }
    std::size_t i = slotOf(tokenHash);
    while (m_slots[i] != emptySlot && m_slots[i] != tokenHash)
        i = (i + 1) & m_mask;
    m_slots[i] = tokenHash;
}

QString NounLexicon::defaultPath()
{
    return u"/usr/share/wordnet/index.noun"_s;
}

const NounLexicon &NounLexicon::english()
{
    static const NounLexicon lexicon(defaultPath());
    return lexicon;
}

bool NounLexicon::contains(const QString &word) const
{
    return containsToken(hashToken(word));
}

bool NounLexicon::contains(QStringView word) const
{
    return containsToken(hashToken(word));
}

} // namespace nd::features
