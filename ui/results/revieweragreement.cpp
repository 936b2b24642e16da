#include "ui/results/revieweragreement.h"

#include "store/reviewstore.h"
#include "ui/results/decisionbar.h"

#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace nd::ui {

void ReviewerAgreement::ask(QWidget *parent, const store::Workspace &workspace, qint64 collectionId)
{
    const QStringList names = store::ReviewStore(workspace).reviewers(collectionId);
    if (names.size() < 2) {
        QMessageBox::information(
            parent, tr("Reviewer Agreement"),
            tr("Agreement needs two reviewers; this collection has %n.", nullptr, int(names.size())));
        return;
    }
    bool ok = false;
    const QString first =
        QInputDialog::getItem(parent, tr("Reviewer Agreement"), tr("First reviewer:"), names, 0, false, &ok);
    if (!ok)
        return;
    QStringList others = names;
    others.removeAll(first);
    const QString second =
        QInputDialog::getItem(parent, tr("Reviewer Agreement"), tr("Second reviewer:"), others, 0, false, &ok);
    if (!ok)
        return;
    const review::Agreement agreement = review::agreementBetween(workspace, collectionId, first, second);
    QMessageBox box(QMessageBox::Information, tr("Reviewer Agreement"), report(first, second, agreement),
                    QMessageBox::Ok, parent);
    box.setTextFormat(Qt::RichText);
    box.exec();
}

QString ReviewerAgreement::report(const QString &first, const QString &second, const review::Agreement &agreement)
{
    const QList<store::Decision> categories = {store::Decision::Plagiarism, store::Decision::NearDuplicate,
                                               store::Decision::NotDuplicate, store::Decision::Unsure};
    QString table = u"<table border=1 cellspacing=0 cellpadding=3><tr><th>%1 \\ %2</th>"_s.arg(first.toHtmlEscaped(),
                                                                                               second.toHtmlEscaped());
    for (const store::Decision c : categories)
        table += u"<th>%1</th>"_s.arg(DecisionBar::decisionLabel(c).toHtmlEscaped());
    for (int i = 0; i < 4; ++i) {
        table += u"<tr><th>%1</th>"_s.arg(DecisionBar::decisionLabel(categories[i]).toHtmlEscaped());
        for (int j = 0; j < 4; ++j)
            table += u"<td align=right>%1</td>"_s.arg(agreement.table[i][j]);
        table += u"</tr>"_s;
    }
    table += u"</table>"_s;
    const QLocale locale;
    return tr("<p>Cohen's kappa between %1 and %2: <b>%3</b> over %n pair(s) both decided "
              "(observed agreement %4, expected by chance %5).</p>",
              nullptr, int(agreement.pairs))
               .arg(first.toHtmlEscaped(), second.toHtmlEscaped(), locale.toString(agreement.kappa, 'f', 3),
                    locale.toString(agreement.observed, 'f', 3), locale.toString(agreement.expected, 'f', 3))
        + table;
}

} // namespace nd::ui
