// A notice bar above some content, hidden and shown again — three ways. The content below
// must move up with the bar: a removal transition that folds the bar up (the lesson's FoldUp,
// whose body is a VStack of the content and an empty HStack); the recommended fix, a frame that
// animates to zero height while the bar stays in the tree; and an emulation of the bug the
// lesson reports — the bar gone at once while an empty frame collapses — drawn with
// `.transition(.identity)`, which SwiftUI removes at once (the lesson gives no cause in code).
import SwiftUI

struct FoldUp: ViewModifier {
    var progress: Double

    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            content
            HStack {}
        }
        .frame(height: max(0, (1 - progress) * 40), alignment: .top)
        .clipped()
    }
}

struct NoticeBar: View {
    var body: some View {
        Text("New version available")
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 12)
            .frame(maxWidth: .infinity, minHeight: 40, maxHeight: 40, alignment: .leading)
            .background(Color.yellow.opacity(0.35))
    }
}

struct ContentBlock: View {
    var body: some View {
        Text("Content")
            .frame(maxWidth: .infinity, minHeight: 96)
            .background(Color.gray.opacity(0.15))
    }
}

enum CollapseStyle {
    case foldUp, animatedFrame, emptyFrame
}

@main
struct CollapseApp: App {
    var body: some Scene {
        WindowGroup { CollapsingBar(style: .animatedFrame) }
    }
}

struct CollapsingBar: View {
    let style: CollapseStyle
    @State private var showBar = true

    var body: some View {
        VStack(spacing: 8) {
            Button(showBar ? "Hide bar" : "Show bar") {
                withAnimation(.easeOut(duration: 0.3)) { showBar.toggle() }
            }
            switch style {
            case .foldUp:
                if showBar {
                    NoticeBar()
                        .transition(.asymmetric(insertion: .opacity,
                                                removal: .modifier(active: FoldUp(progress: 1), identity: FoldUp(progress: 0))))
                }
            case .animatedFrame:
                NoticeBar()
                    .frame(height: showBar ? 40 : 0, alignment: .top)
                    .clipped()
                    .opacity(showBar ? 1 : 0)
            case .emptyFrame:
                VStack {
                    if showBar {
                        NoticeBar().transition(.identity)
                    }
                }
                .frame(height: showBar ? 40 : 0, alignment: .top)
                .clipped()
            }
            ContentBlock()
        }
        .padding()
    }
}
