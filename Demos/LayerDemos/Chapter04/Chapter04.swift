/// Chapter 4 — Visual Effects.
public enum Chapter04 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing4_1(), Listing4_2(), Listing4_3(), Listing4_4(), Listing4_5(), Listing4_6(), Listing4_6a(),
         Listing4_7()]
    }
}
