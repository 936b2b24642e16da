#include "features/sentencefeatures.h"

#include "features/spotsignatures.h"

using namespace Qt::StringLiterals;

namespace nd::features {

std::optional<QList<int>> parseTermPositions(QStringView text)
{
    QList<int> positions;
    if (text.trimmed().isEmpty())
        return positions;
    for (QStringView part : text.split(u',')) {
        bool ok = false;
        const int position = part.trimmed().toInt(&ok);
        if (!ok || position == 0 || position < -100 || position > 100)
            return std::nullopt;
        positions.append(position);
    }
    return positions;
}

namespace {

bool endsSentence(QStringView gap)
{
    for (QChar c : gap) {
        switch (c.unicode()) {
        case u'.':
        case u'!':
        case u'?':
        case 0x3002: // 。
        case 0xFF01: // ！
        case 0xFF1F: // ？
            return true;
        default:
            break;
        }
    }
    return false;
}

QString featureOf(const std::vector<SpotWord> &words, std::size_t first, std::size_t end, const QList<int> &positions)
{
    const qsizetype length = qsizetype(end - first);
    QString feature = QString::number(length);
    for (int position : positions) {
        const qsizetype index = position > 0 ? position - 1 : length + position;
        feature += u'|';
        if (index >= 0 && index < length)
            feature += words[first + std::size_t(index)].word;
    }
    return feature;
}

} // namespace

QStringList sentenceFeatures(QStringView text, const QList<int> &positions)
{
    const std::vector<SpotWord> words = spotWords(text);
    QStringList features;
    std::size_t first = 0;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const qsizetype gapEnd = i + 1 < words.size() ? words[i + 1].begin : text.size();
        if (i + 1 == words.size() || endsSentence(text.sliced(words[i].end, gapEnd - words[i].end))) {
            features.append(featureOf(words, first, i + 1, positions));
            first = i + 1;
        }
    }
    return features;
}

} // namespace nd::features
