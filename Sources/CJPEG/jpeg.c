// JPEG decoding for image sets (Sources/Painter/DecodedImage+JPEG.swift): libjpeg-turbo from
// memory, its fatal errors turned into a returned message (longjmp out of error_exit, which
// would otherwise end the process).
#include "boardgen_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

struct boardgen_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
    size_t message_size;
};

static void boardgen_error_exit(j_common_ptr info) {
    struct boardgen_error *error = (struct boardgen_error *)info->err;
    if (error->message && error->message_size > 0) {
        char buffer[JMSG_LENGTH_MAX];
        (*info->err->format_message)(info, buffer);
        strncpy(error->message, buffer, error->message_size - 1);
        error->message[error->message_size - 1] = 0;
    }
    longjmp(error->jump, 1);
}

static void boardgen_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

static int boardgen_read(const unsigned char *data, size_t length, int denominator, unsigned char *pixels, size_t stride,
                         int *width, int *height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct boardgen_error error;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = boardgen_error_exit;
    error.manager.emit_message = boardgen_quiet;
    error.message = message;
    error.message_size = message_size;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    info.scale_num = 1;
    info.scale_denom = (unsigned int)(denominator > 0 ? denominator : 1);
    jpeg_calc_output_dimensions(&info);
    if (!pixels) {
        *width = (int)info.output_width;
        *height = (int)info.output_height;
        jpeg_destroy_decompress(&info);
        return 0;
    }
    if ((int)info.output_width != *width || (int)info.output_height != *height) {
        if (message && message_size > 0) {
            strncpy(message, "the JPEG changed since it was read", message_size - 1);
            message[message_size - 1] = 0;
        }
        jpeg_destroy_decompress(&info);
        return 1;
    }
    // cairo's ARGB32 is a native-endian 32-bit word 0xAARRGGBB: bytes B, G, R, A on little-endian.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.out_color_space = JCS_EXT_BGRA;
#else
    info.out_color_space = JCS_EXT_ARGB;
#endif
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

int boardgen_jpeg_size(const unsigned char *data, size_t length, int *width, int *height,
                       char *error, size_t error_size) {
    return boardgen_read(data, length, 1, NULL, 0, width, height, error, error_size);
}

int boardgen_jpeg_scaled_size(const unsigned char *data, size_t length, int denominator, int *width, int *height,
                              char *error, size_t error_size) {
    return boardgen_read(data, length, denominator, NULL, 0, width, height, error, error_size);
}

int boardgen_jpeg_decode_scaled(const unsigned char *data, size_t length, int denominator, unsigned char *pixels,
                                size_t stride, int width, int height, char *error, size_t error_size) {
    int w = width, h = height;
    return boardgen_read(data, length, denominator, pixels, stride, &w, &h, error, error_size);
}

int boardgen_jpeg_decode(const unsigned char *data, size_t length, unsigned char *pixels, size_t stride,
                         int width, int height, char *error, size_t error_size) {
    int w = width, h = height;
    return boardgen_read(data, length, 1, pixels, stride, &w, &h, error, error_size);
}
