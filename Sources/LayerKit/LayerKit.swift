// LayerKit: the public API in one import. Replace `import QuartzCore` with `import LayerKit`.
//
// In:   nothing of its own.
// Out:  re-exports every public type: geometry, CoreGraphics-shaped drawing, animation and
//       timing, layers and transactions, the renderer, image loading (chapter 14) and the window host.
// Never: adds API of its own.
@_exported import LayerKitGeometry
@_exported import LayerKitGraphics
@_exported import LayerKitAnimation
@_exported import LayerKitLayers
@_exported import LayerKitCompositor
@_exported import LayerKitImageIO
@_exported import LayerKitHost
