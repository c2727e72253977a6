// UIKit: the layer-facing part of UIKit, so code written for iOS against Core Animation
// compiles on Linux with its imports unchanged (`import UIKit`, `#if canImport(UIKit)`).
//
// In:   LayerKit (re-exported: `import UIKit` alone brings the QuartzCore and CoreGraphics
//       names, as on iOS).
// Out:  UIView (layer-backed, its layer's delegate, animation blocks), UIColor, UIImage,
//       UIFont, UIScreen, UIEdgeInsets, the UIGraphics context stack and image renderer,
//       UIBezierPath's fill()/stroke() (on LayerKit's own UIBezierPath, so a file importing
//       both modules sees one type), NSAttributedString's size()/draw(at:), and a
//       LayerScene/LayerWindow/HeadlessHost showing a root view.
// Never: event handling, view controllers, controls, Auto Layout, text input or accessibility:
//       what is not here does not exist (fails at compile time) rather than doing nothing.
//       Coordinates are points, y-down, origin top-left, as UIKit's.
@_exported import LayerKit
