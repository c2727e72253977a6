// The addresses of the Wayland interfaces LayerKit binds. Swift imports a C `extern const`
// struct as a value, so its address (which libwayland compares) is taken here.
#ifndef LK_WAYLAND_H
#define LK_WAYLAND_H
#include <stddef.h>
#include <wayland-client.h>
#include "xdg-shell-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "xdg-decoration-unstable-v1-client-protocol.h"

const struct wl_interface *lk_wl_compositor_interface(void);
const struct wl_interface *lk_wl_shm_interface(void);
const struct wl_interface *lk_wl_seat_interface(void);
const struct wl_interface *lk_wl_output_interface(void);
const struct wl_interface *lk_xdg_wm_base_interface(void);
const struct wl_interface *lk_wp_viewporter_interface(void);
const struct wl_interface *lk_wp_fractional_scale_manager_v1_interface(void);
const struct wl_interface *lk_zxdg_decoration_manager_v1_interface(void);
/// A memfd of `size` bytes for a wl_shm pool (close-on-exec), or -1 (errno set).
int lk_shm_file(size_t size);
#endif
