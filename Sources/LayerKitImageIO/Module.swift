// LayerKitImageIO: loading images off the app thread (chapter 14), a LayerKit addition where
// Apple apps use GCD, ImageIO and NSCache.
//
// In:   files or bytes of PNG and JPEG images (decoded by LayerKitGraphics' `CGImage(data:)`);
//       work submitted by the app on its (the host's main) thread.
// Out:  `ImageLoader`: decoding on background queues, with each result handed back to the
//       host's main thread at its next frame (`MainThreadHandoff`); forced decompression
//       (`CGImage.decompressed(pixelWidth:pixelHeight:opaque:)`: a bitmap of exactly the size
//       shown, in the compositor's premultiplied ARGB32, made before the image is shown);
//       `ImageCache`: count and cost limits with least-recently-used eviction.
// Never: reads a clock; runs app callbacks on a background thread; blocks the app thread
//        except where the headless host waits for loads in flight (`ImageLoader.waitForAll()`),
//        so headless frames are the same on every machine.
//
// A target of its own rather than files in LayerKitGraphics: Graphics knows nothing of
// threads and hand-offs, and the host (which drains the hand-offs each frame and, headless,
// waits for loads) needs this and not the other way round.
@_exported import LayerKitGraphics
