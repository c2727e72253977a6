import Foundation

extension DemoAssets {
    /// The folder the demos keep the files they make at first use (chapter 12's avatars,
    /// chapter 14's photos; 6.11's tiles have `tileCacheDirectory`):
    /// `$XDG_CACHE_HOME/layerdemos`, else `~/.cache/layerdemos`, else (no home) a folder of the
    /// temporary directory. Files live on across runs, in versioned subfolders so a changed
    /// drawing is made again rather than read stale; delete the folder to have them made again.
    /// A test gives its own folder with `withCacheDirectory(_:_:)`, for the code it runs.
    public static var cacheDirectory: URL { boundCacheDirectory ?? processCacheDirectory }

    /// The folder the environment names, for the whole process.
    private static let processCacheDirectory = defaultCacheDirectory(ProcessInfo.processInfo.environment)

    /// A folder bound around a task's (or thread's) code by `withCacheDirectory`.
    @TaskLocal private static var boundCacheDirectory: URL?

    /// Runs `body` with `directory` as `cacheDirectory` for the code it runs on this task or
    /// thread (tests side by side each keep their own folder).
    public static func withCacheDirectory<R>(_ directory: URL, _ body: () throws -> R) rethrows -> R {
        try $boundCacheDirectory.withValue(directory, operation: body)
    }

    /// The cache folder `environment` names (see `cacheDirectory`).
    public static func defaultCacheDirectory(_ environment: [String: String]) -> URL {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0).appendingPathComponent(".cache") }
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("layerdemos", isDirectory: true)
    }
}
