/// Chapter 2 — The Backing Image.
public enum Chapter02 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing2_1(), Listing2_1a(), Listing2_2(), Listing2_2a(), Listing2_2b(), Listing2_3(), Listing2_4(),
         Listing2_5()]
    }
}
