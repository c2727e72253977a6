/// Chapter 6 — Specialized Layers.
public enum Chapter06 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing6_1(), Listing6_1a(), ListingSignature(), Listing6_2(), Listing6_2a(), ListingTextPulse(), Listing6_3(), Listing6_4(), Listing6_5(),
         Listing6_6(), Listing6_7(), ListingGradientSweep(), Listing6_8(), ListingReplicatorSpinner(),
         Listing6_9(), Listing6_10(),
         Listing6_11(), Listing6_12(), Listing6_12(retina: true), Listing6_13(), Listing6_13(renderMode: .unordered),
         Listing6_14(), Listing6_15(), Listing6_16()]
    }
}
