@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// IGListKit's section-map cases, re-expressed. (corelibs XCTest cannot run
/// main-actor test methods: the bodies hop to the main actor.)
final class SectionMapTests: XCTestCase {
    struct Number: ListDiffable, Equatable, CustomStringConvertible {
        let value: Int
        var diffIdentifier: AnyHashable { value }
        var description: String { "\(value)" }
    }

    @MainActor
    private static func filled(_ values: [Int] = [0, 1, 2]) -> (SectionMap, [SectionController]) {
        var map = SectionMap()
        let controllers = values.map { _ in SectionController() }
        map.update(objects: values.map(Number.init), controllers: controllers)
        return (map, controllers)
    }

    func testLookups() async {
        await MainActor.run {
            let (map, c) = Self.filled()
            XCTAssertEqual(map.objects.map { ($0 as! Number).value }, [0, 1, 2])                 // 1
            XCTAssertTrue(map.sectionController(forSection: 1) === c[1])                          // 2
            XCTAssertTrue(map.sectionController(for: Number(value: 1)) === c[1])                  // 3
            XCTAssertEqual(map.section(for: c[1]), 1)                                              // 4
            XCTAssertNil(map.sectionController(for: Number(value: 4)))                             // 5
            XCTAssertNil(map.section(for: SectionController()))                                    // 6
            XCTAssertNil(map.object(forSection: 4))                                                // 8
            XCTAssertNil(map.object(forSection: -1))                                               // 11
            XCTAssertEqual(map.section(for: Number(value: 2)), 2)
            XCTAssertNil(map.section(for: nil as (any ListDiffable)?))
        }
    }

    func testEnumerationStops() async {
        await MainActor.run {
            let (map, _) = Self.filled()
            var calls = 0
            map.forEach { _, _, section, stop in                                                  // 7
                calls += 1
                stop = section == 1
            }
            XCTAssertEqual(calls, 2)
        }
    }

    func testControllersLearnTheirSection() async {
        await MainActor.run {
            let one = SectionController()
            XCTAssertNil(one.section)                                                              // 9
            var map = SectionMap()
            let first = SectionController(), last = SectionController()
            map.update(objects: [0, 1, 2].map(Number.init), controllers: [first, one, last])
            XCTAssertEqual(one.section, 1)
            XCTAssertFalse(one.isFirstSection)
            XCTAssertFalse(one.isLastSection)
            XCTAssertTrue(first.isFirstSection)
            XCTAssertTrue(last.isLastSection)
            map.reset()
            XCTAssertNil(one.section)
            XCTAssertFalse(first.isFirstSection)
            XCTAssertEqual(map.objects.count, 3, "reset keeps the objects")
            XCTAssertNil(map.sectionController(forSection: 1), "but forgets every mapping")
        }
    }

    func testEmptyMapAndReplacement() async {
        await MainActor.run {
            XCTAssertNil(SectionMap().section(for: nil as (any ListDiffable)?))                   // 10
            var (map, old) = Self.filled()
            map.update(objects: [3, 4].map(Number.init), controllers: [SectionController(), SectionController()])
            XCTAssertEqual(map.objects.count, 2)                                                   // 12
            XCTAssertNil(old[0].section, "controllers that left are told so")
        }
    }

    func testCopiesAreIndependent() async {
        await MainActor.run {
            var (map, _) = Self.filled()
            let copy = map                                                                         // 13
            map.update(objects: [7].map(Number.init), controllers: [SectionController()])
            XCTAssertEqual(copy.objects.map { ($0 as! Number).value }, [0, 1, 2])
            XCTAssertEqual(map.objects.count, 1)
        }
    }

    func testUpdatingAnObject() async throws {
        try await MainActor.run {
            var (map, c) = Self.filled()
            try map.updateObject(Number(value: 1))
            XCTAssertTrue(map.sectionController(forSection: 1) === c[1])
            XCTAssertThrowsError(try map.updateObject(Number(value: 99))) {                       // 15
                XCTAssertEqual($0 as? SectionMap.Error, .objectNotInMap("99"))
            }
        }
    }

    func testObjectsOfDifferentTypesWithEqualIdentifiersAreDifferent() async {
        struct Other: ListDiffable, Equatable { var diffIdentifier: AnyHashable { 1 } }
        await MainActor.run {
            var map = SectionMap()
            let a = SectionController(), b = SectionController()
            map.update(objects: [Number(value: 1), Other()], controllers: [a, b])
            XCTAssertTrue(map.sectionController(for: Other()) === b)
            XCTAssertTrue(map.sectionController(for: Number(value: 1)) === a)
            XCTAssertTrue(Number(value: 1).isEqual(toDiffableObject: Number(value: 1)))
            XCTAssertFalse(Number(value: 1).isEqual(toDiffableObject: Other()))
        }
    }
}
