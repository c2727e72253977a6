import Foundation
import LayerKit

/// The images the book's demos load by name, each drawn by DemoKit's own code (none is
/// copied from the book). The raw value is the book's file name without extension
/// (`AssetName(rawValue: "Snowman")`, "Ship", "ClockFace", ...).
///
/// Every asset except `crate` has a transparent background; sizes are in points at scale 1
/// (see `size`), and `DemoAssets.image(_:scale:)` renders any of them at a pixel scale.
public enum AssetName: String, CaseIterable, Sendable {
    /// A three-ball snowman: coal eyes, mouth and buttons, carrot nose, stick arms, red scarf. 200x280.
    case snowman = "Snowman"
    /// A 2x2 sprite sheet: igloo (top left), traffic cone (top right), anchor (bottom left),
    /// grey spaceship (bottom right), each filling its 256x256 quadrant. 512x512.
    case sprites = "Sprites"
    /// A nine-slice test image on a 4x4 grid of 16-point cells: yellow glowing rounded corners
    /// (the four corner cells), blue top and bottom edges, red left and right edges, and a
    /// green centre (the middle 2x2 cells), so `contentsCenter` (0.25, 0.25, 0.5, 0.5) picks
    /// the regions exactly. 64x64.
    case button = "Button"
    /// A white clock disc with a black outline, tick marks and the numerals 12, 3, 6 and 9. 256x256.
    case clockFace = "ClockFace"
    /// An outlined upward arrow whose pivot (a hub) sits 90% down from the top. 30x94.
    case hourHand = "HourHand"
    /// An outlined upward arrow whose pivot sits 90% down from the top. 20x106.
    case minuteHand = "MinuteHand"
    /// A thin red outlined upward arrow whose pivot sits 90% down from the top. 8x102.
    case secondHand = "SecondHand"
    /// An orange traffic cone with white stripes on a dark base. 160x160.
    case cone = "Cone"
    /// A snow-block igloo with an entrance tunnel. 256x256.
    case igloo = "Igloo"
    /// A steel ship's anchor with a ring, stock and flukes. 200x200.
    case anchor = "Anchor"
    /// Pixel-font LCD digits 0-9 in one row: ten 5x7 cells, each a 3x5 glyph with a one-pixel
    /// margin, opaque black on transparent, no anti-aliasing. 50x7.
    case digits = "Digits"
    /// A grey starfighter seen from above, its nose pointing right (+x). 64x64.
    case ship = "Ship"
    /// A brown four-panel wooden door with a brass knob on the right and hinges on the left. 128x256.
    case door = "Door"
    /// A soft white four-point sparkle with alpha, for particle emitters. 28x28.
    case spark = "Spark"
    /// A glossy red ball filling the image (radius 32). 64x64.
    case ball = "Ball"
    /// An opaque wooden crate face: plank frame, diagonal brace, nails. 128x128.
    case crate = "Crate"
    /// A white chalk-stroke brush stamp: a rough, grainy disc with alpha. 32x32.
    case chalk = "Chalk"
    /// A filled blue circle touching the image edges, on transparent. 64x64.
    case circle = "Circle"
    /// A brass key icon, bow at the top left and teeth at the bottom right. 64x64.
    case key = "Key"

    /// The size in points (pixels at scale 1).
    public var size: CGSize {
        switch self {
        case .snowman: return CGSize(width: 200, height: 280)
        case .sprites: return CGSize(width: 512, height: 512)
        case .button, .ship, .ball, .circle, .key: return CGSize(width: 64, height: 64)
        case .clockFace, .igloo: return CGSize(width: 256, height: 256)
        case .hourHand: return CGSize(width: 30, height: 94)
        case .minuteHand: return CGSize(width: 20, height: 106)
        case .secondHand: return CGSize(width: 8, height: 102)
        case .cone: return CGSize(width: 160, height: 160)
        case .anchor: return CGSize(width: 200, height: 200)
        case .digits: return CGSize(width: 50, height: 7)
        case .door: return CGSize(width: 128, height: 256)
        case .spark: return CGSize(width: 28, height: 28)
        case .crate: return CGSize(width: 128, height: 128)
        case .chalk: return CGSize(width: 32, height: 32)
        }
    }

    /// Draws the asset into `context`, filling the rectangle (0, 0, size) in user space.
    func draw(in context: CGContext) {
        let bounds = CGRect(origin: .zero, size: size)
        switch self {
        case .snowman: SnowmanArt.draw(in: context, rect: bounds)
        case .sprites: SpriteSheetArt.draw(in: context, rect: bounds)
        case .button: ButtonArt.draw(in: context, rect: bounds)
        case .clockFace: ClockArt.drawFace(in: context, rect: bounds)
        case .hourHand: ClockArt.drawHand(.hour, in: context)
        case .minuteHand: ClockArt.drawHand(.minute, in: context)
        case .secondHand: ClockArt.drawHand(.second, in: context)
        case .cone: ConeArt.draw(in: context, rect: bounds)
        case .igloo: IglooArt.draw(in: context, rect: bounds)
        case .anchor: AnchorArt.draw(in: context, rect: bounds)
        case .digits: DigitsArt.draw(in: context)
        case .ship: ShipArt.draw(in: context, rect: bounds)
        case .door: DoorArt.draw(in: context, rect: bounds)
        case .spark: SparkArt.draw(in: context, rect: bounds)
        case .ball: BallArt.drawBall(in: context, rect: bounds)
        case .crate: CrateArt.draw(in: context, rect: bounds)
        case .chalk: ChalkArt.draw(in: context, rect: bounds)
        case .circle: BallArt.drawCircle(in: context, rect: bounds)
        case .key: KeyArt.draw(in: context, rect: bounds)
        }
    }
}
