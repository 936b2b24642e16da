#include "ui/results/thresholdbar.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSlider>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace nd::ui {

namespace {
constexpr int kSteps = 1000;
}

ThresholdBar::ThresholdBar(QWidget *parent)
    : QWidget(parent)
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_spin(new QDoubleSpinBox(this))
    , m_summary(new QLabel(this))
{
    m_slider->setObjectName(u"thresholdSlider"_s);
    m_slider->setAccessibleName(tr("Threshold"));
    m_slider->setFocusPolicy(Qt::StrongFocus);
    m_spin->setObjectName(u"thresholdSpinBox"_s);
    m_spin->setAccessibleName(tr("Threshold value"));
    m_spin->setKeyboardTracking(false);
    m_summary->setObjectName(u"thresholdSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The figures run longer than a narrow pair list: wrapped, not cut.
    m_summary->setWordWrap(true);

    auto *label = new QLabel(tr("Thres&hold τ:"), this);
    label->setBuddy(m_slider);
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label, 0, 0);
    layout->addWidget(m_slider, 0, 1);
    layout->addWidget(m_spin, 0, 2);
    layout->addWidget(m_summary, 1, 0, 1, 3);
    layout->setColumnStretch(1, 1);

    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        if (m_updating)
            return;
        m_value = valueAt(position);
        updateWidgets();
        Q_EMIT valueEdited(m_value);
    });
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (m_updating)
            return;
        m_value = value;
        updateWidgets();
        Q_EMIT valueEdited(m_value);
    });
    setRange(0.0, 1.0, false);
}

void ThresholdBar::setRange(double minimum, double maximum, bool integerSteps)
{
    if (!(maximum > minimum))
        maximum = minimum + 1.0;
    m_minimum = minimum;
    m_maximum = maximum;
    m_integer = integerSteps;
    m_updating = true;
    const int steps = integerSteps ? int(std::lround(maximum - minimum)) : kSteps;
    m_slider->setRange(0, steps);
    m_slider->setSingleStep(1);
    m_slider->setPageStep(std::max(1, steps / 20));
    m_spin->setDecimals(integerSteps ? 0 : 3);
    m_spin->setRange(minimum, maximum);
    m_spin->setSingleStep(integerSteps ? 1.0 : (maximum - minimum) / 100.0);
    m_updating = false;
    setValue(m_value);
}

void ThresholdBar::setValue(double value)
{
    m_value = std::clamp(value, m_minimum, m_maximum);
    if (m_integer)
        m_value = std::round(m_value);
    updateWidgets();
}

int ThresholdBar::sliderPosition(double value) const
{
    return int(std::lround((value - m_minimum) / (m_maximum - m_minimum) * m_slider->maximum()));
}

double ThresholdBar::valueAt(int position) const
{
    return m_minimum + (m_maximum - m_minimum) * position / m_slider->maximum();
}

void ThresholdBar::updateWidgets()
{
    // The spin box and slider show the value without feeding back into it.
    m_updating = true;
    m_slider->setValue(sliderPosition(m_value));
    m_spin->setValue(m_value);
    m_updating = false;
}

void ThresholdBar::setSummary(const QString &text)
{
    m_summary->setText(text);
}

QString ThresholdBar::summary() const
{
    return m_summary->text();
}

} // namespace nd::ui
