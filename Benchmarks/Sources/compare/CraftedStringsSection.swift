import BenchmarkSupport
import Foundation

/// `String` ids crafted against the typed path's hash of their bytes
/// (`StringKeyFamily`), side by side with the benchmarks' own ids, at 10k
/// and 100k: the typed diff of workload 1, ns per element and the ratio to
/// the random ids (the bound is 3).
func craftedStringsSection(quick: Bool) -> String {
    let sizes = [10_000, 100_000]
    var runs: [(String, PreparedRun)] = []
    for n in sizes {
        for family in StringKeyFamily.allCases { runs.append(("\(family.rawValue)|\(n)", prepareCraftedStringRun(family, count: n))) }
    }
    let samples = measure(runs, rounds: quick ? 3 : 5)
    func median(_ family: StringKeyFamily, _ n: Int) -> Double { samples["\(family.rawValue)|\(n)"]!.median }
    var worst = 0.0
    var lines: [String] = []
    for family in StringKeyFamily.allCases {
        var line = "| `\(family.rawValue)` |"
        for n in sizes {
            let ratio = median(family, n) / median(.random, n)
            worst = max(worst, ratio)
            line += String(format: " %.1f ×%.2f |", median(family, n) / Double(n), ratio)
        }
        lines.append(line)
    }
    FileHandle.standardError.write(Data("crafted strings: worst ratio to random \(String(format: "%.2f", worst))\n".utf8))
    return """
    ## Crafted `String` keys

    `String` ids chosen against the typed path's hash of their bytes by someone who knows the hash
    but not the per-process secret, against the benchmarks' own ids in the same run: the typed diff
    of workload 1, ns per element and `×` the time over the random ids' time (the bound is 3). The
    families: only the last bytes differ (13 decimal digits after "id-"), only the first word
    differs (4 base-64 digits, then 12 × "x"), two 8-digit words swapped in every other id, and a
    100-byte shared prefix (116-byte ids, longer to hash).

    | ids | n = 10,000 | n = 100,000 |
    |---|---:|---:|
    \(lines.joined(separator: "\n"))

    Worst ratio to random ids in this run: \(String(format: "%.2f", worst)) (target ≤ 3).


    """
}
