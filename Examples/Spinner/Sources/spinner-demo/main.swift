// Shows the spinner example in a window until it is closed.
import Foundation
import Spinner
import UIKit

do {
    let window = try LayerWindow(title: "Spinner", size: CGSize(width: 300, height: 100), scale: 2)
    let demo = SpinnerDemoView()
    window.show(demo)
    CATransaction.flush()
    demo.startAnimations()
    window.run()
} catch {
    FileHandle.standardError.write(Data("spinner-demo: \(error)\n".utf8))
    exit(1)
}
