// AVX-512 kernels (F, BW, VL), 16 pixels per step, for the kernels that dominate frames: OVER
// and ADD of image rows, bilinear sampling, the one-pass row blend of turned images and the two fused (solid fills measured no
// faster than AVX2 on 16-pixel rows and stay AVX2).
// Compiled for AVX-512 by function attribute and only called where the CPU has it
// (lk_dispatch.c); every other kernel runs its AVX2 version at this level. Each reproduces
// its scalar definition in lk_internal.h bit for bit. Row ends use mask registers, so no
// pixel past n is read or written and no tail runs scalar code.
#include "lk_internal.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define LK_AVX512 __attribute__((target("avx512f,avx512bw,avx512vl,avx2")))
#define LK_INLINE static inline __attribute__((always_inline))

/// The lanes of a step at pixel k of n: all 16, or the first n - k.
LK_AVX512 LK_INLINE __mmask16 lk16_lanes(int32_t k, int32_t n) {
    return n - k >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << (n - k)) - 1u);
}

/// (c * m + 128) >> 8 on words.
LK_AVX512 LK_INLINE __m512i lk16_scale_words(__m512i c, __m512i m) {
    return _mm512_srli_epi16(_mm512_add_epi16(_mm512_mullo_epi16(c, m), _mm512_set1_epi16(128)), 8);
}

/// Pixels scaled by per-word factors in the unpacklo (lo) and unpackhi (hi) layouts.
LK_AVX512 LK_INLINE __m512i lk16_scale(__m512i s, __m512i mlo, __m512i mhi) {
    const __m512i z = _mm512_setzero_si512();
    return _mm512_packus_epi16(lk16_scale_words(_mm512_unpacklo_epi8(s, z), mlo),
                               lk16_scale_words(_mm512_unpackhi_epi8(s, z), mhi));
}

/// Per-pixel factors (one per 32-bit lane) spread over each pixel's four channel words.
LK_AVX512 LK_INLINE void lk16_spread(__m512i v, __m512i *lo, __m512i *hi) {
    __m512i pair = _mm512_or_si512(v, _mm512_slli_epi32(v, 16));
    *lo = _mm512_unpacklo_epi32(pair, pair);
    *hi = _mm512_unpackhi_epi32(pair, pair);
}

/// d * (255 - alpha(s)) / 255 rounded per channel (as lk8_fade in lk_avx2.c).
LK_AVX512 LK_INLINE __m512i lk16_fade(__m512i s, __m512i d) {
    const __m512i z = _mm512_setzero_si512(), c128 = _mm512_set1_epi16(128), c257 = _mm512_set1_epi16(257);
    const __m512i spread_lo = _mm512_broadcast_i32x4(_mm_setr_epi8(3, -1, 3, -1, 3, -1, 3, -1, 7, -1, 7, -1, 7, -1, 7, -1));
    const __m512i spread_hi = _mm512_broadcast_i32x4(_mm_setr_epi8(11, -1, 11, -1, 11, -1, 11, -1, 15, -1, 15, -1, 15, -1, 15, -1));
    __m512i ns = _mm512_xor_si512(s, _mm512_set1_epi32(-1));
    __m512i tlo = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_unpacklo_epi8(d, z), _mm512_shuffle_epi8(ns, spread_lo)), c128);
    __m512i thi = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_unpackhi_epi8(d, z), _mm512_shuffle_epi8(ns, spread_hi)), c128);
    return _mm512_packus_epi16(_mm512_mulhi_epu16(tlo, c257), _mm512_mulhi_epu16(thi, c257));
}

/// OVER of 16 scaled source pixels onto the lanes `m` of dst: nothing when every lane's source
/// is clear, a copy when every lane's is opaque, else the blend (which gives the same pixels
/// for clear and opaque lanes too).
LK_AVX512 LK_INLINE void lk16_over_store(uint32_t *dst, __m512i s, __mmask16 m) {
    const __m512i amask = _mm512_set1_epi32((int)0xFF000000u);
    __mmask16 shown = _mm512_mask_test_epi32_mask(m, s, s);
    if (!shown) return;
    if (_mm512_mask_cmpeq_epi32_mask(m, _mm512_and_si512(s, amask), amask) == m) {
        _mm512_mask_storeu_epi32(dst, m, s);
        return;
    }
    __m512i d = _mm512_maskz_loadu_epi32(m, dst);
    _mm512_mask_storeu_epi32(dst, m, _mm512_adds_epu8(s, lk16_fade(s, d)));
}

LK_AVX512 LK_INLINE void lk16_add_store(uint32_t *dst, __m512i s, __mmask16 m) {
    __m512i d = _mm512_maskz_loadu_epi32(m, dst);
    _mm512_mask_storeu_epi32(dst, m, _mm512_adds_epu8(s, d));
}

LK_AVX512 void lk_over_avx512(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m) {
    const __m512i mw = _mm512_set1_epi16((short)m);
    if (m == 256) {
        for (int32_t k = 0; k < n; k += 16) {
            __mmask16 l = lk16_lanes(k, n);
            lk16_over_store(dst + k, _mm512_maskz_loadu_epi32(l, src + k), l);
        }
        return;
    }
    for (int32_t k = 0; k < n; k += 16) {
        __mmask16 l = lk16_lanes(k, n);
        lk16_over_store(dst + k, lk16_scale(_mm512_maskz_loadu_epi32(l, src + k), mw, mw), l);
    }
}

LK_AVX512 void lk_add_avx512(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m) {
    const __m512i mw = _mm512_set1_epi16((short)m);
    for (int32_t k = 0; k < n; k += 16) {
        __mmask16 l = lk16_lanes(k, n);
        __m512i s = _mm512_maskz_loadu_epi32(l, src + k);
        if (m != 256) s = lk16_scale(s, mw, mw);
        lk16_add_store(dst + k, s, l);
    }
}

/// The rows of lk_over_rows_avx512 with the source scaled by SCALE(v): whole 16-pixel steps
/// with all lanes on, then one masked step for the row's end.
#define LK16_OVER_ROWS(SCALE)                                                                          \
    for (int32_t y = 0; y < rows; y++) {                                                               \
        const uint32_t *s = src + (int64_t)y * sstride;                                                \
        uint32_t *d = dst + (int64_t)y * dstride;                                                      \
        int later = y + ahead < rows;                                                                  \
        int32_t k = 0;                                                                                 \
        for (; k + 16 <= n; k += 16) {                                                                 \
            if (later) {                                                                               \
                __builtin_prefetch(s + sa + k, 0, 3);                                                  \
                __builtin_prefetch(d + da + k, 0, 3);                                                  \
            }                                                                                          \
            lk16_over_store(d + k, SCALE(_mm512_loadu_si512((const void *)(s + k))), (__mmask16)0xFFFF); \
        }                                                                                              \
        if (later) {                                                                                   \
            __builtin_prefetch(s + sa + n - 1, 0, 3);                                                  \
            __builtin_prefetch(d + da + n - 1, 0, 3);                                                  \
        }                                                                                              \
        if (k < n) {                                                                                   \
            __mmask16 l = lk16_lanes(k, n);                                                            \
            lk16_over_store(d + k, SCALE(_mm512_maskz_loadu_epi32(l, s + k)), l);                      \
        }                                                                                              \
    }

LK_AVX512 void lk_over_rows_avx512(uint32_t *dst, int32_t dstride, const uint32_t *src, int32_t sstride, int32_t n,
                                   int32_t rows, int32_t m, int32_t ahead) {
    // The row `ahead` rows down is asked for as this one is blended, one line of each side per
    // 16-pixel step (each step starts in one 64-byte line), its last lines after the loop (a
    // misaligned row ends one line further): a loop of hints per row cost a fifth of the
    // frame's instructions.
    const __m512i mw = _mm512_set1_epi16((short)m);
    const int64_t sa = (int64_t)ahead * sstride, da = (int64_t)ahead * dstride;
#define LK_AS_IS(v) (v)
#define LK_SCALED(v) lk16_scale((v), mw, mw)
    if (m == 256) {
        LK16_OVER_ROWS(LK_AS_IS)
    } else {
        LK16_OVER_ROWS(LK_SCALED)
    }
#undef LK_AS_IS
#undef LK_SCALED
}
#undef LK16_OVER_ROWS

/// The lk_coverage factors of pixels x .. x + 7 as eight 32-bit lanes.
LK_AVX512 LK_INLINE __m256i lk16_coverage8(int32_t x, const lk_edge *edges, int32_t count, double opacity) {
    const __m512d half = _mm512_set1_pd(0.5), zero = _mm512_setzero_pd(), one = _mm512_set1_pd(1.0);
    const __m512d scale = _mm512_set1_pd(256.0), op = _mm512_set1_pd(opacity);
    __m256i xs = _mm256_add_epi32(_mm256_set1_epi32(x), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m512d px = _mm512_add_pd(_mm512_cvtepi32_pd(xs), half);
    __m512d cov = one;
    for (int32_t e = 0; e < count; e++) {
        __m512d d = _mm512_add_pd(_mm512_mul_pd(_mm512_set1_pd(edges[e].a), px), _mm512_set1_pd(edges[e].r));
        __m512d v = _mm512_min_pd(_mm512_max_pd(_mm512_add_pd(half, d), zero), one);
        cov = _mm512_mul_pd(cov, v);
    }
    return _mm512_cvttpd_epi32(_mm512_add_pd(_mm512_mul_pd(_mm512_mul_pd(cov, op), scale), half));
}

/// The lk_coverage factors of pixels x .. x + 15 as sixteen 32-bit lanes, computed only for the
/// halves `need` names (bit 0: x .. x + 7, bit 1: x + 8 .. x + 15); the others hold `other`.
LK_AVX512 LK_INLINE __m512i lk16_coverage(int32_t x, const lk_edge *edges, int32_t count, double opacity, int need, int32_t other) {
    __m256i f0 = (need & 1) ? lk16_coverage8(x, edges, count, opacity) : _mm256_set1_epi32(other);
    __m256i f1 = (need & 2) ? lk16_coverage8(x + 8, edges, count, opacity) : _mm256_set1_epi32(other);
    return _mm512_inserti64x4(_mm512_castsi256_si512(f0), f1, 1);
}

/// One step of lk_blend_span: the 16 sampled pixels `s` of columns x .. x + 15 scaled by their
/// factors (m_full inside [full_lo, full_hi), their edge coverage elsewhere) and blended onto
/// the lanes `l` of dst.
LK_AVX512 LK_INLINE void lk16_blend_step(uint32_t *dst, __m512i s, __mmask16 l, int32_t x, const lk_span_blend *b) {
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    if (x >= b->full_lo && x + 16 <= b->full_hi) {
        if (b->m_full != 256) s = lk16_scale(s, _mm512_set1_epi16((short)b->m_full), _mm512_set1_epi16((short)b->m_full));
    } else {
        // Lanes inside [full_lo, full_hi) take m_full, the others their coverage.
        __m512i xs = _mm512_add_epi32(_mm512_set1_epi32(x), lanes);
        __mmask16 in = _mm512_cmpge_epi32_mask(xs, _mm512_set1_epi32(b->full_lo)) &
                       _mm512_cmplt_epi32_mask(xs, _mm512_set1_epi32(b->full_hi));
        // A half whose lanes are all inside [full_lo, full_hi) or past the row needs no coverage.
        __mmask16 need = (__mmask16)(~in & l);
        int halves = ((need & 0xFF) ? 1 : 0) | ((need >> 8) ? 2 : 0);
        __m512i f = _mm512_mask_blend_epi32(in, lk16_coverage(x, b->edges, b->count, b->opacity, halves, b->m_full), _mm512_set1_epi32(b->m_full));
        __m512i lo, hi;
        lk16_spread(f, &lo, &hi);
        s = lk16_scale(s, lo, hi);
    }
    if (b->additive) lk16_add_store(dst, s, l);
    else lk16_over_store(dst, s, l);
}

LK_AVX512 void lk_blend_span_avx512(uint32_t *dst, const uint32_t *src, int32_t n, int32_t x0, int32_t full_lo,
                                    int32_t full_hi, int32_t m_full, const lk_edge *edges, int32_t count, double opacity,
                                    int32_t additive) {
    const lk_span_blend b = {full_lo, full_hi, m_full, count, additive, edges, opacity};
    for (int32_t k = 0; k < n; k += 16) {
        __mmask16 l = lk16_lanes(k, n);
        lk16_blend_step(dst + k, _mm512_maskz_loadu_epi32(l, src + k), l, x0 + k, &b);
    }
}

// Bilinear sampling, 16 pixels per step: lk_bilerp1 exactly, with byte-pair multiplies.

/// Clamped 16.16 texel coordinates of pixels x .. x + 15 (see lk_span_map), double mode.
LK_AVX512 LK_INLINE void lk16_coords(const lk_span_map *m, const lk_texture *t, int32_t x, int proj, __m512i *fu, __m512i *fv) {
    const __m512d half = _mm512_set1_pd(0.5), k16 = _mm512_set1_pd(65536.0), one = _mm512_set1_pd(1.0);
    const __m512d nu = _mm512_set1_pd(m->nu), nv = _mm512_set1_pd(m->nv), au = _mm512_set1_pd(m->au), av = _mm512_set1_pd(m->av);
    const __m512d ulo = _mm512_set1_pd(t->ulo), uhi = _mm512_set1_pd(t->uhi);
    const __m512d vlo = _mm512_set1_pd(t->vlo), vhi = _mm512_set1_pd(t->vhi);
    __m256i ru[2], rv[2];
    for (int h = 0; h < 2; h++) {
        __m256i xs = _mm256_add_epi32(_mm256_set1_epi32(x + 8 * h), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d xf = _mm512_add_pd(_mm512_cvtepi32_pd(xs), half);
        __m512d u = _mm512_add_pd(nu, _mm512_mul_pd(au, xf)), v = _mm512_add_pd(nv, _mm512_mul_pd(av, xf));
        if (proj) {
            __m512d w = _mm512_add_pd(_mm512_set1_pd(m->nw), _mm512_mul_pd(_mm512_set1_pd(m->aw), xf));
            __m512d rw = _mm512_div_pd(one, w);
            u = _mm512_mul_pd(u, rw);
            v = _mm512_mul_pd(v, rw);
        }
        // max then min with the bound second: NaN becomes the lower bound, as lk_coords1 has it.
        u = _mm512_min_pd(_mm512_max_pd(u, ulo), uhi);
        v = _mm512_min_pd(_mm512_max_pd(v, vlo), vhi);
        ru[h] = _mm512_cvttpd_epi32(_mm512_mul_pd(u, k16));
        rv[h] = _mm512_cvttpd_epi32(_mm512_mul_pd(v, k16));
    }
    *fu = _mm512_inserti64x4(_mm512_castsi256_si512(ru[0]), ru[1], 1);
    *fv = _mm512_inserti64x4(_mm512_castsi256_si512(rv[0]), rv[1], 1);
}

/// Eight 64-bit texel pairs (a texel and its right neighbour) at `base` + o[k] for the pixels
/// k = first, first + 1, first + 4, first + 5, ... (first 0 or 2), in that lane order: the order
/// in which lk16_bilerp_pairs's packing puts pixels back in sequence. Offsets are never negative
/// (coordinates are clamped to at least half a texel), and unsigned they index without the
/// sign extension a signed offset costs per load.
LK_AVX512 LK_INLINE __m512i lk16_pairs8(const uint32_t *base, const uint32_t *o, int first) {
#define LK_TWO(a, b) _mm_castpd_si128(_mm_loadh_pd(_mm_castsi128_pd(_mm_loadl_epi64((const __m128i *)(base + o[a]))), \
                                                   (const double *)(base + o[b])))
    __m256i lo = _mm256_inserti128_si256(_mm256_castsi128_si256(LK_TWO(first, first + 1)), LK_TWO(first + 4, first + 5), 1);
    __m256i hi = _mm256_inserti128_si256(_mm256_castsi128_si256(LK_TWO(first + 8, first + 9)), LK_TWO(first + 12, first + 13), 1);
#undef LK_TWO
    return _mm512_inserti64x4(_mm512_castsi256_si512(lo), hi, 1);
}

/// Eight pixels' bilinear blends as 16-bit channels, from their top and bottom texel pairs (one
/// pixel per 64-bit lane) and weights already broadcast to the lanes' pixels (`wy`: bytes
/// 128 - wy, wy; `wx`: words 128 - wx, wx; lo for the even 64-bit lanes, hi for the odd).
///
/// lk_bilerp1's sums with fewer steps: the pair's bytes are interleaved left/right and biased
/// to signed (t - 128), so one maddubs gives the vertical sums l - 16384 and r - 16384 side by
/// side, and one madd the horizontal sum minus 16384 * 128, which the rounding constant adds
/// back. No step saturates: |l - 16384| <= 16384 and the madd's sum stays within 2^22.
LK_AVX512 LK_INLINE __m512i lk16_bilerp_pairs(__m512i top, __m512i bottom, __m512i wylo, __m512i wyhi, __m512i wxlo, __m512i wxhi) {
    const __m512i inter = _mm512_broadcast_i32x4(_mm_setr_epi8(0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15));
    const __m512i bias = _mm512_set1_epi8((char)0x80), round = _mm512_set1_epi32(8192 + 16384 * 128);
    __m512i t = _mm512_xor_si512(_mm512_shuffle_epi8(top, inter), bias);
    __m512i b = _mm512_xor_si512(_mm512_shuffle_epi8(bottom, inter), bias);
    __m512i vlo = _mm512_maddubs_epi16(wylo, _mm512_unpacklo_epi8(t, b));
    __m512i vhi = _mm512_maddubs_epi16(wyhi, _mm512_unpackhi_epi8(t, b));
    __m512i hlo = _mm512_srai_epi32(_mm512_add_epi32(_mm512_madd_epi16(vlo, wxlo), round), 14);
    __m512i hhi = _mm512_srai_epi32(_mm512_add_epi32(_mm512_madd_epi16(vhi, wxhi), round), 14);
    return _mm512_packs_epi32(hlo, hhi);
}

/// Sixteen pixels sampled from their footprints (origin offsets `o`, 7-bit weights wx, wy):
/// pixels 0, 1, 4, 5, ... come from one set of pairs and 2, 3, 6, 7, ... from the other, so
/// the final pack leaves all sixteen in order with no lane permute.
LK_AVX512 LK_INLINE __m512i lk16_bilinear(const uint32_t *top, const uint32_t *bottom, const uint32_t *o, __m512i wx, __m512i wy) {
    const __m512i c128 = _mm512_set1_epi32(128);
    __m512i wyb = _mm512_or_si512(_mm512_sub_epi32(c128, wy), _mm512_slli_epi32(wy, 8));
    wyb = _mm512_or_si512(wyb, _mm512_slli_epi32(wyb, 16));
    __m512i wxw = _mm512_or_si512(_mm512_sub_epi32(c128, wx), _mm512_slli_epi32(wx, 16));
    // Pixel 4L + i of each 128-bit lane L broadcast over that lane.
    __m512i even = lk16_bilerp_pairs(lk16_pairs8(top, o, 0), lk16_pairs8(bottom, o, 0), _mm512_shuffle_epi32(wyb, 0x00),
                                     _mm512_shuffle_epi32(wyb, 0x55), _mm512_shuffle_epi32(wxw, 0x00), _mm512_shuffle_epi32(wxw, 0x55));
    __m512i odd = lk16_bilerp_pairs(lk16_pairs8(top, o, 2), lk16_pairs8(bottom, o, 2), _mm512_shuffle_epi32(wyb, 0xAA),
                                    _mm512_shuffle_epi32(wyb, 0xFF), _mm512_shuffle_epi32(wxw, 0xAA), _mm512_shuffle_epi32(wxw, 0xFF));
    return _mm512_packus_epi16(even, odd);
}

/// A texture's constants for lk16_sample (dx = 1: the right texel is the next in memory).
typedef struct lk16_tex {
    __m512i i0max, j0max, stride;
    const uint32_t *top, *bottom;
} lk16_tex;

LK_AVX512 LK_INLINE lk16_tex lk16_tex_make(const lk_texture *tex) {
    lk16_tex t = {_mm512_set1_epi32(tex->i0max), _mm512_set1_epi32(tex->j0max), _mm512_set1_epi32(tex->stride),
                  tex->pixels, tex->pixels + tex->dy};
    return t;
}

/// Sixteen pixels sampled bilinearly at clamped 16.16 coordinates fu, fv (lk_bilinear_pixel).
LK_AVX512 LK_INLINE __m512i lk16_sample(const lk16_tex *t, __m512i fu, __m512i fv) {
    const __m512i half = _mm512_set1_epi32(32768);
    uint32_t o[16];
    __m512i fx = _mm512_sub_epi32(fu, half), fy = _mm512_sub_epi32(fv, half);
    __m512i i0 = _mm512_min_epi32(_mm512_srai_epi32(fx, 16), t->i0max);
    __m512i j0 = _mm512_min_epi32(_mm512_srai_epi32(fy, 16), t->j0max);
    __m512i wx = _mm512_srli_epi32(_mm512_sub_epi32(fx, _mm512_slli_epi32(i0, 16)), 9);
    __m512i wy = _mm512_srli_epi32(_mm512_sub_epi32(fy, _mm512_slli_epi32(j0, 16)), 9);
    _mm512_storeu_si512((void *)o, _mm512_add_epi32(_mm512_mullo_epi32(j0, t->stride), i0));
    return lk16_bilinear(t->top, t->bottom, o, wx, wy);
}

/// The fixed-mode walk along a row: unclamped 16.16 coordinates of 16 pixels, their clamp and
/// their step.
typedef struct lk16_walk {
    __m512i su, sv, du16, dv16, fulo, fuhi, fvlo, fvhi;
} lk16_walk;

/// The walk from pixel x0 (fixed mode).
LK_AVX512 LK_INLINE lk16_walk lk16_walk_make(const lk_span_map *map, const lk_texture *tex, int32_t x0) {
    const __m512i lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    lk16_walk w;
    w.su = _mm512_add_epi32(_mm512_set1_epi32(lk_fixed_at(map->u0, x0 - map->x0, map->du)), _mm512_mullo_epi32(lanes, _mm512_set1_epi32(map->du)));
    w.sv = _mm512_add_epi32(_mm512_set1_epi32(lk_fixed_at(map->v0, x0 - map->x0, map->dv)), _mm512_mullo_epi32(lanes, _mm512_set1_epi32(map->dv)));
    w.du16 = _mm512_set1_epi32(lk_fixed_at(0, 16, map->du));
    w.dv16 = _mm512_set1_epi32(lk_fixed_at(0, 16, map->dv));
    w.fulo = _mm512_set1_epi32(tex->fulo);
    w.fuhi = _mm512_set1_epi32(tex->fuhi);
    w.fvlo = _mm512_set1_epi32(tex->fvlo);
    w.fvhi = _mm512_set1_epi32(tex->fvhi);
    return w;
}

/// The clamped coordinates of the walk's 16 pixels, then a step on.
LK_AVX512 LK_INLINE void lk16_walk_next(lk16_walk *w, __m512i *fu, __m512i *fv) {
    *fu = _mm512_min_epi32(_mm512_max_epi32(w->su, w->fulo), w->fuhi);
    *fv = _mm512_min_epi32(_mm512_max_epi32(w->sv, w->fvlo), w->fvhi);
    w->su = _mm512_add_epi32(w->su, w->du16);
    w->sv = _mm512_add_epi32(w->sv, w->dv16);
}

/// mode: 0 double affine, 1 double projective, 2 fixed. Textures at least two texels wide.
LK_AVX512 LK_INLINE void lk_fetch_bilinear_avx512_impl(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map,
                                                       const lk_texture *tex, int mode) {
    const lk16_tex t = lk16_tex_make(tex);
    lk16_walk w = {0};
    if (mode == 2) w = lk16_walk_make(map, tex, x0);
    for (int32_t k = 0; k < n; k += 16) {
        __m512i fu, fv;
        if (mode == 2) lk16_walk_next(&w, &fu, &fv);
        else lk16_coords(map, tex, x0 + k, mode, &fu, &fv);
        _mm512_mask_storeu_epi32(out + k, lk16_lanes(k, n), lk16_sample(&t, fu, fv));
    }
}

/// lk_fetch_bilinear then lk_blend_span over one row in one pass, 16 pixels per step, the
/// samples never stored: fixed mode, textures at least two texels wide.
LK_AVX512 void lk_bilinear_blend_avx512(uint32_t *dst, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex,
                                        const lk_span_blend *b) {
    const lk16_tex t = lk16_tex_make(tex);
    lk16_walk w = lk16_walk_make(map, tex, x0);
    const lk_span_blend blend = *b;
    for (int32_t k = 0; k < n; k += 16) {
        __m512i fu, fv;
        lk16_walk_next(&w, &fu, &fv);
        lk16_blend_step(dst + k, lk16_sample(&t, fu, fv), lk16_lanes(k, n), x0 + k, &blend);
    }
}

LK_AVX512 void lk_fetch_bilinear_avx512(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex) {
    if (tex->dx != 1) {
        // One-texel-wide textures have no right neighbour in memory: the AVX2 kernel gathers.
        lk_fetch_bilinear_avx2(out, n, x0, map, tex);
    } else if (map->fixed) {
        lk_fetch_bilinear_avx512_impl(out, n, x0, map, tex, 2);
    } else if (map->projective) {
        lk_fetch_bilinear_avx512_impl(out, n, x0, map, tex, 1);
    } else {
        lk_fetch_bilinear_avx512_impl(out, n, x0, map, tex, 0);
    }
}

#else
// Not x86: the dispatcher never asks for AVX-512; these keep the link complete.
void lk_fetch_bilinear_avx512(uint32_t *o, int32_t n, int32_t x, const lk_span_map *m, const lk_texture *t) { lk_fetch_bilinear_scalar(o, n, x, m, t); }
void lk_over_avx512(uint32_t *d, const uint32_t *s, int32_t n, int32_t m) { lk_over_scalar(d, s, n, m); }
void lk_add_avx512(uint32_t *d, const uint32_t *s, int32_t n, int32_t m) { lk_add_scalar(d, s, n, m); }
void lk_over_rows_avx512(uint32_t *d, int32_t ds, const uint32_t *s, int32_t ss, int32_t n, int32_t rows, int32_t m, int32_t ahead) {
    lk_over_rows_avx2(d, ds, s, ss, n, rows, m, ahead);
}
void lk_blend_span_avx512(uint32_t *d, const uint32_t *s, int32_t n, int32_t x, int32_t fl, int32_t fh, int32_t mf,
                          const lk_edge *e, int32_t c, double o, int32_t a) { lk_blend_span_scalar(d, s, n, x, fl, fh, mf, e, c, o, a); }
void lk_bilinear_blend_avx512(uint32_t *d, int32_t n, int32_t x, const lk_span_map *m, const lk_texture *t, const lk_span_blend *b) {
    lk_bilinear_blend_scalar(d, n, x, m, t, b);
}
#endif
