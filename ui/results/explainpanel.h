#pragma once

#include "compare/explain.h"

#include <QWidget>

class QLabel;

namespace nd::ui {

class BitStrip;

// "Why this pair matched": the evidence of the run's method for the open pair
// (shared shingles, estimated against exact Jaccard and the LSH band that
// collided, the simhash bits that differ, the shared digest).
class ExplainPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ExplainPanel(QWidget *parent = nullptr);

    void setExplanation(const compare::PairExplanation &explanation);
    void clear();
    QString text() const; // the explanation as shown, for tests and copying
    BitStrip *bitStrip() const { return m_bits; }

private:
    QLabel *m_text;
    BitStrip *m_bits;
};

// 64 (or 32) cells, one per fingerprint bit; differing bits are filled. The
// cells are numbered in the tooltip, so colour is not the only cue.
class BitStrip : public QWidget
{
    Q_OBJECT

public:
    explicit BitStrip(QWidget *parent = nullptr);
    void setBits(std::uint64_t a, std::uint64_t b, int bits);
    std::uint64_t differing() const { return m_a ^ m_b; }
    int bits() const { return m_bits; }
    QSize sizeHint() const override { return {m_bits * 8, 18}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::uint64_t m_a = 0;
    std::uint64_t m_b = 0;
    int m_bits = 64;
};

} // namespace nd::ui
