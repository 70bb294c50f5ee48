import A11yModel
@testable import ConformanceRules
import Foundation
import Testing

/// A run keeps every file's results until its reports are written, so what one result weighs is
/// what a many-file run grows by (docs/scale.md). These pin the compact forms down and show they
/// behave as the plain values they replace.
@Suite("Retained results")
struct RetainedResultTests {
    private let subject = Subject(kind: .snapshot, id: "presented-ax5", environment: Environment(contentSize: .ax5),
                                  order: 3, state: "presented")

    @Test func aSubjectAndAFindingAreEachOneReference() {
        #expect(MemoryLayout<Subject>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<Finding>.size == MemoryLayout<AnyObject>.size)
        // Rule and pack ids, the subject, outcome and severity, findings, passes and duration.
        #expect(MemoryLayout<RuleResult>.stride <= 72)
    }

    @Test func aSubjectIsEncodedAsItsFiveProperties() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let variantSet = Subject(kind: .variantSet, id: "presented", environment: nil, order: 0)
        #expect(String(decoding: try encoder.encode(variantSet), as: UTF8.self)
            == #"{"id":"presented","kind":"variantSet","order":0,"state":"presented"}"#)
        let encoded = try encoder.encode(subject)
        let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        #expect(Set(object.keys) == ["environment", "id", "kind", "order", "state"])
        #expect(try JSONDecoder().decode(Subject.self, from: encoded) == subject)
    }

    @Test func changingACopyLeavesTheOriginal() {
        var copy = subject
        copy.state = "pushed"
        copy.environment = nil
        #expect(subject.state == "presented")
        #expect(subject.environment?.contentSize == .ax5)
        #expect(copy != subject)
        copy.state = "presented"
        copy.environment = subject.environment
        #expect(copy == subject)
        #expect(copy.hashValue == subject.hashValue)
    }

    @Test func subjectsSortByKindThenOrderThenID() {
        let transition = Subject(kind: .transition, id: "a", environment: nil, order: 0)
        let later = Subject(kind: .snapshot, id: "a", environment: nil, order: 4)
        #expect([transition, later, subject].sorted() == [subject, later, transition])
    }
}
