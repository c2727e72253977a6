// Internal to CLayerKitRaster: the scalar definitions every SIMD level reproduces bit for bit,
// and the per-level kernel entry points that lk_dispatch.c chooses between.
#ifndef LK_INTERNAL_H
#define LK_INTERNAL_H

#include "lk_raster.h"

// The kernels are exact integer arithmetic plus a few double operations whose results must not
// depend on the compiler fusing a multiply and an add.
#pragma STDC FP_CONTRACT OFF

/// The level a kernel runs: the one asked for, capped at what the CPU supports.
static inline int32_t lk_level(int32_t asked) {
    int32_t best = lk_simd_available();
    return asked < best ? asked : best;
}

/// (t + 128) / 255 rounded the way every level computes it, for t <= 255 * 255.
static inline uint32_t lk_div255(uint32_t t) {
    t += 128;
    return (t + (t >> 8)) >> 8;
}

/// s scaled by m in 0...256: (c * m + 128) >> 8 per channel (exact for m = 256).
static inline uint32_t lk_scale1(uint32_t s, uint32_t m) {
    uint32_t r = 0;
    for (int sh = 0; sh < 32; sh += 8) r |= ((((s >> sh) & 255u) * m + 128u) >> 8) << sh;
    return r;
}

/// Premultiplied OVER with a saturating add, per channel.
static inline uint32_t lk_over1(uint32_t s, uint32_t d) {
    uint32_t ia = 255u - (s >> 24), r = 0;
    for (int sh = 0; sh < 32; sh += 8) {
        uint32_t c = ((s >> sh) & 255u) + lk_div255(((d >> sh) & 255u) * ia);
        r |= (c > 255u ? 255u : c) << sh;
    }
    return r;
}

/// Saturating add per channel.
static inline uint32_t lk_add1(uint32_t s, uint32_t d) {
    uint32_t r = 0;
    for (int sh = 0; sh < 32; sh += 8) {
        uint32_t c = ((s >> sh) & 255u) + ((d >> sh) & 255u);
        r |= (c > 255u ? 255u : c) << sh;
    }
    return r;
}

/// `colour` times a / 255 per channel, rounded.
static inline uint32_t lk_tint1(uint32_t colour, uint32_t a) {
    uint32_t r = 0;
    for (int sh = 0; sh < 32; sh += 8) r |= lk_div255(((colour >> sh) & 255u) * a) << sh;
    return r;
}

/// The factor of the channel at bit `sh` (0, 8, 16, 24) in `lk_modulate`'s packing.
static inline uint32_t lk_modulate_factor(uint64_t factors, int sh) {
    return (uint32_t)((factors >> (sh / 8 * 9)) & 511u);
}

/// Each channel of p times its own factor: (c * f + 128) >> 8.
static inline uint32_t lk_modulate1(uint32_t p, uint64_t factors) {
    uint32_t r = 0;
    for (int sh = 0; sh < 32; sh += 8) r |= ((((p >> sh) & 255u) * lk_modulate_factor(factors, sh) + 128u) >> 8) << sh;
    return r;
}

/// (a * (256 - f) + b * f + 128) >> 8 per channel.
static inline uint32_t lk_lerp1(uint32_t a, uint32_t b, uint32_t f) {
    uint32_t r = 0;
    for (int sh = 0; sh < 32; sh += 8)
        r |= ((((a >> sh) & 255u) * (256u - f) + ((b >> sh) & 255u) * f + 128u) >> 8) << sh;
    return r;
}

/// Bilinear blend of a 2x2 footprint with 7-bit weights (0...128), vertical then horizontal.
static inline uint32_t lk_bilerp1(uint32_t t00, uint32_t t01, uint32_t t10, uint32_t t11, int32_t wx, int32_t wy) {
    uint32_t r = 0;
    for (int sh = 0; sh < 32; sh += 8) {
        int32_t a = (int32_t)((t00 >> sh) & 255u), b = (int32_t)((t01 >> sh) & 255u);
        int32_t c = (int32_t)((t10 >> sh) & 255u), d = (int32_t)((t11 >> sh) & 255u);
        int32_t l = a * 128 + (c - a) * wy, rr = b * 128 + (d - b) * wy;
        r |= (uint32_t)((l * (128 - wx) + rr * wx + 8192) >> 14) << sh;
    }
    return r;
}

/// u0 + k * du in wrapping 32-bit arithmetic (exact wherever the map is used in range).
static inline int32_t lk_fixed_at(int32_t u0, int32_t k, int32_t du) {
    return (int32_t)((uint32_t)u0 + (uint32_t)k * (uint32_t)du);
}

/// The clamped 16.16 texel coordinates of pixel x (see lk_span_map).
static inline void lk_coords1(const lk_span_map *m, const lk_texture *t, int32_t x, int32_t *fu, int32_t *fv) {
    if (m->fixed) {
        int32_t u = lk_fixed_at(m->u0, x - m->x0, m->du), v = lk_fixed_at(m->v0, x - m->x0, m->dv);
        u = u > t->fulo ? u : t->fulo;
        u = u < t->fuhi ? u : t->fuhi;
        v = v > t->fvlo ? v : t->fvlo;
        v = v < t->fvhi ? v : t->fvhi;
        *fu = u;
        *fv = v;
        return;
    }
    double xf = (double)x + 0.5;
    double u = m->nu + m->au * xf, v = m->nv + m->av * xf;
    if (m->projective) {
        double w = m->nw + m->aw * xf;
        double rw = 1.0 / w;
        u = u * rw;
        v = v * rw;
    }
    u = u > t->ulo ? u : t->ulo;
    u = u < t->uhi ? u : t->uhi;
    v = v > t->vlo ? v : t->vlo;
    v = v < t->vhi ? v : t->vhi;
    *fu = (int32_t)(u * 65536.0);
    *fv = (int32_t)(v * 65536.0);
}

static inline uint32_t lk_bilinear_pixel(const lk_span_map *m, const lk_texture *t, int32_t x) {
    int32_t fu, fv;
    lk_coords1(m, t, x, &fu, &fv);
    int32_t fx = fu - 32768, fy = fv - 32768;
    int32_t i0 = fx >> 16, j0 = fy >> 16;
    if (i0 > t->i0max) i0 = t->i0max;
    if (j0 > t->j0max) j0 = t->j0max;
    int32_t wx = (fx - (i0 << 16)) >> 9, wy = (fy - (j0 << 16)) >> 9;
    const uint32_t *p = t->pixels + (j0 * t->stride + i0);
    return lk_bilerp1(p[0], p[t->dx], p[t->dy], p[t->dy + t->dx], wx, wy);
}

static inline uint32_t lk_nearest_pixel(const lk_span_map *m, const lk_texture *t, int32_t x) {
    int32_t fu, fv;
    lk_coords1(m, t, x, &fu, &fv);
    int32_t i = fu >> 16, j = fv >> 16;
    if (i > t->imax) i = t->imax;
    if (j > t->jmax) j = t->jmax;
    return t->pixels[j * t->stride + i];
}

/// The blend factor of pixel x from antialiased edges (see lk_coverage).
static inline uint16_t lk_coverage1(int32_t x, const lk_edge *edges, int32_t count, double opacity) {
    double px = (double)x + 0.5;
    double cov = 1.0;
    for (int32_t e = 0; e < count; e++) {
        double v = 0.5 + (edges[e].a * px + edges[e].r);
        v = v > 0.0 ? v : 0.0;
        v = v < 1.0 ? v : 1.0;
        cov = cov * v;
    }
    return (uint16_t)(int32_t)(cov * opacity * 256.0 + 0.5);
}

/// The factor of pixel x in lk_blend_span.
static inline uint32_t lk_span_factor1(int32_t x, int32_t full_lo, int32_t full_hi, int32_t m_full, const lk_edge *edges,
                                       int32_t count, double opacity) {
    return x >= full_lo && x < full_hi ? (uint32_t)m_full : lk_coverage1(x, edges, count, opacity);
}

void lk_bilinear_blend_scalar(uint32_t *dst, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex,
                              const lk_span_blend *b);
void lk_bilinear_blend_avx512(uint32_t *dst, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex,
                              const lk_span_blend *b);
void lk_blend_span_scalar(uint32_t *dst, const uint32_t *src, int32_t n, int32_t x0, int32_t full_lo, int32_t full_hi,
                          int32_t m_full, const lk_edge *edges, int32_t count, double opacity, int32_t additive);
void lk_blend_span_avx2(uint32_t *dst, const uint32_t *src, int32_t n, int32_t x0, int32_t full_lo, int32_t full_hi,
                        int32_t m_full, const lk_edge *edges, int32_t count, double opacity, int32_t additive);
void lk_coverage_scalar(uint16_t *m, int32_t n, int32_t x0, const lk_edge *edges, int32_t count, double opacity);
void lk_coverage_avx2(uint16_t *m, int32_t n, int32_t x0, const lk_edge *edges, int32_t count, double opacity);

// Per-level kernels (lk_scalar.c, lk_sse2.c, lk_avx2.c).
#define LK_DECLARE_LEVEL(sfx) \
    void lk_fetch_bilinear_##sfx(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex); \
    void lk_fetch_nearest_##sfx(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex); \
    void lk_lerp_##sfx(uint32_t *out, const uint32_t *a, const uint32_t *b, int32_t n, int32_t f); \
    void lk_tint_##sfx(uint32_t *px, int32_t n, uint32_t colour); \
    void lk_modulate_##sfx(uint32_t *px, int32_t n, uint64_t factors); \
    void lk_over_##sfx(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m); \
    void lk_over_mask_##sfx(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m); \
    void lk_add_##sfx(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m); \
    void lk_add_mask_##sfx(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m); \
    void lk_over_solid_##sfx(uint32_t *dst, int32_t n, uint32_t colour, int32_t m); \
    void lk_over_solid_mask_##sfx(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m); \
    void lk_add_solid_##sfx(uint32_t *dst, int32_t n, uint32_t colour, int32_t m); \
    void lk_add_solid_mask_##sfx(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m); \
    void lk_fill_##sfx(uint32_t *dst, int32_t n, uint32_t value);

LK_DECLARE_LEVEL(scalar)
LK_DECLARE_LEVEL(sse2)
LK_DECLARE_LEVEL(avx2)

/// lk_blend_rows' OVER at the AVX2 level: the rows `ahead` rows down prefetched as each row is
/// blended (one hint per 16 pixels a side, no loop of hints per row).
void lk_over_rows_avx2(uint32_t *dst, int32_t dstride, const uint32_t *src, int32_t sstride, int32_t n, int32_t rows,
                       int32_t m, int32_t ahead);
/// lk_over_solid_rect at the AVX2 level (one set-up per rect).
void lk_over_solid_rect_avx2(uint32_t *dst, int32_t stride, int32_t w, int32_t h, uint32_t colour, int32_t m);

// The kernels with an AVX-512 version (lk_avx512.c).
void lk_fetch_bilinear_avx512(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex);
void lk_over_avx512(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m);
void lk_add_avx512(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m);
/// lk_blend_rows' OVER at the AVX-512 level, prefetching as lk_over_rows_avx2 does.
void lk_over_rows_avx512(uint32_t *dst, int32_t dstride, const uint32_t *src, int32_t sstride, int32_t n, int32_t rows,
                         int32_t m, int32_t ahead);
void lk_blend_span_avx512(uint32_t *dst, const uint32_t *src, int32_t n, int32_t x0, int32_t full_lo, int32_t full_hi,
                          int32_t m_full, const lk_edge *edges, int32_t count, double opacity, int32_t additive);

#endif
