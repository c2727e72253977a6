import Foundation

extension LayerTreeDump {
    /// The dump as indented text, one layer per block: a line with class, name and frame, then
    /// one line per property (`model` and `presentation` columns, `*` where they differ) and one
    /// per animation. Numbers are printed with up to 4 decimals.
    package var text: String {
        var lines = ["layer tree at media time \(Self.number(time)) s"]
        append(root, depth: 0, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The dump as JSON (keys sorted, pretty printed), for tools and bug reports; infinities
    /// (`repeatCount` of an endless animation) are the strings `"inf"` and `"-inf"`.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // An endless repeat is a legitimate infinity; JSON has no number for it.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do { return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n" } catch {
            return "{\"error\": \"the layer tree could not be encoded: \(error)\"}\n"
        }
    }

    private func append(_ node: LayerNode, depth: Int, to lines: inout [String]) {
        let pad = String(repeating: "  ", count: depth)
        lines.append(pad + Self.headline(className: node.className, name: node.name, frame: node.frame))
        let width = node.properties.map(\.key.count).max() ?? 0
        for p in node.properties {
            let key = p.key.padding(toLength: width, withPad: " ", startingAt: 0)
            let mark = p.model == p.presentation ? " " : "*"
            lines.append("\(pad)  \(mark) \(key)  model \(Self.values(p.model, p.key))  presentation \(Self.values(p.presentation, p.key))")
        }
        for a in node.animations { append(a, pad: pad + "  ", to: &lines) }
        for s in node.sublayers { append(s, depth: depth + 1, to: &lines) }
    }

    /// One animation line, then its children (a group's) indented under it.
    private func append(_ a: Animation, pad: String, to lines: inout [String]) {
        lines.append("\(pad)animation \(Self.identity(of: a)) \(Self.timing(of: a))")
        for c in a.children { append(c, pad: pad + "  ", to: &lines) }
    }

    /// A layer's line: class, name in quotes when it has one, and frame.
    package static func headline(className: String, name: String?, frame: [Double]) -> String {
        let name = name.map { " \"\($0)\"" } ?? ""
        return "\(className)\(name) frame \(values(frame))"
    }

    /// What an animation is: its key in quotes (or `(no key)`), class and key path.
    package static func identity(of a: Animation) -> String {
        let key = a.key.map { "\"\($0)\"" } ?? "(no key)"
        return "\(key) \(a.className) keyPath \(a.keyPath ?? "-")"
    }

    /// An animation's timing, phase and progress, as the dump prints them.
    package static func timing(of a: Animation) -> String {
        let curve = a.timingFunction.map { "curve \(values($0))" } ?? "linear"
        return "begin \(number(a.beginTime)) duration \(number(a.duration)) repeat \(number(a.repeatCount))"
            + " speed \(number(a.speed)) offset \(number(a.timeOffset))"
            + (a.autoreverses ? " autoreverses" : "") + " fill \(a.fillMode) \(curve)"
            + " \(a.phase) progress \(number(a.progress))"
    }

    /// `(a, b, ...)`, `nil`, or `identity` for the identity transform.
    package static func values(_ v: [Double]?, _ key: String = "") -> String {
        guard let v else { return "nil" }
        if key == "transform", v == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] { return "identity" }
        return "(" + v.map(number).joined(separator: ", ") + ")"
    }

    /// Up to 4 decimals, without trailing zeros (`-0` prints as `0`).
    package static func number(_ x: Double) -> String {
        guard x.isFinite else { return String(x) }
        var s = String(format: "%.4f", x)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}
