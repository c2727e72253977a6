// Written from the wlr-virtual-pointer-unstable-v1 protocol's requests (version 1), for the
// tests: no event is used, so only the requests' wire signatures are declared.
#include <stdlib.h>
#include <string.h>
#include <wayland-client.h>
#include "lk_virtual_pointer.h"

extern const struct wl_interface lk_zwlr_virtual_pointer_v1_interface;

static const struct wl_interface *no_types[] = { NULL, NULL, NULL, NULL, NULL };
static const struct wl_interface *create_types[] = { &wl_seat_interface, &lk_zwlr_virtual_pointer_v1_interface };

static const struct wl_message manager_requests[] = {
    { "create_virtual_pointer", "?on", create_types },
    { "destroy", "", no_types },
};
static const struct wl_message pointer_requests[] = {
    { "motion", "uff", no_types }, { "motion_absolute", "uuuuu", no_types }, { "button", "uuu", no_types },
    { "axis", "uuf", no_types }, { "frame", "", no_types }, { "axis_source", "u", no_types },
    { "axis_stop", "uu", no_types }, { "axis_discrete", "uufi", no_types }, { "destroy", "", no_types },
};

static const struct wl_interface manager_interface = {
    "zwlr_virtual_pointer_manager_v1", 1, 2, manager_requests, 0, NULL,
};
const struct wl_interface lk_zwlr_virtual_pointer_v1_interface = {
    "zwlr_virtual_pointer_v1", 1, 9, pointer_requests, 0, NULL,
};

struct lk_virtual_pointer {
    struct wl_display *display;
    struct wl_proxy *manager;
    struct wl_proxy *pointer;
};

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    struct lk_virtual_pointer *vp = data;
    (void)version;
    if (strcmp(interface, manager_interface.name) == 0 && !vp->manager)
        vp->manager = wl_registry_bind(registry, name, &manager_interface, 1);
}

static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data; (void)registry; (void)name;
}

static const struct wl_registry_listener registry_listener = { global, global_remove };

void *lk_virtual_pointer_open(const char *socket) {
    struct lk_virtual_pointer *vp = calloc(1, sizeof *vp);
    if (!vp) return NULL;
    vp->display = wl_display_connect(socket);
    if (!vp->display) { free(vp); return NULL; }
    struct wl_registry *registry = wl_display_get_registry(vp->display);
    wl_registry_add_listener(registry, &registry_listener, vp);
    wl_display_roundtrip(vp->display);
    if (!vp->manager) { lk_virtual_pointer_close(vp); return NULL; }
    vp->pointer = wl_proxy_marshal_flags(vp->manager, 0, &lk_zwlr_virtual_pointer_v1_interface, 1, 0, NULL, NULL);
    // A protocol error (a wrong opcode or signature) shows only here, after the round trip.
    if (wl_display_roundtrip(vp->display) < 0 || wl_display_get_error(vp->display) != 0 || !vp->pointer) {
        lk_virtual_pointer_close(vp);
        return NULL;
    }
    return vp;
}

/// The requests' opcodes: their order in the protocol's XML.
enum { OP_MOTION_ABSOLUTE = 1, OP_FRAME = 4 };

int lk_virtual_pointer_move(void *pointer, uint32_t time_ms, uint32_t x, uint32_t y, uint32_t x_extent, uint32_t y_extent) {
    struct lk_virtual_pointer *vp = pointer;
    if (!vp || x_extent == 0 || y_extent == 0) return -1;
    wl_proxy_marshal_flags(vp->pointer, OP_MOTION_ABSOLUTE, NULL, 1, 0, time_ms, x, y, x_extent, y_extent);
    wl_proxy_marshal_flags(vp->pointer, OP_FRAME, NULL, 1, 0);
    // The round trip: the compositor has handled the motion when this returns.
    if (wl_display_roundtrip(vp->display) < 0 || wl_display_get_error(vp->display) != 0) return -1;
    return 0;
}

void lk_virtual_pointer_close(void *pointer) {
    struct lk_virtual_pointer *vp = pointer;
    if (!vp) return;
    wl_display_disconnect(vp->display);
    free(vp);
}
