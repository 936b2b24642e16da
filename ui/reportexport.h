#pragma once

#include "review/report.h"

#include <QString>

class QWidget;

namespace nd::ui {

class JobRunner;
class ResultsPanel;

// Decision reports from the GUI (the writers are in charts/reportpdf.h).
namespace reportexport {

// Results ▸ Export Report…: asks for a file, builds the report of the panel's
// run at its threshold as a job (aligning passages takes a while), writes it.
void exportFromPanel(QWidget *parent, JobRunner *runner, ResultsPanel *panel);

} // namespace reportexport

} // namespace nd::ui
