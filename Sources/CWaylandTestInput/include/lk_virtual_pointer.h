// Test support only: a pointer device on a wlroots compositor (sway), so that its seat has the
// pointer capability, `swaymsg seat - cursor press/release` reaches clients, and the tests
// can move it (`lk_virtual_pointer_move`). A headless sway has no
// input devices (WLR_LIBINPUT_NO_DEVICES=1); this client creates one through
// zwlr_virtual_pointer_manager_v1 and keeps it while its connection is open.
#ifndef LK_VIRTUAL_POINTER_H
#define LK_VIRTUAL_POINTER_H

#include <stdint.h>

/// Connects to the compositor at `socket` and creates a virtual pointer on its default seat;
/// NULL when it cannot (no compositor, or no zwlr_virtual_pointer_manager_v1).
void *lk_virtual_pointer_open(const char *socket);
/// Moves the pointer to (x, y) of a (x_extent x y_extent) frame spanning the compositor's
/// output layout (give the layout's logical size as the extent for logical pixels), as an
/// absolute pointing device would, and waits until the compositor has handled it. Unlike
/// `swaymsg seat - cursor set/move`, this is device motion: it reaches the client also while
/// a button is held. `time_ms` is the event's timestamp in milliseconds (the caller's clock;
/// only its order matters). 0 on success, -1 when the connection failed.
int lk_virtual_pointer_move(void *pointer, uint32_t time_ms, uint32_t x, uint32_t y, uint32_t x_extent, uint32_t y_extent);
/// Destroys the device and closes the connection.
void lk_virtual_pointer_close(void *pointer);
#endif
