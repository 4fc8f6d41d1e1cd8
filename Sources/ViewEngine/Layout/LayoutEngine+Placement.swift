import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Placing: where each node's children go once the node has its frame.
extension LayoutEngine {
    /// The frames of node `i`'s children when `i` is placed in `bounds` after being offered `p`.
    package func childFrames(_ i: Int, in bounds: Rect, _ p: ProposedSize) -> [Rect] {
        let node = tree[i]
        func aligned(_ child: Size, in outer: Rect, _ alignment: UnitPoint) -> Rect {
            Rect(x: outer.minX + (outer.width - child.width) * alignment.x,
                 y: outer.minY + (outer.height - child.height) * alignment.y, width: child.width, height: child.height)
        }
        switch node.kind {
        case .control where !node.children.isEmpty:
            return [labelFrame(i, in: bounds)]
        case .text, .shape, .tile, .spacer, .divider, .empty, .control, .geometryReader:
            return []
        case let .scroll(container, axis):
            // The content at its own length along the axis, from the start (scrolled to the top); a
            // scroll view centres content narrower than itself across its axis (a list's rows fill it).
            let content = size(node.children[0], ProposedSize(nil, along: axis, minor: bounds.size[axis.other]))
            var across = 0.0
            if case .scrollView = container { across = max(0, bounds.size[axis.other] - content[axis.other]) / 2 }
            return [Rect(x: bounds.minX + (axis == .vertical ? across : 0), y: bounds.minY + (axis == .horizontal ? across : 0),
                         width: content.width, height: content.height)]
        case let .stack(kind, options):
            if kind == .zStack { return zStackFrames(i, options, in: bounds) }
            if kind == .viewThatFits { return fittingFrames(i, options, in: bounds, p) }
            if kind.isGrid {
                return gridLayout(i, kind, options, Self.gridPlacingProposal(kind, p, in: bounds)).frames.map { $0.offsetBy(bounds.minX, bounds.minY) }
            }
            if kind == .grid {
                let result = tableGridLayout(i, options, p)
                for (row, cells) in result.cells { gridRowFrames[row] = cells }
                return result.rowFrames.map { $0.offsetBy(bounds.minX, bounds.minY) }
            }
            if kind == .gridRow, let cells = gridRowFrames[i] { return cells.frames.map { $0.offsetBy(bounds.minX, bounds.minY) } }
            let axis: Axis = kind == .hStack || kind == .gridRow ? .horizontal : .vertical
            let result = stackLayout(i, axis, options, Self.placingProposal(axis, p, size: bounds.size))
            return result.frames.map { $0.offsetBy(bounds.minX, bounds.minY) }
        case let .padding(top, leading, bottom, trailing):
            let inner = size(node.children[0], ProposedSize(
                width: p.width.map { max(0, $0 - leading - trailing) }, height: p.height.map { max(0, $0 - top - bottom) }))
            return [Rect(x: bounds.minX + leading, y: bounds.minY + top, width: inner.width, height: inner.height)]
        case let .frame(width, height, alignment):
            let inner = size(node.children[0], ProposedSize(width: width ?? p.width, height: height ?? p.height))
            return [aligned(inner, in: bounds, alignment)]
        case let .flexibleFrame(_, alignment):
            let inner = size(node.children[0], ProposedSize(bounds.size))
            return [aligned(inner, in: bounds, alignment)]
        case let .fixedSize(h, v):
            let inner = size(node.children[0], ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
            return [aligned(inner, in: bounds, .center)]
        case let .position(x, y):
            // Offered its own size, centred at the point (`_PositionLayout.placement`).
            let inner = size(node.children[0], ProposedSize(bounds.size))
            return [Rect(x: bounds.minX + x - inner.width / 2, y: bounds.minY + y - inner.height / 2, width: inner.width, height: inner.height)]
        case let .aspectRatio(ratio, fill):
            // Offered the ratio's size for the bounds, centred in them (`_AspectRatioLayout.placement`).
            let inner = size(node.children[0], aspectProposal(node.children[0], ratio, fill: fill, ProposedSize(bounds.size)))
            return [aligned(inner, in: bounds, .center)]
        case .render, .priority, .gridCell, .alignmentGuide, .preference, .preferenceWatch:
            return [bounds]
        case let .ignoresSafeArea(top, leading, bottom, trailing):
            return [outsideSafeArea(bounds, (top, leading, bottom, trailing))]
        case let .background(alignment), let .overlay(alignment):
            let decoration = size(node.children[1], ProposedSize(bounds.size))
            return [bounds, aligned(decoration, in: bounds, alignment)]
        }
    }

    /// `_ZStackLayout.placeSubviews`: children offered the stack's size, aligned on the largest
    /// alignment value among the highest priority.
    private func zStackFrames(_ i: Int, _ options: StackOptions, in bounds: Rect) -> [Rect] {
        let children = tree[i].children
        let top = children.map(priority).max() ?? 0
        let proposal = ProposedSize(bounds.size)
        var ax = -Double.infinity, ay = -Double.infinity
        // Each child's alignment values: the alignment's fraction of its size, or its `.alignmentGuide`.
        func values(_ child: Int, _ s: Size) -> (x: Double, y: Double) {
            let x = guide(child, axis: .horizontal, fraction: options.alignment.x).flatMap { try? $0.value(s) } ?? options.alignment.x * s.width
            let y = guide(child, axis: .vertical, fraction: options.alignment.y).flatMap { try? $0.value(s) } ?? options.alignment.y * s.height
            return (x, y)
        }
        for child in children where priority(child) == top {
            let v = values(child, size(child, proposal))
            ax = max(ax, v.x)
            ay = max(ay, v.y)
        }
        return children.map { child in
            let s = size(child, proposal), v = values(child, s)
            return Rect(x: bounds.minX + ax - v.x, y: bounds.minY + ay - v.y, width: s.width, height: s.height)
        }
    }

    /// Lays the tree out in a container of `proposal` and places its root at `origin`: every
    /// view's frame, in drawing order (a background before its content, an overlay after).
    package func place(proposal: ProposedSize, origin: Point = .zero) -> (size: Size, views: [PlacedView]) {
        let root = tree.root
        let s = size(root, proposal)
        var result: [PlacedView] = []
        walk(root, frame: Rect(x: origin.x, y: origin.y, width: s.width, height: s.height), proposal: proposal,
             parent: nil, opacity: 1, blur: 0, shadows: [], groups: [], chain: .none, clips: [], colorEffects: [], opacityDepth: nil,
             outer: nil, into: &result)
        return (s, result)
    }

    /// `outer`: the frame of the outermost node of the view being walked (its modifiers included).
    private func walk(_ i: Int, frame: Rect, proposal: ProposedSize, parent: String?, opacity: Double, blur: Double,
                      shadows: [PlacedView.Shadow], groups: [PlacedView.Group], chain: EffectChain,
                      clips: [LeafClip], colorEffects: [ColorEffect], blend: BlendMode = .normal, opacityDepth: Int?, outer: (id: String, frame: Rect)?,
                      into result: inout [PlacedView]) {
        let node = tree[i]
        // The spaces this view is (its outermost node of the name's identity; a scroll view its own),
        // for the readers below it, and as they were for its siblings.
        var spaces: [(String, Rect?)] = []
        if let name = tree.coordinateSpaces[node.id], namedSpaceOwners[name] != node.id {
            spaces.append((name, namedSpaces[name]))
            namedSpaces[name] = frame
        }
        if case .scroll = node.kind {
            spaces.append((CoordinateSpaceName.scrollView, namedSpaces[CoordinateSpaceName.scrollView]))
            namedSpaces[CoordinateSpaceName.scrollView] = frame
        }
        let owners = namedSpaceOwners
        for (name, _) in spaces { namedSpaceOwners[name] = node.id }
        defer {
            for (name, was) in spaces.reversed() { namedSpaces[name] = was }
            namedSpaceOwners = owners
        }
        var opacity = opacity, blur = blur, shadows = shadows, groups = groups, chain = chain, parent = parent, clips = clips
        var colorEffects = colorEffects, opacityDepth = opacityDepth, blend = blend
        // How many `.animation`/`.transaction` modifiers are outside this node.
        let depth = node.styles.scope.count
        let outer: (id: String, frame: Rect) = outer?.id == node.id ? outer! : (node.id, frame)
        let logStart = preferenceLog.count
        defer { settlePreferences(node.kind, since: logStart, frame: frame) }
        switch node.kind {
        case let .render(m):
            switch m {
            case let .opacity(o):
                opacity *= min(max(o, 0), 1)
                opacityDepth = depth
            // Nested blurs add as Gaussians do: the radii's squares add.
            case let .blur(r): blur = (blur * blur + max(0, r) * max(0, r)).squareRoot()
            // Each view below casts the shadow; an inner shadow is drawn first.
            case let .shadow(color, radius, x, y): shadows.insert(PlacedView.Shadow(color: color, radius: radius, x: x, y: y, clips: clips), at: 0)
            // A clip is laid in this frame and moves with the effects above it.
            case let .clip(shape):
                var clip = LeafClip(shape: shape, rect: frame, effects: chain)
                clip.scopeDepth = depth
                clips.append(clip)
            // The shadows above a compositing group are cast by its views together, not each.
            case .compositingGroup where composesGroups && !shadows.isEmpty:
                groups.append(PlacedView.Group(id: "\(node.id)#group\(i)", shadows: shadows))
                shadows = []
            case .compositingGroup, .zIndex: break
            // An effect acts on its content first; the effects above it then act on the result.
            case var .effect(e):
                // A visual effect's closure reads where the view is (its proxy's frames).
                if case let .body(body, values) = e, let placed = body.placed {
                    let spaces = namedSpaces.mapValues { $0.offsetBy(windowOrigin.x, windowOrigin.y) }
                    e = .body(placed(frame.offsetBy(windowOrigin.x, windowOrigin.y), spaces), values: values)
                }
                chain = chain.inside(e, in: frame, scopeDepth: depth)
                // A visual effect's closure may also fade or blur what it draws.
                if case let .body(body, values) = e {
                    let pose = Effect([.animatable(body, values: values)]).pose(viewSize: frame.size)
                    opacity *= pose.opacity
                    blur = (blur * blur + pose.blurRadius * pose.blurRadius).squareRoot()
                }
            // A colour effect acts on what is below it, inside the effects written above it.
            case let .colorEffect(c): colorEffects.insert(c, at: 0)
            // The innermost blend a view is under is the one it is drawn with.
            case let .blendMode(m): blend = m
            }
        // A scroll view clips its content to its frame — reaching the screen's edges where it touches
        // the safe area's, as a UIScrollView lies under the bars (its content scrolls beneath them,
        // and a grouped List's background fills them).
        case .scroll where !node.styles.scrollClipDisabled:
            let all = (top: true, leading: true, bottom: true, trailing: true)
            clips.append(LeafClip(shape: ClipShape(.rectangle), rect: outsideSafeArea(frame, all), effects: chain))
        default: break
        }
        if node.kind.isView && node.isListed {
            // The modifiers with no `.animation` between them and the view animate with the view's
            // own transaction (nil depth); the others with the transaction around them.
            func own(_ d: Int?) -> Int? { d.flatMap { $0 >= depth ? nil : $0 } }
            let chain = EffectChain(effects: chain.effects.map { var p = $0; p.scopeDepth = own(p.scopeDepth); return p })
            let clips = clips.map { c in var c = c; c.scopeDepth = own(c.scopeDepth); return c }
            // A text's lines and the scale `.minimumScaleFactor` shrank its font to, measured once.
            // A button's title is such a text too.
            let text: (measure: TextMeasure, maxLines: Int?, scale: Double)? = switch node.kind {
            case .text: textMeasure(i, proposal)
            case .control(.button(_, _, nil)): textMeasure(i, labelProposal(i, proposal))
            default: nil
            }
            var placed = PlacedView(
                id: node.id, parent: parent, kind: node.kind, frame: frame, chain: chain, opacity: opacity,
                font: text.map { node.font.scaled($0.scale) } ?? node.font, foreground: node.foreground, axis: node.axis, styles: node.styles, clips: clips,
                textSize: { if case .control = node.kind { measure(i, width: nil).size } else { Size(0, 0) } }(),
                maxLines: text?.maxLines,
                transition: tree.transitions[node.id], match: tree.matches[node.id], outerFrame: outer.frame, blur: blur,
                shadows: shadows, groups: groups, colorEffects: colorEffects)
            if let text, text.scale != 1 {
                // `.minimumScaleFactor` shrinks every piece of a text styled apart alike.
                placed.styles.textRuns = placed.styles.textRuns.map { var r = $0; r.font = r.font.scaled(text.scale); return r }
            }
            placed.opacityDepth = own(opacityDepth)
            placed.blendMode = blend
            placed.masks = activeMasks
            result.append(placed)
            parent = node.id
        }
        if case let .geometryReader(g) = node.kind {
            result += geometryContent(g, reader: node, frame: frame, opacity: opacity, blur: blur, shadows: shadows, groups: groups,
                                      chain: chain, clips: clips, colorEffects: colorEffects)
        }
        let frames = childFrames(i, in: frame, proposal)
        let childProposals = self.childProposals(i, frames: frames, in: frame, proposal)
        var order = Array(node.children.indices.filter { $0 < frames.count })
        // A ViewThatFits draws the one child it chose.
        if case let .stack(.viewThatFits, options) = node.kind { order = fittingChild(i, options, proposal).map { [$0] } ?? [] }
        // A background is drawn under its content; a stack's children by `zIndex`, then in order.
        if case .background = node.kind { order.reverse() }
        if case .stack = node.kind {
            let z = node.children.map(zIndex)
            order.sort { (z[$0], $0) < (z[$1], $1) }
        }
        let isDecorated: Bool = switch node.kind {
        case .background, .overlay: true
        default: false
        }
        // `.mask { … }`: the mask's views are laid out (not listed), then mask every view of the content.
        if node.isMask, node.children.count == 2, frames.count == 2 {
            var maskViews: [PlacedView] = []
            walk(node.children[1], frame: frames[1], proposal: childProposals[1], parent: tree[node.children[0]].id, opacity: 1, blur: 0,
                 shadows: [], groups: [], chain: chain, clips: clips, colorEffects: [], opacityDepth: nil, outer: nil, into: &maskViews)
            activeMasks.append(PlacedView.Mask(views: maskViews))
            walk(node.children[0], frame: frames[0], proposal: childProposals[0], parent: parent, opacity: opacity, blur: blur,
                 shadows: shadows, groups: groups, chain: chain, clips: clips, colorEffects: colorEffects, blend: blend, opacityDepth: opacityDepth,
                 outer: outer, into: &result)
            activeMasks.removeLast()
            return
        }
        for k in order {
            // A decoration is laid out on its content: the content is its parent.
            let p = isDecorated && k == 1 ? tree[node.children[0]].id : parent
            walk(node.children[k], frame: frames[k], proposal: childProposals[k], parent: p, opacity: opacity, blur: blur,
                 shadows: shadows, groups: groups, chain: chain, clips: clips, colorEffects: colorEffects, blend: blend, opacityDepth: opacityDepth,
                 outer: outer, into: &result)
        }
    }

    /// A GeometryReader's content, built for its size, laid out in it from its top-leading corner
    /// (as SwiftUI places it), under the reader's effects, opacity and clips. A content that
    /// cannot be built for this size draws nothing.
    private func geometryContent(_ g: GeometryContent, reader: LayoutTree.Node, frame: Rect, opacity: Double, blur: Double,
                                 shadows: [PlacedView.Shadow], groups: [PlacedView.Group], chain: EffectChain,
                                 clips: [LeafClip], colorEffects: [ColorEffect]) -> [PlacedView] {
        let id = reader.id
        // The content is built in the reader's environment: `.font(.title)` above it reaches its texts.
        let inherited = LayoutTree.Inherited(font: reader.contentFont ?? .body, foreground: reader.foreground, styles: reader.styles)
        let spaces = namedSpaces.mapValues { $0.offsetBy(windowOrigin.x, windowOrigin.y) }
        guard let view = try? g.makeForLayout(frame.offsetBy(windowOrigin.x, windowOrigin.y), spaces: spaces),
              let tree = try? LayoutTree(view, id: "\(id)/\(view.kindName)", platform: tree.platform, severalRoots: LayoutTree.geometryRoot,
                                         inherited: inherited, containers: LayoutTree.ContainerSizes(window: windowSize)) else { return [] }
        let engine = LayoutEngine(tree, measurer: measurer)
        engine.composesGroups = composesGroups
        engine.windowOrigin = windowOrigin
        engine.namedSpaces = namedSpaces
        engine.safeArea = safeArea
        engine.windowSize = windowSize
        engine.activeMasks = activeMasks
        let placed = engine.place(proposal: ProposedSize(frame.size), origin: frame.origin).views
        // The content's preferences reach the watches above the reader; its own watches report too.
        preferenceLog += engine.preferenceLog
        reports += engine.reports
        return placed.map { v in
            var v = v
            if v.parent == nil { v.parent = id }
            v.opacity *= opacity
            v.blur = (v.blur * v.blur + blur * blur).squareRoot()
            v.chain = v.chain.outside(chain)
            v.shadows = v.shadows.map { s in var s = s; s.clips = clips + s.clips; return s } + shadows
            v.clips = clips + v.clips
            v.groups = groups + v.groups
            v.colorEffects += colorEffects
            return v
        }
    }

    /// The proposals the children were given (their placement re-asks them with these).
    private func childProposals(_ i: Int, frames: [Rect], in bounds: Rect, _ p: ProposedSize) -> [ProposedSize] {
        let node = tree[i]
        switch node.kind {
        case let .scroll(_, axis):
            return [ProposedSize(nil, along: axis, minor: bounds.size[axis.other])]
        case let .stack(kind, options) where kind.isGrid:
            return gridLayout(i, kind, options, Self.gridPlacingProposal(kind, p, in: bounds)).proposals
        case let .stack(.grid, options):
            return tableGridLayout(i, options, p).rowProposals
        case .stack(.gridRow, _) where gridRowFrames[i] != nil:
            return gridRowFrames[i]!.proposals
        case let .stack(kind, options) where kind != .zStack && kind != .viewThatFits:
            // What the stack offered each child when it placed them (their shares, not their sizes).
            let axis: Axis = kind == .hStack || kind == .gridRow ? .horizontal : .vertical
            return stackLayout(i, axis, options, Self.placingProposal(axis, p, size: bounds.size)).proposals
        case .stack(.viewThatFits, _):
            // The child shown is offered what the ViewThatFits was.
            return frames.map { _ in p }
        case .stack, .flexibleFrame:
            // A ZStack offers each child its own size; a flexible frame offers its content its size.
            return frames.map { _ in ProposedSize(bounds.size) }
        case let .padding(top, leading, bottom, trailing):
            return [ProposedSize(width: p.width.map { max(0, $0 - leading - trailing) }, height: p.height.map { max(0, $0 - top - bottom) })]
        case let .frame(width, height, _):
            return [ProposedSize(width: width ?? p.width, height: height ?? p.height)]
        case let .fixedSize(h, v):
            return [ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)]
        case let .aspectRatio(ratio, fill):
            return [aspectProposal(node.children[0], ratio, fill: fill, ProposedSize(bounds.size))]
        case .position:
            return [ProposedSize(bounds.size)]
        case .render, .priority, .gridCell, .alignmentGuide:
            return [p]
        case .ignoresSafeArea:
            return frames[0] == bounds ? [p] : [ProposedSize(frames[0].size)]
        case .control where !node.children.isEmpty:
            return [ProposedSize(frames[0].size)]
        case .background, .overlay:
            return [p, ProposedSize(frames[0].size)]
        default:
            return frames.map { ProposedSize($0.size) }
        }
    }
}
