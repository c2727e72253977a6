// LayerKit: the one product apps import; re-exports the public API of every stage.
@_exported import LayerKitHost
