// Level selection: each public kernel runs the level asked for, capped at what the CPU supports.
#include "lk_internal.h"
#include <string.h>

/// The best level of this CPU, asked once: every kernel call asks for it.
static int32_t lk_simd_probe(void) {
#if defined(__x86_64__) || defined(__i386__)
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl"))
        return LK_SIMD_AVX512;
    if (__builtin_cpu_supports("avx2")) return LK_SIMD_AVX2;
    return LK_SIMD_SSE2;
#else
    return LK_SIMD_SCALAR;
#endif
}

int32_t lk_simd_available(void) {
    // Threads racing here store the same value; relaxed atomics make that race defined.
    static int32_t level = -1;
    int32_t l = __atomic_load_n(&level, __ATOMIC_RELAXED);
    if (l < 0) {
        l = lk_simd_probe();
        __atomic_store_n(&level, l, __ATOMIC_RELAXED);
    }
    return l;
}


// Kernels without an AVX-512 version run AVX2 at that level.
#define LK_PICK(name, ...) \
    switch (lk_level(simd)) { \
    case LK_SIMD_AVX512: \
    case LK_SIMD_AVX2: name##_avx2(__VA_ARGS__); break; \
    case LK_SIMD_SSE2: name##_sse2(__VA_ARGS__); break; \
    default: name##_scalar(__VA_ARGS__); break; \
    }

#define LK_PICK512(name, ...) \
    switch (lk_level(simd)) { \
    case LK_SIMD_AVX512: name##_avx512(__VA_ARGS__); break; \
    case LK_SIMD_AVX2: name##_avx2(__VA_ARGS__); break; \
    case LK_SIMD_SSE2: name##_sse2(__VA_ARGS__); break; \
    default: name##_scalar(__VA_ARGS__); break; \
    }

void lk_fetch_bilinear(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex, int32_t simd) {
    LK_PICK512(lk_fetch_bilinear, out, n, x0, map, tex)
}
void lk_fetch_nearest(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex, int32_t simd) {
    LK_PICK(lk_fetch_nearest, out, n, x0, map, tex)
}
void lk_lerp(uint32_t *out, const uint32_t *a, const uint32_t *b, int32_t n, int32_t f, int32_t simd) {
    LK_PICK(lk_lerp, out, a, b, n, f)
}
void lk_tint(uint32_t *px, int32_t n, uint32_t colour, int32_t simd) { LK_PICK(lk_tint, px, n, colour) }
void lk_modulate(uint32_t *px, int32_t n, uint64_t factors, int32_t simd) { LK_PICK(lk_modulate, px, n, factors) }
void lk_over(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m, int32_t simd) { LK_PICK512(lk_over, dst, src, n, m) }
void lk_over_mask(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m, int32_t simd) {
    LK_PICK(lk_over_mask, dst, src, n, m)
}
void lk_add(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m, int32_t simd) { LK_PICK512(lk_add, dst, src, n, m) }

void lk_blend_rows(uint32_t *dst, int32_t dstride, const uint32_t *src, int32_t sstride, int32_t n, int32_t rows,
                   int32_t m, int32_t mode, int32_t ahead, int32_t simd) {
    int32_t level = lk_level(simd);
    // OVER rows at the SIMD levels prefetch inside the blend loop.
    if (mode == LK_ROWS_OVER && level >= LK_SIMD_AVX2) {
        if (level == LK_SIMD_AVX512) lk_over_rows_avx512(dst, dstride, src, sstride, n, rows, m, ahead);
        else lk_over_rows_avx2(dst, dstride, src, sstride, n, rows, m, ahead);
        return;
    }
    for (int32_t y = 0; y < rows; y++) {
        const uint32_t *s = src + (int64_t)y * sstride;
        uint32_t *d = dst + (int64_t)y * dstride;
        if (y + ahead < rows) {
            lk_prefetch_rect(s, sstride, 0, ahead, n, 1);
            lk_prefetch_rect(d, dstride, 0, ahead, n, 1);
        }
        if (mode == LK_ROWS_COPY) {
            memcpy(d, s, (size_t)n * sizeof(uint32_t));
        } else if (mode == LK_ROWS_ADD) {
            lk_add(d, s, n, m, level);
        } else {
            switch (level) {
            case LK_SIMD_AVX512: lk_over_avx512(d, s, n, m); break;
            case LK_SIMD_AVX2: lk_over_avx2(d, s, n, m); break;
            case LK_SIMD_SSE2: lk_over_sse2(d, s, n, m); break;
            default: lk_over_scalar(d, s, n, m); break;
            }
        }
    }
}

void lk_add_mask(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m, int32_t simd) {
    LK_PICK(lk_add_mask, dst, src, n, m)
}
void lk_over_solid(uint32_t *dst, int32_t n, uint32_t colour, int32_t m, int32_t simd) {
    LK_PICK(lk_over_solid, dst, n, colour, m)
}
void lk_over_solid_mask(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m, int32_t simd) {
    LK_PICK(lk_over_solid_mask, dst, n, colour, m)
}
void lk_add_solid(uint32_t *dst, int32_t n, uint32_t colour, int32_t m, int32_t simd) {
    LK_PICK(lk_add_solid, dst, n, colour, m)
}
void lk_add_solid_mask(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m, int32_t simd) {
    LK_PICK(lk_add_solid_mask, dst, n, colour, m)
}
void lk_fill(uint32_t *dst, int32_t n, uint32_t value, int32_t simd) { LK_PICK(lk_fill, dst, n, value) }

void lk_over_solid_rect(uint32_t *dst, int32_t stride, int32_t w, int32_t h, uint32_t colour, int32_t m, int32_t simd) {
    // An opaque colour at full strength replaces what is there: OVER is a fill.
    if ((colour >> 24) == 255u && m >= 256) {
        for (int32_t y = 0; y < h; y++, dst += stride) lk_fill(dst, w, colour, simd);
        return;
    }
    if (lk_level(simd) >= LK_SIMD_AVX2) {
        lk_over_solid_rect_avx2(dst, stride, w, h, colour, m);
        return;
    }
    for (int32_t y = 0; y < h; y++, dst += stride) LK_PICK(lk_over_solid, dst, w, colour, m)
}

void lk_add_solid_rect(uint32_t *dst, int32_t stride, int32_t w, int32_t h, uint32_t colour, int32_t m, int32_t simd) {
    for (int32_t y = 0; y < h; y++, dst += stride) LK_PICK(lk_add_solid, dst, w, colour, m)
}

void lk_coverage(uint16_t *m, int32_t n, int32_t x0, const lk_edge *edges, int32_t count, double opacity, int32_t simd) {
    if (lk_level(simd) >= LK_SIMD_AVX2) lk_coverage_avx2(m, n, x0, edges, count, opacity);
    else lk_coverage_scalar(m, n, x0, edges, count, opacity);
}

void lk_blend_span(uint32_t *dst, const uint32_t *src, int32_t n, int32_t x0, int32_t full_lo, int32_t full_hi,
                   int32_t m_full, const lk_edge *edges, int32_t count, double opacity, int32_t additive, int32_t simd) {
    int32_t level = lk_level(simd);
    if (level == LK_SIMD_AVX512) {
        lk_blend_span_avx512(dst, src, n, x0, full_lo, full_hi, m_full, edges, count, opacity, additive);
        return;
    }
    if (level == LK_SIMD_AVX2) {
        lk_blend_span_avx2(dst, src, n, x0, full_lo, full_hi, m_full, edges, count, opacity, additive);
        return;
    }
    if (level == LK_SIMD_SCALAR) {
        lk_blend_span_scalar(dst, src, n, x0, full_lo, full_hi, m_full, edges, count, opacity, additive);
        return;
    }
    // SSE2: the factors of a stretch of the row, then its blend, stretch by stretch.
    uint16_t m[256 + LK_PAD];
    for (int32_t k = 0; k < n; k += 256) {
        int32_t c = n - k < 256 ? n - k : 256;
        for (int32_t i = 0; i < c; i++) m[i] = (uint16_t)lk_span_factor1(x0 + k + i, full_lo, full_hi, m_full, edges, count, opacity);
        if (additive) lk_add_mask_sse2(dst + k, src + k, c, m);
        else lk_over_mask_sse2(dst + k, src + k, c, m);
    }
}

void lk_bilinear_blend(uint32_t *dst, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex,
                       const lk_span_blend *b, int32_t simd) {
    int32_t level = lk_level(simd);
    if (map->fixed && tex->dx == 1 && level == LK_SIMD_AVX512) {
        lk_bilinear_blend_avx512(dst, n, x0, map, tex, b);
        return;
    }
    if (level == LK_SIMD_SCALAR) {
        lk_bilinear_blend_scalar(dst, n, x0, map, tex, b);
        return;
    }
    // AVX2 and SSE2 (and maps or textures the one-pass kernel does not take): stretches of
    // samples, then their blend. One pass at AVX2 measured slower: its 16 registers spill.
    enum { chunk = 256 };
    uint32_t src[chunk + LK_PAD];
    for (int32_t k = 0; k < n; k += chunk) {
        int32_t c = n - k < chunk ? n - k : chunk;
        if (level == LK_SIMD_AVX2) {
            lk_fetch_bilinear_avx2(src, c, x0 + k, map, tex);
            lk_blend_span_avx2(dst + k, src, c, x0 + k, b->full_lo, b->full_hi, b->m_full, b->edges, b->count, b->opacity, b->additive);
            continue;
        }
        lk_fetch_bilinear(src, c, x0 + k, map, tex, level);
        lk_blend_span(dst + k, src, c, x0 + k, b->full_lo, b->full_hi, b->m_full, b->edges, b->count, b->opacity, b->additive, level);
    }
}

// Mask factors serve offscreen masks only: scalar at every level.

void lk_mask_factors(uint16_t *m, const uint32_t *mask, int32_t n, int32_t op256) {
    for (int32_t k = 0; k < n; k++) m[k] = (uint16_t)(((mask[k] >> 24) * (uint32_t)op256 + 127u) / 255u);
}
