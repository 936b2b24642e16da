#include "ui/results/explainpanel.h"

#include <QLabel>
#include <QScrollArea>
#include <QLocale>
#include <QPainter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {

QString percent(double fraction)
{
    return QLocale().toString(fraction * 100.0, 'f', 1) + u" %"_s;
}

QString number(double x)
{
    return QLocale().toString(x, 'f', 3);
}

QString shinglingText(const compare::ShinglingExplanation &e)
{
    QString s = ExplainPanel::tr("Shingling (w = %1): |A ∩ B| = %2, |A| = %3, |B| = %4; "
                                 "resemblance %5, A in B %6, B in A %7.")
                    .arg(e.shingleSize)
                    .arg(QLocale().toString(e.shared), QLocale().toString(e.sizeA), QLocale().toString(e.sizeB),
                         number(e.resemblance), percent(e.containmentAInB), percent(e.containmentBInA));
    if (!e.sharedShingles.isEmpty()) {
        s += u"\n"_s + ExplainPanel::tr("First shared shingles:") + u"\n  "_s + e.sharedShingles.join(u"\n  "_s);
    }
    return s;
}

QString minhashText(const compare::MinHashExplanation &e)
{
    QString s = ExplainPanel::tr("MinHash (%1 permutations, w = %2): estimate %3 (%4 of %5 slots "
                                 "agree), exact Jaccard %6.")
                    .arg(e.permutations)
                    .arg(e.shingleSize)
                    .arg(number(e.estimate))
                    .arg(e.agreeingSlots)
                    .arg(e.permutations)
                    .arg(number(e.exactJaccard));
    s += u"\n"_s;
    if (e.collidingBands.isEmpty()) {
        s += ExplainPanel::tr("LSH: %1 bands of %2 rows; no band collided.").arg(e.plan.bands).arg(e.plan.rows);
    } else {
        QStringList bands;
        for (int b : e.collidingBands)
            bands << QString::number(b + 1);
        s += ExplainPanel::tr("LSH: %1 bands of %2 rows; colliding band(s): %3.")
                 .arg(e.plan.bands)
                 .arg(e.plan.rows)
                 // Qt's line breaker keeps "1, 2, 3" together as one number; the
                 // zero-width spaces let the list wrap in a narrow panel.
                 .arg(bands.join(u", \u200B"_s));
    }
    return s;
}

QString spotsigsText(const compare::SpotSigsExplanation &e)
{
    QString s = ExplainPanel::tr("SpotSigs: %1 of A's %2 and B's %3 spot signatures are shared "
                                 "(multiset Jaccard %4 before the collection's IDF filter; the run "
                                 "counted only signatures with a normalised IDF in [%5, %6]).")
                    .arg(QLocale().toString(e.shared), QLocale().toString(e.signaturesA),
                         QLocale().toString(e.signaturesB), number(e.jaccard), number(e.minIdf), number(e.maxIdf));
    if (!e.sharedSignatures.isEmpty())
        s += u"\n"_s + ExplainPanel::tr("First shared signatures:") + u"\n  "_s + e.sharedSignatures.join(u"\n  "_s);
    return s;
}

QString ncdText(const QString &method, const compare::NcdExplanation &e)
{
    auto payload = [](std::size_t bytes, bool whole) {
        return whole
            ? ExplainPanel::tr("%1 bytes (whole text: too few spots)").arg(QLocale().toString(qulonglong(bytes)))
            : ExplainPanel::tr("%1 bytes").arg(QLocale().toString(qulonglong(bytes)));
    };
    QString s = ExplainPanel::tr("%1 with %2: C(A) = %3, C(B) = %4, C(AB) = %5 bytes compressed;\n"
                                 "NCD = (C(AB) - min) / max = %6; lower bound 1 - min/max = %7.\n"
                                 "Compressed input: A %8, B %9.")
                    .arg(method, e.compressor, QLocale().toString(qulonglong(e.compressedA)),
                         QLocale().toString(qulonglong(e.compressedB)), QLocale().toString(qulonglong(e.compressedAB)),
                         number(e.ncd), number(e.lowerBound), payload(e.payloadA, e.wholeTextA),
                         payload(e.payloadB, e.wholeTextB));
    if (!e.sharedWords.isEmpty())
        s += u"\n"_s + ExplainPanel::tr("Signature words in both:") + u" "_s + e.sharedWords.join(u", "_s);
    return s;
}

} // namespace

ExplainPanel::ExplainPanel(QWidget *parent)
    : QWidget(parent)
    , m_text(new QLabel(this))
    , m_bits(new BitStrip(this))
{
    setObjectName(u"explainPanel"_s);
    setAccessibleName(tr("Why this pair matched"));
    m_text->setObjectName(u"explainText"_s);
    m_text->setTextFormat(Qt::PlainText); // shingles are document text: never markup
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // A long explanation (many colliding bands, many shared shingles) scrolls
    // instead of being cut at the bottom of a short panel.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(u"explainScroll"_s);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(m_text);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_bits);
    layout->addWidget(scroll, 1);
    clear();
}

void ExplainPanel::clear()
{
    m_text->setText(tr("Open a pair of a run to see why it matched."));
    m_bits->hide();
}

QString ExplainPanel::text() const
{
    return m_text->text();
}

void ExplainPanel::setExplanation(const compare::PairExplanation &e)
{
    using K = compare::PairExplanation;
    m_bits->setVisible(e.kind == K::Simhash);
    switch (e.kind) {
    case K::None:
        clear();
        return;
    case K::Shingling:
        m_text->setText(shinglingText(e.shingling));
        return;
    case K::MinHash:
        m_text->setText(minhashText(e.minhash));
        return;
    case K::Simhash: {
        const auto &s = e.simhash;
        m_bits->setBits(s.fingerprintA, s.fingerprintB, s.bits);
        m_text->setText(tr("Simhash (%1 bits, TF weights): Hamming distance %2; the filled cells "
                           "are the bits that differ.\nA %3\nB %4")
                            .arg(s.bits)
                            .arg(s.distance)
                            .arg(QString::number(s.fingerprintA, 16).rightJustified(s.bits / 4, u'0'),
                                 QString::number(s.fingerprintB, 16).rightJustified(s.bits / 4, u'0')));
        return;
    }
    case K::Exact:
        m_text->setText(
            e.exact.identical()
                ? tr("Exact: both canonical texts have the MD5 digest %1.").arg(QString::fromLatin1(e.exact.digestA))
                : tr("Exact: the digests differ (A %1, B %2).")
                      .arg(QString::fromLatin1(e.exact.digestA), QString::fromLatin1(e.exact.digestB)));
        return;
    case K::SpotSigs:
        m_text->setText(spotsigsText(e.spotsigs));
        return;
    case K::Ncd:
        m_text->setText(ncdText(e.method, e.ncd));
        return;
    case K::Unsupported:
        m_text->setText(tr("No explanation is available for the method “%1” yet.").arg(e.method));
        return;
    }
}

BitStrip::BitStrip(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"bitStrip"_s);
    setAccessibleName(tr("Fingerprint bits that differ"));
    setMinimumHeight(14);
}

void BitStrip::setBits(std::uint64_t a, std::uint64_t b, int bits)
{
    m_a = a;
    m_b = b;
    m_bits = std::clamp(bits, 1, 64);
    QStringList differ;
    for (int i = 0; i < m_bits; ++i) {
        if ((differing() >> i) & 1u)
            differ << QString::number(i);
    }
    setToolTip(differ.isEmpty() ? tr("No bit differs") : tr("Bits that differ: %1").arg(differ.join(u", "_s)));
    updateGeometry();
    update();
}

void BitStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const double cell = double(width()) / m_bits;
    const QColor differ = palette().color(QPalette::Highlight);
    painter.setPen(palette().color(QPalette::Mid));
    // Bit 0 on the left, as the tooltip counts them.
    for (int i = 0; i < m_bits; ++i) {
        const QRectF r(i * cell, 0, cell, height() - 1);
        if ((differing() >> i) & 1u)
            painter.fillRect(r, differ);
        painter.drawRect(r);
    }
}

} // namespace nd::ui
