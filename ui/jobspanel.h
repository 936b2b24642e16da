#pragma once

#include <QHash>
#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace nd::ui {

class Job;
class JobRunner;

// The bottom dock's job list: one row per running job with its phase, a
// progress bar (busy indicator while the total is unknown) and a Cancel button.
class JobsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit JobsPanel(JobRunner *runner, QWidget *parent = nullptr);

    int rowCount() const { return int(m_rows.size()); }

private:
    void addJob(Job *job);
    void removeJob(Job *job);

    QVBoxLayout *m_rowsLayout = nullptr;
    QLabel *m_emptyLabel = nullptr;
    QHash<Job *, QWidget *> m_rows;
};

} // namespace nd::ui
