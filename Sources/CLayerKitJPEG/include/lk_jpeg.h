// CLayerKitJPEG: JPEG decoding and encoding with libjpeg-turbo, with setjmp/longjmp error
// handling so that corrupt or truncated data returns an error instead of calling exit().
//
// Pixels are premultiplied ARGB32 in native-endian 32-bit words (cairo's ARGB32), rows
// `stride` pixels apart. Decoded JPEGs are opaque (alpha 255).
#ifndef LK_JPEG_H
#define LK_JPEG_H

#include <stddef.h>
#include <stdint.h>

/// Result codes of the functions below.
typedef enum {
    LK_JPEG_OK = 0,
    /// The data ended before the image was complete.
    LK_JPEG_TRUNCATED = 1,
    /// The data is not a decodable JPEG; `message` says why.
    LK_JPEG_CORRUPT = 2,
    /// The decoded size does not match the size passed in, or an argument is invalid.
    LK_JPEG_BAD_ARGUMENT = 3,
    /// The encoder failed; `message` says why.
    LK_JPEG_ENCODE_FAILED = 4
} lk_jpeg_result;

/// Reads the header of the JPEG in `data` and stores its size in pixels.
/// `message` (of `message_size` bytes, may be NULL) receives libjpeg's text on failure.
lk_jpeg_result lk_jpeg_read_size(const uint8_t *data, size_t length, int *width, int *height,
                                 char *message, size_t message_size);

/// Decodes the JPEG in `data` into `pixels` (opaque premultiplied ARGB32, `stride` pixels per
/// row), which must hold `height` rows of `width` pixels as returned by `lk_jpeg_read_size`.
/// Grayscale, YCbCr, RGB, CMYK and YCCK (including Adobe's inverted CMYK) are converted to RGB.
lk_jpeg_result lk_jpeg_decode(const uint8_t *data, size_t length, uint32_t *pixels, size_t stride,
                              int width, int height, char *message, size_t message_size);

/// Encodes `pixels` (premultiplied ARGB32; alpha is dropped, which composites over black) as
/// a baseline JPEG of `quality` 1...100. On success `*out` is a buffer the caller frees with
/// `lk_jpeg_free` and `*out_length` its size.
lk_jpeg_result lk_jpeg_encode(const uint32_t *pixels, size_t stride, int width, int height, int quality,
                              uint8_t **out, size_t *out_length, char *message, size_t message_size);

/// Frees a buffer returned by `lk_jpeg_encode`.
void lk_jpeg_free(uint8_t *buffer);

#endif
