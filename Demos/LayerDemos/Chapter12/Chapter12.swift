import Foundation

/// Chapter 12 — Tuning for Speed.
///
/// Both listings show the same contact list (`ContactList`): 1,000 rows of a random name and
/// avatar on a `TableView` with cell reuse, whose avatar and label cast shadows. 12.1 draws
/// every shadow offscreen each frame; 12.2 rasterizes each cell once and reuses its image. The
/// window's tools measure the difference: F2 colours cache hits green and misses red, F3
/// offscreen rendering yellow, F7 shows the frame-time HUD (`layerdemos --stats` prints it).
public enum Chapter12 {
    /// The chapter's demos.
    public static var demos: [Demo] { [Listing12_1(), Listing12_2()] }

    /// The book's first names.
    public static let firstNames = ["Alice", "Bob", "Bill", "Charles", "Dan", "Dave", "Ethan", "Frank"]
    /// The book's last names.
    public static let lastNames = ["Appleseed", "Bandicoot", "Caravan", "Dabble", "Ernest", "Fortune"]
    /// The book's avatars (its "Spaceship" is the ship asset).
    public static let avatars: [AssetName] = [.snowman, .igloo, .cone, .ship, .anchor, .key]
    /// Rows in the list.
    public static let rowCount = 1000
    /// A row's height, points.
    public static let rowHeight: CGFloat = 60
    /// The stage of both listings, points.
    static let stageSize = CGSize(width: 360, height: 440)

    /// One row's data: a name and the avatar's file.
    public struct Contact: Equatable, Sendable {
        /// "<first> <last>".
        public let name: String
        /// The avatar shown.
        public let avatar: AssetName
    }

    /// The book's `items`: `rowCount` contacts drawn at random from the name lists and avatars,
    /// from a fixed seed (the book uses `arc4random`; a seed keeps frames the same every run).
    public static func contacts(seed: UInt64 = 12) -> [Contact] {
        var rng = SplitMix64(seed: seed)
        return (0..<rowCount).map { _ in
            let first = firstNames[Int(rng.next() % UInt64(firstNames.count))]
            let last = lastNames[Int(rng.next() % UInt64(lastNames.count))]
            return Contact(name: "\(first) \(last)", avatar: avatars[Int(rng.next() % UInt64(avatars.count))])
        }
    }
}
