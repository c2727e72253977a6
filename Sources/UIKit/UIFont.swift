import Foundation
import LayerKitGraphics

/// A font at a size, as UIKit's: a name and a point size, used as the value of
/// `NSAttributedString.Key.font` (converted to Core Text's `CTFont` when drawn).
///
/// Names resolve as `CTFont`'s do: Apple's families map to their metric-compatible stand-ins
/// (Helvetica and the system font to Liberation Sans) and a PostScript-style suffix
/// ("-Bold", "-Italic") names the face. A family that is not installed falls back to
/// fontconfig's best match, where UIKit returns nil (a listed difference).
open class UIFont: NSObject, @unchecked Sendable {
    /// The name the font was made with (family or PostScript-style name).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat

    /// The font named `fontName` at `size` points; nil for an empty name or a size that is
    /// not finite and positive (UIKit returns nil for a font it cannot find).
    public init?(name fontName: String, size: CGFloat) {
        guard !fontName.isEmpty, size.isFinite, size > 0 else { return nil }
        self.fontName = fontName
        pointSize = size
        super.init()
    }

    /// A font known to be valid (`name` non-empty, `size` positive).
    init(validName name: String, size: CGFloat) {
        fontName = name
        pointSize = size
        super.init()
    }

    /// The family part of the name: the name without a face suffix after its last dash.
    open var familyName: String {
        guard let dash = fontName.lastIndex(of: "-"), dash != fontName.startIndex else { return fontName }
        return String(fontName[..<dash])
    }

    /// The same face at `fontSize` points (the current size for a size that is not finite and positive).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(validName: fontName, size: fontSize.isFinite && fontSize > 0 ? fontSize : pointSize)
    }

    /// The system font at `fontSize` points (12 for a size that is not finite and positive).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` points in `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(validName: ".SFUI-" + weight.faceName, size: validSize(fontSize))
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(validName: ".SFUI-Italic", size: validSize(fontSize))
    }

    /// The size UIKit uses for labels: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The size UIKit uses for system text: 14 points.
    open class var systemFontSize: CGFloat { 14 }

    /// The Core Text font of this name and size, for drawing.
    public var ctFont: CTFont { CTFontCreateWithName(fontName, pointSize, nil) }

    /// Equal fonts have equal names and sizes.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize
    }

    /// Hashes the name and size, consistently with `isEqual(_:)`.
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    private static func validSize(_ size: CGFloat) -> CGFloat { size.isFinite && size > 0 ? size : 12 }
}

extension UIFont {
    /// A font weight on UIKit's scale (-1 ultra light ... 1; 0 regular), with UIKit's constants.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The face suffix of the nearest named weight ("Regular", "Bold", ...).
        var faceName: String {
            let faces: [(CGFloat, String)] = [(-0.8, "UltraLight"), (-0.6, "Thin"), (-0.4, "Light"), (0, "Regular"),
                                              (0.23, "Medium"), (0.3, "Semibold"), (0.4, "Bold"), (0.56, "Heavy"),
                                              (0.62, "Black")]
            let v = rawValue.isFinite ? rawValue : 0
            return faces.min { abs($0.0 - v) < abs($1.0 - v) }!.1
        }
    }
}
