#pragma once

#include "corpus/importer.h"

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QWidget;

namespace nd {
class TooManyPairs;
}

namespace nd::store {
class Workspace;
}

namespace nd::ui {

class CollectionBrowser;
class ImportReportView;
class Job;
class JobRunner;
class RunPanel;

// The Collection and Run menus' operations on the open workspace, each long one
// a job: import (files, a folder, archives, a ground-truth CSV), delete, run the
// detector the run panel describes, prepare the sample; and reading the chosen
// collection's documents and runs into the browser. Dialogs open over the window;
// what the user must be told comes out as signals.
class CollectionOperations : public QObject
{
    Q_OBJECT

public:
    struct Views
    {
        CollectionBrowser *browser = nullptr;
        RunPanel *runPanel = nullptr;
        ImportReportView *importReport = nullptr;
    };

    CollectionOperations(JobRunner *runner, const Views &views, QWidget *window);
    ~CollectionOperations() override;

    // The workspace to work on (not owned); waits for the reading of the old one.
    void setWorkspace(const store::Workspace *workspace);

    void refreshCollections();
    void loadCollection(qint64 collectionId);
    void showDocument(qint64 documentId);

    void chooseFiles();
    void chooseFolder();
    void chooseArchives();
    void showImportDialog(const QStringList &paths = {});
    void startImport(const QStringList &paths, const corpus::ImportOptions &options);
    void importTruth();
    void deleteCollection();

    // allowAllPairs: the user has allowed more pairs than the run's bound (TooManyPairs).
    void startRun(bool allowAllPairs = false);
    bool isRunning() const { return m_activeRuns > 0; }
    // When the workspace has no collection yet: imports the bundled sample with
    // its ground truth, runs the default detector, and shows that run.
    void loadSampleCollection();

Q_SIGNALS:
    void failed(const QString &title, const QString &message);
    void status(const QString &message, int timeout);
    // The Collections mode shows what happens next (the import's report, the new collection).
    void collectionsWanted();
    // What the actions may do changed (a collection chosen, a run started or ended).
    void stateChanged();
    void importFinished(qint64 collectionId);
    void runFinished(qint64 runId);

private:
    void refreshRuns(qint64 collectionId);
    void startRunIfConfirmed(const TooManyPairs &refusal);

    JobRunner *m_runner;
    Views m_views;
    QWidget *m_window;
    const store::Workspace *m_workspace = nullptr;
    int m_activeRuns = 0;
    QPointer<Job> m_sampleJob;       // preparing the sample; gone (deleted) once finished
    QFuture<void> m_collectionLoad;  // reads the chosen collection's documents and runs
    quint64 m_collectionRequest = 0; // the latest choice; older loads are dropped
};

} // namespace nd::ui
