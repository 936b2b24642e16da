#include "detect/detector.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>
#include <stdexcept>

namespace nd::detect {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("nd::detect::Detector", text);
}

QString shown(const QVariant &value)
{
    return value.toString();
}

bool isNumber(const QVariant &value)
{
    switch (value.metaType().id()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::ULong:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default:
        return false;
    }
}

bool isText(const QVariant &value)
{
    const int id = value.metaType().id();
    return id == QMetaType::QString || id == QMetaType::QByteArray;
}

// Returns an invalid QVariant when the value cannot be read as the type.
QVariant convert(const ParamDescriptor &d, const QVariant &value)
{
    switch (d.type) {
    case ParamDescriptor::Type::Int: {
        bool ok = false;
        qlonglong n = 0;
        if (isText(value)) {
            n = value.toString().trimmed().toLongLong(&ok);
        } else if (isNumber(value)) {
            const double x = value.toDouble();
            ok = std::isfinite(x) && x == std::floor(x);
            n = value.toLongLong();
        }
        if (!ok || n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max())
            return {};
        return QVariant(int(n));
    }
    case ParamDescriptor::Type::Double: {
        bool ok = false;
        double x = 0.0;
        if (isText(value)) {
            x = value.toString().trimmed().toDouble(&ok); // C locale: "0.8", not "0,8"
        } else if (isNumber(value)) {
            x = value.toDouble();
            ok = true;
        }
        if (!ok || !std::isfinite(x))
            return {};
        return QVariant(x);
    }
    case ParamDescriptor::Type::Bool: {
        if (value.metaType().id() == QMetaType::Bool)
            return value;
        const QString s = value.toString().trimmed().toLower();
        if (s == u"true" || s == u"1" || s == u"yes" || s == u"on")
            return QVariant(true);
        if (s == u"false" || s == u"0" || s == u"no" || s == u"off")
            return QVariant(false);
        return {};
    }
    case ParamDescriptor::Type::Choice: {
        if (!isText(value) && !isNumber(value))
            return {};
        const QString s = value.toString().trimmed();
        if (!d.choices.contains(s))
            return {};
        return QVariant(s);
    }
    case ParamDescriptor::Type::Text:
        // Kept as given (spaces may matter); the detector's checkResolved judges it.
        if (!isText(value) && !isNumber(value))
            return {};
        return QVariant(value.toString());
    }
    return {};
}

QString expectation(const ParamDescriptor &d)
{
    switch (d.type) {
    case ParamDescriptor::Type::Int:
        return QCoreApplication::translate("nd::detect::Detector", "an integer from %1 to %2")
            .arg(shown(d.minimum), shown(d.maximum));
    case ParamDescriptor::Type::Double:
        return QCoreApplication::translate("nd::detect::Detector", "a number from %1 to %2")
            .arg(shown(d.minimum), shown(d.maximum));
    case ParamDescriptor::Type::Bool:
        return QCoreApplication::translate("nd::detect::Detector", "true or false");
    case ParamDescriptor::Type::Choice:
        return QCoreApplication::translate("nd::detect::Detector", "one of %1").arg(d.choices.join(u", "));
    case ParamDescriptor::Type::Text:
        return QCoreApplication::translate("nd::detect::Detector", "text");
    }
    return {};
}

bool inRange(const ParamDescriptor &d, const QVariant &value)
{
    if (d.type == ParamDescriptor::Type::Int)
        return (!d.minimum.isValid() || value.toInt() >= d.minimum.toInt())
            && (!d.maximum.isValid() || value.toInt() <= d.maximum.toInt());
    if (d.type == ParamDescriptor::Type::Double)
        return (!d.minimum.isValid() || value.toDouble() >= d.minimum.toDouble())
            && (!d.maximum.isValid() || value.toDouble() <= d.maximum.toDouble());
    return true;
}

} // namespace

QString Detector::title() const
{
    return tr(m_info.title);
}

QString Detector::description() const
{
    return tr(m_info.description);
}

Params Detector::resolve(const Params &given, QString *error) const
{
    const QList<ParamDescriptor> descriptors = parameters();
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return Params{};
    };
    if (error)
        error->clear();

    QStringList names;
    for (const ParamDescriptor &d : descriptors)
        names.append(d.name);
    for (auto it = given.cbegin(); it != given.cend(); ++it) {
        if (!names.contains(it.key())) {
            const QString valid = names.isEmpty() ? tr("none") : names.join(u", ");
            return fail(tr("Unknown parameter \"%1\" for %2. Valid parameters: %3.").arg(it.key(), name(), valid));
        }
    }

    Params resolved;
    for (const ParamDescriptor &d : descriptors) {
        const auto it = given.constFind(d.name);
        if (it == given.cend()) {
            resolved.insert(d.name, d.defaultValue);
            continue;
        }
        const QVariant value = convert(d, it.value());
        if (!value.isValid() || !inRange(d, value)) {
            return fail(tr("Parameter \"%1\" of %2 must be %3, not \"%4\".")
                            .arg(d.name, name(), expectation(d), shown(it.value())));
        }
        resolved.insert(d.name, value);
    }

    const QString problem = checkResolved(resolved);
    if (!problem.isEmpty())
        return fail(problem);
    return resolved;
}

std::vector<std::optional<std::uint64_t>> Detector::fingerprints(const std::vector<DetectDocument> &, const Params &,
                                                                 JobControl &) const
{
    throw std::logic_error("Detector::fingerprints: " + name().toStdString() + " stores no fingerprints");
}

DetectResult Detector::detectFromFingerprints(const std::vector<DetectDocument> &, const StoredFingerprints &,
                                              const Params &, JobControl &) const
{
    throw std::logic_error("Detector::detectFromFingerprints: " + name().toStdString() + " stores no fingerprints");
}

Params Detector::resolveOrThrow(const Params &given) const
{
    QString error;
    Params resolved = resolve(given, &error);
    if (!error.isEmpty())
        throw std::invalid_argument(error.toStdString());
    return resolved;
}

} // namespace nd::detect
