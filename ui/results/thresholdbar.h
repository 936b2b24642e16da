#pragma once

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace nd::ui {

// The threshold as a slider (keyboard- and mouse-friendly) and a spin box (exact
// value), over the detector's range: integer steps for counts such as Hamming
// distances, 1000 steps otherwise. The summary label is set by the owner.
class ThresholdBar : public QWidget
{
    Q_OBJECT

public:
    explicit ThresholdBar(QWidget *parent = nullptr);

    void setRange(double minimum, double maximum, bool integerSteps);
    double minimum() const { return m_minimum; }
    double maximum() const { return m_maximum; }
    bool integerSteps() const { return m_integer; }

    double value() const { return m_value; }
    // Clamps to the range; emits nothing.
    void setValue(double value);

    void setSummary(const QString &text);
    QString summary() const;
    QSlider *slider() const { return m_slider; }
    QDoubleSpinBox *spinBox() const { return m_spin; }

Q_SIGNALS:
    // The user moved the slider or edited the spin box.
    void valueEdited(double value);

private:
    int sliderPosition(double value) const;
    double valueAt(int position) const;
    void updateWidgets();

    QSlider *m_slider;
    QDoubleSpinBox *m_spin;
    QLabel *m_summary;
    double m_minimum = 0.0;
    double m_maximum = 1.0;
    double m_value = 0.0;
    bool m_integer = false;
    bool m_updating = false;
};

} // namespace nd::ui
