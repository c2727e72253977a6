// The README's quick start, word for word: a window, a layer, an animation.
// scripts/check-as-dependency.sh builds it against a versioned LayerKit.
import LayerKit

let window = try LayerWindow(title: "Quick start", size: CGSize(width: 320, height: 240))
let square = CALayer()
square.frame = CGRect(x: 110, y: 70, width: 100, height: 100)
square.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 1, alpha: 1)
square.cornerRadius = 16
window.rootLayer.addSublayer(square)

let spin = CABasicAnimation(keyPath: "transform.rotation.z")
spin.toValue = 2 * CGFloat.pi
spin.duration = 2
spin.repeatCount = .infinity
square.add(spin, forKey: "spin")
_ = window.run()
