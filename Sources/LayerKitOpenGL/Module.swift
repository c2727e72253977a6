// LayerKitOpenGL: an OpenGL ES 2.0 layer (`CAEAGLLayer`) and its context (`EAGLContext`), with
// Apple's names, rendered by Mesa through EGL without a window (the surfaceless platform, or
// the device platform where that is missing; llvmpipe where there is no GPU). Not part of
// `LayerKit` (on Apple they live in OpenGLES and QuartzCore's EAGL side); the demos import it.
//
// In:   GL ES 2 calls from the app (the `gl...` functions here, on the thread whose current
//       context is set with `EAGLContext.setCurrent`), `renderbufferStorage(_:from:)` and
//       `presentRenderbuffer(_:)`.
// Out:  each presented renderbuffer read back (glReadPixels) into its layer's `contents` as
//       a premultiplied image, committed with the next transaction like any contents change.
// Never: links EGL or GLES (both are opened at run time, so a missing or broken Mesa is an
//        error naming what is missing, never a process that cannot start or a crash); needs
//        an X display; reads a clock; touches the render side (the compositor sees contents).
