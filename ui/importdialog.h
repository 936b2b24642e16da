#pragma once

#include "corpus/importer.h"

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QDialogButtonBox;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace nd::ui {

// Chooses what to import as one new collection: files, folders and archives,
// a name, and whether the sub-folders are ground-truth clusters. The import
// itself runs as a job once the dialog is accepted.
class ImportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ImportDialog(QWidget *parent = nullptr);

    void addPaths(const QStringList &paths);
    QStringList paths() const;
    corpus::ImportOptions options() const;

private:
    void addFiles();
    void addFolder();
    void addArchives();
    void updateState();

    QListWidget *m_paths = nullptr;
    QLineEdit *m_name = nullptr;
    QCheckBox *m_clusters = nullptr;
    QPushButton *m_remove = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    bool m_nameEdited = false;
};

} // namespace nd::ui
