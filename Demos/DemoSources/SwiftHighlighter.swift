/// Splits a line of Swift into runs for syntax colouring, as Xcode's default theme tells them
/// apart: keywords, string literals, comments, numbers, type names (a capitalised word) and
/// the rest. Line by line: a `/* */` comment or a multi-line string that spans lines is seen
/// only on its first line (the demos use neither).
public enum SwiftHighlighter {
    /// What a run of text is.
    public enum Kind: Sendable, Equatable, CaseIterable {
        /// Identifiers, operators, punctuation, spaces.
        case plain
        /// A Swift keyword.
        case keyword
        /// A string literal, quotes included.
        case string
        /// A `//` comment to the end of the line.
        case comment
        /// A number literal.
        case number
        /// A capitalised identifier (a type, by Swift's naming convention).
        case type
    }

    /// One run: its text and kind.
    public struct Run: Sendable, Equatable {
        /// The run's characters.
        public let text: String
        /// What they are.
        public let kind: Kind

        /// A run of `text` of `kind`.
        public init(text: String, kind: Kind) {
            self.text = text
            self.kind = kind
        }
    }

    /// Swift's keywords the demos use (declarations, statements, literals).
    static let keywords: Set<String> = [
        "let", "var", "func", "struct", "class", "enum", "extension", "protocol", "import", "return",
        "if", "else", "guard", "for", "in", "while", "switch", "case", "default", "break", "continue",
        "public", "private", "fileprivate", "internal", "package", "open", "static", "final", "override",
        "init", "deinit", "self", "Self", "super", "true", "false", "nil", "try", "throw", "throws",
        "defer", "where", "as", "is", "some", "any", "weak", "unowned", "lazy", "mutating", "inout",
        "required", "convenience", "typealias", "do", "catch", "repeat",
    ]

    /// The runs of `line`, in order; their texts joined give the line back.
    public static func runs(_ line: String) -> [Run] {
        var runs: [Run] = []
        let chars = Array(line)
        var i = 0
        func add(_ s: ArraySlice<Character>, _ k: Kind) {
            if let last = runs.last, last.kind == k {
                runs[runs.count - 1] = Run(text: last.text + String(s), kind: k)
            } else {
                runs.append(Run(text: String(s), kind: k))
            }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                add(chars[i...], .comment)
                break
            }
            if c == "\"" {
                var j = i + 1
                while j < chars.count, chars[j] != "\"" { j += chars[j] == "\\" ? 2 : 1 }
                let end = min(j + 1, chars.count)
                add(chars[i..<end], .string)
                i = end
                continue
            }
            if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                let word = String(chars[i..<j])
                let kind: Kind = keywords.contains(word) ? .keyword : (c.isUppercase ? .type : .plain)
                add(chars[i..<j], kind)
                i = j
                continue
            }
            if c.isNumber {
                var j = i
                while j < chars.count, chars[j].isNumber || chars[j] == "." || chars[j] == "_" { j += 1 }
                add(chars[i..<j], .number)
                i = j
                continue
            }
            add(chars[i...i], .plain)
            i += 1
        }
        return runs
    }
}
