#include "features/nounlexicon.h"

#include <QFile>
#include <QDir>
#include <QFileInfo>

#include <array>
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

NounLexicon::NounLexicon(const QString &indexNounPath)
{
    forEachLine(indexNounPath, [this](const QList<QByteArray> &fields) {
        // Collocations ("hot_dog") never match one word; they are left out.
        if (!fields.isEmpty() && !fields.front().contains('_'))
            m_nouns.insert(QString::fromUtf8(fields.front()));
    });
    const QString exceptions = QFileInfo(indexNounPath).dir().filePath(u"noun.exc"_s);
    forEachLine(exceptions, [this](const QList<QByteArray> &fields) {
        if (fields.size() >= 2)
            m_exceptions.insert(QString::fromUtf8(fields[0]), QString::fromUtf8(fields[1]));
    });
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

bool NounLexicon::contains(QStringView word) const
{
    if (word.isEmpty() || m_nouns.isEmpty())
        return false;
    const QString w = word.toString();
    if (m_nouns.contains(w))
        return true;
    const auto exception = m_exceptions.constFind(w);
    if (exception != m_exceptions.cend() && m_nouns.contains(*exception))
        return true;
    // WordNet morphy's noun detachment rules (suffix -> replacement).
    static const std::array<std::pair<QStringView, QStringView>, 8> rules{{
        {u"ses", u"s"},
        {u"xes", u"x"},
        {u"zes", u"z"},
        {u"ches", u"ch"},
        {u"shes", u"sh"},
        {u"men", u"man"},
        {u"ies", u"y"},
        {u"s", u""},
    }};
    for (const auto &[suffix, replacement] : rules) {
        if (w.size() > suffix.size() && w.endsWith(suffix)) {
            const QString base = w.left(w.size() - suffix.size()).append(replacement);
            if (m_nouns.contains(base))
                return true;
        }
    }
    return false;
}

} // namespace nd::features
