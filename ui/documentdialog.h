#pragma once

#include "store/records.h"

#include <QDialog>

namespace nd::ui {

// A read-only view of one document's decoded text, with where it came from.
class DocumentDialog : public QDialog
{
    Q_OBJECT

public:
    explicit DocumentDialog(const store::DocumentRecord &document, QWidget *parent = nullptr);
};

} // namespace nd::ui
