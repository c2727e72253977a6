/// Chapter 1 — The Layer Tree.
public enum Chapter01 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing1_1()]
    }
}
