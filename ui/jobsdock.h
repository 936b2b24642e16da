#pragma once

#include <QDockWidget>

namespace nd::ui {

class JobRunner;
class JobsPanel;

// The jobs list as a dock under every mode. An empty list would take a tenth of
// a small screen from every mode, so the dock comes up while jobs run and goes
// again when they end, unless the user opened or closed it meanwhile (its
// toggle action, e.g. the status bar's button), which then decides.
class JobsDock : public QDockWidget
{
    Q_OBJECT

public:
    JobsDock(JobRunner *runner, QWidget *parent = nullptr);

    JobsPanel *panel() const { return m_panel; }
    // True while the dock is up only because jobs run.
    bool isShownForJobs() const { return m_shownForJobs; }

private:
    JobsPanel *m_panel = nullptr;
    bool m_shownForJobs = false;
};

} // namespace nd::ui
