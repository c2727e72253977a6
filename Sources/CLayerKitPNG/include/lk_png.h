#ifndef LK_PNG_H
#define LK_PNG_H
#include <stddef.h>
#include <stdint.h>

/// Walks the chunks of the PNG in `data` (signature included) and checks each chunk's CRC
/// with zlib's crc32, up to and including IEND. Returns 0 when every chunk read is whole and
/// its CRC matches; otherwise 1 with a sentence in `message` (`capacity` bytes) naming the
/// chunk and the fault (a damaged CRC, a chunk cut short).
int lk_png_check_chunks(const unsigned char *data, size_t length, char *message, size_t capacity);

/// zlib's CRC-32 of `length` bytes: a PNG chunk's CRC over its type and data.
unsigned long lk_png_crc32(const unsigned char *data, size_t length);

/// The PNG image data (the zlib stream of IDAT or fdAT chunks) of the `width` x `height`
/// pixels at (`x`, `y`) of premultiplied native-endian ARGB32 rows `stride` pixels apart:
/// with `channels` 4 as 8-bit RGBA (colour type 6) un-premultiplied with rounding to nearest,
/// with 3 as 8-bit RGB (colour type 2; alpha is dropped, for opaque pixels). Each row is filtered
/// with the PNG filter (none, sub, up, average, Paeth) whose output has the smallest sum of
/// absolute values (libpng's heuristic) and the stream is deflated at zlib `level` with the
/// strategy libpng uses for filtered rows (Z_FILTERED). Returns a
/// buffer for `lk_png_free` and its size in `*length`; NULL when memory runs out or `channels`
/// is neither 3 nor 4.
unsigned char *lk_png_image_data(const uint32_t *argb, size_t stride, unsigned x, unsigned y,
                                 unsigned width, unsigned height, int channels, int level, size_t *length);

/// Frees a buffer from `lk_png_image_data`.
void lk_png_free(unsigned char *buffer);

/// The smallest rectangle holding every pixel that differs between two `width` x `height`
/// ARGB32 images with rows `stride_a` and `stride_b` pixels apart, written to `rect` as x, y,
/// width, height. Returns 0 (and writes nothing) when the images are identical, 1 otherwise.
int lk_png_changed_rect(const uint32_t *a, size_t stride_a, const uint32_t *b, size_t stride_b,
                        unsigned width, unsigned height, unsigned rect[4]);

#endif
