#pragma once

#include "detect/detector.h"
#include "eval/evaluation.h"
#include "text/preprocessor.h"

#include <QHash>
#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;

namespace nd::ui {

// The right dock: method, its parameters (a form built from the detector's
// descriptors), preprocessing, the plan, and "Run". It only describes the
// run; the main window executes it.
class RunPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RunPanel(std::vector<const detect::Detector *> detectors, QWidget *parent = nullptr);

    const detect::Detector *currentDetector() const;
    QString method() const;
    bool setMethod(const QString &name);

    // The values in the form, one per descriptor (type as the descriptor says).
    detect::Params params() const;
    text::PreprocessOptions preprocessing() const;
    void setPreprocessing(const text::PreprocessOptions &options);
    QString planText() const;

    // The collection a run would use (0: none, Run disabled).
    void setCollection(qint64 collectionId, qint64 documentCount);
    qint64 collectionId() const { return m_collectionId; }
    void setBusy(bool busy); // a run is going: Run disabled

    // Re-lists the stored models the `learned` method can apply (the workspace
    // attached to learn::ModelLibrary); called on building its form and on
    // choosing a collection.
    void refreshModels();

    // Asks whether to run anyway a method that would score `pairs` pairs (at
    // least, when `atLeast`), more than the run's bound of `limit`, taking about
    // (at least) `seconds`; true when allowed.
    bool confirmPairCount(qint64 pairs, qint64 limit, double seconds, bool atLeast = false);

    // Shows the results panel's operating point under the form.
    void setOperatingPoint(const eval::OperatingPoint &point, bool valid);

Q_SIGNALS:
    void runRequested();
    void paramsChanged();

private:
    void rebuildForm();
    void updatePlan();
    void updateRunEnabled();
    QComboBox *modelChoice() const; // the learned method's model choice, or null

    std::vector<const detect::Detector *> m_detectors;
    QComboBox *m_methodCombo = nullptr;
    QLabel *m_description = nullptr;
    QFormLayout *m_form = nullptr;
    QWidget *m_formHost = nullptr;
    QHash<QString, QWidget *> m_editors; // parameter name -> editor
    QCheckBox *m_normalize = nullptr;
    QCheckBox *m_stopwords = nullptr;
    QCheckBox *m_stem = nullptr;
    QCheckBox *m_mainContent = nullptr;
    QHash<QString, bool> m_mainContentChoice; // method -> the user's tick, over its default
    QLabel *m_plan = nullptr;
    QLabel *m_point = nullptr;
    QPushButton *m_run = nullptr;
    qint64 m_collectionId = 0;
    qint64 m_documentCount = 0;
    bool m_busy = false;
};

} // namespace nd::ui
