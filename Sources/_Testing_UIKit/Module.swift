// _Testing_UIKit: the cross-import overlay that Swift Testing declares for UIKit.
//
// The toolchain's Testing module lists `_Testing_UIKit` as its overlay for UIKit
// (Testing.swiftcrossimport/UIKit.swiftoverlay), so a file importing both Testing and UIKit
// makes the compiler load a module of that name. On Apple platforms it adds attachments of
// UIKit images to tests; the Linux toolchain ships none, and without this module every test
// file of a UIKit client fails with "no such module '_Testing_UIKit'".
//
// In:   nothing.
// Out:  nothing: it exists so that `import Testing` and `import UIKit` compile together.
//       It is part of the `UIKit` product, so clients' test targets find it.
// Never: adds API.
