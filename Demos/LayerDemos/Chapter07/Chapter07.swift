/// Chapter 7 — Implicit Animations.
public enum Chapter07 {
    /// The chapter's demos, in book order.
    public static var demos: [Demo] {
        [Listing7_1(), Listing7_2(), Listing7_3(), Listing7_4(), Listing7_5(), Listing7_6(), Listing7_7()]
    }
}
