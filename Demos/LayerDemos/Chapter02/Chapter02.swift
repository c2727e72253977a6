/// Chapter 2 — The Backing Image.
public enum Chapter02 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing2_1(), Listing2_1a(), Listing2_2(), Listing2_2a(), Listing2_2b(), Listing2_3(), Listing2_4(),
         Listing2_5()]
    }

    /// The book's `layerView`: a white view of 200 x 200 points centred in `container`, added
    /// to it and returned (a UIView's backing layer in the book).
    static func addLayerView(to container: CALayer) -> CALayer {
        let layerView = CALayer()
        layerView.name = "layerView"
        layerView.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layerView.position = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        layerView.backgroundColor = CGColor(gray: 1, alpha: 1)
        container.addSublayer(layerView)
        return layerView
    }
}
