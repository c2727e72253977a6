/// Chapter 6 — Specialized Layers.
public enum Chapter06 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing6_10()]
    }
}
