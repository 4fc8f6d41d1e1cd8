#ifndef BOARDGEN_CGIF_SHIM_H
#define BOARDGEN_CGIF_SHIM_H
#include <gif_lib.h>
#endif
