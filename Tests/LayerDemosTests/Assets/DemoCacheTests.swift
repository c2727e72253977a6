import Foundation
import Testing
@testable import DemoKit
@testable import LayerDemos

/// Where the demos keep the files they make. Oracle: the README names the cache folder
/// (`$XDG_CACHE_HOME/layerdemos`, else `~/.cache/layerdemos`) as where `layerdemos` keeps files;
/// issue 34 found chapter 12 and 14 leaving a `/tmp/layerdemos-…-<pid>` folder per run.
extension HeadlessDemoTests {
    @Suite("Demo files live in the cache folder")
    struct DemoCacheTests {
        @Test("the cache folder is $XDG_CACHE_HOME/layerdemos, else ~/.cache/layerdemos (README)")
        func cacheFolderFromEnvironment() {
            #expect(DemoAssets.defaultCacheDirectory(["XDG_CACHE_HOME": "/x/c", "HOME": "/h"]).path == "/x/c/layerdemos")
            #expect(DemoAssets.defaultCacheDirectory(["XDG_CACHE_HOME": "", "HOME": "/h"]).path == "/h/.cache/layerdemos")
        }

        @Test("rendering 12.1 and 14.1 headless writes their files into the cache folder and leaves nothing of this process in the temporary directory")
        func noTemporaryFolders() throws {
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("DemoCacheTests-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: cache) }
            try DemoAssets.withCacheDirectory(cache) {
                for id in ["12.1", "14.1"] {
                    _ = try HeadlessRender.render(try #require(LayerDemos.catalog.demo(id: id)), at: 0.6)
                }
            }
            let tmp = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            let ours = tmp.filter { $0.hasPrefix("layerdemos-") && $0.contains("\(getpid())") }
            #expect(ours.isEmpty, "left in the temporary directory: \(ours)")
            let avatars = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("Avatars-v1/@100").path)
            #expect(avatars.count == Chapter12.avatars.count)
            let photos = cache.appendingPathComponent("Photos-v1").appendingPathComponent(DemoAssets.vacationPhotosFolder)
            #expect(try FileManager.default.contentsOfDirectory(atPath: photos.path).count >= 1)
        }
    }
}
