#pragma once

#include "detect/detector.h"

#include <QCoreApplication>

namespace nd::detect {

// The base of a class that is one method: it passes the class's MethodInfo (its
// `static const MethodInfo info`) to Base, so no constructor repeats it. Every
// method's MethodInfo is defined once, in the table detect/methods.cpp. Base is
// Detector or a family's base taking a MethodInfo.
template<class Method, class Base = Detector>
class MethodDetector : public Base
{
public:
    MethodDetector()
        : Base(Method::info)
    { }
};

} // namespace nd::detect

// What every method class declares, written once so that the interface a method
// implements is changed in one place: its translation context, its `info` (defined
// in the table detect/methods.cpp) and its parameters with the paper's defaults
// (defined in the table detect/parameters.cpp). A
// method whose family base does the detection (simhash, NCD) declares only this.
// Leaves the class body at `public:`.
#define ND_METHOD(Class)                                                                                               \
    Q_DECLARE_TR_FUNCTIONS(nd::detect::Class)                                                                          \
                                                                                                                       \
public:                                                                                                                \
    static const MethodInfo info;                                                                                      \
    QList<ParamDescriptor> parameters() const override;

// A method that detects by itself: ND_METHOD, its threshold range and its detection.
#define ND_DETECTING_METHOD(Class)                                                                                     \
    ND_METHOD(Class)                                                                                                   \
    ThresholdRange thresholdRange(const Params &params) const override;                                                \
    DetectResult detect(const std::vector<DetectDocument> &documents, const Params &params, JobControl &control)       \
        const override;
