import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// Oracle: the W3C Compositing and Blending Level 1 recommendation, which Core Image's blend
/// filters and Apple's `CALayer.compositingFilter` follow: with backdrop `Cb`/`αb` and source
/// `Cs`/`αs` (straight colours), the result is premultiplied
/// `co = αs·(1 − αb)·Cs + αb·(1 − αs)·Cb + αs·αb·B(Cb, Cs)`, `αo = αs + αb·(1 − αs)`, with
/// `B` the mode's blend function (section 9 for the separable ones). Issue 32 (the second
/// client sets `compositingFilter = "multiplyBlendMode"`-style names).
@Suite("CALayer.compositingFilter blends the layer over what is behind it (W3C Compositing and Blending)", .ownMediaClock)
struct CompositingFilterTests {
    /// The W3C separable blend functions, by Core Image filter name.
    static let separable: [(String, (Double, Double) -> Double)] = [
        ("multiplyBlendMode", { b, s in b * s }),
        ("screenBlendMode", { b, s in b + s - b * s }),
        ("overlayBlendMode", { b, s in b <= 0.5 ? s * 2 * b : 1 - (1 - s) * (1 - (2 * b - 1)) }),
        ("darkenBlendMode", { b, s in min(b, s) }),
        ("lightenBlendMode", { b, s in max(b, s) }),
        ("hardLightBlendMode", { b, s in s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1) }),
        ("differenceBlendMode", { b, s in abs(b - s) }),
        ("exclusionBlendMode", { b, s in b + s - 2 * b * s }),
    ]

    /// A 4x4 opaque backdrop of `back` with a 4x4 layer of `front` (alpha `a`) on it, blended by `filter`.
    static func blended(_ filter: Any?, back: (Double, Double, Double), front: (Double, Double, Double), a: Double) -> Bitmap {
        let root = box(CGRect(x: 0, y: 0, width: 4, height: 4), rgb(back.0, back.1, back.2))
        let top = box(CGRect(x: 0, y: 0, width: 4, height: 4), rgb(front.0, front.1, front.2, a))
        top.compositingFilter = filter
        root.addSublayer(top)
        return render(root, size: CGSize(width: 4, height: 4))
    }

    @Test("each separable mode gives the W3C formula's value, within 1 level of 8-bit rounding",
          arguments: separable.map(\.0))
    func separableModesMatchW3C(_ name: String) {
        let blend = Self.separable.first { $0.0 == name }!.1
        // Inputs at 8-bit levels, as the layers' colours are stored.
        let back = (204.0 / 255, 102.0 / 255, 51.0 / 255), front = (153.0 / 255, 230.0 / 255, 26.0 / 255)
        let alpha = 0.6
        let b = Self.blended(name, back: back, front: front, a: alpha)
        let got = px(b, 2, 2)
        let cb = [back.0, back.1, back.2], cs = [front.0, front.1, front.2]
        let quantizedAlpha = (alpha * 255).rounded() / 255
        for c in 0..<3 {
            // αb = 1: co = αs·B(Cb, Cs) + (1 − αs)·Cb.
            let co = quantizedAlpha * blend(cb[c], cs[c]) + (1 - quantizedAlpha) * cb[c]
            #expect(abs(Double(got[c]) - co * 255) <= 1.5, "\(name) channel \(c): \(got[c]) against \(co * 255)")
        }
        #expect(got[3] == 255)
    }

    @Test("multiply over a transparent backdrop is the source itself (the (1 − αb)·Cs term)")
    func multiplyOverNothing() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        let top = box(CGRect(x: 0, y: 0, width: 4, height: 4), rgb(0.2, 0.6, 1, 0.8))
        top.compositingFilter = "multiplyBlendMode"
        root.addSublayer(top)
        let plain = box(CGRect(x: 0, y: 0, width: 4, height: 4), rgb(0.2, 0.6, 1, 0.8))
        #expect(px(render(root, size: CGSize(width: 4, height: 4)), 1, 1) == px(render(plain, size: CGSize(width: 4, height: 4)), 1, 1))
    }

    @Test("the CI-prefixed filter name names the same blend")
    func prefixedName() {
        let a = Self.blended("CIMultiplyBlendMode", back: (0.8, 0.4, 0.2), front: (0.5, 0.5, 1), a: 1)
        let b = Self.blended("multiplyBlendMode", back: (0.8, 0.4, 0.2), front: (0.5, 0.5, 1), a: 1)
        #expect(a.difference(from: b).count == 0)
        #expect(px(a, 1, 1) != px(Self.blended(nil, back: (0.8, 0.4, 0.2), front: (0.5, 0.5, 1), a: 1), 1, 1))
    }

    @Test("a name LayerKit does not know is said once and draws as a layer without a filter")
    func unknownNameDrawsNormally() {
        let odd = Self.blended("vividLightBlendMode", back: (0.8, 0.4, 0.2), front: (0.5, 0.5, 1), a: 0.7)
        let plain = Self.blended(nil, back: (0.8, 0.4, 0.2), front: (0.5, 0.5, 1), a: 0.7)
        #expect(odd.difference(from: plain).count == 0)
        #expect(Diagnostics.hasWarned(containing: "compositingFilter vividLightBlendMode"))
        let number = Self.blended(42, back: (0.8, 0.4, 0.2), front: (0.5, 0.5, 1), a: 0.7)
        #expect(number.difference(from: plain).count == 0)
    }

    @Test("the value is kept as given and read back by key, as Apple's property is")
    func valueRoundTrips() {
        let l = CALayer()
        #expect(l.compositingFilter == nil)
        l.compositingFilter = "screenBlendMode"
        #expect(l.compositingFilter as? String == "screenBlendMode")
        #expect(l.value(forKey: "compositingFilter") as? String == "screenBlendMode")
        l.setValue("darkenBlendMode", forKey: "compositingFilter")
        #expect(l.compositingFilter as? String == "darkenBlendMode")
    }

    @Test("a solid layer among many plain siblings still blends (it is not batched with them)")
    func solidAmongSiblingsBlends() {
        let root = box(CGRect(x: 0, y: 0, width: 40, height: 4), rgb(0.8, 0.4, 0.2))
        for i in 0..<10 {
            let l = box(CGRect(x: CGFloat(i * 4), y: 0, width: 4, height: 4), rgb(0.5, 0.5, 1))
            if i == 5 { l.compositingFilter = "multiplyBlendMode" }
            root.addSublayer(l)
        }
        let b = render(root, size: CGSize(width: 40, height: 4))
        #expect(px(b, 1, 1) == [128, 128, 255, 255])
        let m = px(b, 21, 1)
        #expect(abs(m[0] - 102) <= 1 && abs(m[1] - 51) <= 1 && abs(m[2] - 51) <= 1, "multiplied: \(m)")
    }

    @Test("inside a layer the compositor caches as an image, the blend still reaches the backdrop behind it")
    func blendInsideCachedAncestor() {
        let root = box(CGRect(x: 0, y: 0, width: 16, height: 16), rgb(0.8, 0.4, 0.2))
        let rounded = CALayer()
        rounded.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        rounded.cornerRadius = 2
        rounded.masksToBounds = true
        let top = box(CGRect(x: 0, y: 0, width: 16, height: 16), rgb(0.5, 0.5, 1))
        top.compositingFilter = "multiplyBlendMode"
        rounded.addSublayer(top)
        root.addSublayer(rounded)
        for _ in 0..<3 {
            let m = px(render(root, size: CGSize(width: 16, height: 16)), 8, 8)
            #expect(abs(m[0] - 102) <= 1 && abs(m[1] - 51) <= 1 && abs(m[2] - 51) <= 1, "multiplied: \(m)")
        }
    }

    @Test("golden: multiply applies to the layer with its sublayers, over two backdrop colours")
    func multiplyGroupGolden() {
        let root = box(CGRect(x: 0, y: 0, width: 32, height: 32), rgb(1, 0.9, 0.2))
        root.addSublayer(box(CGRect(x: 16, y: 0, width: 16, height: 32), rgb(0.2, 0.7, 1)))
        let group = box(CGRect(x: 4, y: 4, width: 24, height: 24), rgb(0.6, 0.6, 0.6))
        group.addSublayer(box(CGRect(x: 4, y: 4, width: 16, height: 16), rgb(1, 0.3, 0.5)))
        group.compositingFilter = "multiplyBlendMode"
        root.addSublayer(group)
        Golden.check(render(root, size: CGSize(width: 32, height: 32)), named: "compositing-multiply-group")
    }

    @Test("golden: luminosity (non-separable) keeps the backdrop's hue and saturation, with the layer's luminosity")
    func luminosityGolden() {
        let root = box(CGRect(x: 0, y: 0, width: 32, height: 32), rgb(0.9, 0.2, 0.1))
        root.addSublayer(box(CGRect(x: 16, y: 0, width: 16, height: 32), rgb(0.1, 0.3, 0.9)))
        let top = box(CGRect(x: 0, y: 8, width: 32, height: 16), rgb(0.8, 0.8, 0.8))
        top.compositingFilter = "luminosityBlendMode"
        root.addSublayer(top)
        Golden.check(render(root, size: CGSize(width: 32, height: 32)), named: "compositing-luminosity")
    }

    @Test("golden: screen through the layer's opacity and a mask")
    func screenMaskedGolden() {
        let root = box(CGRect(x: 0, y: 0, width: 32, height: 32), rgb(0.2, 0.3, 0.6))
        let top = box(CGRect(x: 0, y: 0, width: 32, height: 32), rgb(0.9, 0.5, 0.1))
        top.opacity = 0.75
        let mask = box(CGRect(x: 8, y: 8, width: 16, height: 16), rgb(0, 0, 0))
        mask.cornerRadius = 8
        top.mask = mask
        top.compositingFilter = "screenBlendMode"
        root.addSublayer(top)
        Golden.check(render(root, size: CGSize(width: 32, height: 32)), named: "compositing-screen-masked")
    }
}
