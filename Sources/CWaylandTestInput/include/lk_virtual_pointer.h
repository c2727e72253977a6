// Test support only: a pointer device on a wlroots compositor (sway), so that its seat has the
// pointer capability and `swaymsg seat - cursor ...` reaches clients. A headless sway has no
// input devices (WLR_LIBINPUT_NO_DEVICES=1); this client creates one through
// zwlr_virtual_pointer_manager_v1 and keeps it while its connection is open.
#ifndef LK_VIRTUAL_POINTER_H
#define LK_VIRTUAL_POINTER_H

/// Connects to the compositor at `socket` and creates a virtual pointer on its default seat;
/// NULL when it cannot (no compositor, or no zwlr_virtual_pointer_manager_v1).
void *lk_virtual_pointer_open(const char *socket);
/// Destroys the device and closes the connection.
void lk_virtual_pointer_close(void *pointer);
#endif
