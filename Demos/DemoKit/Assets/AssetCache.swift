import Foundation

extension DemoAssets {
    /// The folder the demos keep the files they make at first use (chapter 12's avatars,
    /// chapter 14's photos; 6.11's tiles have `tileCacheDirectory`):
    /// `$XDG_CACHE_HOME/layerdemos`, else `~/.cache/layerdemos`, else (no home) a folder of the
    /// temporary directory. Files live on across runs, in versioned subfolders so a changed
    /// drawing is made again rather than read stale; delete the folder to have them made again.
    /// Settable, so tests can use a folder of their own.
    nonisolated(unsafe) public static var cacheDirectory: URL = defaultCacheDirectory(ProcessInfo.processInfo.environment)

    /// The cache folder `environment` names (see `cacheDirectory`).
    public static func defaultCacheDirectory(_ environment: [String: String]) -> URL {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0).appendingPathComponent(".cache") }
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("layerdemos", isDirectory: true)
    }
}
