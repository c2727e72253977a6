/// What `layerdemos` was asked to do, checked against the catalog: every combination of
/// arguments is either valid here or rejected with a one-line `LaunchError`.
public enum LaunchOptions: Equatable {
    /// Print the catalog.
    case list
    /// Open the window on the demo at `index`.
    case window(index: Int, scale: CGFloat)
    /// Render the demo at `index` at media `time` into the PNG file `output`.
    case headless(index: Int, time: CFTimeInterval, output: String, scale: CGFloat, inputs: [ScriptedInput])
    /// Print the layer tree of the demo at `index` at media `time`, as text or as JSON.
    case dumpTree(index: Int, time: CFTimeInterval, json: Bool, scale: CGFloat, inputs: [ScriptedInput])
    /// Record the demo at `index` into the animated image `output`.
    case record(index: Int, output: String, plan: RecordingPlan, scale: CGFloat, inputs: [ScriptedInput])

    /// Checks the command-line values.
    ///
    /// - `--list` alone prints the catalog.
    /// - `--chapter N` or `--example N.M` (not both) picks the first demo; neither: the first
    ///   demo of the catalog.
    /// - `--headless` needs `--example`, `--out` and a time (`--time`, 0 by default, finite and
    ///   not negative); `--out`, `--time`, `--tap`, `--drag` need `--headless`.
    /// - `--dump-tree` needs `--example`, takes `--time`, `--tap`, `--drag`, `--json`.
    /// - `--record FILE.png|FILE.gif` needs `--example` and `--seconds`, takes `--fps`, `--tap`,
    ///   `--drag` (see `RecordingPlan`).
    /// - `--headless`, `--dump-tree` and `--record` exclude each other.
    /// - `--scale` is finite and within 0.5...4.
    public static func resolve(chapter: Int?, example: String?, list: Bool, headless: Bool,
                               time: Double?, output: String?, taps: [String], drags: [String],
                               scale: Double, dumpTree: Bool = false, json: Bool = false,
                               record: String? = nil, seconds: Double? = nil, fps: Int? = nil,
                               catalog: DemoCatalog) throws(LaunchError) -> LaunchOptions {
        if list {
            guard chapter == nil, example == nil, !headless, !dumpTree, record == nil else {
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
        if [headless, dumpTree, record != nil].filter({ $0 }).count > 1 {
            throw LaunchError("--headless, --dump-tree and --record each run the demo without a display: give one of them")
        }
        if json && !dumpTree { throw LaunchError("--json is the format of --dump-tree: add --dump-tree") }
        if (seconds != nil || fps != nil) && record == nil {
            throw LaunchError("--seconds and --fps say how long and how fast to record: add --record FILE.png or FILE.gif")
        }
        let scale = CGFloat(scale)
        if dumpTree {
            guard example != nil else { throw LaunchError("--dump-tree reads one demo: name it with --example N.M (see --list)") }
            guard output == nil else { throw LaunchError("--dump-tree prints to standard output and takes no --out") }
            return .dumpTree(index: index, time: try mediaTime(time), json: json, scale: scale,
                             inputs: try scriptedInputs(taps: taps, drags: drags))
        }
        if let record {
            guard example != nil else { throw LaunchError("--record records one demo: name it with --example N.M (see --list)") }
            guard output == nil, time == nil else {
                throw LaunchError("--record FILE is the output and records from time 0: it takes no --out or --time")
            }
            let plan = try RecordingPlan(path: record, seconds: seconds, fps: fps)
            return .record(index: index, output: record, plan: plan, scale: scale,
                           inputs: try scriptedInputs(taps: taps, drags: drags))
        }
        guard headless else {
            if output != nil || time != nil || !taps.isEmpty || !drags.isEmpty {
                throw LaunchError("--out, --time, --tap and --drag are for rendering without a display: add --headless (or --dump-tree, --record)")
            }
            return .window(index: index, scale: scale)
        }
        guard example != nil else {
            throw LaunchError("--headless renders one demo: name it with --example N.M (see --list)")
        }
        guard let output, !output.isEmpty else {
            throw LaunchError("--headless needs --out FILE.png, the file to write the frame to")
        }
        return .headless(index: index, time: try mediaTime(time), output: output, scale: scale,
                         inputs: try scriptedInputs(taps: taps, drags: drags))
    }

    /// `--time` (0 when not given), checked: finite, 0 or more, at most an hour.
    private static func mediaTime(_ time: Double?) throws(LaunchError) -> CFTimeInterval {
        let t = time ?? 0
        guard t.isFinite, t >= 0 else {
            throw LaunchError("--time \(t): the media time must be a finite number of seconds, 0 or more")
        }
        guard t <= 3600 else { throw LaunchError("--time \(t): at most 3600 seconds can be rendered headless") }
        return t
    }

    /// The `--tap` and `--drag` scripts, parsed.
    private static func scriptedInputs(taps: [String], drags: [String]) throws(LaunchError) -> [ScriptedInput] {
        var inputs: [ScriptedInput] = []
        for s in taps { inputs.append(try ScriptedInput(tap: s)) }
        for s in drags { inputs.append(try ScriptedInput(drag: s)) }
        return inputs
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
