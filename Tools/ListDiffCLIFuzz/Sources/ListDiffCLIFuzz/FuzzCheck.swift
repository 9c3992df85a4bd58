/// One input's check: the tool's status, JSON changeset (plain and batch)
/// and listing summary against ``ModelDiff``; any disagreement aborts.
struct FuzzCheck {
    let old: [UInt8]
    let new: [UInt8]
    let keyed: Bool
    let heckel: Bool

    func run() {
        let tool = ToolRun(old: old, new: new, keyed: keyed, heckel: heckel)
        guard let model = ModelDiff(old: old, new: new, keyed: keyed) else {
            guard tool.status == 2 else { fail("the model refuses the inputs, the tool accepts them (status \(tool.status))") }
            return
        }
        guard tool.status != 2 else { fail("the model accepts the inputs, the tool refuses them: \(tool.message)") }
        expect(tool.status == model.status, "status \(tool.status), the model expects \(model.status)")
        checkChangeset(tool.json, model)
        checkBatch(tool.batchJSON, model)
        checkSummary(tool.text, model)
    }

    private func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail("\(message()) (\(keyed ? "--key id" : "scalars")\(heckel ? ", --heckel-moves" : ""))") }
    }

    /// The tool's JSON output, read by the model's parser.
    private func parsed(_ output: [UInt8], _ what: String) -> ModelValue {
        guard let value = ModelParser.parse(output), case .object = value else {
            fail("the \(what) is not a JSON object: \(String(decoding: output.prefix(300), as: UTF8.self))")
        }
        return value
    }

    private func integers(_ value: ModelValue?, _ what: String) -> [Int] {
        guard case .array(let items)? = value else { fail("\(what) is not an array") }
        return items.map { item in
            guard case .number(let number) = item, let integer = number.integer else { fail("\(what) holds a non-integer") }
            return integer
        }
    }

    private func integer(_ value: ModelValue?, _ what: String) -> Int {
        guard case .number(let number)? = value, let integer = number.integer else { fail("\(what) is not an integer") }
        return integer
    }

    private func objects(_ value: ModelValue?, _ what: String) -> [ModelValue] {
        guard case .array(let items)? = value else { fail("\(what) is not an array") }
        return items
    }

    private func checkChangeset(_ output: [UInt8], _ model: ModelDiff) {
        let changeset = parsed(output, "changeset")
        expect(integer(changeset.member("oldCount"), "oldCount") == model.pairs.count + model.deletes.count, "oldCount")
        expect(integer(changeset.member("newCount"), "newCount") == model.newElements.count, "newCount")
        let deletes = integers(changeset.member("deletes"), "deletes")
        expect(deletes == model.deletes, "deletes \(deletes), the model expects \(model.deletes)")
        let inserts = objects(changeset.member("inserts"), "inserts")
        let insertIndexes = inserts.map { integer($0.member("index"), "an insert's index") }
        expect(insertIndexes == model.inserts, "inserts \(insertIndexes), the model expects \(model.inserts)")
        for (index, insert) in zip(insertIndexes, inserts) {
            expect(insert.member("element").map { $0.equals(model.newElements[index]) } == true,
                   "the element of insert \(index) is not new[\(index)]")
        }
        let updates = objects(changeset.member("updates"), "updates")
        let pairs = updates.map {
            ModelDiff.Pair(from: integer($0.member("from"), "an update's from"), to: integer($0.member("to"), "an update's to"))
        }
        expect(Set(pairs) == Set(model.updates) && pairs.count == model.updates.count,
               "updates \(pairs.map { "\($0.from)->\($0.to)" }), the model expects \(model.updates.map { "\($0.from)->\($0.to)" })")
        for (pair, update) in zip(pairs, updates) {
            expect(update.member("element").map { $0.equals(model.newElements[pair.to]) } == true,
                   "the element of update \(pair.from)->\(pair.to) is not new[\(pair.to)]")
        }
        let moves = movePairs(changeset.member("moves"))
        let kept = Set(model.pairs)
        expect(moves.allSatisfy(kept.contains), "a move \(moves.map { "\($0.from)->\($0.to)" }) is no pair of the model")
        if !heckel { expect(moves.count == model.fewestMoves, "\(moves.count) moves, the fewest are \(model.fewestMoves)") }
    }

    private func movePairs(_ value: ModelValue?) -> [ModelDiff.Pair] {
        objects(value, "moves").map {
            ModelDiff.Pair(from: integer($0.member("from"), "a move's from"), to: integer($0.member("to"), "a move's to"))
        }
    }

    /// Each update a delete and an insert; no other change but moves of
    /// pairs that were not updated.
    private func checkBatch(_ output: [UInt8], _ model: ModelDiff) {
        let batch = parsed(output, "batch")
        let deletes = integers(batch.member("deletes"), "batch deletes")
        let expectedDeletes = (model.deletes + model.updates.map(\.from)).sorted()
        expect(deletes == expectedDeletes, "batch deletes \(deletes), the model expects \(expectedDeletes)")
        let inserts = integers(batch.member("inserts"), "batch inserts")
        let expectedInserts = (model.inserts + model.updates.map(\.to)).sorted()
        expect(inserts == expectedInserts, "batch inserts \(inserts), the model expects \(expectedInserts)")
        let kept = Set(model.pairs).subtracting(model.updates)
        let moves = movePairs(batch.member("moves"))
        expect(moves.allSatisfy(kept.contains), "a batch move is no unchanged pair of the model")
    }

    /// The listing's last line: `[no changes: ]N deletes, N inserts, N updates, N moves`.
    private func checkSummary(_ text: [UInt8], _ model: ModelDiff) {
        let lines = text.split(separator: 0x0A)
        guard let last = lines.last else { fail("the listing is empty") }
        var summary = String(decoding: last, as: UTF8.self)
        let unchanged = summary.hasPrefix("no changes: ")
        if unchanged { summary.removeFirst("no changes: ".count) }
        expect(unchanged == (model.status == 0), "the listing's summary '\(summary)' for status \(model.status)")
        let counts = summary.split(separator: ",").map { Int($0.split(separator: " ")[0]) ?? -1 }
        expect(counts.count == 4 && counts[0] == model.deletes.count && counts[1] == model.inserts.count
                   && counts[2] == model.updates.count && (heckel || counts[3] == model.fewestMoves),
               "the listing's summary '\(summary)'")
        // An update line per update, and no other line starts with ~.
        let updateLines = lines.filter { $0.first == UInt8(ascii: "~") }.count
        expect(updateLines == model.updates.count, "\(updateLines) update lines, the model expects \(model.updates.count)")
    }
}
