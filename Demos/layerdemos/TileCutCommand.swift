import DemoKit
import Foundation

/// `layerdemos tilecut IMAGE [--size 256]`: the book's TileCutter (listing 6.11). Writes
/// `<IMAGE without extension>_XX_YY.jpg` tiles next to the image and prints how many; without
/// an image prints the usage line (exit 2); a bad argument or an unreadable image ends in one
/// line on standard error (exit 1).
enum TileCutCommand {
    static let usage = "usage: layerdemos tilecut IMAGE [--size 256]"

    /// Runs the command on the arguments after "tilecut"; returns the exit status.
    static func run(_ args: [String]) -> Int32 {
        var path: String?
        var size = 256
        var i = 0
        while i < args.count {
            let a = args[i]
            if a == "--size" {
                guard i + 1 < args.count, let n = Int(args[i + 1]) else { return fail("--size needs a whole number of pixels") }
                size = n
                i += 2
            } else if a.hasPrefix("-") && a != "-" {
                return fail("unknown option \(a) (\(usage))")
            } else if path == nil {
                path = a
                i += 1
            } else {
                return fail("one image at a time (\(usage))")
            }
        }
        guard let path else {
            FileHandle.standardError.write(Data("\(usage)\n".utf8))
            return 2
        }
        do {
            let files = try TileCutter.cut(file: path, size: size)
            print("wrote \(files.count) tiles: \(files.first?.lastPathComponent ?? "") ... \(files.last?.lastPathComponent ?? "")")
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("layerdemos tilecut: \(message)\n".utf8))
        return 1
    }
}
