// The engine's targets, one way up (Package.swift lists them, each with what it holds):
// whoever imports BoardRender sees them all.
@_exported import BoardModel
@_exported import BoardScene
@_exported import SwiftFront
@_exported import SwiftRun
@_exported import ViewEngine
@_exported import Files
@_exported import Painter
@_exported import Encoders
@_exported import Writers
@_exported import Boards
@_exported import Figures
