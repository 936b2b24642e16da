#pragma once

#include "review/agreement.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace nd::store {
class Workspace;
}

namespace nd::ui {

// Results ▸ Reviewer Agreement: asks for two reviewers of a collection and shows
// their Cohen's kappa (core's review::cohensKappa) with the table of their
// decisions against each other.
class ReviewerAgreement
{
    Q_DECLARE_TR_FUNCTIONS(nd::ui::ReviewerAgreement)

public:
    // Modal; throws store::WorkspaceError when the decisions cannot be read.
    static void ask(QWidget *parent, const store::Workspace &workspace, qint64 collectionId);

    // The message shown: kappa, the agreement observed and expected, and the
    // 4 x 4 table (first reviewer's decisions down, second's across) as HTML.
    static QString report(const QString &first, const QString &second, const review::Agreement &agreement);
};

} // namespace nd::ui
