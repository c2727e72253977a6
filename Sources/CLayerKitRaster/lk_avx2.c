// AVX2 kernels, 8 pixels per step, compiled for AVX2 by function attribute and only called
// where the CPU has it (lk_dispatch.c). Each reproduces its scalar definition in lk_internal.h
// bit for bit; the loop tails run that definition.
#include "lk_internal.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#include <string.h>

#define LK_AVX2 __attribute__((target("avx2")))
#define LK_INLINE static inline __attribute__((always_inline))

// Channels as 16-bit words: unpacklo holds pixels 0, 1 (lane 0) and 4, 5 (lane 1), unpackhi
// pixels 2, 3 and 6, 7. Per-pixel factors are spread to the same layout by lk8_spread.

/// Per-pixel 16-bit factors (one per 32-bit lane of `v`) spread over the four channel words of
/// each pixel, in the unpacklo (lo) and unpackhi (hi) layouts.
LK_AVX2 LK_INLINE void lk8_spread(__m256i v, __m256i *lo, __m256i *hi) {
    __m256i pair = _mm256_or_si256(v, _mm256_slli_epi32(v, 16));
    *lo = _mm256_unpacklo_epi32(pair, pair);
    *hi = _mm256_unpackhi_epi32(pair, pair);
}

/// (c * m + 128) >> 8 on words.
LK_AVX2 LK_INLINE __m256i lk8_scale_words(__m256i c, __m256i m) {
    return _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(c, m), _mm256_set1_epi16(128)), 8);
}

/// Pixels scaled by per-word factors (lo/hi layouts).
LK_AVX2 LK_INLINE __m256i lk8_scale(__m256i s, __m256i mlo, __m256i mhi) {
    const __m256i z = _mm256_setzero_si256();
    __m256i lo = lk8_scale_words(_mm256_unpacklo_epi8(s, z), mlo);
    __m256i hi = lk8_scale_words(_mm256_unpackhi_epi8(s, z), mhi);
    return _mm256_packus_epi16(lo, hi);
}

/// d * (255 - alpha) / 255 rounded, per channel, with alpha taken from each pixel of s.
/// 255 - alpha is the inverted alpha byte, spread to the channel words by one byte shuffle per
/// half; (t + 128) / 255 rounded is mulhi(t + 128, 257), which equals lk_div255 for every
/// t + 128 below 65536.
LK_AVX2 LK_INLINE __m256i lk8_fade(__m256i s, __m256i d) {
    const __m256i z = _mm256_setzero_si256(), c128 = _mm256_set1_epi16(128), c257 = _mm256_set1_epi16(257);
    const __m256i spread_lo = _mm256_setr_epi8(3, -1, 3, -1, 3, -1, 3, -1, 7, -1, 7, -1, 7, -1, 7, -1,
                                               3, -1, 3, -1, 3, -1, 3, -1, 7, -1, 7, -1, 7, -1, 7, -1);
    const __m256i spread_hi = _mm256_setr_epi8(11, -1, 11, -1, 11, -1, 11, -1, 15, -1, 15, -1, 15, -1, 15, -1,
                                               11, -1, 11, -1, 11, -1, 11, -1, 15, -1, 15, -1, 15, -1, 15, -1);
    __m256i ns = _mm256_xor_si256(s, _mm256_set1_epi32(-1));
    __m256i ialo = _mm256_shuffle_epi8(ns, spread_lo), iahi = _mm256_shuffle_epi8(ns, spread_hi);
    __m256i tlo = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(d, z), ialo), c128);
    __m256i thi = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(d, z), iahi), c128);
    return _mm256_packus_epi16(_mm256_mulhi_epu16(tlo, c257), _mm256_mulhi_epu16(thi, c257));
}

/// OVER of 8 already-scaled source pixels onto dst, skipping the work where the source is clear
/// (dst unchanged) or opaque (dst = s).
LK_AVX2 LK_INLINE void lk8_over_store(uint32_t *dst, __m256i s) {
    if (_mm256_testz_si256(s, s)) return;
    // Every alpha byte 255 (testc: no alpha bit of s is clear): OVER is a copy.
    if (_mm256_testc_si256(s, _mm256_set1_epi32((int)0xFF000000u))) {
        _mm256_storeu_si256((__m256i *)dst, s);
        return;
    }
    __m256i d = _mm256_loadu_si256((const __m256i *)dst);
    _mm256_storeu_si256((__m256i *)dst, _mm256_adds_epu8(s, lk8_fade(s, d)));
}

LK_AVX2 LK_INLINE void lk8_add_store(uint32_t *dst, __m256i s) {
    __m256i d = _mm256_loadu_si256((const __m256i *)dst);
    _mm256_storeu_si256((__m256i *)dst, _mm256_adds_epu8(s, d));
}

/// Eight 16-bit blend factors spread to the lo/hi layouts.
LK_AVX2 LK_INLINE void lk8_load_factors(const uint16_t *m, __m256i *lo, __m256i *hi) {
    lk8_spread(_mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)m)), lo, hi);
}

/// Runs `step(d, s, m)` on whole vectors of 8 pixels, then once more on a zero-padded copy of
/// the last n % 8 (so tails are vector code too, and nothing past n is read or written). The
/// tail's pixels move by masked loads and stores, not memcpy: antialiased edge runs are a few
/// pixels long, and a library call per run cost more than the blending.
#define LK_VECTOR_LOOP(n, dst, src, fac, step)                                                    \
    do {                                                                                            \
        int32_t k_ = 0;                                                                             \
        for (; k_ + 8 <= (n); k_ += 8) step((dst) + k_, (src) ? (src) + k_ : 0, (fac) ? (fac) + k_ : 0); \
        int32_t r_ = (n) - k_;                                                                      \
        if (r_ > 0) {                                                                               \
            const __m256i lm_ = _mm256_cmpgt_epi32(_mm256_set1_epi32(r_), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)); \
            uint32_t d8_[8], s8_[8];                                                                \
            uint16_t m8_[8] = {0};                                                                  \
            _mm256_storeu_si256((__m256i *)d8_, _mm256_maskload_epi32((const int *)((dst) + k_), lm_)); \
            _mm256_storeu_si256((__m256i *)s8_, (src) ? _mm256_maskload_epi32((const int *)((src) + k_), lm_) \
                                                      : _mm256_setzero_si256());                    \
            if (fac) for (int32_t i_ = 0; i_ < r_; i_++) m8_[i_] = (fac)[k_ + i_];                  \
            step(d8_, s8_, m8_);                                                                    \
            _mm256_maskstore_epi32((int *)((dst) + k_), lm_, _mm256_loadu_si256((const __m256i *)d8_)); \
        }                                                                                           \
    } while (0)

LK_AVX2 void lk_over_avx2(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m) {
    const __m256i mw = _mm256_set1_epi16((short)m);
    if (m == 256) {
#define STEP(d, s, f) lk8_over_store((d), _mm256_loadu_si256((const __m256i *)(s)))
        LK_VECTOR_LOOP(n, dst, src, (const uint16_t *)0, STEP);
#undef STEP
        return;
    }
#define STEP(d, s, f) lk8_over_store((d), lk8_scale(_mm256_loadu_si256((const __m256i *)(s)), mw, mw))
    LK_VECTOR_LOOP(n, dst, src, (const uint16_t *)0, STEP);
#undef STEP
}

/// lk_blend_rows' OVER at the AVX2 level, each row's successor `ahead` rows down prefetched one
/// line of each side per 16 pixels as the row is blended (as lk_over_rows_avx512); the last
/// n % 16 pixels of a row go through lk_over_avx2.
LK_AVX2 void lk_over_rows_avx2(uint32_t *dst, int32_t dstride, const uint32_t *src, int32_t sstride, int32_t n,
                               int32_t rows, int32_t m, int32_t ahead) {
    const __m256i mw = _mm256_set1_epi16((short)m);
    const int64_t sa = (int64_t)ahead * sstride, da = (int64_t)ahead * dstride;
    for (int32_t y = 0; y < rows; y++) {
        const uint32_t *s = src + (int64_t)y * sstride;
        uint32_t *d = dst + (int64_t)y * dstride;
        int later = y + ahead < rows;
        int32_t k = 0;
        for (; k + 16 <= n; k += 16) {
            if (later) {
                __builtin_prefetch(s + sa + k, 0, 3);
                __builtin_prefetch(d + da + k, 0, 3);
            }
            __m256i a = _mm256_loadu_si256((const __m256i *)(s + k)), b = _mm256_loadu_si256((const __m256i *)(s + k + 8));
            if (m != 256) { a = lk8_scale(a, mw, mw); b = lk8_scale(b, mw, mw); }
            lk8_over_store(d + k, a);
            lk8_over_store(d + k + 8, b);
        }
        if (later) {
            __builtin_prefetch(s + sa + k, 0, 3);
            __builtin_prefetch(d + da + k, 0, 3);
            __builtin_prefetch(s + sa + n - 1, 0, 3);
            __builtin_prefetch(d + da + n - 1, 0, 3);
        }
        if (k < n) lk_over_avx2(d + k, s + k, n - k, m);
    }
}

LK_AVX2 void lk_over_mask_avx2(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m) {
#define STEP(d, s, f) do { __m256i lo, hi; lk8_load_factors((f), &lo, &hi); \
    lk8_over_store((d), lk8_scale(_mm256_loadu_si256((const __m256i *)(s)), lo, hi)); } while (0)
    LK_VECTOR_LOOP(n, dst, src, m, STEP);
#undef STEP
}

LK_AVX2 void lk_add_avx2(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m) {
    const __m256i mw = _mm256_set1_epi16((short)m);
#define STEP(d, s, f) do { __m256i v = _mm256_loadu_si256((const __m256i *)(s)); \
    if (m != 256) v = lk8_scale(v, mw, mw); lk8_add_store((d), v); } while (0)
    LK_VECTOR_LOOP(n, dst, src, (const uint16_t *)0, STEP);
#undef STEP
}

LK_AVX2 void lk_add_mask_avx2(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m) {
#define STEP(d, s, f) do { __m256i lo, hi; lk8_load_factors((f), &lo, &hi); \
    lk8_add_store((d), lk8_scale(_mm256_loadu_si256((const __m256i *)(s)), lo, hi)); } while (0)
    LK_VECTOR_LOOP(n, dst, src, m, STEP);
#undef STEP
}

LK_AVX2 void lk_fill_avx2(uint32_t *dst, int32_t n, uint32_t value) {
    const __m256i v = _mm256_set1_epi32((int)value);
    // Four stores a step while 32 pixels remain: a frame's clear is rows of a thousand pixels
    // or more, where the loop's own add, compare and branch were most of its instructions.
    int32_t k = 0;
    for (; k + 32 <= n; k += 32) {
        _mm256_storeu_si256((__m256i *)(dst + k), v);
        _mm256_storeu_si256((__m256i *)(dst + k + 8), v);
        _mm256_storeu_si256((__m256i *)(dst + k + 16), v);
        _mm256_storeu_si256((__m256i *)(dst + k + 24), v);
    }
    dst += k;
    n -= k;
#define STEP(d, s, f) _mm256_storeu_si256((__m256i *)(d), v)
    LK_VECTOR_LOOP(n, dst, (const uint32_t *)0, (const uint16_t *)0, STEP);
#undef STEP
}

LK_AVX2 void lk_over_solid_avx2(uint32_t *dst, int32_t n, uint32_t colour, int32_t m) {
    uint32_t s1 = lk_scale1(colour, (uint32_t)m);
    if ((s1 >> 24) == 255u) {
        lk_fill_avx2(dst, n, s1);
        return;
    }
    if (s1 == 0) return;
    const __m256i v = _mm256_set1_epi32((int)s1);
#define STEP(d, s, f) do { __m256i dv = _mm256_loadu_si256((const __m256i *)(d)); \
    _mm256_storeu_si256((__m256i *)(d), _mm256_adds_epu8(v, lk8_fade(v, dv))); } while (0)
    LK_VECTOR_LOOP(n, dst, (const uint32_t *)0, (const uint16_t *)0, STEP);
#undef STEP
}

/// lk_over_solid on h rows of w pixels, `stride` apart, with the colour's factors made once
/// for the rect: small solid layers are a few vectors a row, where per-row set-up dominated.
LK_AVX2 void lk_over_solid_rect_avx2(uint32_t *dst, int32_t stride, int32_t w, int32_t h, uint32_t colour, int32_t m) {
    uint32_t s1 = lk_scale1(colour, (uint32_t)m);
    if (s1 == 0) return;
    if ((s1 >> 24) == 255u) {
        for (int32_t y = 0; y < h; y++, dst += stride) lk_fill_avx2(dst, w, s1);
        return;
    }
    const __m256i z = _mm256_setzero_si256(), c128 = _mm256_set1_epi16(128), c257 = _mm256_set1_epi16(257);
    const __m256i v = _mm256_set1_epi32((int)s1), ia = _mm256_set1_epi16((short)(255u - (s1 >> 24)));
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    // d * (255 - alpha) / 255 rounded as lk8_fade computes it, the alpha words made once.
#define LK_FADED(d) _mm256_adds_epu8(v, _mm256_packus_epi16( \
        _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(d, z), ia), c128), c257), \
        _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(d, z), ia), c128), c257)))
    for (int32_t y = 0; y < h; y++, dst += stride) {
        int32_t k = 0;
        for (; k + 8 <= w; k += 8) {
            __m256i d = _mm256_loadu_si256((const __m256i *)(dst + k));
            _mm256_storeu_si256((__m256i *)(dst + k), LK_FADED(d));
        }
        if (k < w) {
            const __m256i lm = _mm256_cmpgt_epi32(_mm256_set1_epi32(w - k), lanes);
            __m256i d = _mm256_maskload_epi32((const int *)(dst + k), lm);
            _mm256_maskstore_epi32((int *)(dst + k), lm, LK_FADED(d));
        }
    }
#undef LK_FADED
}

LK_AVX2 void lk_over_solid_mask_avx2(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m) {
    const __m256i c = _mm256_set1_epi32((int)colour);
#define STEP(d, s, f) do { __m256i lo, hi; lk8_load_factors((f), &lo, &hi); lk8_over_store((d), lk8_scale(c, lo, hi)); } while (0)
    LK_VECTOR_LOOP(n, dst, (const uint32_t *)0, m, STEP);
#undef STEP
}

LK_AVX2 void lk_add_solid_avx2(uint32_t *dst, int32_t n, uint32_t colour, int32_t m) {
    const __m256i v = _mm256_set1_epi32((int)lk_scale1(colour, (uint32_t)m));
#define STEP(d, s, f) lk8_add_store((d), v)
    LK_VECTOR_LOOP(n, dst, (const uint32_t *)0, (const uint16_t *)0, STEP);
#undef STEP
}

LK_AVX2 void lk_add_solid_mask_avx2(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m) {
    const __m256i c = _mm256_set1_epi32((int)colour);
#define STEP(d, s, f) do { __m256i lo, hi; lk8_load_factors((f), &lo, &hi); lk8_add_store((d), lk8_scale(c, lo, hi)); } while (0)
    LK_VECTOR_LOOP(n, dst, (const uint32_t *)0, m, STEP);
#undef STEP
}

LK_AVX2 void lk_lerp_avx2(uint32_t *out, const uint32_t *a, const uint32_t *b, int32_t n, int32_t f) {
    const __m256i z = _mm256_setzero_si256();
    const __m256i fa = _mm256_set1_epi16((short)(256 - f)), fb = _mm256_set1_epi16((short)f), c128 = _mm256_set1_epi16(128);
    int32_t k = 0;
    for (; k + 8 <= n; k += 8) {
        __m256i va = _mm256_loadu_si256((const __m256i *)(a + k)), vb = _mm256_loadu_si256((const __m256i *)(b + k));
        __m256i lo = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(va, z), fa),
                                      _mm256_mullo_epi16(_mm256_unpacklo_epi8(vb, z), fb));
        __m256i hi = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(va, z), fa),
                                      _mm256_mullo_epi16(_mm256_unpackhi_epi8(vb, z), fb));
        lo = _mm256_srli_epi16(_mm256_add_epi16(lo, c128), 8);
        hi = _mm256_srli_epi16(_mm256_add_epi16(hi, c128), 8);
        _mm256_storeu_si256((__m256i *)(out + k), _mm256_packus_epi16(lo, hi));
    }
    lk_lerp_scalar(out + k, a + k, b + k, n - k, f);
}

LK_AVX2 void lk_modulate_avx2(uint32_t *px, int32_t n, uint64_t factors) {
    // Channel words of a pixel after unpacking are b, g, r, a (in each 128-bit lane).
    const short fb = (short)lk_modulate_factor(factors, 0), fg = (short)lk_modulate_factor(factors, 8);
    const short fr = (short)lk_modulate_factor(factors, 16), fa = (short)lk_modulate_factor(factors, 24);
    const __m256i f = _mm256_setr_epi16(fb, fg, fr, fa, fb, fg, fr, fa, fb, fg, fr, fa, fb, fg, fr, fa);
    int32_t k = 0;
    for (; k + 8 <= n; k += 8) {
        __m256i s = _mm256_loadu_si256((const __m256i *)(px + k));
        _mm256_storeu_si256((__m256i *)(px + k), lk8_scale(s, f, f));
    }
    lk_modulate_scalar(px + k, n - k, factors);
}

LK_AVX2 void lk_tint_avx2(uint32_t *px, int32_t n, uint32_t colour) {
    const __m256i z = _mm256_setzero_si256(), c128 = _mm256_set1_epi16(128);
    const __m256i c = _mm256_unpacklo_epi8(_mm256_set1_epi32((int)colour), z);
    int32_t k = 0;
    for (; k + 8 <= n; k += 8) {
        __m256i lo, hi;
        lk8_spread(_mm256_srli_epi32(_mm256_loadu_si256((const __m256i *)(px + k)), 24), &lo, &hi);
        lo = _mm256_add_epi16(_mm256_mullo_epi16(c, lo), c128);
        hi = _mm256_add_epi16(_mm256_mullo_epi16(c, hi), c128);
        lo = _mm256_srli_epi16(_mm256_add_epi16(lo, _mm256_srli_epi16(lo, 8)), 8);
        hi = _mm256_srli_epi16(_mm256_add_epi16(hi, _mm256_srli_epi16(hi, 8)), 8);
        _mm256_storeu_si256((__m256i *)(px + k), _mm256_packus_epi16(lo, hi));
    }
    lk_tint_scalar(px + k, n - k, colour);
}

// Sampling. Coordinates are computed in double exactly as lk_coords1 does, four at a time.

/// Clamped 16.16 texel coordinates of pixels x .. x + 7 (see lk_span_map), double mode.
LK_AVX2 LK_INLINE void lk8_coords(const lk_span_map *m, const lk_texture *t, int32_t x, int proj,
                                  __m256i *fu, __m256i *fv) {
    const __m256d half = _mm256_set1_pd(0.5), k16 = _mm256_set1_pd(65536.0), one = _mm256_set1_pd(1.0);
    const __m256d nu = _mm256_set1_pd(m->nu), nv = _mm256_set1_pd(m->nv), au = _mm256_set1_pd(m->au), av = _mm256_set1_pd(m->av);
    const __m256d ulo = _mm256_set1_pd(t->ulo), uhi = _mm256_set1_pd(t->uhi);
    const __m256d vlo = _mm256_set1_pd(t->vlo), vhi = _mm256_set1_pd(t->vhi);
    __m128i xs = _mm_add_epi32(_mm_set1_epi32(x), _mm_setr_epi32(0, 1, 2, 3));
    __m128i ru[2], rv[2];
    for (int h = 0; h < 2; h++) {
        __m256d xf = _mm256_add_pd(_mm256_cvtepi32_pd(_mm_add_epi32(xs, _mm_set1_epi32(4 * h))), half);
        __m256d u = _mm256_add_pd(nu, _mm256_mul_pd(au, xf)), v = _mm256_add_pd(nv, _mm256_mul_pd(av, xf));
        if (proj) {
            __m256d w = _mm256_add_pd(_mm256_set1_pd(m->nw), _mm256_mul_pd(_mm256_set1_pd(m->aw), xf));
            __m256d rw = _mm256_div_pd(one, w);
            u = _mm256_mul_pd(u, rw);
            v = _mm256_mul_pd(v, rw);
        }
        u = _mm256_min_pd(_mm256_max_pd(u, ulo), uhi);
        v = _mm256_min_pd(_mm256_max_pd(v, vlo), vhi);
        ru[h] = _mm256_cvttpd_epi32(_mm256_mul_pd(u, k16));
        rv[h] = _mm256_cvttpd_epi32(_mm256_mul_pd(v, k16));
    }
    *fu = _mm256_inserti128_si256(_mm256_castsi128_si256(ru[0]), ru[1], 1);
    *fv = _mm256_inserti128_si256(_mm256_castsi128_si256(rv[0]), rv[1], 1);
}

/// Fixed mode: the unclamped coordinates of pixels x .. x + 7, to be stepped by 8 * du, 8 * dv.
LK_AVX2 LK_INLINE void lk8_fixed_start(const lk_span_map *m, int32_t x, __m256i *u, __m256i *v) {
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    *u = _mm256_add_epi32(_mm256_set1_epi32(lk_fixed_at(m->u0, x - m->x0, m->du)), _mm256_mullo_epi32(lanes, _mm256_set1_epi32(m->du)));
    *v = _mm256_add_epi32(_mm256_set1_epi32(lk_fixed_at(m->v0, x - m->x0, m->dv)), _mm256_mullo_epi32(lanes, _mm256_set1_epi32(m->dv)));
}

/// Bilinear blend of eight 2x2 footprints (vertical then horizontal, as lk_bilerp1).
LK_AVX2 LK_INLINE __m256i lk8_bilerp(__m256i t00, __m256i t01, __m256i t10, __m256i t11, __m256i wx, __m256i wy) {
    const __m256i z = _mm256_setzero_si256();
    __m256i wylo, wyhi;
    lk8_spread(wy, &wylo, &wyhi);
    __m256i a, b, c, d;
    // Left and right columns after the vertical step, lo and hi layouts (words <= 255 * 128).
    a = _mm256_unpacklo_epi8(t00, z); c = _mm256_unpacklo_epi8(t10, z);
    __m256i llo = _mm256_add_epi16(_mm256_slli_epi16(a, 7), _mm256_mullo_epi16(_mm256_sub_epi16(c, a), wylo));
    b = _mm256_unpacklo_epi8(t01, z); d = _mm256_unpacklo_epi8(t11, z);
    __m256i rlo = _mm256_add_epi16(_mm256_slli_epi16(b, 7), _mm256_mullo_epi16(_mm256_sub_epi16(d, b), wylo));
    a = _mm256_unpackhi_epi8(t00, z); c = _mm256_unpackhi_epi8(t10, z);
    __m256i lhi = _mm256_add_epi16(_mm256_slli_epi16(a, 7), _mm256_mullo_epi16(_mm256_sub_epi16(c, a), wyhi));
    b = _mm256_unpackhi_epi8(t01, z); d = _mm256_unpackhi_epi8(t11, z);
    __m256i rhi = _mm256_add_epi16(_mm256_slli_epi16(b, 7), _mm256_mullo_epi16(_mm256_sub_epi16(d, b), wyhi));
    // Horizontal weights as (128 - wx, wx) word pairs, one dword per pixel.
    __m256i wp = _mm256_or_si256(_mm256_sub_epi32(_mm256_set1_epi32(128), wx), _mm256_slli_epi32(wx, 16));
    const __m256i round = _mm256_set1_epi32(8192);
    __m256i p0 = _mm256_madd_epi16(_mm256_unpacklo_epi16(llo, rlo), _mm256_shuffle_epi32(wp, 0x00));
    __m256i p1 = _mm256_madd_epi16(_mm256_unpackhi_epi16(llo, rlo), _mm256_shuffle_epi32(wp, 0x55));
    __m256i p2 = _mm256_madd_epi16(_mm256_unpacklo_epi16(lhi, rhi), _mm256_shuffle_epi32(wp, 0xAA));
    __m256i p3 = _mm256_madd_epi16(_mm256_unpackhi_epi16(lhi, rhi), _mm256_shuffle_epi32(wp, 0xFF));
    p0 = _mm256_srli_epi32(_mm256_add_epi32(p0, round), 14);
    p1 = _mm256_srli_epi32(_mm256_add_epi32(p1, round), 14);
    p2 = _mm256_srli_epi32(_mm256_add_epi32(p2, round), 14);
    p3 = _mm256_srli_epi32(_mm256_add_epi32(p3, round), 14);
    return _mm256_packus_epi16(_mm256_packs_epi32(p0, p1), _mm256_packs_epi32(p2, p3));
}

/// Eight pixels' bilinear blends from texel pairs (texel and right neighbour adjacent, dx 1):
/// the AVX-512 kernel's byte-pair multiplies (see lk16_bilerp_pairs) on 256-bit vectors. Each
/// 128-bit lane holds two pixels' pairs: pixels 0, 1 | 4, 5 in one vector and 2, 3 | 6, 7 in
/// the other, so the final pack leaves the eight in order.
LK_AVX2 LK_INLINE __m256i lk8_bilerp_half(__m256i top, __m256i bottom, __m256i wylo, __m256i wyhi, __m256i wxlo, __m256i wxhi) {
    const __m256i inter = _mm256_setr_epi8(0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15,
                                           0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15);
    const __m256i bias = _mm256_set1_epi8((char)0x80), round = _mm256_set1_epi32(8192 + 16384 * 128);
    __m256i t = _mm256_xor_si256(_mm256_shuffle_epi8(top, inter), bias);
    __m256i b = _mm256_xor_si256(_mm256_shuffle_epi8(bottom, inter), bias);
    __m256i vlo = _mm256_maddubs_epi16(wylo, _mm256_unpacklo_epi8(t, b));
    __m256i vhi = _mm256_maddubs_epi16(wyhi, _mm256_unpackhi_epi8(t, b));
    __m256i hlo = _mm256_srai_epi32(_mm256_add_epi32(_mm256_madd_epi16(vlo, wxlo), round), 14);
    __m256i hhi = _mm256_srai_epi32(_mm256_add_epi32(_mm256_madd_epi16(vhi, wxhi), round), 14);
    return _mm256_packs_epi32(hlo, hhi);
}

/// Pairs at `base` + o[k] for pixels k = first, first + 1 | first + 4, first + 5 (first 0 or 2).
LK_AVX2 LK_INLINE __m256i lk8_pairs4(const uint32_t *base, const uint32_t *o, int first) {
#define LK_TWO(a, b) _mm_castpd_si128(_mm_loadh_pd(_mm_castsi128_pd(_mm_loadl_epi64((const __m128i *)(base + o[a]))), \
                                                   (const double *)(base + o[b])))
    __m256i v = _mm256_inserti128_si256(_mm256_castsi128_si256(LK_TWO(first, first + 1)), LK_TWO(first + 4, first + 5), 1);
#undef LK_TWO
    return v;
}

/// Eight pixels sampled from their footprints (origin offsets `off`, never negative, 7-bit
/// weights wx, wy) by 64-bit loads of texel pairs, as lk16_bilinear does sixteen.
LK_AVX2 LK_INLINE __m256i lk8_bilinear_pairs(const uint32_t *top, int32_t dy, __m256i off, __m256i wx, __m256i wy) {
    const __m256i c128 = _mm256_set1_epi32(128);
    const uint32_t *bottom = top + dy;
    uint32_t o[8];
    _mm256_storeu_si256((__m256i *)o, off);
    __m256i wyb = _mm256_or_si256(_mm256_sub_epi32(c128, wy), _mm256_slli_epi32(wy, 8));
    wyb = _mm256_or_si256(wyb, _mm256_slli_epi32(wyb, 16));
    __m256i wxw = _mm256_or_si256(_mm256_sub_epi32(c128, wx), _mm256_slli_epi32(wx, 16));
    __m256i even = lk8_bilerp_half(lk8_pairs4(top, o, 0), lk8_pairs4(bottom, o, 0), _mm256_shuffle_epi32(wyb, 0x00),
                                   _mm256_shuffle_epi32(wyb, 0x55), _mm256_shuffle_epi32(wxw, 0x00), _mm256_shuffle_epi32(wxw, 0x55));
    __m256i odd = lk8_bilerp_half(lk8_pairs4(top, o, 2), lk8_pairs4(bottom, o, 2), _mm256_shuffle_epi32(wyb, 0xAA),
                                  _mm256_shuffle_epi32(wyb, 0xFF), _mm256_shuffle_epi32(wxw, 0xAA), _mm256_shuffle_epi32(wxw, 0xFF));
    return _mm256_packus_epi16(even, odd);
}

/// mode: 0 double affine, 1 double projective, 2 fixed.
LK_AVX2 LK_INLINE void lk_fetch_bilinear_avx2_impl(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map,
                                                   const lk_texture *tex, int mode, int pairs) {
    const __m256i half = _mm256_set1_epi32(32768);
    const __m256i fulo = _mm256_set1_epi32(tex->fulo), fuhi = _mm256_set1_epi32(tex->fuhi);
    const __m256i fvlo = _mm256_set1_epi32(tex->fvlo), fvhi = _mm256_set1_epi32(tex->fvhi);
    const __m256i du8 = _mm256_set1_epi32(lk_fixed_at(0, 8, map->du)), dv8 = _mm256_set1_epi32(lk_fixed_at(0, 8, map->dv));
    __m256i su = _mm256_setzero_si256(), sv = _mm256_setzero_si256();
    if (mode == 2) lk8_fixed_start(map, x0, &su, &sv);
    const __m256i i0max = _mm256_set1_epi32(tex->i0max), j0max = _mm256_set1_epi32(tex->j0max);
    const __m256i stride = _mm256_set1_epi32(tex->stride);
    const __m256i dx = _mm256_set1_epi32(tex->dx), dy = _mm256_set1_epi32(tex->dy);
    const int *p = (const int *)tex->pixels;
    // Whole vectors, past n up to the next multiple of 8: coordinates are clamped into the
    // texture, so the extra lanes read valid texels.
    for (int32_t k = 0; k < n; k += 8) {
        __m256i fu, fv;
        if (mode == 2) {
            fu = _mm256_min_epi32(_mm256_max_epi32(su, fulo), fuhi);
            fv = _mm256_min_epi32(_mm256_max_epi32(sv, fvlo), fvhi);
            su = _mm256_add_epi32(su, du8);
            sv = _mm256_add_epi32(sv, dv8);
        } else {
            lk8_coords(map, tex, x0 + k, mode, &fu, &fv);
        }
        __m256i fx = _mm256_sub_epi32(fu, half), fy = _mm256_sub_epi32(fv, half);
        __m256i i0 = _mm256_min_epi32(_mm256_srai_epi32(fx, 16), i0max);
        __m256i j0 = _mm256_min_epi32(_mm256_srai_epi32(fy, 16), j0max);
        __m256i wx = _mm256_srli_epi32(_mm256_sub_epi32(fx, _mm256_slli_epi32(i0, 16)), 9);
        __m256i wy = _mm256_srli_epi32(_mm256_sub_epi32(fy, _mm256_slli_epi32(j0, 16)), 9);
        __m256i off = _mm256_add_epi32(_mm256_mullo_epi32(j0, stride), i0);
        if (pairs) {
            _mm256_storeu_si256((__m256i *)(out + k), lk8_bilinear_pairs(tex->pixels, tex->dy, off, wx, wy));
            continue;
        }
        // One-texel-wide textures: the right texel is not the next in memory; gathers.
        __m256i offd = _mm256_add_epi32(off, dy);
        __m256i t00 = _mm256_i32gather_epi32(p, off, 4);
        __m256i t01 = _mm256_i32gather_epi32(p, _mm256_add_epi32(off, dx), 4);
        __m256i t10 = _mm256_i32gather_epi32(p, offd, 4);
        __m256i t11 = _mm256_i32gather_epi32(p, _mm256_add_epi32(offd, dx), 4);
        _mm256_storeu_si256((__m256i *)(out + k), lk8_bilerp(t00, t01, t10, t11, wx, wy));
    }
}

LK_AVX2 void lk_fetch_bilinear_avx2(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex) {
    // Pairs need the right neighbour in memory (dx = 1); one-texel-wide textures gather.
    int pairs = tex->dx == 1;
    if (map->fixed) {
        if (pairs) lk_fetch_bilinear_avx2_impl(out, n, x0, map, tex, 2, 1);
        else lk_fetch_bilinear_avx2_impl(out, n, x0, map, tex, 2, 0);
    } else if (map->projective) {
        if (pairs) lk_fetch_bilinear_avx2_impl(out, n, x0, map, tex, 1, 1);
        else lk_fetch_bilinear_avx2_impl(out, n, x0, map, tex, 1, 0);
    } else {
        if (pairs) lk_fetch_bilinear_avx2_impl(out, n, x0, map, tex, 0, 1);
        else lk_fetch_bilinear_avx2_impl(out, n, x0, map, tex, 0, 0);
    }
}

LK_AVX2 LK_INLINE void lk_fetch_nearest_avx2_impl(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map,
                                                  const lk_texture *tex, int mode) {
    const __m256i imax = _mm256_set1_epi32(tex->imax), jmax = _mm256_set1_epi32(tex->jmax);
    const __m256i stride = _mm256_set1_epi32(tex->stride);
    const __m256i fulo = _mm256_set1_epi32(tex->fulo), fuhi = _mm256_set1_epi32(tex->fuhi);
    const __m256i fvlo = _mm256_set1_epi32(tex->fvlo), fvhi = _mm256_set1_epi32(tex->fvhi);
    const __m256i du8 = _mm256_set1_epi32(lk_fixed_at(0, 8, map->du)), dv8 = _mm256_set1_epi32(lk_fixed_at(0, 8, map->dv));
    __m256i su = _mm256_setzero_si256(), sv = _mm256_setzero_si256();
    if (mode == 2) lk8_fixed_start(map, x0, &su, &sv);
    const int *p = (const int *)tex->pixels;
    for (int32_t k = 0; k < n; k += 8) {
        __m256i fu, fv;
        if (mode == 2) {
            fu = _mm256_min_epi32(_mm256_max_epi32(su, fulo), fuhi);
            fv = _mm256_min_epi32(_mm256_max_epi32(sv, fvlo), fvhi);
            su = _mm256_add_epi32(su, du8);
            sv = _mm256_add_epi32(sv, dv8);
        } else {
            lk8_coords(map, tex, x0 + k, mode, &fu, &fv);
        }
        __m256i i = _mm256_min_epi32(_mm256_srai_epi32(fu, 16), imax);
        __m256i j = _mm256_min_epi32(_mm256_srai_epi32(fv, 16), jmax);
        __m256i off = _mm256_add_epi32(_mm256_mullo_epi32(j, stride), i);
        _mm256_storeu_si256((__m256i *)(out + k), _mm256_i32gather_epi32(p, off, 4));
    }
}

LK_AVX2 void lk_fetch_nearest_avx2(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex) {
    if (map->fixed) lk_fetch_nearest_avx2_impl(out, n, x0, map, tex, 2);
    else if (map->projective) lk_fetch_nearest_avx2_impl(out, n, x0, map, tex, 1);
    else lk_fetch_nearest_avx2_impl(out, n, x0, map, tex, 0);
}

/// The lk_coverage factors of pixels x .. x + 7 as eight 32-bit lanes.
LK_AVX2 LK_INLINE __m256i lk8_coverage(int32_t x, const lk_edge *edges, int32_t count, double opacity) {
    const __m256d half = _mm256_set1_pd(0.5), zero = _mm256_setzero_pd(), one = _mm256_set1_pd(1.0);
    const __m256d scale = _mm256_set1_pd(256.0), op = _mm256_set1_pd(opacity);
    __m128i f[2];
    for (int h = 0; h < 2; h++) {
        __m128i xs = _mm_add_epi32(_mm_set1_epi32(x + 4 * h), _mm_setr_epi32(0, 1, 2, 3));
        __m256d px = _mm256_add_pd(_mm256_cvtepi32_pd(xs), half);
        __m256d cov = one;
        for (int32_t e = 0; e < count; e++) {
            __m256d d = _mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(edges[e].a), px), _mm256_set1_pd(edges[e].r));
            __m256d v = _mm256_min_pd(_mm256_max_pd(_mm256_add_pd(half, d), zero), one);
            cov = _mm256_mul_pd(cov, v);
        }
        f[h] = _mm256_cvttpd_epi32(_mm256_add_pd(_mm256_mul_pd(_mm256_mul_pd(cov, op), scale), half));
    }
    return _mm256_inserti128_si256(_mm256_castsi128_si256(f[0]), f[1], 1);
}

LK_AVX2 void lk_coverage_avx2(uint16_t *m, int32_t n, int32_t x0, const lk_edge *edges, int32_t count, double opacity) {
    // m has room for n rounded up to 8 (LK_PAD): whole steps of 8 factors.
    for (int32_t k = 0; k < n; k += 8) {
        __m256i f = lk8_coverage(x0 + k, edges, count, opacity);
        _mm_storeu_si128((__m128i *)(m + k), _mm_packus_epi32(_mm256_castsi256_si128(f), _mm256_extracti128_si256(f, 1)));
    }
}

LK_AVX2 void lk_blend_span_avx2(uint32_t *dst, const uint32_t *src, int32_t n, int32_t x0, int32_t full_lo, int32_t full_hi,
                                int32_t m_full, const lk_edge *edges, int32_t count, double opacity, int32_t additive) {
    const __m256i mw = _mm256_set1_epi16((short)m_full), mf = _mm256_set1_epi32(m_full);
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    for (int32_t k = 0; k < n; k += 8) {
        int32_t x = x0 + k;
        __m256i s = _mm256_loadu_si256((const __m256i *)(src + k));
        if (x >= full_lo && x + 8 <= full_hi) {
            if (m_full != 256) s = lk8_scale(s, mw, mw);
        } else {
            // Lanes inside [full_lo, full_hi) take m_full, the others their coverage.
            __m256i xs = _mm256_add_epi32(_mm256_set1_epi32(x), lanes);
            __m256i in = _mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(full_lo), xs),
                                             _mm256_cmpgt_epi32(_mm256_set1_epi32(full_hi), xs));
            __m256i f = _mm256_blendv_epi8(lk8_coverage(x, edges, count, opacity), mf, in);
            __m256i lo, hi;
            lk8_spread(f, &lo, &hi);
            s = lk8_scale(s, lo, hi);
        }
        if (n - k >= 8) {
            if (additive) lk8_add_store(dst + k, s);
            else lk8_over_store(dst + k, s);
            continue;
        }
        // The row's last pixels: only the first n - k lanes are loaded and stored.
        const __m256i lm = _mm256_cmpgt_epi32(_mm256_set1_epi32(n - k), lanes);
        __m256i d = _mm256_maskload_epi32((const int *)(dst + k), lm);
        __m256i r = additive ? _mm256_adds_epu8(s, d) : _mm256_adds_epu8(s, lk8_fade(s, d));
        _mm256_maskstore_epi32((int *)(dst + k), lm, r);
    }
}

#else
// Not x86: the dispatcher never asks for AVX2; these keep the link complete.
void lk_fetch_bilinear_avx2(uint32_t *o, int32_t n, int32_t x, const lk_span_map *m, const lk_texture *t) { lk_fetch_bilinear_scalar(o, n, x, m, t); }
void lk_fetch_nearest_avx2(uint32_t *o, int32_t n, int32_t x, const lk_span_map *m, const lk_texture *t) { lk_fetch_nearest_scalar(o, n, x, m, t); }
void lk_lerp_avx2(uint32_t *o, const uint32_t *a, const uint32_t *b, int32_t n, int32_t f) { lk_lerp_scalar(o, a, b, n, f); }
void lk_tint_avx2(uint32_t *p, int32_t n, uint32_t c) { lk_tint_scalar(p, n, c); }
void lk_modulate_avx2(uint32_t *p, int32_t n, uint64_t f) { lk_modulate_scalar(p, n, f); }
void lk_over_avx2(uint32_t *d, const uint32_t *s, int32_t n, int32_t m) { lk_over_scalar(d, s, n, m); }
void lk_over_mask_avx2(uint32_t *d, const uint32_t *s, int32_t n, const uint16_t *m) { lk_over_mask_scalar(d, s, n, m); }
void lk_add_avx2(uint32_t *d, const uint32_t *s, int32_t n, int32_t m) { lk_add_scalar(d, s, n, m); }
void lk_add_mask_avx2(uint32_t *d, const uint32_t *s, int32_t n, const uint16_t *m) { lk_add_mask_scalar(d, s, n, m); }
void lk_over_solid_avx2(uint32_t *d, int32_t n, uint32_t c, int32_t m) { lk_over_solid_scalar(d, n, c, m); }
void lk_over_solid_mask_avx2(uint32_t *d, int32_t n, uint32_t c, const uint16_t *m) { lk_over_solid_mask_scalar(d, n, c, m); }
void lk_add_solid_avx2(uint32_t *d, int32_t n, uint32_t c, int32_t m) { lk_add_solid_scalar(d, n, c, m); }
void lk_add_solid_mask_avx2(uint32_t *d, int32_t n, uint32_t c, const uint16_t *m) { lk_add_solid_mask_scalar(d, n, c, m); }
void lk_fill_avx2(uint32_t *d, int32_t n, uint32_t v) { lk_fill_scalar(d, n, v); }
void lk_over_rows_avx2(uint32_t *d, int32_t ds, const uint32_t *s, int32_t ss, int32_t n, int32_t rows, int32_t m, int32_t ahead) {
    (void)ahead;
    for (int32_t y = 0; y < rows; y++) lk_over_scalar(d + (int64_t)y * ds, s + (int64_t)y * ss, n, m);
}
void lk_over_solid_rect_avx2(uint32_t *d, int32_t s, int32_t w, int32_t h, uint32_t c, int32_t m) {
    for (int32_t y = 0; y < h; y++, d += s) lk_over_solid_scalar(d, w, c, m);
}
void lk_coverage_avx2(uint16_t *m, int32_t n, int32_t x, const lk_edge *e, int32_t c, double o) { lk_coverage_scalar(m, n, x, e, c, o); }
void lk_blend_span_avx2(uint32_t *d, const uint32_t *s, int32_t n, int32_t x, int32_t fl, int32_t fh, int32_t mf, const lk_edge *e,
                        int32_t c, double o, int32_t a) { lk_blend_span_scalar(d, s, n, x, fl, fh, mf, e, c, o, a); }
#endif
