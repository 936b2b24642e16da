#include "experiments/sweep.h"

#include "experiments/protocols.h"
#include "pipeline/runservice.h"
#include "store/runstore.h"
#include "store/workspace.h"

#include <QElapsedTimer>
#include <QJsonValue>

#include <cmath>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace nd::experiments {

namespace {

[[noreturn]] void fail(const QString &message)
{
    throw std::invalid_argument(message.toStdString());
}

// A bound of a range: an integer when it reads as one, so "1..5" sweeps ints.
QVariant number(const QString &text, const QString &axis)
{
    bool ok = false;
    const qlonglong whole = text.trimmed().toLongLong(&ok);
    if (ok)
        return whole;
    const double real = text.trimmed().toDouble(&ok);
    if (!ok)
        fail(u"Grid axis \"%1\": \"%2\" is not a number."_s.arg(axis, text));
    return real;
}

// Stored params went through JSON (text in SQLite), so 4 may come back as 4.0:
// compare numbers by value, everything else exactly.
bool sameValue(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble())
        return std::abs(a.toDouble() - b.toDouble()) <= 1e-12 * std::max(1.0, std::abs(a.toDouble()));
    return a == b;
}

bool sameParams(const QJsonObject &a, const QJsonObject &b)
{
    if (a.size() != b.size())
        return false;
    for (auto it = a.begin(); it != a.end(); ++it) {
        if (!b.contains(it.key()) || !sameValue(it.value(), b.value(it.key())))
            return false;
    }
    return true;
}

} // namespace

GridAxis parseAxis(const QString &text)
{
    const qsizetype eq = text.indexOf(u'=');
    if (eq <= 0 || eq == text.size() - 1)
        fail(u"Grid axis \"%1\" must look like name=1..5, name=1,4,7 or name=0.1..0.5:0.1."_s.arg(text));
    GridAxis axis;
    axis.parameter = text.left(eq).trimmed();
    const QString spec = text.mid(eq + 1).trimmed();
    const qsizetype dots = spec.indexOf(u".."_s);
    if (dots > 0) {
        QString upper = spec.mid(dots + 2);
        QString step;
        if (const qsizetype colon = upper.indexOf(u':'); colon >= 0) {
            step = upper.mid(colon + 1);
            upper = upper.left(colon);
        }
        const QVariant from = number(spec.left(dots), axis.parameter);
        const QVariant to = number(upper, axis.parameter);
        const QVariant by = step.isEmpty() ? QVariant(qlonglong(1)) : number(step, axis.parameter);
        const bool integral = from.typeId() == QMetaType::LongLong && to.typeId() == QMetaType::LongLong
            && by.typeId() == QMetaType::LongLong;
        const double a = from.toDouble(), b = to.toDouble(), s = by.toDouble();
        if (s <= 0 || b < a)
            fail(u"Grid axis \"%1\": the range must rise with a positive step."_s.arg(text));
        // Counting steps (not adding s repeatedly) keeps 0.1..0.5:0.1 free of drift
        // and makes the upper bound inclusive despite rounding.
        const qint64 count = qint64(std::floor((b - a) / s + 1e-9)) + 1;
        if (count > 10000)
            fail(u"Grid axis \"%1\" has more than 10000 values."_s.arg(text));
        for (qint64 i = 0; i < count; ++i) {
            if (integral)
                axis.values.append(qlonglong(from.toLongLong() + i * by.toLongLong()));
            else
                axis.values.append(std::round((a + double(i) * s) * 1e9) / 1e9);
        }
    } else {
        for (const QString &part : spec.split(u',', Qt::SkipEmptyParts)) {
            bool ok = false;
            const QString value = part.trimmed();
            value.toDouble(&ok);
            axis.values.append(ok ? number(value, axis.parameter) : QVariant(value));
        }
    }
    if (axis.values.isEmpty())
        fail(u"Grid axis \"%1\" has no values."_s.arg(text));
    return axis;
}

QList<GridPoint> expandGrid(const SweepSpec &spec)
{
    QList<GridPoint> points;
    for (const QString &method : spec.methods) {
        QList<detect::Params> combos{detect::Params{}};
        // The first axis varies slowest, as in reading order of the grid.
        for (const GridAxis &axis : spec.axes) {
            QList<detect::Params> next;
            for (const detect::Params &combo : combos) {
                for (const QVariant &value : axis.values) {
                    detect::Params extended = combo;
                    extended.insert(axis.parameter, value);
                    next.append(extended);
                }
            }
            combos = next;
        }
        const detect::Detector *detector = detect::Registry::instance().find(method);
        if (!detector)
            fail(u"Unknown method \"%1\"."_s.arg(method));
        for (const detect::Params &combo : combos) {
            GridPoint point;
            point.method = detector->name();
            point.gridValues = combo;
            point.truth = spec.truth;
            point.protocol = spec.protocol;
            detect::Params given = spec.fixedParams;
            const detect::Params own = spec.methodParams.value(method);
            for (auto it = own.begin(); it != own.end(); ++it)
                given.insert(it.key(), it.value());
            for (auto it = combo.begin(); it != combo.end(); ++it)
                given.insert(it.key(), it.value());
            QString error;
            point.params = detector->resolve(given, &error);
            if (!error.isEmpty())
                fail(u"%1: %2"_s.arg(point.method, error));
            point.preprocessing = detector->resolvePreprocessing(spec.preprocessing);
            points.append(point);
        }
    }
    return points;
}

namespace {

// Under paper 000's protocol only the pairs with a source count, so a method that
// can search for its queries (the `queries` parameter) is given the sources:
// among 100,000 background pieces that is queries x documents comparisons
// instead of every pair within the bound. An explicit `queries` is kept.
void searchForSources(const store::Workspace &workspace, const SweepSpec &spec, QList<GridPoint> &points)
{
    if (spec.protocol.kind != EvaluationProtocol::Kind::QueryMacro
        || spec.protocol.queries != EvaluationProtocol::Queries::Sources)
        return;
    QStringList sources;
    for (const qint64 id : syntheticSources(workspace, spec.collectionId))
        sources.append(QString::number(id));
    if (sources.isEmpty())
        return;
    for (GridPoint &point : points)
        if (point.params.contains(u"queries"_s) && point.params.value(u"queries"_s).toString().isEmpty())
            point.params.insert(u"queries"_s, sources.join(u','));
}

} // namespace

QList<GridPoint> runSweep(const store::Workspace &workspace, const SweepSpec &spec, JobControl &control,
                          const std::function<void(const GridPoint &)> &onPoint)
{
    QList<GridPoint> points = expandGrid(spec);
    searchForSources(workspace, spec, points);
    const store::RunStore runStore(workspace);
    const QList<store::RunInfo> existing = runStore.runs(spec.collectionId);
    const qint64 total = points.size();
    for (qint64 i = 0; i < total; ++i) {
        throwIfCancelled(control);
        GridPoint &point = points[i];
        const QString phase = u"grid point %1 of %2"_s.arg(i + 1).arg(total);
        control.setPhase(phase);
        control.report(i, total);
        const QJsonObject params = QJsonObject::fromVariantMap(point.params);
        const QJsonObject preprocessing = pipeline::preprocessingToJson(point.preprocessing);
        // Newest first: a later identical run supersedes an earlier one.
        for (auto it = existing.crbegin(); it != existing.crend(); ++it) {
            if (it->status == store::RunStatus::Done && it->method == point.method && sameParams(it->params, params)
                && sameParams(pipeline::preprocessingToJson(pipeline::preprocessingFromJson(it->preprocessing)),
                              preprocessing)) {
                point.runId = it->id;
                point.reused = true;
                break;
            }
        }
        if (!point.reused) {
            // The run reports its own phases; the sweep's progress stays points
            // done of total, and a cancel of the sweep reaches the run through the
            // forwarding callback.
            JobControl *self = nullptr;
            JobControl forwarding([&control, &self, i, total](qint64, qint64, const QString &) {
                if (control.isCancelled() && self)
                    self->cancel();
                control.report(i, total);
            });
            self = &forwarding;
            QElapsedTimer timer;
            timer.start();
            pipeline::RunRequest request{spec.collectionId, point.method, point.params, point.preprocessing};
            request.pairLimit = spec.pairLimit;
            point.runId = pipeline::executeRun(workspace, request, forwarding).runId;
            point.seconds = double(timer.nsecsElapsed()) / 1e9;
        }
        control.report(i + 1, total);
        if (onPoint)
            onPoint(point);
    }
    return points;
}

ProtocolEvaluation evaluatePoint(const store::Workspace &workspace, const GridPoint &point)
{
    return evaluateRun(workspace, point.runId, point.truth, point.protocol);
}

QList<BestRow> bestFTable(const store::Workspace &workspace, const QList<GridPoint> &points)
{
    QList<BestRow> rows;
    for (const GridPoint &point : points) {
        const ProtocolEvaluation evaluation = evaluatePoint(workspace, point);
        rows.append({point, evaluation.best(), evaluation.usedName(), evaluation.queries});
    }
    return rows;
}

} // namespace nd::experiments
