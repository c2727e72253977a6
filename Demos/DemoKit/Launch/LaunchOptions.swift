/// What `layerdemos` was asked to do, checked against the catalog: every combination of
/// arguments is either valid here or rejected with a one-line `LaunchError`.
public enum LaunchOptions: Equatable {
    /// Print the catalog.
    case list
    /// Open the window on the demo at `index`.
    case window(index: Int, scale: CGFloat)
    /// Render the demo at `index` at media `time` into the PNG file `output`.
    case headless(index: Int, time: CFTimeInterval, output: String, scale: CGFloat, inputs: [ScriptedInput])

    /// Checks the command-line values.
    ///
    /// - `--list` alone prints the catalog.
    /// - `--chapter N` or `--example N.M` (not both) picks the first demo; neither: the first
    ///   demo of the catalog.
    /// - `--headless` needs `--example`, `--out` and a time (`--time`, 0 by default, finite and
    ///   not negative); `--out`, `--time`, `--tap`, `--drag` need `--headless`.
    /// - `--scale` is finite and within 0.5...4.
    public static func resolve(chapter: Int?, example: String?, list: Bool, headless: Bool,
                               time: Double?, output: String?, taps: [String], drags: [String],
                               scale: Double, catalog: DemoCatalog) throws(LaunchError) -> LaunchOptions {
        if list {
            guard chapter == nil, example == nil, !headless else {
                throw LaunchError("--list prints the catalog and takes no --chapter, --example or --headless")
            }
            return .list
        }
        guard scale.isFinite, (0.5...4).contains(scale) else {
            throw LaunchError("--scale \(scale): the scale must be a number from 0.5 to 4 (pixels per point)")
        }
        if chapter != nil && example != nil {
            throw LaunchError("--chapter and --example both pick the first demo: give one of them")
        }
        let index = try pick(chapter: chapter, example: example, catalog: catalog)
        guard headless else {
            if output != nil || time != nil || !taps.isEmpty || !drags.isEmpty {
                throw LaunchError("--out, --time, --tap and --drag are for rendering without a display: add --headless")
            }
            return .window(index: index, scale: CGFloat(scale))
        }
        guard example != nil else {
            throw LaunchError("--headless renders one demo: name it with --example N.M (see --list)")
        }
        guard let output, !output.isEmpty else {
            throw LaunchError("--headless needs --out FILE.png, the file to write the frame to")
        }
        let t = time ?? 0
        guard t.isFinite, t >= 0 else {
            throw LaunchError("--time \(t): the media time must be a finite number of seconds, 0 or more")
        }
        guard t <= 3600 else { throw LaunchError("--time \(t): at most 3600 seconds can be rendered headless") }
        var inputs: [ScriptedInput] = []
        for s in taps { inputs.append(try ScriptedInput(tap: s)) }
        for s in drags { inputs.append(try ScriptedInput(drag: s)) }
        return .headless(index: index, time: t, output: output, scale: CGFloat(scale), inputs: inputs)
    }

    private static func pick(chapter: Int?, example: String?, catalog: DemoCatalog) throws(LaunchError) -> Int {
        guard !catalog.demos.isEmpty else { throw LaunchError("no demos are registered") }
        let chapters = catalog.chapters.map(String.init).joined(separator: ", ")
        if let chapter {
            guard let i = catalog.firstIndex(inChapter: chapter) else {
                throw LaunchError("--chapter \(chapter): no such chapter with demos; chapters with demos: \(chapters) (see --list)")
            }
            return i
        }
        if let example {
            guard DemoID(example) != nil else {
                throw LaunchError("--example \(example): not an example id; ids look like 6.10 or 2.1a (see --list)")
            }
            guard let i = catalog.index(of: example) else {
                throw LaunchError("--example \(example): no such example; see --list for the \(catalog.demos.count) examples")
            }
            return i
        }
        return 0
    }
}
