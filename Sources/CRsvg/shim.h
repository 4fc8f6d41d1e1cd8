#ifndef BOARDGEN_CRSVG_SHIM_H
#define BOARDGEN_CRSVG_SHIM_H
#include <librsvg/rsvg.h>
#endif
