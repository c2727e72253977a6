// layerdemos: every example of the book as a selectable, interactive demo (DESIGN.md).
import ArgumentParser
import DemoSources
import Foundation
import LayerDemos

/// The command line. Every bad argument ends in one line on standard error and a non-zero
/// exit status, never a stack trace.
struct LayerDemosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layerdemos",
        abstract: "The examples of \"iOS Core Animation: Advanced Techniques\", running on LayerKit.",
        discussion: """
        In the window: ←/→ previous/next example, ↑/↓ previous/next chapter, Space pauses time, \
        S slows animations ten times, Q or Esc quits; the buttons at the bottom navigate too.
        Headless: layerdemos --headless --example 6.10 --time 1 --drag 200,200:150,170@0.2-0.6 --out frame.png
        Layer tree: layerdemos --dump-tree --example 7.7 --tap 80,300@0.5 --time 2.5 [--json]
        Recording: layerdemos --record out.png --example 8.1 --seconds 1.5 --tap 200,354@0.5 (.png: animated PNG, .gif: GIF)
        Source: layerdemos --source 7.7 prints the demo's Swift file, the book's listing marked ▌.
        Tile cutter (6.11): layerdemos tilecut IMAGE [--size 256] writes IMAGE_XX_YY.jpg tiles next to IMAGE.
        """)

    // Unconditional: "--chapter -1" is a chapter that does not exist, not a missing value.
    @Option(parsing: .unconditional, help: "Open chapter N's first example.")
    var chapter: Int?

    @Option(parsing: .unconditional, help: "Open example N.M (an id from --list, e.g. 6.10 or 2.1a).")
    var example: String?

    @Flag(help: "Print the catalog (id and title) and exit.")
    var list = false

    @Flag(help: "Render one frame without a display (needs --example and --out).")
    var headless = false

    @Flag(help: "Print the demo's layer tree at --time (model and presentation values, animations) and exit.")
    var dumpTree = false

    @Flag(help: "--dump-tree: print JSON instead of text.")
    var json = false

    @Option(parsing: .unconditional, help: "Record the demo without a display into FILE.png (animated PNG) or FILE.gif.")
    var record: String?

    @Option(parsing: .unconditional, help: "--record: how long to record, seconds of media time from 0.")
    var seconds: Double?

    @Option(parsing: .unconditional, help: "--record: frames per second, 1 to 60 (default 30); frame k is at k/fps s.")
    var fps: Int?

    @Option(parsing: .unconditional, help: "--headless, --dump-tree: the media time of the frame or tree, seconds (default 0).")
    var time: Double?

    @Option(parsing: .unconditional, help: "Headless: the PNG file to write.")
    var out: String?

    @Option(name: .customLong("tap"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("--headless, --dump-tree, --record: click at x,y (container points) at time t.", valueName: "x,y@t"))
    var taps: [String] = []

    @Option(name: .customLong("drag"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("--headless, --dump-tree, --record: drag from x0,y0 to x1,y1 between times t0 and t1.", valueName: "x0,y0:x1,y1@t0-t1"))
    var drags: [String] = []

    @Option(parsing: .unconditional, help: "Pixels per point (0.5 to 4). Default: 1 without a display; in the window the desktop's (Xft.dpi / 96), else 1.")
    var scale: Double?

    @Option(parsing: .unconditional, help: "Print example N.M's Swift source (the lines of the book's listing marked ▌) and exit.")
    var source: String?

    @Flag(help: "Window: print once a second what the F7 HUD shows: fps, ms of commit, presentation, compositing and present, counts.")
    var stats = false

    func run() throws {
        let catalog = LayerDemos.catalog
        if let source {
            print(try Self.sourceText(of: source, catalog: catalog), terminator: "")
            return
        }
        let options = try LaunchOptions.resolve(chapter: chapter, example: example, list: list, headless: headless,
                                                time: time, output: out, taps: taps, drags: drags,
                                                scale: scale ?? 1, dumpTree: dumpTree, json: json, record: record,
                                                seconds: seconds, fps: fps, catalog: catalog)
        switch options {
        case .list:
            for d in catalog.demos { print("\(d.id)\t\(d.title)") }
        case let .headless(index, time, output, scale, inputs):
            let demo = catalog.demos[index]
            try OutputFile.check(output)
            let image = try HeadlessRender.render(demo, at: time, scale: scale, inputs: inputs) { print("[\(demo.id)] \($0)") }
            try OutputFile.write(image.pngData(), to: output)
        case let .dumpTree(index, time, json, scale, inputs):
            let demo = catalog.demos[index]
            let dump = try HeadlessRender.dumpTree(demo, at: time, scale: scale, inputs: inputs) {
                FileHandle.standardError.write(Data("[\(demo.id)] \($0)\n".utf8))
            }
            print(json ? dump.json : dump.text, terminator: "")
        case let .record(index, output, plan, scale, inputs):
            let demo = catalog.demos[index]
            try OutputFile.check(output, option: "--record")
            let data = try Recorder.record(demo, plan: plan, scale: scale, inputs: inputs) { print("[\(demo.id)] \($0)") }
            try OutputFile.write(data, to: output, option: "--record")
        case let .window(index, given):
            // The desktop's scale when none was given; the window fitted to the screen.
            let desktop = Desktop.query()
            var scale = self.scale == nil ? desktop?.scale ?? given : given
            var index = index
            while true {
                let size = desktop.map { Desktop.windowSize(scale: scale, screenSize: $0.screenSize) } ?? DemoShell.defaultSize
                let shell = try DemoShell(catalog: catalog, index: index, scale: scale, size: size)
                shell.window.printsStats = stats
                if shell.run() == .connectionLost {
                    throw LaunchError("lost the connection to \(shell.window.serverName); the window is gone")
                }
                // Z: the same demo again at the other scale.
                guard let next = shell.requestedScale else { break }
                scale = next
                index = shell.index
            }
        }
    }
}

extension LayerDemosCommand {
    /// `--source ID`: the demo's source as `DemoSource.text` prints it; an id not in the
    /// catalog, or one whose file is not in the bundle, is a launch error.
    static func sourceText(of id: String, catalog: DemoCatalog) throws -> String {
        guard catalog.demos.contains(where: { $0.id == id }) else {
            throw LaunchError("no example \(id) (see layerdemos --list)")
        }
        guard let s = DemoSource.find(id: id) else { throw LaunchError("the source of \(id) is not in the demos' bundle") }
        return s.text
    }
}

/// Runs the command; errors become one line on standard error.
func main() -> Int32 {
    do {
        var command = try LayerDemosCommand.parseAsRoot()
        try command.run()
        return 0
    } catch {
        let code = LayerDemosCommand.exitCode(for: error)
        if code == .success {  // --help and friends
            print(LayerDemosCommand.fullMessage(for: error))
            return 0
        }
        let message: String
        switch error {
        case let e as LaunchError: message = e.message
        case let e as LayerHostError: message = e.description
        default: message = LayerDemosCommand.message(for: error) + " (see layerdemos --help)"
        }
        let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        FileHandle.standardError.write(Data("layerdemos: \(line)\n".utf8))
        return code == .failure || error is LaunchError || error is LayerHostError ? 1 : code.rawValue
    }
}

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "tilecut" {
    exit(TileCutCommand.run(Array(CommandLine.arguments.dropFirst(2))))
}
exit(main())
