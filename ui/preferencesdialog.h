#pragma once

#include "ui/preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QSpinBox;

namespace nd::ui {

// Settings ▸ Configure NearDup Workbench: the reviewer's name, the language,
// the run panel's preprocessing, fold length and the text panes' font size.
// The theme is the system's (Qt follows the desktop's palette), so it is named
// here rather than offered.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(const Preferences &preferences, QWidget *parent = nullptr);

    // The values as the dialog shows them now.
    Preferences preferences() const;

private:
    void updateOk();

    QLineEdit *m_reviewer = nullptr;
    QComboBox *m_language = nullptr;
    QCheckBox *m_normalize = nullptr;
    QCheckBox *m_stopwords = nullptr;
    QCheckBox *m_stem = nullptr;
    QSpinBox *m_foldLines = nullptr;
    QSpinBox *m_textSize = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QString m_startLanguage;
    Preferences m_original;
};

} // namespace nd::ui
