/// Listing 14.1: a carousel that loads its photos on the main thread (CATALOG.md 14.1).
///
/// Each cell reads and decodes its 800x600 PNG in the cell callback, on the main thread: the
/// frame in which a cell scrolls in waits for the file, and the readout shows that load's
/// milliseconds against the 16.7 ms budget, with the worst frame interval seen.
public struct Listing14_1: Demo {
    /// The carousel, to read after building.
    public let carousel = Chapter14.Carousel(loading: .synchronous)

    public init() {}
    public var id: String { "14.1" }
    public var title: String { "Carousel loading images on the main thread (slow)" }
    public var hint: String { "Drag the strip sideways; each new cell stalls the frame while its PNG decodes" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        carousel.build(in: container, environment: environment,
                       title: "Synchronous: each cell reads and decodes its PNG on the main thread")
    }
}

/// Listing 14.2: the carousel loading on a background queue (CATALOG.md 14.2).
///
/// The cell is tagged with its row and cleared; the photo is read and decoded by an
/// `ImageLoader` at utility priority, and handed back to the main thread, where it is set only
/// if the cell still shows that row (a reused cell never shows a stale photo: the readout
/// counts the ones discarded).
public struct Listing14_2: Demo {
    /// The carousel, to read after building.
    public let carousel = Chapter14.Carousel(loading: .background)

    public init() {}
    public var id: String { "14.2" }
    public var title: String { "Carousel loading images on a background queue" }
    public var hint: String { "Drag the strip quickly; cells fill in as their photos arrive, never with another row's" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        carousel.build(in: container, environment: environment,
                       title: "Background loading: decoded off the main thread, set if the cell's tag still matches")
    }
}

/// Listing 14.3: forced decompression off the main thread (CATALOG.md 14.3).
///
/// As 14.2, and on the background queue the decoded photo is redrawn into an opaque bitmap of
/// exactly the image view's size times the screen scale: the main thread gets a bitmap the
/// compositor copies one to one (the readout shows its pixel size).
public struct Listing14_3: Demo {
    /// The carousel, to read after building.
    public let carousel = Chapter14.Carousel(loading: .forcedDecompression)

    public init() {}
    public var id: String { "14.3" }
    public var title: String { "Forced decompression: redrawn at view size off the main thread" }
    public var hint: String { "Drag the strip; the readout shows the size of the bitmaps handed to the main thread" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        carousel.build(in: container, environment: environment,
                       title: "Forced decompression: decoded and redrawn opaque at 300×225 × scale in the background")
    }
}

/// Listing 14.5: an image cache with preloading (CATALOG.md 14.5).
///
/// A cache keyed by row (`ImageCache`, at most 6 photos; see its documentation for why not
/// corelibs' `NSCache`): a hit shows the photo, a hit on the loading placeholder shows nothing
/// yet, a miss stores the placeholder and loads in the background (force-decompressed), caching
/// the result and showing it in the row's cell if in view. Each cell also preloads its
/// neighbours. The readout shows the hit rate; the button simulates a memory warning.
public struct Listing14_5: Demo {
    /// The carousel, to read after building.
    public let carousel = Chapter14.Carousel(loading: .cachedWithPreloading)

    public init() {}
    public var id: String { "14.5" }
    public var title: String { "Image cache with preloading of neighbours" }
    public var hint: String { "Drag the strip back and forth: revisited cells come from the cache; the button empties it" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        carousel.build(in: container, environment: environment,
                       title: "Cache + preloading: rows i−1, i, i+1 are loaded once; hits cost no IO")
        let cache = carousel.cache
        let warning = Button(title: "Memory warning", frame: CGRect(x: 120, y: 325, width: 160, height: 36)) {
            cache.evictUnderMemoryPressure()
        }
        warning.name = "memoryWarning"
        environment.add(warning, to: container)
    }
}

/// Listing 14.4: a `CATiledLayer` per cell (CATALOG.md 14.4).
///
/// Each square cell holds a tiled layer with the cell's frame, the screen's scale and one tile
/// the size of the cell in pixels; the row is stored on it ("index"). On reuse the layer is
/// cleared, given the new row and marked for redisplay; its draw callback, on a tile thread,
/// loads the row's JPEG and draws it full width and vertically centred (height scaled by the
/// aspect, 0.75). The photo fades in over the tiled layer's 0.25 s.
public struct Listing14_4: Demo {
    /// The carousel, to read after building.
    public let carousel = Chapter14.Carousel(loading: .tiledLayer)

    public init() {}
    public var id: String { "14.4" }
    public var title: String { "A CATiledLayer per cell: photos drawn on the tile threads, faded in" }
    public var hint: String { "Drag the strip; each new cell's photo is drawn off the main thread and fades in" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        carousel.build(in: container, environment: environment,
                       title: "Per-cell CATiledLayer: one tile per cell, drawn from the JPEG off the main thread")
    }
}

/// Variant 14.4a: resolution swapping (CATALOG.md 14.4a).
///
/// Cells show an 80x60 JPEG of their photo while the strip is dragged or decelerating; once it
/// stops, the full photo of each visible cell is loaded (force-decompressed) and swapped in.
/// The readout counts the full-resolution requests.
public struct Listing14_4a: Demo {
    /// The carousel, to read after building.
    public let carousel = Chapter14.Carousel(loading: .resolutionSwapping)

    public init() {}
    public var id: String { "14.4a" }
    public var title: String { "Resolution swapping: low-res while scrolling, full-res when it stops" }
    public var hint: String { "Fling the strip: cells are blurry while it moves and sharpen when it stops" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        carousel.build(in: container, environment: environment,
                       title: "Resolution swapping: 80×60 JPEGs while moving, full photos once the strip stops")
    }
}
