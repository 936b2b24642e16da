#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace nd::store {
class Workspace;
}
namespace nd::pipeline {
struct QueryResult;
}

namespace nd::ui {

class JobRunner;

// Query by document (paper 002): paste a text or name a stored document, choose a
// simhash-family method and k, and list the stored documents within k bits, by
// full text or paragraph by paragraph. The search runs as a job on the runner.
class QueryDialog : public QDialog
{
    Q_OBJECT

public:
    QueryDialog(const store::Workspace &workspace, JobRunner *runner, qint64 collectionId, QWidget *parent = nullptr);

private:
    void search();
    void showResult(const pipeline::QueryResult &result);

    const store::Workspace &m_workspace;
    JobRunner *m_runner;
    qint64 m_collectionId;
    QComboBox *m_method = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QSpinBox *m_document = nullptr;
    QSpinBox *m_maxDistance = nullptr;
    QCheckBox *m_byParagraph = nullptr;
    QPushButton *m_searchButton = nullptr;
    QLabel *m_status = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace nd::ui
