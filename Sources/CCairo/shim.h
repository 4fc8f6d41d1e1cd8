#ifndef BOARDGEN_CCAIRO_SHIM_H
#define BOARDGEN_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#endif
