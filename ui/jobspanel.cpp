#include "ui/jobspanel.h"

#include "ui/jobrunner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QScrollArea>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace nd::ui {

JobsPanel::JobsPanel(JobRunner *runner, QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    m_rowsLayout = new QVBoxLayout(content);
    m_rowsLayout->setContentsMargins(8, 6, 8, 6);
    m_rowsLayout->setSpacing(4);
    m_emptyLabel = new QLabel(tr("No jobs are running."), content);
    m_emptyLabel->setEnabled(false); // the palette's disabled text: quiet, theme-aware
    m_rowsLayout->addWidget(m_emptyLabel);
    m_rowsLayout->addStretch(1);
    scroll->setWidget(content);
    outer->addWidget(scroll);

    connect(runner, &JobRunner::jobStarted, this, &JobsPanel::addJob);
    connect(runner, &JobRunner::jobFinished, this, &JobsPanel::removeJob);
    for (Job *job : runner->jobs())
        addJob(job);
}

void JobsPanel::addJob(Job *job)
{
    auto *row = new QWidget(this);
    row->setObjectName(QStringLiteral("jobRow%1").arg(job->id()));
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *name = new QLabel(job->name(), row);
    QFont bold = name->font();
    bold.setBold(true);
    name->setFont(bold);
    name->setMinimumWidth(160);
    auto *phase = new QLabel(tr("Starting…"), row);
    phase->setMinimumWidth(160);
    auto *bar = new QProgressBar(row);
    bar->setRange(0, 0);
    bar->setTextVisible(true);
    bar->setAccessibleName(tr("Progress of %1").arg(job->name()));
    auto *cancel = new QToolButton(row);
    cancel->setIcon(style()->standardIcon(QStyle::SP_DialogCancelButton));
    cancel->setToolTip(tr("Cancel %1").arg(job->name()));
    cancel->setAccessibleName(tr("Cancel %1").arg(job->name()));
    cancel->setObjectName(QStringLiteral("cancelJobButton"));
    cancel->setAutoRaise(true);

    layout->addWidget(name);
    layout->addWidget(phase);
    layout->addWidget(bar, 1);
    layout->addWidget(cancel);

    connect(cancel, &QToolButton::clicked, job, &Job::cancel);
    connect(job, &Job::cancelRequested, row, [phase, cancel] {
        phase->setText(tr("Cancelling…"));
        cancel->setEnabled(false);
    });
    connect(job, &Job::progressChanged, row, [job, phase, bar](qint64 done, qint64 total, const QString &text) {
        if (!job->isCancelRequested() && !text.isEmpty())
            phase->setText(text);
        if (total <= 0) {
            bar->setRange(0, 0); // busy indicator
        } else {
            // QProgressBar takes int; scale big totals down to per mille.
            const bool large = total > 1000000;
            bar->setRange(0, large ? 1000 : int(total));
            bar->setValue(large ? int(done * 1000 / total) : int(qMin(done, total)));
        }
    });

    m_rowsLayout->insertWidget(m_rowsLayout->count() - 1, row);
    m_rows.insert(job, row);
    m_emptyLabel->setVisible(false);
}

void JobsPanel::removeJob(Job *job)
{
    if (QWidget *row = m_rows.take(job))
        row->deleteLater();
    m_emptyLabel->setVisible(m_rows.isEmpty());
}

} // namespace nd::ui
