/// The book's recurring views, built as layers: the white 200 x 200 `layerView` (a UIView's
/// backing layer in the book) and the blue 100 x 100 square at (50, 50) inside it. Listings
/// 1.1, 2.x, 3.4, 7.x, 8.x and 10.1 start from them; each chapter only chooses where the
/// layerView sits.
enum BookViews {
    /// Adds the white 200 x 200 `layerView` to `container`, centred at `center` (the
    /// container's centre by default), and returns it.
    static func addLayerView(to container: CALayer, center: CGPoint? = nil) -> CALayer {
        let layerView = CALayer()
        layerView.name = "layerView"
        layerView.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layerView.position = center ?? CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        layerView.backgroundColor = CGColor(gray: 1, alpha: 1)
        container.addSublayer(layerView)
        return layerView
    }

    /// Adds the blue 100 x 100 square at (50, 50) to `layerView` under `name` ("blueLayer" in
    /// chapters 1 and 3, "colorLayer" in the animation chapters), and returns it.
    static func addBlueSquare(to layerView: CALayer, name: String) -> CALayer {
        let square = CALayer()
        square.name = name
        square.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layerView.addSublayer(square)
        return square
    }
}
