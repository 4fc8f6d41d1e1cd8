/// SwiftUI programs more than one suite drives.
public enum SamplePrograms {
    /// A view that reads Reduce Motion and animates a text's insertion only without it.
    public static let reduceMotionPop = """
    struct Pop: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @State private var shown = false
        var body: some View {
            VStack {
                Button("Show") { withAnimation(reduceMotion ? nil : .easeInOut(duration: 1)) { shown.toggle() } }
                if shown { Text("Hello").transition(.scale) }
            }
        }
    }
    """
}
