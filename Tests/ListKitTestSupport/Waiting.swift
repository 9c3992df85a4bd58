import Foundation

/// Lets the main actor run until `done` holds or `seconds` pass: work that
/// lands on a later turn (a diff off the main actor, a completion) takes
/// more turns on a busy machine, so the bound is time, not a count of
/// turns. The caller then checks `done`'s state as usual.
package func waitUntil(seconds: Double = 60, _ done: @escaping @MainActor () -> Bool) async {
    let deadline = Date().addingTimeInterval(seconds)
    var turns = 0
    while await !MainActor.run(body: done), Date() < deadline {
        turns += 1
        if turns < 1_000 { await Task.yield() } else { try? await Task.sleep(nanoseconds: 1_000_000) }
    }
}
