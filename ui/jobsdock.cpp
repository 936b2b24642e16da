#include "ui/jobsdock.h"

#include "ui/jobrunner.h"
#include "ui/jobspanel.h"

#include <QAction>

using namespace Qt::StringLiterals;

namespace nd::ui {

JobsDock::JobsDock(JobRunner *runner, QWidget *parent)
    : QDockWidget(tr("Jobs"), parent)
{
    setObjectName(u"jobsDock"_s);
    m_panel = new JobsPanel(runner, this);
    m_panel->setObjectName(u"jobsPanel"_s);
    setWidget(m_panel);
    hide();
    connect(runner, &JobRunner::busyChanged, this, [this](bool busy) {
        if (busy && isHidden()) {
            show();
            m_shownForJobs = true;
        } else if (!busy && m_shownForJobs) {
            hide();
            m_shownForJobs = false;
        }
    });
    connect(toggleViewAction(), &QAction::triggered, this, [this] { m_shownForJobs = false; });
}

} // namespace nd::ui
