#include "ui/documentdialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace nd::ui {

DocumentDialog::DocumentDialog(const store::DocumentRecord &document, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Document — %1").arg(document.path));
    setAttribute(Qt::WA_DeleteOnClose);
    resize(760, 620);

    const QLocale locale;
    auto *facts = new QFormLayout;
    auto *path = new QLabel(document.path, this);
    path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    path->setObjectName(QStringLiteral("documentPath"));
    facts->addRow(tr("Path:"), path);
    if (!document.title.isEmpty() && document.title != document.path)
        facts->addRow(tr("Title:"), new QLabel(document.title, this));
    auto *encoding = new QLabel(document.invalidSequences > 0
                                    ? tr("%1 (%2 invalid sequences replaced)")
                                          .arg(document.encoding, locale.toString(qint64(document.invalidSequences)))
                                    : document.encoding,
                                this);
    encoding->setObjectName(QStringLiteral("documentEncoding"));
    facts->addRow(tr("Encoding:"), encoding);
    facts->addRow(tr("Size:"),
                  new QLabel(tr("%1, %2 words, %3")
                                 .arg(locale.formattedDataSize(document.byteSize), locale.toString(document.wordCount),
                                      document.format),
                             this));
    if (!document.cluster.isEmpty())
        facts->addRow(tr("Cluster:"), new QLabel(document.cluster, this));

    auto *text = new QPlainTextEdit(this);
    text->setObjectName(QStringLiteral("documentText"));
    text->setAccessibleName(tr("Document text"));
    text->setReadOnly(true);
    text->setPlainText(document.text);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(facts);
    layout->addWidget(text, 1);
    layout->addWidget(buttons);
}

} // namespace nd::ui
