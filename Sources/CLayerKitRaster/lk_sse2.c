// SSE2 kernels (the x86-64 baseline), 4 pixels per step. Each reproduces its scalar definition
// in lk_internal.h bit for bit; the loop tails run that definition. Texel addresses are computed
// in scalar code (SSE2 has no 32-bit multiply, min or gather).
#include "lk_internal.h"

#if defined(__x86_64__) || defined(__i386__)
#include <emmintrin.h>

#define LK_INLINE static inline __attribute__((always_inline))

/// Per-pixel 16-bit factors (one per 32-bit lane) spread over the four channel words of each
/// pixel, in the unpacklo (pixels 0, 1) and unpackhi (pixels 2, 3) layouts.
LK_INLINE void lk4_spread(__m128i v, __m128i *lo, __m128i *hi) {
    __m128i pair = _mm_or_si128(v, _mm_slli_epi32(v, 16));
    *lo = _mm_unpacklo_epi32(pair, pair);
    *hi = _mm_unpackhi_epi32(pair, pair);
}

LK_INLINE __m128i lk4_scale_words(__m128i c, __m128i m) {
    return _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(c, m), _mm_set1_epi16(128)), 8);
}

LK_INLINE __m128i lk4_scale(__m128i s, __m128i mlo, __m128i mhi) {
    const __m128i z = _mm_setzero_si128();
    return _mm_packus_epi16(lk4_scale_words(_mm_unpacklo_epi8(s, z), mlo), lk4_scale_words(_mm_unpackhi_epi8(s, z), mhi));
}

LK_INLINE __m128i lk4_fade(__m128i s, __m128i d) {
    const __m128i z = _mm_setzero_si128(), c255 = _mm_set1_epi16(255), c128 = _mm_set1_epi16(128);
    __m128i slo = _mm_unpacklo_epi8(s, z), shi = _mm_unpackhi_epi8(s, z);
    __m128i alo = _mm_shufflehi_epi16(_mm_shufflelo_epi16(slo, 0xFF), 0xFF);
    __m128i ahi = _mm_shufflehi_epi16(_mm_shufflelo_epi16(shi, 0xFF), 0xFF);
    __m128i tlo = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(d, z), _mm_sub_epi16(c255, alo)), c128);
    __m128i thi = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(d, z), _mm_sub_epi16(c255, ahi)), c128);
    tlo = _mm_srli_epi16(_mm_add_epi16(tlo, _mm_srli_epi16(tlo, 8)), 8);
    thi = _mm_srli_epi16(_mm_add_epi16(thi, _mm_srli_epi16(thi, 8)), 8);
    return _mm_packus_epi16(tlo, thi);
}

LK_INLINE void lk4_over_store(uint32_t *dst, __m128i s) {
    const __m128i z = _mm_setzero_si128(), amask = _mm_set1_epi32((int)0xFF000000u);
    if (_mm_movemask_epi8(_mm_cmpeq_epi32(s, z)) == 0xFFFF) return;
    if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(s, amask), amask)) == 0xFFFF) {
        _mm_storeu_si128((__m128i *)dst, s);
        return;
    }
    __m128i d = _mm_loadu_si128((const __m128i *)dst);
    _mm_storeu_si128((__m128i *)dst, _mm_adds_epu8(s, lk4_fade(s, d)));
}

LK_INLINE void lk4_add_store(uint32_t *dst, __m128i s) {
    __m128i d = _mm_loadu_si128((const __m128i *)dst);
    _mm_storeu_si128((__m128i *)dst, _mm_adds_epu8(s, d));
}

LK_INLINE void lk4_load_factors(const uint16_t *m, __m128i *lo, __m128i *hi) {
    __m128i w = _mm_loadl_epi64((const __m128i *)m);
    lk4_spread(_mm_unpacklo_epi16(w, _mm_setzero_si128()), lo, hi);
}

void lk_over_sse2(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m) {
    __m128i mw = _mm_set1_epi16((short)m);
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) {
        __m128i s = _mm_loadu_si128((const __m128i *)(src + k));
        if (m != 256) s = lk4_scale(s, mw, mw);
        lk4_over_store(dst + k, s);
    }
    lk_over_scalar(dst + k, src + k, n - k, m);
}

void lk_over_mask_sse2(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m) {
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) {
        __m128i lo, hi;
        lk4_load_factors(m + k, &lo, &hi);
        lk4_over_store(dst + k, lk4_scale(_mm_loadu_si128((const __m128i *)(src + k)), lo, hi));
    }
    lk_over_mask_scalar(dst + k, src + k, n - k, m + k);
}

void lk_add_sse2(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m) {
    __m128i mw = _mm_set1_epi16((short)m);
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) {
        __m128i s = _mm_loadu_si128((const __m128i *)(src + k));
        if (m != 256) s = lk4_scale(s, mw, mw);
        lk4_add_store(dst + k, s);
    }
    lk_add_scalar(dst + k, src + k, n - k, m);
}

void lk_add_mask_sse2(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m) {
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) {
        __m128i lo, hi;
        lk4_load_factors(m + k, &lo, &hi);
        lk4_add_store(dst + k, lk4_scale(_mm_loadu_si128((const __m128i *)(src + k)), lo, hi));
    }
    lk_add_mask_scalar(dst + k, src + k, n - k, m + k);
}

void lk_fill_sse2(uint32_t *dst, int32_t n, uint32_t value) {
    __m128i v = _mm_set1_epi32((int)value);
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) _mm_storeu_si128((__m128i *)(dst + k), v);
    lk_fill_scalar(dst + k, n - k, value);
}

void lk_over_solid_sse2(uint32_t *dst, int32_t n, uint32_t colour, int32_t m) {
    uint32_t s1 = lk_scale1(colour, (uint32_t)m);
    if ((s1 >> 24) == 255u) {
        lk_fill_sse2(dst, n, s1);
        return;
    }
    if (s1 == 0) return;
    __m128i s = _mm_set1_epi32((int)s1);
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) {
        __m128i d = _mm_loadu_si128((const __m128i *)(dst + k));
        _mm_storeu_si128((__m128i *)(dst + k), _mm_adds_epu8(s, lk4_fade(s, d)));
    }
    lk_over_solid_scalar(dst + k, n - k, colour, m);
}

void lk_over_solid_mask_sse2(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m) {
    __m128i s = _mm_set1_epi32((int)colour);
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) {
        __m128i lo, hi;
        lk4_load_factors(m + k, &lo, &hi);
        lk4_over_store(dst + k, lk4_scale(s, lo, hi));
    }
    lk_over_solid_mask_scalar(dst + k, n - k, colour, m + k);
}

void lk_add_solid_sse2(uint32_t *dst, int32_t n, uint32_t colour, int32_t m) {
    __m128i s = _mm_set1_epi32((int)lk_scale1(colour, (uint32_t)m));
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) lk4_add_store(dst + k, s);
    lk_add_solid_scalar(dst + k, n - k, colour, m);
}

void lk_add_solid_mask_sse2(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m) {
    __m128i s = _mm_set1_epi32((int)colour);
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) {
        __m128i lo, hi;
        lk4_load_factors(m + k, &lo, &hi);
        lk4_add_store(dst + k, lk4_scale(s, lo, hi));
    }
    lk_add_solid_mask_scalar(dst + k, n - k, colour, m + k);
}

void lk_lerp_sse2(uint32_t *out, const uint32_t *a, const uint32_t *b, int32_t n, int32_t f) {
    const __m128i z = _mm_setzero_si128();
    const __m128i fa = _mm_set1_epi16((short)(256 - f)), fb = _mm_set1_epi16((short)f), c128 = _mm_set1_epi16(128);
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) {
        __m128i va = _mm_loadu_si128((const __m128i *)(a + k)), vb = _mm_loadu_si128((const __m128i *)(b + k));
        __m128i lo = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(va, z), fa), _mm_mullo_epi16(_mm_unpacklo_epi8(vb, z), fb));
        __m128i hi = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(va, z), fa), _mm_mullo_epi16(_mm_unpackhi_epi8(vb, z), fb));
        lo = _mm_srli_epi16(_mm_add_epi16(lo, c128), 8);
        hi = _mm_srli_epi16(_mm_add_epi16(hi, c128), 8);
        _mm_storeu_si128((__m128i *)(out + k), _mm_packus_epi16(lo, hi));
    }
    lk_lerp_scalar(out + k, a + k, b + k, n - k, f);
}

void lk_modulate_sse2(uint32_t *px, int32_t n, uint64_t factors) {
    // Channel words of a pixel after unpacking are b, g, r, a.
    const short fb = (short)lk_modulate_factor(factors, 0), fg = (short)lk_modulate_factor(factors, 8);
    const short fr = (short)lk_modulate_factor(factors, 16), fa = (short)lk_modulate_factor(factors, 24);
    const __m128i f = _mm_setr_epi16(fb, fg, fr, fa, fb, fg, fr, fa);
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) {
        __m128i s = _mm_loadu_si128((const __m128i *)(px + k));
        _mm_storeu_si128((__m128i *)(px + k), lk4_scale(s, f, f));
    }
    lk_modulate_scalar(px + k, n - k, factors);
}

void lk_tint_sse2(uint32_t *px, int32_t n, uint32_t colour) {
    const __m128i z = _mm_setzero_si128(), c128 = _mm_set1_epi16(128);
    const __m128i c = _mm_unpacklo_epi8(_mm_set1_epi32((int)colour), z);
    int32_t k = 0;
    for (; k + 4 <= n; k += 4) {
        __m128i lo, hi;
        lk4_spread(_mm_srli_epi32(_mm_loadu_si128((const __m128i *)(px + k)), 24), &lo, &hi);
        lo = _mm_add_epi16(_mm_mullo_epi16(c, lo), c128);
        hi = _mm_add_epi16(_mm_mullo_epi16(c, hi), c128);
        lo = _mm_srli_epi16(_mm_add_epi16(lo, _mm_srli_epi16(lo, 8)), 8);
        hi = _mm_srli_epi16(_mm_add_epi16(hi, _mm_srli_epi16(hi, 8)), 8);
        _mm_storeu_si128((__m128i *)(px + k), _mm_packus_epi16(lo, hi));
    }
    lk_tint_scalar(px + k, n - k, colour);
}

/// Bilinear blend of four 2x2 footprints (vertical then horizontal, as lk_bilerp1).
LK_INLINE __m128i lk4_bilerp(__m128i t00, __m128i t01, __m128i t10, __m128i t11, __m128i wx, __m128i wy) {
    const __m128i z = _mm_setzero_si128();
    __m128i wylo, wyhi;
    lk4_spread(wy, &wylo, &wyhi);
    __m128i a = _mm_unpacklo_epi8(t00, z), c = _mm_unpacklo_epi8(t10, z);
    __m128i llo = _mm_add_epi16(_mm_slli_epi16(a, 7), _mm_mullo_epi16(_mm_sub_epi16(c, a), wylo));
    __m128i b = _mm_unpacklo_epi8(t01, z), d = _mm_unpacklo_epi8(t11, z);
    __m128i rlo = _mm_add_epi16(_mm_slli_epi16(b, 7), _mm_mullo_epi16(_mm_sub_epi16(d, b), wylo));
    a = _mm_unpackhi_epi8(t00, z); c = _mm_unpackhi_epi8(t10, z);
    __m128i lhi = _mm_add_epi16(_mm_slli_epi16(a, 7), _mm_mullo_epi16(_mm_sub_epi16(c, a), wyhi));
    b = _mm_unpackhi_epi8(t01, z); d = _mm_unpackhi_epi8(t11, z);
    __m128i rhi = _mm_add_epi16(_mm_slli_epi16(b, 7), _mm_mullo_epi16(_mm_sub_epi16(d, b), wyhi));
    __m128i wp = _mm_or_si128(_mm_sub_epi32(_mm_set1_epi32(128), wx), _mm_slli_epi32(wx, 16));
    const __m128i round = _mm_set1_epi32(8192);
    __m128i p0 = _mm_madd_epi16(_mm_unpacklo_epi16(llo, rlo), _mm_shuffle_epi32(wp, 0x00));
    __m128i p1 = _mm_madd_epi16(_mm_unpackhi_epi16(llo, rlo), _mm_shuffle_epi32(wp, 0x55));
    __m128i p2 = _mm_madd_epi16(_mm_unpacklo_epi16(lhi, rhi), _mm_shuffle_epi32(wp, 0xAA));
    __m128i p3 = _mm_madd_epi16(_mm_unpackhi_epi16(lhi, rhi), _mm_shuffle_epi32(wp, 0xFF));
    p0 = _mm_srli_epi32(_mm_add_epi32(p0, round), 14);
    p1 = _mm_srli_epi32(_mm_add_epi32(p1, round), 14);
    p2 = _mm_srli_epi32(_mm_add_epi32(p2, round), 14);
    p3 = _mm_srli_epi32(_mm_add_epi32(p3, round), 14);
    return _mm_packus_epi16(_mm_packs_epi32(p0, p1), _mm_packs_epi32(p2, p3));
}

void lk_fetch_bilinear_sse2(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex) {
    const uint32_t *p = tex->pixels;
    // Whole vectors, past n up to the next multiple of 4 (clamped coordinates read valid texels).
    for (int32_t k = 0; k < n; k += 4) {
        int32_t o[4], wx[4], wy[4];
        for (int q = 0; q < 4; q++) {
            int32_t fu, fv;
            lk_coords1(map, tex, x0 + k + q, &fu, &fv);
            int32_t fx = fu - 32768, fy = fv - 32768;
            int32_t i0 = fx >> 16, j0 = fy >> 16;
            if (i0 > tex->i0max) i0 = tex->i0max;
            if (j0 > tex->j0max) j0 = tex->j0max;
            wx[q] = (fx - (i0 << 16)) >> 9;
            wy[q] = (fy - (j0 << 16)) >> 9;
            o[q] = j0 * tex->stride + i0;
        }
        int32_t dx = tex->dx, dy = tex->dy;
        __m128i t00 = _mm_setr_epi32((int)p[o[0]], (int)p[o[1]], (int)p[o[2]], (int)p[o[3]]);
        __m128i t01 = _mm_setr_epi32((int)p[o[0] + dx], (int)p[o[1] + dx], (int)p[o[2] + dx], (int)p[o[3] + dx]);
        __m128i t10 = _mm_setr_epi32((int)p[o[0] + dy], (int)p[o[1] + dy], (int)p[o[2] + dy], (int)p[o[3] + dy]);
        __m128i t11 = _mm_setr_epi32((int)p[o[0] + dy + dx], (int)p[o[1] + dy + dx], (int)p[o[2] + dy + dx],
                                     (int)p[o[3] + dy + dx]);
        __m128i vwx = _mm_setr_epi32(wx[0], wx[1], wx[2], wx[3]), vwy = _mm_setr_epi32(wy[0], wy[1], wy[2], wy[3]);
        _mm_storeu_si128((__m128i *)(out + k), lk4_bilerp(t00, t01, t10, t11, vwx, vwy));
    }
}

void lk_fetch_nearest_sse2(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex) {
    lk_fetch_nearest_scalar(out, n, x0, map, tex);
}

#else
void lk_fetch_bilinear_sse2(uint32_t *o, int32_t n, int32_t x, const lk_span_map *m, const lk_texture *t) { lk_fetch_bilinear_scalar(o, n, x, m, t); }
void lk_fetch_nearest_sse2(uint32_t *o, int32_t n, int32_t x, const lk_span_map *m, const lk_texture *t) { lk_fetch_nearest_scalar(o, n, x, m, t); }
void lk_lerp_sse2(uint32_t *o, const uint32_t *a, const uint32_t *b, int32_t n, int32_t f) { lk_lerp_scalar(o, a, b, n, f); }
void lk_tint_sse2(uint32_t *p, int32_t n, uint32_t c) { lk_tint_scalar(p, n, c); }
void lk_modulate_sse2(uint32_t *p, int32_t n, uint64_t f) { lk_modulate_scalar(p, n, f); }
void lk_over_sse2(uint32_t *d, const uint32_t *s, int32_t n, int32_t m) { lk_over_scalar(d, s, n, m); }
void lk_over_mask_sse2(uint32_t *d, const uint32_t *s, int32_t n, const uint16_t *m) { lk_over_mask_scalar(d, s, n, m); }
void lk_add_sse2(uint32_t *d, const uint32_t *s, int32_t n, int32_t m) { lk_add_scalar(d, s, n, m); }
void lk_add_mask_sse2(uint32_t *d, const uint32_t *s, int32_t n, const uint16_t *m) { lk_add_mask_scalar(d, s, n, m); }
void lk_over_solid_sse2(uint32_t *d, int32_t n, uint32_t c, int32_t m) { lk_over_solid_scalar(d, n, c, m); }
void lk_over_solid_mask_sse2(uint32_t *d, int32_t n, uint32_t c, const uint16_t *m) { lk_over_solid_mask_scalar(d, n, c, m); }
void lk_add_solid_sse2(uint32_t *d, int32_t n, uint32_t c, int32_t m) { lk_add_solid_scalar(d, n, c, m); }
void lk_add_solid_mask_sse2(uint32_t *d, int32_t n, uint32_t c, const uint16_t *m) { lk_add_solid_mask_scalar(d, n, c, m); }
void lk_fill_sse2(uint32_t *d, int32_t n, uint32_t v) { lk_fill_scalar(d, n, v); }
#endif
