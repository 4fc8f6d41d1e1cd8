#ifndef BOARDGEN_CPOPPLER_SHIM_H
#define BOARDGEN_CPOPPLER_SHIM_H
#include <poppler.h>
#endif
