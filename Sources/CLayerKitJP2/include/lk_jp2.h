// CLayerKitJP2: JPEG 2000 decoding and encoding with OpenJPEG (libopenjp2), from and to
// memory, errors returned as text instead of printed.
//
// Pixels are premultiplied ARGB32 in native-endian 32-bit words (cairo's ARGB32), rows
// `stride` pixels apart, as in CLayerKitJPEG.
#ifndef LK_JP2_H
#define LK_JP2_H

#include <stddef.h>
#include <stdint.h>

/// Whether `data` starts with a JP2 file signature box or a raw J2K codestream marker.
int lk_jp2_is_jpeg2000(const uint8_t *data, size_t length);

/// Reads the header of the JPEG 2000 image in `data` and stores its size in pixels.
/// Returns 0, or 1 with a sentence in `message` (`message_size` bytes).
int lk_jp2_read_size(const uint8_t *data, size_t length, int *width, int *height,
                     char *message, size_t message_size);

/// Decodes the image into `pixels` (premultiplied ARGB32, `stride` pixels a row), which must
/// hold `height` rows of `width` pixels as `lk_jp2_read_size` reported. Gray, gray + alpha,
/// RGB and RGBA images of 1 to 16 bits per component are accepted (scaled to 8 bits);
/// subsampled components and other colour spaces are refused with a message.
/// Returns 0, or 1 (corrupt), 2 (truncated) with a sentence in `message`.
int lk_jp2_decode(const uint8_t *data, size_t length, uint32_t *pixels, size_t stride, int width,
                  int height, char *message, size_t message_size);

/// Encodes `pixels` (premultiplied ARGB32) as a JP2 file with an alpha channel, RGBA 8 bits.
/// `ratio` is the compression ratio (20 = a twentieth of the raw size); 0 encodes losslessly
/// (the reversible 5/3 wavelet). On success returns 0 and `*out` is a buffer to free with
/// `lk_jp2_free`, `*out_length` its size; otherwise 1 with a sentence in `message`.
int lk_jp2_encode(const uint32_t *pixels, size_t stride, int width, int height, float ratio,
                  uint8_t **out, size_t *out_length, char *message, size_t message_size);

/// Frees a buffer returned by `lk_jp2_encode`.
void lk_jp2_free(uint8_t *buffer);

#endif
