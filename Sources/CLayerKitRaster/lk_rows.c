// Whole draws of turned images row by row in C: the span path's per-row set-up (bounds,
// edges, map) next to its kernels, with no call back into Swift per row.
#include "lk_internal.h"
#include <math.h>

/// v rounded down (|v| < 2^62): a truncating conversion, one lower where it rounded up.
static inline int64_t lk_floor_int(double v) {
    int64_t t = (int64_t)v;
    return (double)t > v ? t - 1 : t;
}

/// v rounded up (|v| < 2^62).
static inline int64_t lk_ceil_int(double v) {
    int64_t t = (int64_t)v;
    return (double)t < v ? t + 1 : t;
}

/// The loose bounds of a row (SpanPath.looseBounds): any coverage in [*lo, *hi), full coverage
/// in [*flo, *fhi); 0 where a plane needs the exact solve.
static inline int lk_row_bounds(const lk_row_plane *planes, int32_t count, double py, int64_t *lo, int64_t *hi,
                                int64_t *flo, int64_t *fhi, lk_edge *edges) {
    for (int32_t k = 0; k < count; k++) {
        const lk_row_plane *e = &planes[k];
        double r = e->b * py + e->c;
        double xa = (-0.5 - r) * e->inv - 0.5, xf = (0.5 - r) * e->inv - 0.5;
        if (!(e->inv != 0 && fabs(r) < 1e7 && fabs(xa) < 1e9 && fabs(xf) < 1e9)) return 0;
        double da = 0.01 + fabs(xa) * 1e-12, df = 0.01 + fabs(xf) * 1e-12;
        if (e->a > 0) {
            int64_t a0 = lk_ceil_int(xa - da), f0 = lk_floor_int(xf + df) + 1;
            if (a0 > *lo) *lo = a0;
            if (f0 > *flo) *flo = f0;
        } else {
            int64_t a1 = lk_floor_int(xa + da) + 1, f1 = lk_ceil_int(xf - df);
            if (a1 < *hi) *hi = a1;
            if (f1 < *fhi) *fhi = f1;
        }
        edges[k].a = e->a;
        edges[k].r = r;
    }
    return 1;
}

int32_t lk_span_rows_bilinear(uint32_t *target, int32_t stride, int32_t y0, int32_t y1, int32_t minx, int32_t maxx,
                              int32_t ahead, const lk_row_plane *planes, int32_t count, const lk_row_map *map,
                              const lk_texture *tex, int32_t m_full, double opacity, int32_t additive, int32_t simd) {
    enum { most = 32 };
    if (count > most) return y0;
    lk_edge edges[most];
    lk_span_map m = {0};
    m.au = map->m11;
    m.av = map->m12;
    m.fixed = 1;
    m.x0 = map->x0;
    m.du = map->du;
    m.dv = map->dv;
    double xf = (double)map->x0 + 0.5;
    for (int32_t y = y0; y < y1; y++) {
        if (y + ahead < y1) lk_prefetch_rect(target, stride, minx, y + ahead, maxx - minx, 1);
        double py = (double)y + 0.5;
        int64_t lo = minx, hi = maxx, flo = minx, fhi = maxx;
        if (!lk_row_bounds(planes, count, py, &lo, &hi, &flo, &fhi, edges)) return y;
        if (lo >= hi) continue;
        if (flo < lo) flo = lo;
        if (fhi > hi) fhi = hi;
        if (flo >= fhi) flo = fhi = lo;
        // SampleLevel.rowMap in the fixed mode.
        m.nu = map->m21 * py + map->m31;
        m.nv = map->m22 * py + map->m32;
        m.u0 = (int32_t)lk_floor_int((m.nu + map->m11 * xf) * 65536);
        m.v0 = (int32_t)lk_floor_int((m.nv + map->m12 * xf) * 65536);
        const lk_span_blend blend = {(int32_t)flo, (int32_t)fhi, m_full, count, additive, edges, opacity};
        lk_bilinear_blend(target + (int64_t)y * stride + lo, (int32_t)(hi - lo), (int32_t)lo, &m, tex, &blend, simd);
    }
    return y1;
}
