/// Chapter 3 — Layer Geometry.
public enum Chapter03 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing3_1(), Listing3_2(), Listing3_3(), Listing3_4(), Listing3_5()]
    }
}
