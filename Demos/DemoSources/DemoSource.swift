// DemoSources: the Swift source of every demo, available at run time.
//
// In:   the files of Demos/LayerDemos, copied whole into this target's resource bundle by
//       SwiftPM (`resources: [.copy("LayerDemos")]`; the same files LayerDemos compiles).
// Out:  `DemoSource` (a demo's file, its lines, the lines that port the book's listing) and
//       `SwiftHighlighter` (each line split into keyword, string, comment, number, type and
//       plain runs), for `layerdemos --source` and the window's listing panel.
// Never: reads the checkout (the bundle travels with the build), or compiles anything.
import Foundation

/// The Swift source of one demo, as the demos' resource bundle holds it.
///
/// The file is the one that declares the demo's id (`var id: String { "7.7" }`, or an id
/// chosen between variants, `retina ? "6.12a" : "6.12"`). The listing lines are the demo's
/// `build(in:environment:)`, from its `func` line to its closing brace: the code that ports
/// the book's listing (the rest of the file is the demo's title, hint and documentation).
public struct DemoSource: Sendable, Equatable {
    /// The file's path inside Demos/LayerDemos ("Chapter07/Listing7_7.swift").
    public let path: String
    /// The file's lines, without their line breaks.
    public let lines: [String]
    /// The indices into `lines` (0-based) of the listing: the demo's `build` function.
    public let listingLines: ClosedRange<Int>

    /// The source of the demo `id` ("7.7"), or nil when no file of the bundle declares it.
    public static func find(id: String) -> DemoSource? {
        let files = bundled
        let literal = "\"\(id)\""
        for (path, lines) in files {
            guard let idLine = lines.firstIndex(where: { $0.contains("var id: String") && $0.contains(literal) }) else { continue }
            let range = buildFunction(in: lines, after: idLine) ?? idLine...idLine
            return DemoSource(path: path, lines: lines, listingLines: range)
        }
        return nil
    }

    /// The lines of `func build(` after `start` to the brace that closes it (braces inside
    /// strings and comments are counted too; the demos have none that do not pair up).
    static func buildFunction(in lines: [String], after start: Int) -> ClosedRange<Int>? {
        guard let first = lines[start...].firstIndex(where: { $0.contains("func build(") }) else { return nil }
        var depth = 0
        var opened = false
        for i in first..<lines.count {
            for c in lines[i] {
                if c == "{" { depth += 1; opened = true } else if c == "}" { depth -= 1 }
            }
            if opened && depth <= 0 { return first...i }
        }
        return nil
    }

    /// Every Swift file of the bundle, read once (the bundle does not change while running).
    static let bundled = allFiles()

    /// Every Swift file of the bundle, by path, in path order.
    static func allFiles() -> [(String, [String])] {
        guard let root = Bundle.module.resourceURL?.appendingPathComponent("LayerDemos"),
              let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var out: [(String, [String])] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let path = String(url.path.dropFirst(root.path.count + 1))
            out.append((path, text.components(separatedBy: "\n")))
        }
        return out.sorted { $0.0 < $1.0 }
    }

    /// The source as `layerdemos --source` prints it: a header naming the file, then every line
    /// with its number; the listing's lines are marked `▌` before the number.
    public var text: String {
        let width = String(lines.count).count
        var out = "// \(path) (▌: the book's listing, lines \(listingLines.lowerBound + 1)-\(listingLines.upperBound + 1))\n"
        for (i, line) in lines.enumerated() {
            if i == lines.count - 1 && line.isEmpty { break }
            let number = String(i + 1)
            let mark = listingLines.contains(i) ? "▌" : " "
            out += mark + String(repeating: " ", count: width - number.count) + number + "  " + line + "\n"
        }
        return out
    }
}
