// LayerDemos: the book's examples (CATALOG.md), one folder per chapter, each listing a
// `Demo` built with LayerKit's public API and DemoKit.
//
// To add a demo: write it in `ChapterNN/ListingN_M.swift` as a `Demo` (or a `BookDemo`
// value), add it to that chapter's `demos` list (create `ChapterNN/ChapterNN.swift` for a new
// chapter and add the chapter to `LayerDemos.all` below). `layerdemos --list` shows it.
@_exported import DemoKit

/// Every demo of the book that has been written, as a catalog in book order.
public enum LayerDemos {
    /// All registered demos, chapter by chapter.
    public static var all: [Demo] {
        Chapter01.demos
            + Chapter02.demos
            + Chapter03.demos
            + Chapter04.demos
            + Chapter05.demos
            + Chapter06.demos
            + Chapter07.demos
            + Chapter08.demos
            + Chapter09.demos
            + Chapter10.demos
            + Chapter11.demos
            + Chapter12.demos
            + Chapter13.demos
            + Chapter14.demos
            + Chapter15.demos
    }

    /// The catalog `layerdemos` shows.
    public static var catalog: DemoCatalog { DemoCatalog(all) }
}
