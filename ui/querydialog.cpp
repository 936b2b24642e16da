#include "ui/querydialog.h"

#include "detect/simhash/simhashfamilydetector.h"
#include "pipeline/querybydocument.h"
#include "ui/columnfit.h"
#include "ui/jobrunner.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <limits>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace nd::ui {

QueryDialog::QueryDialog(const store::Workspace &workspace, JobRunner *runner, qint64 collectionId, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_runner(runner)
    , m_collectionId(collectionId)
{
    setWindowTitle(tr("Query by Document"));
    setObjectName(QStringLiteral("queryDialog"));

    m_method = new QComboBox(this);
    // Paper 002's own method first: it answers from stored fingerprints.
    if (const detect::Detector *weighted = detect::Registry::instance().find(QStringLiteral("simhash-weighted")))
        m_method->addItem(weighted->title(), weighted->name());
    for (const detect::Detector *detector : detect::Registry::instance().all()) {
        if (dynamic_cast<const detect::SimhashFamilyDetector *>(detector))
            m_method->addItem(detector->title(), detector->name());
    }
    m_method->setObjectName(QStringLiteral("queryMethod"));
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("queryText"));
    m_text->setPlaceholderText(tr("Paste the text to look for; paragraphs are separated by blank lines."));
    m_document = new QSpinBox(this);
    m_document->setObjectName(QStringLiteral("queryDocument"));
    m_document->setRange(0, std::numeric_limits<int>::max());
    m_document->setSpecialValueText(tr("none (use the text)"));
    m_maxDistance = new QSpinBox(this);
    m_maxDistance->setObjectName(QStringLiteral("queryMaxDistance"));
    m_maxDistance->setRange(0, 32);
    m_maxDistance->setValue(3); // Manku's k for 64 bits; paper 000's best is 2..4 of 32
    m_byParagraph = new QCheckBox(tr("Paragraph by paragraph"), this);
    m_byParagraph->setObjectName(QStringLiteral("queryByParagraph"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Method:"), m_method);
    form->addRow(tr("Query &text:"), m_text);
    form->addRow(tr("Or stored &document id:"), m_document);
    form->addRow(tr("Max Hamming &distance k:"), m_maxDistance);
    form->addRow(QString(), m_byParagraph);

    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(QStringLiteral("queryResults"));
    m_table->setHorizontalHeaderLabels({tr("Query paragraph"), tr("Document"), tr("Path"), tr("Distance")});
    // The figures' columns fit their titles and values; the path takes the rest.
    for (const int figures : {0, 1, 3})
        m_table->horizontalHeader()->setSectionResizeMode(figures, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    keepColumnsWhole(m_table);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_searchButton = buttons->addButton(tr("&Search"), QDialogButtonBox::ActionRole);
    m_searchButton->setObjectName(QStringLiteral("querySearch"));
    m_searchButton->setDefault(true);
    connect(m_searchButton, &QPushButton::clicked, this, &QueryDialog::search);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(760, 620);
}

void QueryDialog::search()
{
    pipeline::QueryRequest request;
    request.collectionId = m_collectionId;
    request.method = m_method->currentData().toString();
    request.text = m_text->toPlainText();
    request.documentId = m_document->value();
    request.byParagraph = m_byParagraph->isChecked();
    request.maxDistance = m_maxDistance->value();
    if (request.documentId == 0 && request.text.trimmed().isEmpty()) {
        m_status->setText(tr("Paste a text or give a stored document id."));
        return;
    }
    m_searchButton->setEnabled(false);
    m_status->setText(tr("Searching…"));
    const store::Workspace *workspace = &m_workspace;
    // The dialog may be closed while the job runs: the guard drops the answer then.
    QPointer<QueryDialog> self(this);
    m_runner->run(
        tr("Query by document"),
        [workspace, request](JobControl &control) { return pipeline::queryByDocument(*workspace, request, control); },
        [self](const pipeline::QueryResult &result) {
            if (self)
                self->showResult(result);
        },
        [self](const JobFailure &failure) {
            if (!self)
                return;
            self->m_searchButton->setEnabled(true);
            self->m_status->setText(failure.cancelled ? tr("Cancelled.") : failure.message);
        });
}

void QueryDialog::showResult(const pipeline::QueryResult &result)
{
    m_searchButton->setEnabled(true);
    m_table->setRowCount(int(result.hits.size()));
    for (int row = 0; row < int(result.hits.size()); ++row) {
        const pipeline::QueryHit &hit = result.hits[row];
        const QString paragraph = hit.queryParagraph < 0 ? tr("whole text") : QString::number(hit.queryParagraph + 1);
        auto *distance = new QTableWidgetItem;
        distance->setData(Qt::DisplayRole, hit.distance);
        auto *document = new QTableWidgetItem;
        document->setData(Qt::DisplayRole, hit.documentId);
        m_table->setItem(row, 0, new QTableWidgetItem(paragraph));
        m_table->setItem(row, 1, document);
        m_table->setItem(row, 2, new QTableWidgetItem(hit.path));
        m_table->setItem(row, 3, distance);
    }
    QString status = tr("%n document(s) within %1 bits.", nullptr, int(result.hits.size()))
                         .arg(result.stats.value(QStringLiteral("max_distance")).toInt());
    if (result.stats.value(QStringLiteral("from_stored_fingerprints")).toBool())
        status += QLatin1Char(' ')
            + tr("Answered from %n stored fingerprint(s).", nullptr,
                 result.stats.value(QStringLiteral("stored_units")).toInt());
    m_status->setText(status);
}

} // namespace nd::ui
