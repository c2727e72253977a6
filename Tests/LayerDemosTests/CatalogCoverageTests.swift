import Testing
@testable import LayerDemos
import LayerKitTestSupport

/// Oracle: the numbering of the book's examples in the project's CATALOG (123 entries, chapters
/// 1 to 15), copied here as ids because tests read nothing outside the repository.
private let bookExamples: [String] = [
    "1.1", "2.1", "2.1a", "2.2", "2.2a", "2.3", "2.4", "2.5", "3.1", "3.2", "3.3", "3.4",
    "3.5", "4.1", "4.2", "4.3", "4.4", "4.5", "4.6", "4.6a", "4.7", "5.1", "5.2", "5.3",
    "5.4", "5.4a", "5.5", "5.6", "5.7", "5.8", "5.9", "5.9a", "5.10", "5.10a", "6.1", "6.1a",
    "6.2", "6.2a", "6.3", "6.4", "6.5", "6.6", "6.7", "6.8", "6.9", "6.10", "6.11", "6.12",
    "6.12a", "6.13", "6.13a", "6.14", "6.15", "6.16", "7.1", "7.2", "7.3", "7.4", "7.5", "7.6",
    "7.7", "8.1", "8.1a", "8.2", "8.3", "8.4", "8.5", "8.6", "8.7", "8.8", "8.8a", "8.9",
    "8.10", "8.11", "8.12", "8.13", "8.14", "8.15", "9.1", "9.2", "9.3", "9.3a", "9.3b", "9.4",
    "10.1", "10.2", "10.3", "10.4", "10.4a", "10.5", "10.6", "10.7", "10.7a", "10.8", "11.1", "11.2",
    "11.2a", "11.3", "11.4", "11.5", "12.1", "12.2", "13.1", "13.2", "13.3", "13.4", "13.4a", "14.1",
    "14.2", "14.2a", "14.3", "14.4", "14.4a", "14.5", "14.6", "14.7", "14.7a", "14.8", "15.1", "15.2",
    "15.3", "15.4", "15.5",
]

/// Examples not shipped yet, each with the issue that ships it. A demo that lands must leave
/// this list (the test fails while it is in both), so the list is always the truth.
private let notYetShipped: [String: Int] = [:]

@Suite("Catalog coverage: layerdemos --list against the book's examples", .ownMediaClock)
struct CatalogCoverageTests {
    @Test("the book has 123 examples, each listed once")
    func bookCount() {
        #expect(bookExamples.count == 123)
        #expect(Set(bookExamples).count == 123)
    }

    @Test("every book example is offered by layerdemos, except those named as not shipped yet")
    func everyExampleOffered() {
        let offered = Set(LayerDemos.catalog.demos.map(\.id))
        let missing = bookExamples.filter { !offered.contains($0) }
        #expect(Set(missing) == Set(notYetShipped.keys), "missing now: \(missing)")
        let shippedButListed = notYetShipped.keys.filter { offered.contains($0) }.sorted()
        #expect(shippedButListed.isEmpty, "shipped, so take them off notYetShipped: \(shippedButListed)")
    }

    @Test("every demo beyond the book is a variant of a book example (a figure's variant as 2.2b, LayerKit's own as 6.1x)")
    func extrasExtendTheBook() {
        let book = Set(bookExamples)
        for d in LayerDemos.catalog.demos where !book.contains(d.id) {
            let base = String(d.id.reversed().drop { $0.isLetter }.reversed())
            #expect(base != d.id && book.contains(base), "\(d.id) is neither a book example nor a variant of one")
        }
    }
}
