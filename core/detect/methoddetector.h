#pragma once

#include "detect/detector.h"

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
