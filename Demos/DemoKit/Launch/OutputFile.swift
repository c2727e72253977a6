import Foundation

/// The file `layerdemos --headless --out` writes: checked before any rendering, so a bad path
/// costs nothing and is named in one line with the real fault.
public enum OutputFile {
    /// Throws a `LaunchError` naming the fault when `path` cannot be written as a file: it
    /// names a folder, its folder does not exist or is not a folder, or it cannot be written.
    /// `option` names the option in messages (`--out` or `--record`).
    public static func check(_ path: String, option: String = "--out") throws(LaunchError) {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isFolder) {
            guard !isFolder.boolValue else { throw LaunchError("\(option) \(path): names a folder, not a file") }
            guard fm.isWritableFile(atPath: path) else { throw LaunchError("\(option) \(path): the file is not writable") }
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        let parent = folder.isEmpty ? "." : folder
        guard fm.fileExists(atPath: parent, isDirectory: &isFolder) else {
            throw LaunchError("\(option) \(path): the folder \(parent) does not exist")
        }
        guard isFolder.boolValue else { throw LaunchError("\(option) \(path): \(parent) is not a folder") }
        guard fm.isWritableFile(atPath: parent) else { throw LaunchError("\(option) \(path): the folder \(parent) is not writable") }
    }

    /// Writes `data` to `path`; a failure is a `LaunchError` with the system's reason.
    public static func write(_ data: Data, to path: String, option: String = "--out") throws(LaunchError) {
        guard fopen(path, "wb").map({ file -> Bool in
            defer { fclose(file) }
            return data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } == data.count
        }) == true else {
            throw LaunchError("\(option) \(path): cannot write the file (\(String(cString: strerror(errno))))")
        }
    }
}
