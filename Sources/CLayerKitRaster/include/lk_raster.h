// CLayerKitRaster: the pixel kernels of LayerKitRaster.
//
// Pixels are premultiplied ARGB32 in native-endian uint32_t (a << 24 | r << 16 | g << 8 | b).
// Every kernel exists as portable scalar C (the reference, and the tail of the SIMD loops), SSE2
// and AVX2, and the hottest also as AVX-512 (lk_avx512.c: OVER, ADD, bilinear sampling and the turned-row blend;
// at that level the others run AVX2); the `simd` argument picks one (LK_SIMD_*),
// capped at what the CPU supports, and every
// level gives bit-identical results. No kernel keeps state between calls, so kernels may run on
// several threads at once over disjoint destination memory.
#ifndef LK_RASTER_H
#define LK_RASTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// SIMD levels for the `simd` argument.
enum { LK_SIMD_SCALAR = 0, LK_SIMD_SSE2 = 1, LK_SIMD_AVX2 = 2, LK_SIMD_AVX512 = 3 };

/// Output buffers of the fetch and coverage kernels need room for n rounded up to this.
enum { LK_PAD = 8 };

/// The best SIMD level this CPU runs: AVX-512 where it has AVX-512 F, BW and VL, else AVX2 where
/// `__builtin_cpu_supports("avx2")`, else SSE2.
int32_t lk_simd_available(void);

/// A texture level prepared for sampling, with its clamp folded into numbers.
///
/// Texel (i, j) has its centre at (i + 0.5, j + 0.5). Sampling works on texel coordinates in
/// 16.16 fixed point f (see lk_span_map), clamped to [fulo, fuhi] (and [fvlo, fvhi]). Bilinear:
/// fx = f - 32768, left texel i0 = min(fx >> 16, i0max), weight of the right texel
/// wx = (fx - (i0 << 16)) >> 9 in 0...128, right texel at offset dx (1, or 0 for a texture one
/// texel wide); likewise j0, wy, dy (stride, or 0). Nearest: i = min(f >> 16, imax).
typedef struct lk_texture {
    const uint32_t *pixels;
    int32_t stride;            ///< pixels between rows
    int32_t i0max, j0max;      ///< largest bilinear footprint origin
    int32_t imax, jmax;        ///< largest nearest index
    int32_t dx, dy;            ///< offsets of the right and lower footprint texels
    double ulo, uhi, vlo, vhi; ///< clamp of texel coordinates (double mode)
    int32_t fulo, fuhi, fvlo, fvhi; ///< the same clamp in 16.16: (int)(ulo * 65536) and so on
} lk_texture;

/// The device-to-texel map along one pixel row, in one of two modes.
///
/// Fixed (affine maps whose texel coordinates stay within +-16384): f = u0 + (X - x0) * du in
/// exact 32-bit integer arithmetic, then clamped: f = f > fulo ? f : fulo, f = f < fuhi ? f : fuhi.
/// Double (otherwise): with xf = (double)X + 0.5 the homogeneous coordinate is q = n + a * xf;
/// u = qu, v = qv when affine, else rw = 1.0 / qw, u = qu * rw, v = qv * rw; u is clamped as
/// u = u > ulo ? u : ulo, u = u < uhi ? u : uhi (NaN becomes ulo) and f = (int)(u * 65536).
typedef struct lk_span_map {
    double nu, nv, nw;
    double au, av, aw;
    int32_t projective;
    int32_t fixed;
    int32_t x0, u0, v0, du, dv;
} lk_span_map;

/// One antialiased edge resolved for a row: its signed device distance at pixel X is
/// a * ((double)X + 0.5) + r (positive inside).
typedef struct lk_edge {
    double a, r;
} lk_edge;

// Sampling of n pixels for device pixels x0 ..< x0 + n of one row into `out`. SIMD levels
// compute whole vectors: `out` must have room for n rounded up to a multiple of 8 (LK_PAD).
void lk_fetch_bilinear(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex, int32_t simd);
void lk_fetch_nearest(uint32_t *out, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex, int32_t simd);

/// Trilinear mix: out = (a * (256 - f) + b * f + 128) >> 8 per channel, f in 0...255.
void lk_lerp(uint32_t *out, const uint32_t *a, const uint32_t *b, int32_t n, int32_t f, int32_t simd);
/// Three centred boxes approximating a Gaussian (the shadow blur), in place on a plane of w x h
/// doubles, rows w apart: each row, then each column, takes the boxes of `radii` in turn (zero
/// outside; a radius below 1 is skipped), each value the difference of two prefix sums
/// divided by the box width. `scratch` holds 4 * (max(w, h) + 1) doubles. Scalar and AVX2
/// (lk_blur.c); SSE2 runs the scalar code.
void lk_box_blur(double *plane, int32_t w, int32_t h, const int32_t *radii, int32_t count, double *scratch, int32_t simd);
/// The alphas of w x h pixels (rows `stride` apart) as doubles in `plane` (rows w apart).
void lk_alpha_plane(double *plane, const uint32_t *src, int32_t stride, int32_t w, int32_t h, int32_t simd);
/// Each value of `plane` rounded half away from zero and clamped to 0...255, as an alpha-only
/// pixel (a << 24) of `dst` (rows `stride` apart).
void lk_plane_alpha(uint32_t *dst, int32_t stride, const double *plane, int32_t w, int32_t h, int32_t simd);

/// Alpha tint: each pixel becomes `colour` (premultiplied) times its alpha / 255, rounded.
void lk_tint(uint32_t *px, int32_t n, uint32_t colour, int32_t simd);
/// Per-channel modulation in place: each channel c becomes (c * f + 128) >> 8 with its own
/// factor f in 0...256 (256 keeps it exactly). `factors` packs them like a pixel's channels,
/// 9 bits each: a << 27 | r << 18 | g << 9 | b. Premultiplied pixels stay valid when no colour
/// factor exceeds the alpha factor (multiplying by a colour whose channels are premultiplied).
void lk_modulate(uint32_t *px, int32_t n, uint64_t factors, int32_t simd);

// Blending. A source pixel is first scaled by m in 0...256, (c * m + 128) >> 8 per channel; then
// OVER: d = s + (d * (255 - sa) rounded / 255) per channel (saturating), or ADD: d = min(255, s + d).
void lk_over(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m, int32_t simd);
/// How `lk_blend_rows` puts source rows on the target.
enum { LK_ROWS_COPY = 0, LK_ROWS_OVER = 1, LK_ROWS_ADD = 2 };
/// `rows` rows of n pixels (strides in pixels) copied, or blended by factor m with `lk_over` or
/// `lk_add`, prefetching both sides `ahead` rows ahead: a translated image's rows in one call,
/// not one call from Swift per row.
void lk_blend_rows(uint32_t *dst, int32_t dstride, const uint32_t *src, int32_t sstride, int32_t n, int32_t rows,
                   int32_t m, int32_t mode, int32_t ahead, int32_t simd);
void lk_over_mask(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m, int32_t simd);
void lk_add(uint32_t *dst, const uint32_t *src, int32_t n, int32_t m, int32_t simd);
void lk_add_mask(uint32_t *dst, const uint32_t *src, int32_t n, const uint16_t *m, int32_t simd);
void lk_over_solid(uint32_t *dst, int32_t n, uint32_t colour, int32_t m, int32_t simd);
void lk_over_solid_mask(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m, int32_t simd);
void lk_add_solid(uint32_t *dst, int32_t n, uint32_t colour, int32_t m, int32_t simd);
void lk_add_solid_mask(uint32_t *dst, int32_t n, uint32_t colour, const uint16_t *m, int32_t simd);
/// lk_over_solid or lk_add_solid on h rows of w pixels, `stride` pixels apart.
void lk_over_solid_rect(uint32_t *dst, int32_t stride, int32_t w, int32_t h, uint32_t colour, int32_t m, int32_t simd);
void lk_add_solid_rect(uint32_t *dst, int32_t stride, int32_t w, int32_t h, uint32_t colour, int32_t m, int32_t simd);
/// Sprite batches (emitter particles). A w x h sprite (`sstride` pixels per row) with each
/// channel scaled by its factor (packed as for lk_modulate) is added (saturating) or blended
/// OVER into `dst` (`dstride` pixels per row) at its top-left; the caller clips. Factors 0...256.
/// Scalar, SSE2 or AVX2, bit-identical.
void lk_sprite_blend(uint32_t *dst, int32_t dstride, const uint32_t *src, int32_t sstride, int32_t w, int32_t h,
                     uint64_t factors, int32_t additive, int32_t simd);
/// The same through an affine map, for turned or scaled sprites: every destination pixel in
/// [x0, x1) x [y0, y1) samples the sprite bilinearly (transparent outside it) at
/// u = inverse[0] * X + inverse[2] * Y + inverse[4], v = inverse[1] * X + inverse[3] * Y + inverse[5]
/// (pixel centres to texel coordinates); with `nearest`, the texel the centre falls in. Scalar.
void lk_sprite_affine(uint32_t *dst, int32_t dstride, int32_t x0, int32_t y0, int32_t x1, int32_t y1,
                      const uint32_t *src, int32_t sstride, int32_t sw, int32_t sh, const double *inverse,
                      uint64_t factors, int32_t additive, int32_t nearest);
/// Asks the CPU to bring the w x h pixel rect at (x, y) of an image (`stride` pixels per row)
/// into its caches, line by line, without waiting: a draw about to sample a small texture in
/// an order the hardware prefetchers do not follow (rotated rows) gets its lines in parallel
/// instead of one cache miss at a time. `near` 1 asks for the nearest cache (the lines are
/// used now), 0 for the second level (the lines are used by the next draw, so they must not
/// push out this one's). Changes no memory; the caller clips the rect.
/// Inline (callers prefetch a row or two per drawn row: a call cost more than the hints).
static inline void lk_prefetch_rect_to(const uint32_t *pixels, int32_t stride, int32_t x, int32_t y, int32_t w, int32_t h,
                                       int32_t near) {
    if (w <= 0 || h <= 0) return;
    for (int32_t j = y; j < y + h; j++) {
        const char *a = (const char *)(pixels + (int64_t)j * stride + x), *e = (const char *)(pixels + (int64_t)j * stride + x + w);
        for (const char *l = (const char *)((uintptr_t)a & ~(uintptr_t)63); l < e; l += 64) {
            if (near) __builtin_prefetch(l, 0, 3);
            else __builtin_prefetch(l, 0, 2);
        }
    }
}
/// lk_prefetch_rect_to into the nearest cache.
static inline void lk_prefetch_rect(const uint32_t *pixels, int32_t stride, int32_t x, int32_t y, int32_t w, int32_t h) {
    lk_prefetch_rect_to(pixels, stride, x, y, w, h, 1);
}
/// Stores `value` into n pixels.
void lk_fill(uint32_t *dst, int32_t n, uint32_t value, int32_t simd);

/// Coverage times opacity as blend factors: m[k] = (int)(cov * opacity * 256.0 + 0.5) where cov
/// starts at 1.0 and is multiplied, edge by edge in order, by v = 0.5 + (a * px + r) clamped as
/// v = v > 0 ? v : 0, v = v < 1 ? v : 1, at px = (double)(x0 + k) + 0.5. `m` needs room for n
/// rounded up to LK_PAD.
void lk_coverage(uint16_t *m, int32_t n, int32_t x0, const lk_edge *edges, int32_t count, double opacity, int32_t simd);
/// One row of a sampled image blended in one pass over `dst`: source pixel k (`src` has room
/// for n rounded up to LK_PAD) at column x = x0 + k is scaled by `m_full` where
/// full_lo <= x < full_hi and otherwise by the factor lk_coverage gives x (edges, count,
/// opacity), then blended OVER, or ADD when `additive`. The same pixels as lk_coverage followed
/// by lk_over_mask (lk_add_mask), without the factor buffer and without blending the row's
/// edges and interior in separate calls that reload what the previous one just stored.
void lk_blend_span(uint32_t *dst, const uint32_t *src, int32_t n, int32_t x0, int32_t full_lo, int32_t full_hi,
                   int32_t m_full, const lk_edge *edges, int32_t count, double opacity, int32_t additive, int32_t simd);
/// How lk_blend_span blends a row's samples: m_full in [full_lo, full_hi), the coverage of
/// `edges` times opacity elsewhere; OVER, or ADD when `additive`.
typedef struct lk_span_blend {
    int32_t full_lo, full_hi, m_full, count, additive;
    const lk_edge *edges;
    double opacity;
} lk_span_blend;

/// One row of n pixels from column x0, sampled bilinearly through a fixed-mode map and blended
/// onto dst (`b` as for lk_blend_span): exactly lk_fetch_bilinear followed by lk_blend_span.
/// At AVX-512, for fixed maps and textures at least two texels wide, in one pass with the
/// samples kept in registers; otherwise in stretches through a span buffer. Writes only dst[0 ..< n].
void lk_bilinear_blend(uint32_t *dst, int32_t n, int32_t x0, const lk_span_map *map, const lk_texture *tex,
                       const lk_span_blend *b, int32_t simd);

/// An antialiased half-plane of a draw, d = a * px + (b * py + c) in device pixels, with
/// inv = 1 / a (0 where a row's bounds must be solved exactly instead).
typedef struct lk_row_plane {
    double a, b, c, inv;
} lk_row_plane;

/// An affine device-to-texel map in the fixed mode (see lk_span_map): u = m11 * px + m21 * py + m31,
/// v = m12 * px + m22 * py + m32; each row starts at column x0 with 16.16 steps du, dv.
typedef struct lk_row_map {
    double m11, m12, m21, m22, m31, m32;
    int32_t du, dv, x0;
} lk_row_map;

/// Draws rows y0 ..< y1 of a bilinear-sampled image bounded by antialiased half-planes only,
/// over columns minx ..< maxx of `target` (`stride` pixels per row): per row, the span path's
/// loose bounds (any coverage, full coverage), its edges and fixed-mode map, then
/// lk_bilinear_blend over the row, with the target row `ahead` rows on
/// prefetched. The same double operations in the same order as the Swift span path, so the
/// same pixels. Returns the first row whose bounds need the exact solve (the caller draws it
/// and goes on from the next), or y1.
int32_t lk_span_rows_bilinear(uint32_t *target, int32_t stride, int32_t y0, int32_t y1, int32_t minx, int32_t maxx,
                              int32_t ahead, const lk_row_plane *planes, int32_t count, const lk_row_map *map,
                              const lk_texture *tex, int32_t m_full, double opacity, int32_t additive, int32_t simd);

/// Mask factors: m[k] = (alpha(mask[k]) * op256 + 127) / 255 with op256 in 0...256.
void lk_mask_factors(uint16_t *m, const uint32_t *mask, int32_t n, int32_t op256);

#ifdef __cplusplus
}
#endif
#endif
