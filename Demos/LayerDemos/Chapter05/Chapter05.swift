/// Chapter 5 — Transforms.
public enum Chapter05 {
    /// The chapter's demos, in book order.
    public static var demos: [Demo] {
        [Listing5_1(), Listing5_2(), Listing5_3(), Listing5_4(), Listing5_4a(), Listing5_5(), Listing5_6(),
         Listing5_7(), Listing5_8(), Listing5_9(), Listing5_9a(), Listing5_10(), Listing5_10a()]
    }
}
