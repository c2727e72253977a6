#ifndef LK_PNG_H
#define LK_PNG_H
#include <stddef.h>

/// Walks the chunks of the PNG in `data` (signature included) and checks each chunk's CRC
/// with zlib's crc32, up to and including IEND. Returns 0 when every chunk read is whole and
/// its CRC matches; otherwise 1 with a sentence in `message` (`capacity` bytes) naming the
/// chunk and the fault (a damaged CRC, a chunk cut short).
int lk_png_check_chunks(const unsigned char *data, size_t length, char *message, size_t capacity);

#endif
