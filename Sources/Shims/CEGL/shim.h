// EGL 1.5 and OpenGL ES 2.0 headers from Debian's libegl-dev and libgles-dev: types, constants
// and function-pointer types only. Nothing is linked: LayerKitOpenGL opens libEGL.so.1 and
// libGLESv2.so.2 with dlopen at run time, so a machine without them still runs every other
// layer and the OpenGL layer reports what is missing instead of the process failing to start.
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES2/gl2.h>
#include <GLES2/gl2ext.h>
#include <dlfcn.h>
