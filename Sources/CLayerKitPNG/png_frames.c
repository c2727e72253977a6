/* PNG image data for the frames of an animated PNG (see lk_png.h): RGBA rows, filtered, deflated
 * with zlib. The chunks around the data are written by the caller. */
#include "lk_png.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

unsigned long lk_png_crc32(const unsigned char *data, size_t length) {
    return crc32(crc32(0L, Z_NULL, 0), data, (uInt)length);
}

void lk_png_free(unsigned char *buffer) { free(buffer); }

/* One premultiplied ARGB32 pixel as straight RGBA bytes, rounding to nearest. */
static void unpremultiply(uint32_t p, unsigned char *out) {
    unsigned a = p >> 24;
    unsigned c[3] = {(p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF};
    for (int i = 0; i < 3; i++) {
        unsigned v = a ? (c[i] * 255 + a / 2) / a : 0;
        out[i] = (unsigned char)(v > 255 ? 255 : v);
    }
    out[3] = (unsigned char)a;
}

static unsigned char paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return (unsigned char)a;
    return (unsigned char)(pb <= pc ? b : c);
}

/* Filters `row` (n bytes, `prior` the row above or zeros) with filter `f` into `out`; returns
 * the sum of the output bytes read as signed values' magnitudes. */
static unsigned long filter_row(int f, const unsigned char *row, const unsigned char *prior, size_t n, unsigned char *out) {
    unsigned long sum = 0;
    for (size_t i = 0; i < n; i++) {
        int a = i >= 4 ? row[i - 4] : 0, b = prior[i], c = i >= 4 ? prior[i - 4] : 0;
        int predicted = f == 0 ? 0 : f == 1 ? a : f == 2 ? b : f == 3 ? (a + b) / 2 : paeth(a, b, c);
        out[i] = (unsigned char)(row[i] - predicted);
        sum += out[i] < 128 ? out[i] : 256 - out[i];
    }
    return sum;
}

unsigned char *lk_png_image_data(const uint32_t *argb, size_t stride, unsigned x, unsigned y,
                                 unsigned width, unsigned height, int level, size_t *length) {
    size_t n = (size_t)width * 4, raw_size = (n + 1) * height;
    unsigned char *raw = malloc(raw_size), *rows = calloc(2 * n + 5 * n, 1);
    if (!raw || !rows) { free(raw); free(rows); return NULL; }
    unsigned char *prior = rows, *row = rows + n, *trial = rows + 2 * n;  /* trial: 5 candidates */
    for (unsigned r = 0; r < height; r++) {
        const uint32_t *src = argb + (size_t)(y + r) * stride + x;
        for (unsigned i = 0; i < width; i++) unpremultiply(src[i], row + 4 * i);
        int best = 0;
        unsigned long best_sum = (unsigned long)-1;
        for (int f = 0; f < 5; f++) {
            unsigned long s = filter_row(f, row, prior, n, trial + f * n);
            if (s < best_sum) { best_sum = s; best = f; }
        }
        raw[r * (n + 1)] = (unsigned char)best;
        memcpy(raw + r * (n + 1) + 1, trial + best * n, n);
        memcpy(prior, row, n);
    }
    free(rows);
    uLongf bound = compressBound((uLong)raw_size);
    unsigned char *out = malloc(bound);
    if (!out || compress2(out, &bound, raw, (uLong)raw_size, level) != Z_OK) { free(out); free(raw); return NULL; }
    free(raw);
    *length = bound;
    return out;
}

int lk_png_changed_rect(const uint32_t *a, size_t stride_a, const uint32_t *b, size_t stride_b,
                        unsigned width, unsigned height, unsigned rect[4]) {
    unsigned x0 = width, y0 = height, x1 = 0, y1 = 0;
    for (unsigned y = 0; y < height; y++) {
        const uint32_t *ra = a + (size_t)y * stride_a, *rb = b + (size_t)y * stride_b;
        if (memcmp(ra, rb, (size_t)width * 4) == 0) continue;
        for (unsigned x = 0; x < width; x++) {
            if (ra[x] == rb[x]) continue;
            if (x < x0) x0 = x;
            if (x + 1 > x1) x1 = x + 1;
        }
        if (y < y0) y0 = y;
        y1 = y + 1;
    }
    if (x1 == 0) return 0;
    rect[0] = x0; rect[1] = y0; rect[2] = x1 - x0; rect[3] = y1 - y0;
    return 1;
}
