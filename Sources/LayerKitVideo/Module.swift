// LayerKitVideo (in progress)
