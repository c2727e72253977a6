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
    if (a == 255) {
        out[0] = (unsigned char)(p >> 16); out[1] = (unsigned char)(p >> 8); out[2] = (unsigned char)p; out[3] = 255;
        return;
    }
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

/* The sum of the filtered bytes read as signed values' magnitudes (libpng's heuristic). */
static unsigned long magnitude(const unsigned char *out, size_t n) {
    unsigned long sum = 0;
    for (size_t i = 0; i < n; i++) sum += out[i] < 128 ? out[i] : 256 - out[i];
    return sum;
}

/* Filters `row` (n bytes, `prior` the row above or zeros) with PNG filter `f`
 * into `out`, `bpp` bytes a pixel; one loop per filter, so the compiler can vectorize the simple ones. */
static void filter_row(int f, const unsigned char *row, const unsigned char *prior, size_t n, size_t bpp,
                       unsigned char *out) {
    size_t i;
    switch (f) {
    case 0: memcpy(out, row, n); break;
    case 1:
        for (i = 0; i < bpp && i < n; i++) out[i] = row[i];
        for (; i < n; i++) out[i] = (unsigned char)(row[i] - row[i - bpp]);
        break;
    case 2: for (i = 0; i < n; i++) out[i] = (unsigned char)(row[i] - prior[i]); break;
    case 3:
        for (i = 0; i < bpp && i < n; i++) out[i] = (unsigned char)(row[i] - prior[i] / 2);
        for (; i < n; i++) out[i] = (unsigned char)(row[i] - (row[i - bpp] + prior[i]) / 2);
        break;
    default:
        for (i = 0; i < bpp && i < n; i++) out[i] = (unsigned char)(row[i] - prior[i]);
        for (; i < n; i++) out[i] = (unsigned char)(row[i] - paeth(row[i - bpp], prior[i], prior[i - bpp]));
    }
}

/* Deflates `size` bytes of filtered rows as a zlib stream, with the strategy libpng uses for
 * filtered data (Z_FILTERED); returns a malloc'd buffer or NULL. */
static unsigned char *deflate_rows(const unsigned char *raw, size_t size, int level, size_t *length) {
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, level, Z_DEFLATED, 15, 8, Z_FILTERED) != Z_OK) return NULL;
    uLong bound = deflateBound(&z, (uLong)size);
    unsigned char *out = malloc(bound);
    if (!out) { deflateEnd(&z); return NULL; }
    z.next_in = (Bytef *)raw; z.avail_in = (uInt)size;
    z.next_out = out; z.avail_out = (uInt)bound;
    int status = deflate(&z, Z_FINISH);
    *length = z.total_out;
    deflateEnd(&z);
    if (status != Z_STREAM_END) { free(out); return NULL; }
    return out;
}

unsigned char *lk_png_image_data(const uint32_t *argb, size_t stride, unsigned x, unsigned y,
                                 unsigned width, unsigned height, int channels, int level, size_t *length) {
    if (channels != 3 && channels != 4) return NULL;
    size_t bpp = (size_t)channels, n = (size_t)width * bpp, raw_size = (n + 1) * height;
    unsigned char *raw = malloc(raw_size), *rows = calloc(2 * n + 5 * n, 1);
    if (!raw || !rows) { free(raw); free(rows); return NULL; }
    unsigned char *prior = rows, *row = rows + n, *trial = rows + 2 * n;  /* trial: 5 candidates */
    for (unsigned r = 0; r < height; r++) {
        const uint32_t *src = argb + (size_t)(y + r) * stride + x;
        if (bpp == 4) {
            for (unsigned i = 0; i < width; i++) unpremultiply(src[i], row + 4 * i);
        } else {
            for (unsigned i = 0; i < width; i++) {
                row[3 * i] = (unsigned char)(src[i] >> 16); row[3 * i + 1] = (unsigned char)(src[i] >> 8);
                row[3 * i + 2] = (unsigned char)src[i];
            }
        }
        int best = 0;
        unsigned long best_sum = (unsigned long)-1;
        for (int f = 0; f < 5; f++) {
            filter_row(f, row, prior, n, bpp, trial + f * n);
            unsigned long s = magnitude(trial + f * n, n);
            if (s < best_sum) { best_sum = s; best = f; }
        }
        raw[r * (n + 1)] = (unsigned char)best;
        memcpy(raw + r * (n + 1) + 1, trial + best * n, n);
        memcpy(prior, row, n);
    }
    free(rows);
    unsigned char *out = deflate_rows(raw, raw_size, level, length);
    free(raw);
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
