// JPEG decoding and encoding with libjpeg-turbo. libjpeg's default error handler calls
// exit(); ours longjmps back to the caller with libjpeg's message, so no input can abort
// the process. The premature-end warning is promoted to an error: libjpeg would otherwise
// return an image padded with gray.
#include "lk_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LK_NATIVE_ARGB JCS_EXT_ARGB
#define LK_NATIVE_XRGB JCS_EXT_XRGB
#else
#define LK_NATIVE_ARGB JCS_EXT_BGRA
#define LK_NATIVE_XRGB JCS_EXT_BGRX
#endif

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    lk_jpeg_result result;
    char *message;
    size_t message_size;
} lk_error_mgr;

static void lk_store_message(j_common_ptr cinfo, lk_error_mgr *err) {
    if (err->message == NULL || err->message_size == 0) return;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    snprintf(err->message, err->message_size, "%s", text);
}

static void lk_error_exit(j_common_ptr cinfo) {
    lk_error_mgr *err = (lk_error_mgr *)cinfo->err;
    err->result = (err->base.msg_code == JERR_INPUT_EOF) ? LK_JPEG_TRUNCATED : LK_JPEG_CORRUPT;
    lk_store_message(cinfo, err);
    longjmp(err->jump, 1);
}

/// Warnings are ignored (libjpeg recovers from them) except a premature end of data.
static void lk_emit_message(j_common_ptr cinfo, int level) {
    lk_error_mgr *err = (lk_error_mgr *)cinfo->err;
    if (level == -1 && err->base.msg_code == JWRN_JPEG_EOF) {
        err->result = LK_JPEG_TRUNCATED;
        lk_store_message(cinfo, err);
        longjmp(err->jump, 1);
    }
    if (level == -1) err->base.num_warnings++;
}

static void lk_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void lk_init_error(lk_error_mgr *err, char *message, size_t message_size) {
    jpeg_std_error(&err->base);
    err->base.error_exit = lk_error_exit;
    err->base.emit_message = lk_emit_message;
    err->base.output_message = lk_output_message;
    err->result = LK_JPEG_OK;
    err->message = message;
    err->message_size = message_size;
    if (message && message_size) message[0] = 0;
}

lk_jpeg_result lk_jpeg_read_size(const uint8_t *data, size_t length, int *width, int *height,
                                 char *message, size_t message_size) {
    if (!data || length == 0 || !width || !height) return LK_JPEG_BAD_ARGUMENT;
    struct jpeg_decompress_struct cinfo;
    lk_error_mgr err;
    lk_init_error(&err, message, message_size);
    cinfo.err = &err.base;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return err.result;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);
    *width = (int)cinfo.image_width;
    *height = (int)cinfo.image_height;
    jpeg_destroy_decompress(&cinfo);
    return LK_JPEG_OK;
}

static inline uint32_t lk_opaque(uint32_t r, uint32_t g, uint32_t b) {
    return 0xFF000000u | r << 16 | g << 8 | b;
}

/// CMYK to RGB. Adobe writes inverted CMYK (0 = full ink), which is what the marker says.
static void lk_cmyk_row(const JSAMPLE *in, uint32_t *out, int width, int inverted) {
    for (int x = 0; x < width; x++, in += 4) {
        uint32_t c = in[0], m = in[1], y = in[2], k = in[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        out[x] = lk_opaque((c * k + 127) / 255, (m * k + 127) / 255, (y * k + 127) / 255);
    }
}

lk_jpeg_result lk_jpeg_decode(const uint8_t *data, size_t length, uint32_t *pixels, size_t stride,
                              int width, int height, char *message, size_t message_size) {
    if (!data || length == 0 || !pixels || width <= 0 || height <= 0 || stride < (size_t)width)
        return LK_JPEG_BAD_ARGUMENT;
    struct jpeg_decompress_struct cinfo;
    lk_error_mgr err;
    lk_init_error(&err, message, message_size);
    cinfo.err = &err.base;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return err.result;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);
    if ((int)cinfo.image_width != width || (int)cinfo.image_height != height) {
        jpeg_destroy_decompress(&cinfo);
        return LK_JPEG_BAD_ARGUMENT;
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : LK_NATIVE_ARGB;
    jpeg_start_decompress(&cinfo);
    if ((int)cinfo.output_width != width || (int)cinfo.output_height != height) {
        jpeg_destroy_decompress(&cinfo);
        return LK_JPEG_BAD_ARGUMENT;
    }
    JSAMPARRAY row = NULL;
    if (cmyk) row = (*cinfo.mem->alloc_sarray)((j_common_ptr)&cinfo, JPOOL_IMAGE, (JDIMENSION)width * 4, 1);
    while (cinfo.output_scanline < cinfo.output_height) {
        uint32_t *out = pixels + (size_t)cinfo.output_scanline * stride;
        if (cmyk) {
            jpeg_read_scanlines(&cinfo, row, 1);
            lk_cmyk_row(row[0], out, width, cinfo.saw_Adobe_marker);
        } else {
            JSAMPROW target = (JSAMPROW)out;
            jpeg_read_scanlines(&cinfo, &target, 1);
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return LK_JPEG_OK;
}

lk_jpeg_result lk_jpeg_encode(const uint32_t *pixels, size_t stride, int width, int height, int quality,
                              uint8_t **out, size_t *out_length, char *message, size_t message_size) {
    if (!pixels || !out || !out_length || width <= 0 || height <= 0 || stride < (size_t)width ||
        width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION)
        return LK_JPEG_BAD_ARGUMENT;
    struct jpeg_compress_struct cinfo;
    lk_error_mgr err;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    lk_init_error(&err, message, message_size);
    cinfo.err = &err.base;
    if (setjmp(err.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        return LK_JPEG_ENCODE_FAILED;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &buffer, &size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 4;
    cinfo.in_color_space = LK_NATIVE_XRGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *out = buffer;
    *out_length = (size_t)size;
    return LK_JPEG_OK;
}

void lk_jpeg_free(uint8_t *buffer) { free(buffer); }
