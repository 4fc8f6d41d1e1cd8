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

/// The size a JPEG decodes to at 1/`denominator` of its size (1, 2, 4 or 8: libjpeg scales while it
/// decodes, so a photo larger than a board's limit never takes its full size in memory).
int boardgen_jpeg_scaled_size(const unsigned char *data, size_t length, int denominator, int *width, int *height,
                              char *error, size_t error_size);

/// Decodes a JPEG at 1/`denominator` of its size; `width` and `height` must be what
/// boardgen_jpeg_scaled_size read for that denominator.
int boardgen_jpeg_decode_scaled(const unsigned char *data, size_t length, int denominator, unsigned char *pixels,
                                size_t stride, int width, int height, char *error, size_t error_size);

#endif
