import BenchmarkSupport
import ListDiff
import Foundation

let args = CommandLine.arguments
let slots = Workload.edit.slots(count: 100_000)
let old = slots.old.map { IntElement(id: $0.id, version: $0.version) }
let new = slots.new.map { IntElement(id: $0.id, version: $0.version) }
var v = 0
@inline(never) func typed() -> Int { List.diffing(oldArray: old, newArray: new, identifiedBy: \.id).changeCount }
@inline(never) func dropIn() -> Int { List.diffing(oldArray: old, newArray: new).changeCount }
for _ in 0..<10 { v &+= args[1] == "typed" ? typed() : dropIn() }
print(v)
