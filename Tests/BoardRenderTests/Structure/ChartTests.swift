import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun

/// Swift Charts' `Chart`: its marks read (ViewEvaluator+Charts) and drawn for its size
/// (ChartLowering) as the default look draws them.
@Suite struct ChartTests {
    static func scene(_ body: String, width: Int = 300) throws -> Scene {
        let swift = """
            import Charts
            struct Sale: Identifiable { let id: Int; let day: String; let amount: Double; let kind: String }
            let sales = [Sale(id: 1, day: "Mon", amount: 12, kind: "A"), Sale(id: 2, day: "Tue", amount: 7.5, kind: "A"),
                         Sale(id: 3, day: "Wed", amount: 15.2, kind: "A"), Sale(id: 4, day: "Mon", amount: 4, kind: "B")]
            struct V: View {
                var body: some View {
                    \(body)
                }
            }
            """
        return try HeldOutMisreadTests.scene(swift, view: "V()", width: width)
    }

    static func texts(_ scene: Scene) -> [String] { scene.views.compactMap(\.text) }
    static func view(_ scene: Scene, _ kind: String) -> [SceneView] { scene.views.filter { $0.kind == kind } }

    /// Nice ticks: steps of 1, 2, 2.5 or 5 × 10ⁿ, about five, the domain widened to whole ticks.
    @Test func ticksAreNice() {
        #expect(ChartLowering.ticks(0, 16) == [0, 5, 10, 15, 20])
        #expect(ChartLowering.ticks(0, 100) == [0, 20, 40, 60, 80, 100])
        #expect(ChartLowering.ticks(0, 1).count == 6 && abs(ChartLowering.ticks(0, 1).last! - 1) < 1e-9)
        #expect(ChartLowering.ticks(-3, 7).first == -4 && ChartLowering.ticks(-3, 7).last == 8)
        #expect(ChartLowering.tickLabel(2.5) == "2.5" && ChartLowering.tickLabel(20) == "20")
    }

    /// Bars of one category stack; categories share the width in bands, labelled under their bars;
    /// the value axis is on the trailing side with a label per tick; a series coloured by
    /// `.foregroundStyle(by:)` has a legend entry; a rule crosses the plot.
    @Test func aStackedBarChart() throws {
        let scene = try Self.scene("""
            Chart {
                ForEach(sales) { s in
                    BarMark(x: .value("Day", s.day), y: .value("Amount", s.amount)).foregroundStyle(by: .value("Kind", s.kind))
                }
                RuleMark(y: .value("Goal", 10)).foregroundStyle(.red)
            }
            .frame(width: 300, height: 200)
            """)
        #expect(Self.view(scene, "Chart").count == 1)
        let texts = Self.texts(scene)
        for label in ["0", "5", "10", "15", "20", "Mon", "Tue", "Wed", "A", "B"] { #expect(texts.contains(label), "\(label)") }
        let bars = Self.view(scene, "BarMark")
        #expect(bars.count == 2)   // one shape per colour: the A bars, the B bar
        let mon = try #require(scene.views.first { $0.text == "Mon" }), wed = try #require(scene.views.first { $0.text == "Wed" })
        let y0 = try #require(scene.views.first { $0.text == "0" }), y20 = try #require(scene.views.first { $0.text == "20" })
        #expect(y0.frame.minX > wed.frame.maxX)            // the value axis on the trailing side
        #expect(y0.frame.mid.y > y20.frame.mid.y)            // 0 at the bottom
        #expect(mon.frame.mid.x < wed.frame.mid.x)           // in the order the categories first appear
        #expect(Self.view(scene, "RuleMark").count == 1 && Self.view(scene, "AxisGridLine").count == 1)
    }

    /// `Chart(data) { item in … }` is `Chart { ForEach(data) { item in … } }`; lines and points; the
    /// automatic scale includes zero unless `.automatic(includesZero: false)`; hidden axes draw no labels.
    @Test func dataChartsScalesAndHiddenAxes() throws {
        let line = try Self.scene("""
            Chart(sales.filter { $0.kind == "A" }) { s in
                LineMark(x: .value("Day", s.day), y: .value("Amount", s.amount))
                PointMark(x: .value("Day", s.day), y: .value("Amount", s.amount))
            }
            .frame(width: 300, height: 200)
            """)
        #expect(Self.texts(line).contains("0") && Self.view(line, "LineMark").count == 1 && Self.view(line, "PointMark").count == 1)
        let noZero = try Self.scene("""
            Chart(sales, id: \\.id) { s in LineMark(x: .value("Day", s.day), y: .value("Amount", s.amount)) }
                .chartYScale(domain: .automatic(includesZero: false))
                .frame(width: 300, height: 200)
            """)
        #expect(!Self.texts(noZero).contains("0") && Self.texts(noZero).contains("2.5") && Self.texts(noZero).contains("17.5"))
        let bare = try Self.scene("""
            Chart(sales) { s in BarMark(x: .value("Day", s.day), y: .value("Amount", s.amount)) }
                .chartXAxis(.hidden).chartYAxis(.hidden)
                .frame(width: 300, height: 200)
            """)
        #expect(Self.texts(bare).isEmpty && Self.view(bare, "AxisGridLine").isEmpty && Self.view(bare, "BarMark").count == 1)
    }

    /// `SectorMark`s make a pie (a donut with `innerRadius:`), a colour per series, and a legend.
    @Test func aDonut() throws {
        let scene = try Self.scene("""
            Chart(sales) { s in
                SectorMark(angle: .value("Amount", s.amount), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Day", s.day))
            }
            .frame(width: 300, height: 200)
            """)
        #expect(Self.view(scene, "SectorMark").count == 4)
        #expect(Self.texts(scene) == ["Mon", "Tue", "Wed"])
    }

    /// What a board does not draw yet is refused by name where it is written.
    @Test func whatIsNotDrawnIsNamed() throws {
        func refusal(_ body: String) -> String {
            do { _ = try Self.scene(body); return "" } catch { return "\(error)" }
        }
        #expect(refusal("Chart { BarMark(x: .value(\"a\", \"x\"), y: .value(\"b\", 1)).position(by: .value(\"c\", \"d\")) }").contains("'.position' is not drawn yet"))
        #expect(refusal("Chart { RectangleMark(x: .value(\"a\", \"x\"), y: .value(\"b\", \"y\")) }").contains("'RectangleMark' in a Chart is not drawn yet"))
        #expect(refusal("Chart { BarMark(x: .value(\"a\", \"x\"), y: .value(\"b\", 1)) }.chartScrollableAxes(.horizontal)").contains("chartScrollableAxes"))
    }

    /// `.annotation { … }`: its views above the mark (`.top`, the default), centred on it (`.overlay`),
    /// `spacing` from it; a rule's at its leading end with `alignment: .leading`.
    @Test func annotations() throws {
        let scene = try Self.scene("""
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Amount", 10)).annotation { Text("top") }
                BarMark(x: .value("Day", "Tue"), y: .value("Amount", 10)).annotation(position: .overlay) { Text("in") }
                RuleMark(y: .value("Goal", 5)).annotation(position: .top, alignment: .leading, spacing: 2) { Text("goal") }
            }
            .chartYAxis(.hidden).chartXAxis(.hidden)
            .frame(width: 300, height: 200)
            """)
        let chart = try #require(Self.view(scene, "Chart").first)
        let top = try #require(scene.views.first { $0.text == "top" }), inside = try #require(scene.views.first { $0.text == "in" })
        let goal = try #require(scene.views.first { $0.text == "goal" })
        // The bars reach 10 of a 0…10 scale: their tops are the chart's top.
        #expect(abs(top.frame.maxY - (chart.frame.minY - 4)) < 0.5)
        #expect(abs(top.frame.mid.x - (chart.frame.minX + 75)) < 0.5)
        #expect(abs(inside.frame.mid.y - chart.frame.mid.y) < 0.5 && abs(inside.frame.mid.x - (chart.frame.minX + 225)) < 0.5)
        #expect(abs(goal.frame.minX - chart.frame.minX) < 0.5 && abs(goal.frame.maxY - (chart.frame.mid.y - 2)) < 0.5)
    }
}
