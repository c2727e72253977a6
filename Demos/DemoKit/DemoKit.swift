// DemoKit: what the book's demos share, and the `layerdemos` shell around them.
//
// In:   demos (`Demo`: id, title, hint, content size, a builder that fills a container
//       layer), launch options, pointer and key input from the host.
// Out:  the catalog (`DemoCatalog`), the environment demos build with (`DemoEnvironment`:
//       size, scale, media time, a wall clock, scene timers, display links, gestures, input,
//       messages), layer-built controls (`Button`, `Slider`, `Switch`, `SegmentedControl`,
//       `Label`), the window shell (`DemoShell`), headless rendering (`HeadlessRender`), the layer
//       tree as text or JSON at a media time (`LayerTreeDump`), the window's live inspector
//       (`LayerInspector`: the same values, read at each frame's time, in a panel beside the
//       demo), recordings of headless frames as animated PNG or GIF (`Recorder`), and S3TC
//       DXT5 texture blocks for the OpenGL demo (`DXT5`, encoder and decoder).
// Never: uses anything but LayerKit's public API in what demos see; reads the clock (the
//        host's scene gives the time and date).
@_exported import LayerKit
