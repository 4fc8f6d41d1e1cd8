#ifndef BOARDGEN_CWEBP_SHIM_H
#define BOARDGEN_CWEBP_SHIM_H
#include <webp/decode.h>
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
#endif
