import BenchmarkSupport
import Foundation

/// The report section "The compositional layout against the flow layout":
/// `HeadlessLayoutBench`'s variants over 10,000 items in 100 sections, each
/// run making its view and adapter, laying out and scrolling through, the
/// two variants of a pair alternating (which goes first swaps each round);
/// the ratio is the median of the rounds' ratios.
@MainActor
func headlessLayoutsSection(quick: Bool) -> String {
    let items = 10_000, rounds = quick ? 7 : 15
    let check = HeadlessLayoutBench.checkSameFrames(items: items)
    print(check.report)
    let runs = HeadlessLayoutBench.preparedRuns(items: items)
    let cells = Dictionary(uniqueKeysWithValues: HeadlessLayoutBench.Variant.allCases.map { ($0, runs[$0]!()) })
    typealias Pair = (flow: HeadlessLayoutBench.Variant, compositional: HeadlessLayoutBench.Variant)
    let pairs: [Pair] = [(.flowGrid, .compositionalGrid), (.flowList, .compositionalList)]
    var times: [HeadlessLayoutBench.Variant: [Double]] = [:], ratios: [[Double]] = pairs.map { _ in [] }
    for round in 0..<rounds {
        for (p, pair) in pairs.enumerated() {
            var measured: [HeadlessLayoutBench.Variant: Double] = [:]
            let order = round % 2 == 0 ? [pair.flow, pair.compositional] : [pair.compositional, pair.flow]
            for variant in order {
                let start = now()
                _ = runs[variant]!()
                measured[variant] = Double(now() - start)
            }
            for (variant, time) in measured { times[variant, default: []].append(time) }
            ratios[p].append(measured[pair.compositional]! / measured[pair.flow]!)
        }
    }
    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    var text = """
    ## The compositional layout against the flow layout (headless view)

    10,000 items in 100 sections of 100, a `ListAdapter` on a `HeadlessListView` 320 × 880 points
    (`Sources/BenchmarkSupport/HeadlessLayouts.swift`). A run makes the view and the adapter, attaches
    them, runs the first layout pass and scrolls from the top to the bottom a screen at a time and back
    to the top. Grid: three columns of items 88 points tall, by the flow layout (the section controllers
    give a third of the width) and by a compositional layout (items `fractionalWidth(1/3)` ×
    `fractionalHeight(1)` in a horizontal group `fractionalWidth(1)` × `absolute(88)`). List: the flow
    layout with `estimatedItemSize` 320 × 44, and `ListCompositionalLayout.list(using: .init(appearance:
    .plain))`, the same self-sizing cells 54 points tall in both. Before timing, the two layouts of each
    pair are checked to give the same frames (every 7th item and each section's last), content size and
    cells asked for: \(check.same ? "equal" : "**they differ**"). The two of a pair run alternately, \(rounds)
    rounds (the first of a round swapping each time); ÷ flow is the median of the rounds' ratios.

    | layout | flow: ms per run | compositional: ms per run | cells asked per run | compositional ÷ flow (min–max) | target |
    |---|---:|---:|---:|---:|---|

    """
    for (p, pair) in pairs.enumerated() {
        let flow = median(times[pair.flow]!), compositional = median(times[pair.compositional]!)
        let ratio = median(ratios[p]), target = p == 0 ? " ≤ 1.5: \(ratio <= 1.5 ? "met" : "**missed**")" : "—"
        let name = p == 0 ? "3-column grid" : "plain list, self-sizing"
        text += "| \(name) | \(String(format: "%.1f", flow / 1e6)) | \(String(format: "%.1f", compositional / 1e6)) | \(cells[pair.flow]!) | \(String(format: "%.2f (%.2f–%.2f)", ratio, ratios[p].min()!, ratios[p].max()!)) | \(target) |\n"
        print(String(format: "%@: flow %.1f ms, compositional %.1f ms, compositional ÷ flow %.2f (rounds: %@)",
                     name, flow / 1e6, compositional / 1e6, ratio,
                     ratios[p].map { String(format: "%.2f", $0) }.joined(separator: " ")))
    }
    return text + "\n"
}
