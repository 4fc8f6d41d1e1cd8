// The engine's targets, one way up (docs/architecture.md): whoever imports BoardRender sees them all.
@_exported import BoardModel
@_exported import BoardScene
@_exported import SwiftFront
@_exported import SwiftRun
