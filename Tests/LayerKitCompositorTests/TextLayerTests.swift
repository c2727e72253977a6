import Foundation
@testable import LayerKitCompositor
import LayerKitGraphics
import LayerKitRaster
import LayerKitTestSupport
import Testing

/// CATextLayer as Apple documents it (defaults, animatable `fontSize` and `foregroundColor`,
/// alignment and truncation modes), its layout cache (oracle: `TextLayoutCache.layoutsMade`,
/// a counter of layouts made, not timing) and its refusal of bad input.
@Suite("CATextLayer", .ownMediaClock)
struct TextLayerTests {
    /// A 200 x 60 stage (black) with a text layer over it, both committed through `renderer`.
    final class Stage {
        let root = stage(CGSize(width: 200, height: 60), gray: 0)
        let text = CATextLayer()
        let renderer = CARenderer(size: CGSize(width: 200, height: 60), scale: 1, options: .default, threads: 1)

        init(_ string: Any? = "Hello") {
            text.frame = root.bounds
            text.string = string
            text.fontSize = 20
            root.addSublayer(text)
            renderer.layer = root
        }

        /// Commits and renders the frame at `time`.
        @discardableResult
        func frame(at time: CFTimeInterval = 0) -> Bitmap {
            CATransaction.flush()
            renderer.beginFrame(atTime: time); _ = renderer.updateBounds(); renderer.render(); renderer.endFrame()
            return Bitmap(renderer.image)
        }

        /// Layouts made while `body` runs.
        func layouts(_ body: () -> Void) -> Int {
            let before = TextLayoutCache.layoutsMade
            body()
            return TextLayoutCache.layoutsMade - before
        }
    }

    /// The columns (x) where some pixel of `image` is brighter than `threshold` in red.
    static func inkColumns(_ image: Bitmap, threshold: Int = 100) -> ClosedRange<Int>? {
        var lo = Int.max, hi = Int.min
        for y in 0..<image.height { for x in 0..<image.width where image.premultiplied(x, y).r > threshold {
            lo = min(lo, x); hi = max(hi, x)
        } }
        return lo <= hi ? lo...hi : nil
    }

    @Test("defaults are Apple's documented ones: 36 pt, opaque white, not wrapped, natural, no truncation, scale 1")
    func defaults() {
        let t = CATextLayer()
        #expect(t.fontSize == 36)
        #expect(t.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(!t.isWrapped)
        #expect(t.alignmentMode == .natural)
        #expect(t.truncationMode == .none)
        #expect(t.contentsScale == 1)
        #expect(t.string == nil)
        #expect(t.font as? String == "Helvetica")
        #expect(DefaultedText().string as? String == "from defaultValue(forKey:)")
    }

    /// A subclass giving `string` a default, as Apple's `defaultValue(forKey:)` allows.
    final class DefaultedText: CATextLayer {
        override class func defaultValue(forKey key: String) -> Any? {
            key == "string" ? "from defaultValue(forKey:)" : super.defaultValue(forKey: key)
        }
    }

    @Test("redrawing unchanged text makes no layout; changing the string, size, width or scale does (counter)")
    func layoutIsCached() {
        let s = Stage()
        #expect(s.layouts { s.frame() } > 0)
        #expect(s.layouts { s.text.setNeedsDisplay(); s.frame() } == 0, "same text, same layout")
        #expect(s.layouts { s.text.position.y += 1; s.frame() } == 0, "moving does not lay out")
        #expect(s.layouts { s.text.string = "Hello!"; s.frame() } > 0)
        #expect(s.layouts { s.text.fontSize = 21; s.frame() } > 0)
        #expect(s.layouts { s.text.bounds.size.width = 150; s.frame() } > 0)
        #expect(s.layouts { s.text.contentsScale = 2; s.frame() } > 0)
        #expect(s.layouts { s.text.setNeedsDisplay(); s.frame() } == 0)
    }

    @Test("100 labels, one changing its string each frame: one layout per frame, none for the other 99 (counter)")
    func oneChangingLabel() {
        let root = stage(CGSize(width: 400, height: 250), gray: 0)
        let labels = (0..<100).map { i -> CATextLayer in
            let t = CATextLayer()
            t.frame = CGRect(x: (i % 10) * 40, y: (i / 10) * 25, width: 40, height: 25)
            t.fontSize = 10
            t.contentsScale = 2
            t.string = "L\(i)"
            root.addSublayer(t)
            return t
        }
        let r = CARenderer(size: CGSize(width: 400, height: 250), scale: 2, options: .default, threads: 1)
        r.layer = root
        func frame(_ f: Int) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            labels[0].string = "F\(f)"
            CATransaction.commit()
            CATransaction.flush()
            r.beginFrame(atTime: Double(f) / 60); _ = r.updateBounds(); r.render(); r.endFrame()
        }
        frame(0)
        frame(1)
        let before = TextLayoutCache.layoutsMade
        for f in 2..<12 { frame(f) }
        #expect(TextLayoutCache.layoutsMade - before == 10)
    }

    @Test("a foregroundColor change repaints in the new colour without laying out again")
    func colourOnlyRepaints() {
        let s = Stage()
        CATransaction.setDisableActions(true)
        s.text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        s.frame()
        var image = Bitmap(width: 1, height: 1, pixels: [0])
        let made = s.layouts {
            s.text.foregroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            image = s.frame()
        }
        CATransaction.setDisableActions(false)
        #expect(made == 0)
        var green = 0, red = 0
        for y in 0..<60 { for x in 0..<200 {
            let p = image.premultiplied(x, y)
            if p.g > 200 { green += 1 }
            if p.r > 50 { red += 1 }
        } }
        #expect(green > 20 && red == 0)
    }

    @Test("foregroundColor animates (Apple: animatable) and costs no layout per frame")
    func colourAnimates() {
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let s = Stage()
        s.text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        s.frame(at: 10)
        let a = CABasicAnimation(keyPath: "foregroundColor")
        a.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        a.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        a.duration = 1
        s.text.add(a, forKey: "colour")
        s.frame(at: 10)
        var halfway = Bitmap(width: 1, height: 1, pixels: [0])
        let made = s.layouts {
            for t in stride(from: 10.1, through: 10.5, by: 0.1) { halfway = s.frame(at: t) }
        }
        #expect(made == 0, "five animated frames, no layout")
        // Hand computation: at half time red and blue are both 127.5 in the glyphs' solid parts.
        var mixed = false
        for y in 0..<60 { for x in 0..<200 {
            let p = halfway.premultiplied(x, y)
            if abs(p.r - 128) <= 3 && abs(p.b - 128) <= 3 && p.a == 255 { mixed = true }
        } }
        #expect(mixed)
    }

    @Test("fontSize animates (Apple: animatable): text drawn halfway from 10 to 30 points is about as wide as 20")
    func sizeAnimates() throws {
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let s = Stage()
        s.text.fontSize = 20
        let width20 = try #require(Self.inkColumns(s.frame(at: 10))).count
        CATransaction.setDisableActions(true)
        s.text.fontSize = 30
        CATransaction.setDisableActions(false)
        s.frame(at: 10)
        let a = CABasicAnimation(keyPath: "fontSize")
        a.fromValue = CGFloat(10); a.toValue = CGFloat(30); a.duration = 1
        s.text.add(a, forKey: "size")
        s.frame(at: 10)
        let halfway = try #require(Self.inkColumns(s.frame(at: 10.5))).count
        #expect(abs(halfway - width20) <= 2, "\(halfway) vs \(width20)")
        #expect(s.text.fontSize == 30, "the model is untouched")
    }

    @Test("right and centre alignment use the free width; end truncation keeps the ink inside the bounds")
    func alignmentAndTruncation() throws {
        let s = Stage()
        let left = try #require(Self.inkColumns(s.frame()))
        s.text.alignmentMode = .right
        let right = try #require(Self.inkColumns(s.frame()))
        #expect(left.lowerBound <= 2 && right.upperBound >= 195 && right.upperBound < 200)
        s.text.alignmentMode = .center
        let centre = try #require(Self.inkColumns(s.frame()))
        #expect(abs((centre.lowerBound + centre.upperBound) / 2 - 100) <= 3)
        s.text.alignmentMode = .left
        s.text.string = String(repeating: "Truncate me please ", count: 4)
        s.text.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        s.text.truncationMode = .end
        let cut = try #require(Self.inkColumns(s.frame()))
        #expect(cut.upperBound < 120)
    }

    @Test("an attributed run with a CTFont, a red colour and a single underline draws red, the rest in the layer's colour")
    func attributedRuns() {
        let s = Stage()
        let text = NSMutableAttributedString(string: "Lorem ipsum")
        let whole = NSRange(location: 0, length: text.length)
        text.addAttribute(.font, value: CTFontCreateWithName("Helvetica", 20, nil), range: whole)
        text.addAttribute(.foregroundColor, value: CGColor(red: 0, green: 1, blue: 0, alpha: 1), range: whole)
        text.addAttribute(.foregroundColor, value: CGColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 6, length: 5))
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 6, length: 5))
        s.text.string = text
        let image = s.frame()
        var redMaxX = 0, greenMaxX = 0, underlineRow = false
        for y in 0..<60 {
            var run = 0
            for x in 0..<200 {
                let p = image.premultiplied(x, y)
                if p.r > 200 && p.g < 50 { redMaxX = max(redMaxX, x); run += 1 } else { run = 0 }
                if p.g > 200 && p.r < 50 { greenMaxX = max(greenMaxX, x) }
                if run >= 30 { underlineRow = true }
            }
        }
        #expect(redMaxX > greenMaxX, "the red word is after the green one")
        #expect(underlineRow, "a red underline: 30 red pixels in a row")
    }

    @Test("bad input is refused with a warning: NaN fontSize, a number as string or font; unknown names draw")
    func badInput() throws {
        let s = Stage()
        s.text.fontSize = .nan
        #expect(s.text.fontSize == 20)
        s.text.string = 42
        #expect(s.text.string as? String == "Hello")
        #expect(Diagnostics.hasWarned(containing: "CATextLayer.string"))
        s.text.font = 3.5
        #expect(Diagnostics.hasWarned(containing: "CATextLayer.font"))
        s.text.font = "No Such Font Anywhere"
        #expect(Self.inkColumns(s.frame()) != nil, "an unknown name draws in DejaVu Sans")
        s.text.setValue(7, forKey: "string")
        #expect(Self.inkColumns(s.frame()) == nil, "a non-text value set by key draws nothing")
        s.text.string = "Hello"
        s.text.setValue("big", forKey: "fontSize")
        #expect(Self.inkColumns(s.frame()) != nil, "a fontSize of the wrong type reads as the default")
    }

    @Test("contentsScale 2 gives a backing store of twice the bounds in pixels (Apple's contentsScale)")
    func scaleDoublesBackingStore() throws {
        let s = Stage()
        s.text.contentsScale = 2
        s.frame()
        let image = try #require(s.text.contents as? CGImage)
        #expect(image.width == 400 && image.height == 120)
    }
}
