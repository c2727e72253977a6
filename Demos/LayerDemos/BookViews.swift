import UIKit

/// The book's recurring views: the white 200 x 200 `layerView` (a `UIView`, whose backing
/// layer the listings add sublayers to, as the book does through `self.layerView.layer`) and
/// the blue 100 x 100 square at (50, 50) inside it. Listings 1.1, 2.x, 3.4, 7.x, 8.x and 10.1
/// start from them; each chapter only chooses where the layerView sits.
enum BookViews {
    /// Puts the white 200 x 200 `layerView` on screen in `container` (through `environment`,
    /// which keeps it as a window keeps its views), centred at `center` (the container's
    /// centre by default), and returns it. Its layer is named "layerView".
    static func addLayerView(to container: CALayer, environment: DemoEnvironment, center: CGPoint? = nil) -> UIView {
        let layerView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        layerView.layer.name = "layerView"
        layerView.center = center ?? CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        layerView.backgroundColor = UIColor.white
        environment.add(layerView, to: container)
        return layerView
    }

    /// Adds the blue 100 x 100 square at (50, 50) to `layerView` under `name` ("blueLayer" in
    /// chapters 1 and 3, "colorLayer" in the animation chapters), and returns it.
    static func addBlueSquare(to layerView: CALayer, name: String) -> CALayer {
        let square = CALayer()
        square.name = name
        square.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        square.backgroundColor = UIColor.blue.cgColor
        layerView.addSublayer(square)
        return square
    }
}
