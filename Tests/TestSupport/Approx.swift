import BoardRender

/// Whether two numbers agree to `tolerance`.
public func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
