#pragma once

// The presets of each paper live in their own file; this header joins them.

#include "experiments/presets.h"

namespace nd::experiments::presetlib {

SweepSpec spec(qint64 collection, QStringList methods, QList<GridAxis> axes, detect::Params fixed = {});

QList<Preset> fan2012();     // paper 000: Fan & Huang
QList<Preset> chhajed2017(); // paper 001: Chhajed et al.
QList<Preset> zhang2016();   // paper 003: Zhang et al. (SigNCD)
QList<Preset> ye2008();      // paper 004: Ye, Wen & Ma

} // namespace nd::experiments::presetlib
