// LayerKitHost: the present stage and the app's side of time and input.
//
// In:   a root layer and its tree (from the app, on the main thread); X11 or Wayland events
//       (pointer, wheel, keys, resizes, exposures, scale changes, the close request), turned
//       into `WindowInput` by the window system's `WindowPresenter`; the system's
//       monotonic and wall clocks; Foundation's main run loop (timers, main-queue blocks);
//       results of background image loads (`MainThreadHandoff`, run at the start of each tick;
//       a headless host first waits for the loads in flight, `ImageLoader.waitForAll()`).
// Out:  a window (`LayerWindow`) or a headless run (`HeadlessHost`) around a `LayerScene`:
//       each tick fires scene timers and `CADisplayLink`s, commits the implicit transaction
//       (`CATransaction.flush()`), hands the frame's render tree to the render thread
//       (`RenderThread`), which composites it with `CARenderer` at the frame's target time
//       while the app thread goes on, and at the next tick puts its damaged rectangles on
//       screen and runs its animation callbacks on the app thread (X11: MIT-SHM, double buffered; `XPutImage` where
//       MIT-SHM is missing; Wayland: `wl_shm` buffers, paced by frame callbacks). Pointer and key events in root-layer points, hit-tested on the
//       presentation tree and routed to gesture recognizers (tap, pan) of the hit layer and
//       its ancestors, nearest first; a scene's `SceneTool` (the demo viewer's inspector) sees
//       keys, presses and hovering (motion with no button held) first and prepares each frame
//       before its commit. The window's debug tools (`WindowDebugTools`): F1-F6
//       switch the compositor's debug overlays, F7 a frame-time HUD (`FrameHUD`, a tree of its
//       own copied over the frame's corner); each frame's stage times (from `HostClock`, lent to
//       the renderer as its stopwatch) and counts go to `LayerScene.history` for the HUD and
//       `--stats`. The timeline (T, `WindowTimeline`): while shown it holds `MediaClock` and
//       moves it in whole frame steps × rate; paused, it draws the committed tree at the time
//       scrubbed to with a renderer made for that frame and holds app input back. Recording (R,
//       `WindowRecording`): each display frame, before the tools are drawn over it, goes to a
//       `WindowFrameRecorder` the app sets.
// Never: lets the app's model change while the timeline is paused (no tick, no input);
//        ticks while nothing animates, changed or arrived (an idle window blocks in the run
//        loop with no timeout); reads the clock outside `HostClock` (and MediaClock below);
//        keeps static mutable state outside the gesture registry, the display-link list,
//        the X error trap and the Wayland listener tables (C function tables libwayland
//        keeps the address of), each documented where it lives; lets an X error or a lost
//        X server or compositor end the process abruptly.
@_exported import LayerKitCompositor
