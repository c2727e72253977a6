// The scalar kernels: the reference definitions, used when SIMD is off (LAYERKIT_DISABLE_SIMD=1).
#include "lk_internal.h"

void lk_fetch_bilinear_scalar(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex) {
    for (int32_t k = 0; k < n; k++) out[k] = lk_bilinear_pixel(map, tex, x0 + k);
}

void lk_fetch_nearest_scalar(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex) {
    for (int32_t k = 0; k < n; k++) out[k] = lk_nearest_pixel(map, tex, x0 + k);
}

void lk_lerp_scalar(uint32_t *out, const uint32_t *a, const uint32_t *b, int32_t n, int32_t f) {
    for (int32_t k = 0; k < n; k++) out[k] = lk_lerp1(a[k], b[k], (uint32_t)f);
}

void lk_tint_scalar(uint32_t *px, int32_t n, uint32_t colour) {
    for (int32_t k = 0; k < n; k++) px[k] = lk_tint1(colour, px[k] >> 24);
}

void lk_modulate_scalar(uint32_t *px, int32_t n, uint64_t factors) {
    for (int32_t k = 0; k < n; k++) px[k] = lk_modulate1(px[k], factors);
}

void lk_over_scalar(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m) {
    for (int32_t k = 0; k < n; k++) dst[k] = lk_over1(lk_scale1(src[k], (uint32_t)m), dst[k]);
}

void lk_over_mask_scalar(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m) {
    for (int32_t k = 0; k < n; k++) dst[k] = lk_over1(lk_scale1(src[k], m[k]), dst[k]);
}

void lk_add_scalar(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m) {
    for (int32_t k = 0; k < n; k++) dst[k] = lk_add1(lk_scale1(src[k], (uint32_t)m), dst[k]);
}

void lk_add_mask_scalar(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m) {
    for (int32_t k = 0; k < n; k++) dst[k] = lk_add1(lk_scale1(src[k], m[k]), dst[k]);
}

void lk_over_solid_scalar(uint32_t *dst, int32_t n, uint32_t colour, int32_t m) {
    uint32_t s = lk_scale1(colour, (uint32_t)m);
    if ((s >> 24) == 255u) {
        lk_fill_scalar(dst, n, s);
        return;
    }
    for (int32_t k = 0; k < n; k++) dst[k] = lk_over1(s, dst[k]);
}

void lk_over_solid_mask_scalar(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m) {
    for (int32_t k = 0; k < n; k++) dst[k] = lk_over1(lk_scale1(colour, m[k]), dst[k]);
}

void lk_add_solid_scalar(uint32_t *dst, int32_t n, uint32_t colour, int32_t m) {
    uint32_t s = lk_scale1(colour, (uint32_t)m);
    for (int32_t k = 0; k < n; k++) dst[k] = lk_add1(s, dst[k]);
}

void lk_add_solid_mask_scalar(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m) {
    for (int32_t k = 0; k < n; k++) dst[k] = lk_add1(lk_scale1(colour, m[k]), dst[k]);
}

void lk_fill_scalar(uint32_t *dst, int32_t n, uint32_t value) {
    for (int32_t k = 0; k < n; k++) dst[k] = value;
}

void lk_coverage_scalar(uint16_t *m, int32_t n, int32_t x0, const lk_edge *edges, int32_t count, double opacity) {
    for (int32_t k = 0; k < n; k++) m[k] = lk_coverage1(x0 + k, edges, count, opacity);
}

void lk_blend_span_scalar(uint32_t *dst, const uint32_t *src, int32_t n, int32_t x0, int32_t full_lo, int32_t full_hi,
                          int32_t m_full, const lk_edge *edges, int32_t count, double opacity, int32_t additive) {
    for (int32_t k = 0; k < n; k++) {
        uint32_t s = lk_scale1(src[k], lk_span_factor1(x0 + k, full_lo, full_hi, m_full, edges, count, opacity));
        dst[k] = additive ? lk_add1(s, dst[k]) : lk_over1(s, dst[k]);
    }
}

void lk_bilinear_blend_scalar(uint32_t *dst, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex,
                              const lk_span_blend *b) {
    for (int32_t k = 0; k < n; k++) {
        uint32_t s = lk_bilinear_pixel(map, tex, x0 + k);
        s = lk_scale1(s, lk_span_factor1(x0 + k, b->full_lo, b->full_hi, b->m_full, b->edges, b->count, b->opacity));
        dst[k] = b->additive ? lk_add1(s, dst[k]) : lk_over1(s, dst[k]);
    }
}
