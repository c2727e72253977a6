#include <wayland-client.h>
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-keysyms.h>
#include <sys/mman.h>
#include <linux/input-event-codes.h>
