#pragma once

#include "detect/detector.h"
#include "detect/methoddetector.h"

#include <QCoreApplication>

namespace nd::detect {

// Exact duplicates (paper 004, Ye et al.): MD5 of the canonical text (whitespace
// runs collapsed), documents grouped by digest; every pair in a group scores 1.
class ExactDetector final : public MethodDetector<ExactDetector>
{
    ND_DETECTING_METHOD(ExactDetector)
    TokenForm tokenForm(const Params &) const override { return TokenForm::None; } // the canonical text
};

} // namespace nd::detect
