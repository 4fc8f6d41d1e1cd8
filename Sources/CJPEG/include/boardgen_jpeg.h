#ifndef BOARDGEN_JPEG_H
#define BOARDGEN_JPEG_H

#include <stddef.h>

/// Reads a JPEG's size from its header. Returns 0 and sets *width, *height; else nonzero with
/// libjpeg's message in `error` (at most `error_size` bytes, terminated).
int boardgen_jpeg_size(const unsigned char *data, size_t length, int *width, int *height,
                       char *error, size_t error_size);

/// Decodes a JPEG into `pixels`: `height` rows of `stride` bytes, each pixel cairo's ARGB32 in
/// native byte order, opaque. `width` and `height` must be what boardgen_jpeg_size read.
/// Returns 0, or nonzero with libjpeg's message in `error`.
int boardgen_jpeg_decode(const unsigned char *data, size_t length, unsigned char *pixels, size_t stride,
                         int width, int height, char *error, size_t error_size);

#endif
