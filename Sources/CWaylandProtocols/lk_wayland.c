// Hand-written (not generated): see include/lk_wayland.h.
#define _GNU_SOURCE
#include <sys/mman.h>
#include <unistd.h>
#include "lk_wayland.h"

const struct wl_interface *lk_wl_compositor_interface(void) { return &wl_compositor_interface; }
const struct wl_interface *lk_wl_shm_interface(void) { return &wl_shm_interface; }
const struct wl_interface *lk_wl_seat_interface(void) { return &wl_seat_interface; }
const struct wl_interface *lk_wl_output_interface(void) { return &wl_output_interface; }
const struct wl_interface *lk_xdg_wm_base_interface(void) { return &xdg_wm_base_interface; }
const struct wl_interface *lk_wp_viewporter_interface(void) { return &wp_viewporter_interface; }
const struct wl_interface *lk_wp_fractional_scale_manager_v1_interface(void) { return &wp_fractional_scale_manager_v1_interface; }
const struct wl_interface *lk_zxdg_decoration_manager_v1_interface(void) { return &zxdg_decoration_manager_v1_interface; }

int lk_shm_file(size_t size) {
    int fd = memfd_create("layerkit-wl_shm", MFD_CLOEXEC);
    if (fd < 0) return -1;
    if (ftruncate(fd, (off_t)size) != 0) { close(fd); return -1; }
    return fd;
}
