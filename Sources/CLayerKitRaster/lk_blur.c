// The shadow blur's kernels (lk_box_blur, lk_alpha_plane, lk_plane_alpha): portable scalar C,
// the reference, and AVX2, four rows or four columns at a time in the lanes of a vector. Each
// value goes through the same additions, subtractions and divisions in the same order at
// every level (no multiply, so nothing to fuse), so the levels agree bit for bit. SSE2 runs
// the scalar code: two doubles a vector would not pay for the shuffling.
#include "lk_internal.h"
#include <math.h>

/// One centred box of radius r along `count` values `step` apart (zero outside), through the
/// prefix sums in `prefix` (count + 1 doubles).
static void lk_box_line_scalar(double *p, int32_t count, int64_t step, int32_t r, double *prefix) {
    if (r <= 0) return;
    prefix[0] = 0;
    for (int32_t i = 0; i < count; i++) prefix[i + 1] = prefix[i] + p[i * step];
    const double width = (double)(2 * r + 1);
    for (int32_t i = 0; i < count; i++) {
        int32_t hi = i + r + 1 < count ? i + r + 1 : count, lo = i - r > 0 ? i - r : 0;
        p[i * step] = (prefix[hi] - prefix[lo]) / width;
    }
}

static void lk_box_blur_scalar(double *plane, int32_t w, int32_t h, const int32_t *radii, int32_t count, double *scratch) {
    for (int32_t y = 0; y < h; y++)
        for (int32_t k = 0; k < count; k++) lk_box_line_scalar(plane + (int64_t)y * w, w, 1, radii[k], scratch);
    for (int32_t x = 0; x < w; x++)
        for (int32_t k = 0; k < count; k++) lk_box_line_scalar(plane + x, h, w, radii[k], scratch);
}

static void lk_alpha_plane_scalar(double *plane, const uint32_t *src, int32_t stride, int32_t w, int32_t h) {
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) plane[(int64_t)y * w + x] = (double)(src[(int64_t)y * stride + x] >> 24);
}

/// `v` rounded half away from zero, clamped to 0...255, as an alpha-only pixel.
static inline uint32_t lk_alpha_pixel(double v) {
    v = round(v);
    v = v > 0 ? v : 0;
    v = v < 255 ? v : 255;
    return (uint32_t)v << 24;
}

static void lk_plane_alpha_scalar(uint32_t *dst, int32_t stride, const double *plane, int32_t w, int32_t h) {
    for (int32_t y = 0; y < h; y++)
        for (int32_t x = 0; x < w; x++) dst[(int64_t)y * stride + x] = lk_alpha_pixel(plane[(int64_t)y * w + x]);
}

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define LK_AVX2 __attribute__((target("avx2")))

/// The boxes of `radii` in turn along four lines at once, one per lane: value i of lane j at
/// `line[j] + i * step`, or, with `contiguous`, the four lanes side by side at
/// `line[0] + i * step` (four columns). `pre` holds count + 1 vectors of prefix sums.
LK_AVX2 static void lk_box_lines_avx2(double *const line[4], int32_t count, int64_t step, int contiguous,
                                      const int32_t *radii, int32_t nradii, double *pre) {
    for (int32_t k = 0; k < nradii; k++) {
        const int32_t r = radii[k];
        if (r <= 0) continue;
        __m256d acc = _mm256_setzero_pd();
        _mm256_storeu_pd(pre, acc);
        for (int32_t i = 0; i < count; i++) {
            const int64_t o = i * step;
            __m256d v = contiguous ? _mm256_loadu_pd(line[0] + o)
                                   : _mm256_set_pd(line[3][o], line[2][o], line[1][o], line[0][o]);
            acc = _mm256_add_pd(acc, v);
            _mm256_storeu_pd(pre + 4 * (i + 1), acc);
        }
        const __m256d width = _mm256_set1_pd((double)(2 * r + 1));
        for (int32_t i = 0; i < count; i++) {
            int32_t hi = i + r + 1 < count ? i + r + 1 : count, lo = i - r > 0 ? i - r : 0;
            __m256d q = _mm256_div_pd(_mm256_sub_pd(_mm256_loadu_pd(pre + 4 * hi), _mm256_loadu_pd(pre + 4 * lo)), width);
            const int64_t o = i * step;
            if (contiguous) {
                _mm256_storeu_pd(line[0] + o, q);
            } else {
                double lanes[4];
                _mm256_storeu_pd(lanes, q);
                line[0][o] = lanes[0]; line[1][o] = lanes[1]; line[2][o] = lanes[2]; line[3][o] = lanes[3];
            }
        }
    }
}

LK_AVX2 static void lk_box_blur_avx2(double *plane, int32_t w, int32_t h, const int32_t *radii, int32_t count, double *scratch) {
    int32_t y = 0;
    for (; y + 4 <= h; y += 4) {
        double *rows[4] = { plane + (int64_t)y * w, plane + (int64_t)(y + 1) * w, plane + (int64_t)(y + 2) * w,
                            plane + (int64_t)(y + 3) * w };
        lk_box_lines_avx2(rows, w, 1, 0, radii, count, scratch);
    }
    for (; y < h; y++)
        for (int32_t k = 0; k < count; k++) lk_box_line_scalar(plane + (int64_t)y * w, w, 1, radii[k], scratch);
    int32_t x = 0;
    for (; x + 4 <= w; x += 4) {
        double *columns[4] = { plane + x, 0, 0, 0 };
        lk_box_lines_avx2(columns, h, w, 1, radii, count, scratch);
    }
    for (; x < w; x++)
        for (int32_t k = 0; k < count; k++) lk_box_line_scalar(plane + x, h, w, radii[k], scratch);
}

LK_AVX2 static void lk_alpha_plane_avx2(double *plane, const uint32_t *src, int32_t stride, int32_t w, int32_t h) {
    for (int32_t y = 0; y < h; y++) {
        const uint32_t *s = src + (int64_t)y * stride;
        double *p = plane + (int64_t)y * w;
        int32_t x = 0;
        for (; x + 4 <= w; x += 4) {
            __m128i a = _mm_srli_epi32(_mm_loadu_si128((const __m128i *)(s + x)), 24);
            _mm256_storeu_pd(p + x, _mm256_cvtepi32_pd(a));
        }
        for (; x < w; x++) p[x] = (double)(s[x] >> 24);
    }
}

LK_AVX2 static void lk_plane_alpha_avx2(uint32_t *dst, int32_t stride, const double *plane, int32_t w, int32_t h) {
    const __m256d half = _mm256_set1_pd(0.5), one = _mm256_set1_pd(1), zero = _mm256_setzero_pd(),
                  top = _mm256_set1_pd(255);
    for (int32_t y = 0; y < h; y++) {
        const double *p = plane + (int64_t)y * w;
        uint32_t *d = dst + (int64_t)y * stride;
        int32_t x = 0;
        for (; x + 4 <= w; x += 4) {
            // Half away from zero, as round() does: the integer part, plus one when the part
            // left is a half or more (exact below 2^52). Negative values round to 0 or below
            // either way, and are clamped to 0.
            __m256d v = _mm256_loadu_pd(p + x);
            __m256d t = _mm256_round_pd(v, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC);
            __m256d up = _mm256_and_pd(_mm256_cmp_pd(_mm256_sub_pd(v, t), half, _CMP_GE_OQ), one);
            __m256d c = _mm256_min_pd(_mm256_max_pd(_mm256_add_pd(t, up), zero), top);
            __m128i a = _mm256_cvttpd_epi32(c);
            _mm_storeu_si128((__m128i *)(d + x), _mm_slli_epi32(a, 24));
        }
        for (; x < w; x++) d[x] = lk_alpha_pixel(p[x]);
    }
}
#endif

void lk_box_blur(double *plane, int32_t w, int32_t h, const int32_t *radii, int32_t count, double *scratch, int32_t simd) {
#if defined(__x86_64__) || defined(__i386__)
    if (lk_level(simd) >= LK_SIMD_AVX2) { lk_box_blur_avx2(plane, w, h, radii, count, scratch); return; }
#endif
    lk_box_blur_scalar(plane, w, h, radii, count, scratch);
}

void lk_alpha_plane(double *plane, const uint32_t *src, int32_t stride, int32_t w, int32_t h, int32_t simd) {
#if defined(__x86_64__) || defined(__i386__)
    if (lk_level(simd) >= LK_SIMD_AVX2) { lk_alpha_plane_avx2(plane, src, stride, w, h); return; }
#endif
    lk_alpha_plane_scalar(plane, src, stride, w, h);
}

void lk_plane_alpha(uint32_t *dst, int32_t stride, const double *plane, int32_t w, int32_t h, int32_t simd) {
#if defined(__x86_64__) || defined(__i386__)
    if (lk_level(simd) >= LK_SIMD_AVX2) { lk_plane_alpha_avx2(dst, stride, plane, w, h); return; }
#endif
    lk_plane_alpha_scalar(dst, stride, plane, w, h);
}
