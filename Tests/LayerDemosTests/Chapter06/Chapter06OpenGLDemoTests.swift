import DemoKit
import Foundation
import LayerDemos
import LayerKit
import LayerKitOpenGL
import LayerKitTestSupport
import Testing

/// Chapter 6's OpenGL ES triangle checked against CATALOG.md's "Checks" for 6.14 (corner
/// pixels black; each corner's vertex colour near it; the centroid about a third of each
/// colour, by hand: barycentric weights 1/3 each), rendered headless by Mesa's llvmpipe, plus
/// the path without OpenGL (issue 11: a clear message in the window, not a crash) and a
/// golden. Golden oracle: looked at when recorded; it shows Fig 6.15's shaded triangle on black.
extension HeadlessDemoTests {
    @Suite("Chapter 6 OpenGL layer")
    struct Chapter06OpenGLDemoTests {
        /// The GL view's top-left corner in the container (a 300-point square centred in 400).
        static let origin = CGPoint(x: 50, y: 50)

        /// The container point of GL normalised device coordinates (x, y) (y up).
        static func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let side = Listing6_14.glViewSide
            return CGPoint(x: origin.x + (x + 1) / 2 * side, y: origin.y + (1 - y) / 2 * side)
        }

        /// A point `f` of the way from vertex `v` to the centroid (0, -1/6).
        static func inside(_ v: (CGFloat, CGFloat), _ f: CGFloat = 0.1) -> CGPoint {
            point(v.0 + (0 - v.0) * f, v.1 + (-1.0 / 6 - v.1) * f)
        }

        @Test("6.14: the corners of the GL view are black")
        func cornersBlack() throws {
            let image = try DemoRun.with(Listing6_14()) { try $0.frame(at: 0) }
            for p in [Self.point(-0.99, 0.99), Self.point(0.99, 0.99), Self.point(-0.99, -0.99), Self.point(0.99, -0.99)] {
                #expect(image.isColor(at: p, 0, 0, 0, tolerance: 0), "\(p)")
            }
        }

        @Test("6.14: blue near the bottom-left vertex, red near the bottom-right, green near the apex")
        func vertexColours() throws {
            let image = try DemoRun.with(Listing6_14()) { try $0.frame(at: 0) }
            let corners: [((CGFloat, CGFloat), (Int, Int, Int))] = [((-0.5, -0.5), (0, 0, 255)),
                                                                     ((0.5, -0.5), (255, 0, 0)),
                                                                     ((0, 0.5), (0, 255, 0))]
            for (vertex, rgb) in corners {
                let c = image.color(at: Self.inside(vertex))
                // 10% of the way to the centroid keeps 90% + 10%/3 = 93.3% of the vertex colour.
                let near = [c.r, c.g, c.b].enumerated().allSatisfy { i, v in
                    abs(v - [rgb.0, rgb.1, rgb.2][i]) <= 255 * 8 / 100
                }
                #expect(near, "\(vertex): \(c)")
            }
        }

        @Test("6.14: the centroid is about a third of each colour")
        func centroidThirds() throws {
            let image = try DemoRun.with(Listing6_14()) { try $0.frame(at: 0) }
            let c = image.color(at: Self.point(0, -1.0 / 6))
            for v in [c.r, c.g, c.b] { #expect(abs(v - 85) <= 4, "\(c)") }
        }

        @Test("6.14 without EGL: the GL view says why in the window and nothing crashes")
        func missingEGL() throws {
            let missing = EGLLibraries(egl: "/nonexistent/libEGL.so.1", gles: "libGLESv2.so.2")
            try DemoRun.with(Listing6_14(libraries: missing)) { run in
                let image = try run.frame(at: 0)
                let text = try #require(run.layer(named: "glError") as? CATextLayer)
                let message = try #require(text.string as? String)
                #expect(message.contains("cannot open /nonexistent/libEGL.so.1"))
                #expect(message.contains("libegl-mesa0"))
                #expect(run.messages == [message])
                #expect(run.layer(named: "glLayer") == nil)
                // The text is drawn: some pixels of the black square are light.
                let lit = (60..<340).contains { y in (60..<340).contains { x in image.brightness(at: CGPoint(x: x, y: y)) > 200 } }
                #expect(lit)
            }
        }

        @Test("goldens: 6.14")
        func goldens() throws {
            try DemoGolden.check(Listing6_14(), at: 0)
        }
    }
}

/// Chapter 6's OpenGL and video demos in a `layerdemos` process with no DISPLAY and a fresh
/// HOME. Oracle: issue 11 (OpenGL through EGL without a window, so no X server or GPU is
/// needed; without EGL the demo says why; the clip is made at first use where
/// `LAYERKIT_CACHE_DIR` says).
@Suite("Chapter 6 OpenGL and video without a display", .ownMediaClock, .oneAtATime)
struct Chapter06NoDisplayTests {
    /// Renders `example` at `time` headless with `environment`; the frame and standard output.
    func render(_ example: String, at time: String = "0.5", environment: [String: String] = [:]) throws -> (Bitmap, String) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lk-\(example)-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let p = try LayerDemosProcess(["--headless", "--example", example, "--time", time, "--out", out], display: nil,
                                      environment: environment)
        #expect(p.wait(seconds: 60) == 0, "stderr: \(p.standardError)")
        return (try #require(Bitmap(pngFile: out)), p.standardOutput)
    }

    @Test("6.14 draws the triangle in a process that has no DISPLAY")
    func triangleWithoutX() throws {
        let (image, output) = try render("6.14")
        #expect(output.isEmpty, "\(output)")
        // The centroid of the triangle, as in the in-process checks: a third of each colour.
        let c = image.rgba(200, 225)
        for v in [c.r, c.g, c.b] { #expect(abs(v - 85) <= 4, "\(c)") }
    }

    @Test("6.14 with LAYERKIT_EGL_LIBRARY naming a missing library says why and exits 0")
    func forcedMissingEGL() throws {
        let (image, output) = try render("6.14", environment: ["LAYERKIT_EGL_LIBRARY": "/nonexistent/libEGL.so.1"])
        #expect(output.contains("[6.14] OpenGL ES is unavailable: cannot open /nonexistent/libEGL.so.1"))
        // No triangle: the centroid is the black square's (the text sits above it).
        #expect(image.isColor(at: CGPoint(x: 200, y: 225), 0, 0, 0, tolerance: 0))
    }

    @Test("6.15 makes its clip where LAYERKIT_CACHE_DIR says and plays it")
    func clipInCacheDir() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lk-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (image, _) = try render("6.15", environment: ["LAYERKIT_CACHE_DIR": dir.path])
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(ShipClip.fileName).path))
        // A quarter turn at 0.5 s: the ship's grey body crosses the centre, the corners are black.
        #expect(image.brightness(at: CGPoint(x: 200, y: 200)) > 100)
        #expect(image.brightness(at: CGPoint(x: 5, y: 5)) < 10)
    }
}
