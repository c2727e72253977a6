// Sprite batches (emitter particles): a premultiplied sprite, each channel scaled by its own
// factor, added (saturating) or blended OVER into a destination rectangle. One call per sprite
// keeps the per-sprite cost to a few instructions; the SSE2 level gives bit-identical results.
#include "lk_internal.h"
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

/// The four 9-bit factors of `factors` (a << 27 | r << 18 | g << 9 | b) applied to pixel s.
static inline uint32_t lk_sprite_scale1(uint32_t s, uint64_t factors) {
    uint32_t r = 0;
    for (int k = 0; k < 4; k++) {
        uint32_t f = (uint32_t)(factors >> (9 * k)) & 511u;
        r |= ((((s >> (8 * k)) & 255u) * f + 128u) >> 8) << (8 * k);
    }
    return r;
}

static void lk_sprite_row_scalar(uint32_t *d, const uint32_t *s, int32_t n, uint64_t factors, int32_t additive) {
    for (int32_t i = 0; i < n; i++) {
        uint32_t p = lk_sprite_scale1(s[i], factors);
        d[i] = additive ? lk_add1(p, d[i]) : lk_over1(p, d[i]);
    }
}

#if defined(__x86_64__) || defined(__i386__)
/// Two pixels widened to 16 bits, scaled by `f` (factors in B, G, R, A lane order, twice).
static inline __m128i lk_sprite_scale2(__m128i px16, __m128i f) {
    return _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(px16, f), _mm_set1_epi16(128)), 8);
}

/// OVER of two widened source pixels onto two widened destination pixels, as lk_over1.
static inline __m128i lk_sprite_over2(__m128i s16, __m128i d16) {
    __m128i a = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s16, 0xFF), 0xFF);
    __m128i t = _mm_add_epi16(_mm_mullo_epi16(d16, _mm_sub_epi16(_mm_set1_epi16(255), a)), _mm_set1_epi16(128));
    return _mm_srli_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), 8);
}

static void lk_sprite_row_sse2(uint32_t *d, const uint32_t *s, int32_t n, uint64_t factors, int32_t additive) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i f = _mm_set_epi16((short)((factors >> 27) & 511), (short)((factors >> 18) & 511),
                                    (short)((factors >> 9) & 511), (short)(factors & 511),
                                    (short)((factors >> 27) & 511), (short)((factors >> 18) & 511),
                                    (short)((factors >> 9) & 511), (short)(factors & 511));
    int32_t i = 0;
    for (; i + 4 <= n; i += 4) {
        __m128i src = _mm_loadu_si128((const __m128i *)(s + i));
        __m128i dst = _mm_loadu_si128((const __m128i *)(d + i));
        __m128i lo = lk_sprite_scale2(_mm_unpacklo_epi8(src, zero), f);
        __m128i hi = lk_sprite_scale2(_mm_unpackhi_epi8(src, zero), f);
        __m128i out;
        if (additive) {
            out = _mm_adds_epu8(_mm_packus_epi16(lo, hi), dst);
        } else {
            __m128i dlo = lk_sprite_over2(lo, _mm_unpacklo_epi8(dst, zero));
            __m128i dhi = lk_sprite_over2(hi, _mm_unpackhi_epi8(dst, zero));
            out = _mm_adds_epu8(_mm_packus_epi16(lo, hi), _mm_packus_epi16(dlo, dhi));
        }
        _mm_storeu_si128((__m128i *)(d + i), out);
    }
    lk_sprite_row_scalar(d + i, s + i, n - i, factors, additive);
}

#define LK_SPRITE_AVX2 __attribute__((target("avx2")))

/// Eight pixels at a time, as lk_sprite_row_sse2 (whose four-pixel steps and scalar tail finish the row).
LK_SPRITE_AVX2 static void lk_sprite_row_avx2(uint32_t *d, const uint32_t *s, int32_t n, uint64_t factors, int32_t additive) {
    const __m256i zero = _mm256_setzero_si256(), c128 = _mm256_set1_epi16(128), c255 = _mm256_set1_epi16(255);
    const short fb = (short)(factors & 511), fg = (short)((factors >> 9) & 511);
    const short fr = (short)((factors >> 18) & 511), fa = (short)((factors >> 27) & 511);
    const __m256i f = _mm256_set_epi16(fa, fr, fg, fb, fa, fr, fg, fb, fa, fr, fg, fb, fa, fr, fg, fb);
    int32_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256i src = _mm256_loadu_si256((const __m256i *)(s + i));
        __m256i dst = _mm256_loadu_si256((const __m256i *)(d + i));
        __m256i lo = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(src, zero), f), c128), 8);
        __m256i hi = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(src, zero), f), c128), 8);
        __m256i out;
        if (additive) {
            out = _mm256_adds_epu8(_mm256_packus_epi16(lo, hi), dst);
        } else {
            __m256i alo = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(lo, 0xFF), 0xFF);
            __m256i ahi = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(hi, 0xFF), 0xFF);
            __m256i tlo = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(dst, zero), _mm256_sub_epi16(c255, alo)), c128);
            __m256i thi = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(dst, zero), _mm256_sub_epi16(c255, ahi)), c128);
            tlo = _mm256_srli_epi16(_mm256_add_epi16(tlo, _mm256_srli_epi16(tlo, 8)), 8);
            thi = _mm256_srli_epi16(_mm256_add_epi16(thi, _mm256_srli_epi16(thi, 8)), 8);
            out = _mm256_adds_epu8(_mm256_packus_epi16(lo, hi), _mm256_packus_epi16(tlo, thi));
        }
        _mm256_storeu_si256((__m256i *)(d + i), out);
    }
    lk_sprite_row_sse2(d + i, s + i, n - i, factors, additive);
}
#endif

void lk_sprite_blend(uint32_t *dst, int32_t dstride, const uint32_t *src, int32_t sstride, int32_t w, int32_t h,
                     uint64_t factors, int32_t additive, int32_t simd) {
    if (w <= 0 || h <= 0) return;
#if defined(__x86_64__) || defined(__i386__)
    if (simd >= LK_SIMD_AVX2 && lk_simd_available() >= LK_SIMD_AVX2) {
        for (int32_t y = 0; y < h; y++) lk_sprite_row_avx2(dst + (int64_t)y * dstride, src + (int64_t)y * sstride, w, factors, additive);
        return;
    }
    if (simd >= LK_SIMD_SSE2 && lk_simd_available() >= LK_SIMD_SSE2) {
        for (int32_t y = 0; y < h; y++) lk_sprite_row_sse2(dst + (int64_t)y * dstride, src + (int64_t)y * sstride, w, factors, additive);
        return;
    }
#endif
    for (int32_t y = 0; y < h; y++) lk_sprite_row_scalar(dst + (int64_t)y * dstride, src + (int64_t)y * sstride, w, factors, additive);
}

/// Texel (i, j) of the sprite, transparent outside it.
static inline uint32_t lk_sprite_texel(const uint32_t *src, int32_t sstride, int32_t sw, int32_t sh, int32_t i, int32_t j) {
    return (i < 0 || j < 0 || i >= sw || j >= sh) ? 0u : src[(int64_t)j * sstride + i];
}

void lk_sprite_affine(uint32_t *dst, int32_t dstride, int32_t x0, int32_t y0, int32_t x1, int32_t y1,
                      const uint32_t *src, int32_t sstride, int32_t sw, int32_t sh, const double *inverse,
                      uint64_t factors, int32_t additive, int32_t nearest) {
    // inverse: u = a * X + c * Y + tx, v = b * X + d * Y + ty at pixel centres, in texels.
    // nearest: the texel the pixel centre falls in, unblended (a "nearest" filter).
    for (int32_t y = y0; y < y1; y++) {
        uint32_t *row = dst + (int64_t)y * dstride;
        double yc = (double)y + 0.5;
        for (int32_t x = x0; x < x1; x++) {
            double xc = (double)x + 0.5;
            double u = inverse[0] * xc + inverse[2] * yc + inverse[4] - 0.5;
            double v = inverse[1] * xc + inverse[3] * yc + inverse[5] - 0.5;
            if (!(u > -1.0 && v > -1.0 && u < (double)sw && v < (double)sh)) continue;
            if (nearest) {
                if (!(u >= -0.5 && v >= -0.5 && u < (double)sw - 0.5 && v < (double)sh - 0.5)) continue;
                uint32_t t = lk_sprite_texel(src, sstride, sw, sh, (int32_t)(u + 0.5), (int32_t)(v + 0.5));
                t = lk_sprite_scale1(t, factors);
                row[x] = additive ? lk_add1(t, row[x]) : lk_over1(t, row[x]);
                continue;
            }
            int32_t i = (int32_t)(u + 1.0) - 1, j = (int32_t)(v + 1.0) - 1;
            uint32_t wx = (uint32_t)((u - (double)i) * 128.0), wy = (uint32_t)((v - (double)j) * 128.0);
            uint32_t t00 = lk_sprite_texel(src, sstride, sw, sh, i, j), t10 = lk_sprite_texel(src, sstride, sw, sh, i + 1, j);
            uint32_t t01 = lk_sprite_texel(src, sstride, sw, sh, i, j + 1), t11 = lk_sprite_texel(src, sstride, sw, sh, i + 1, j + 1);
            uint32_t p = 0;
            for (int k = 0; k < 32; k += 8) {
                uint32_t top = ((t00 >> k) & 255u) * (128u - wx) + ((t10 >> k) & 255u) * wx;
                uint32_t bottom = ((t01 >> k) & 255u) * (128u - wx) + ((t11 >> k) & 255u) * wx;
                p |= (((top * (128u - wy) + bottom * wy) + 8192u) >> 14) << k;
            }
            p = lk_sprite_scale1(p, factors);
            row[x] = additive ? lk_add1(p, row[x]) : lk_over1(p, row[x]);
        }
    }
}
