#pragma once

#include "experiments/figure.h"

#include <QWidget>

class QHBoxLayout;

namespace nd::ui {

// The tables a study made beside its chart (experiments::tablesOf, e.g. paper
// 001's Tables I, II and IX), one titled list each, side by side, read-only;
// hidden when the figure has none.
class StudyTablesView : public QWidget
{
    Q_OBJECT

public:
    explicit StudyTablesView(QWidget *parent = nullptr);
    void setFigure(const experiments::Figure &figure);
    int tableCount() const;

private:
    QHBoxLayout *m_layout = nullptr;
    QWidget *m_content = nullptr;
};

} // namespace nd::ui
