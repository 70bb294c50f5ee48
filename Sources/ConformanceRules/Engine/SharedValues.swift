/// A value's fields kept in one immutable object that every copy of the value refers to: for
/// values a run holds many copies of (a finding in its result and in its problem, a subject in
/// each of its results), so that a copy costs a reference instead of the fields. Changing a field
/// replaces the object (copy on write); comparison and hashing are by the fields.
struct SharedValues<Values: Sendable & Hashable>: Sendable, Hashable {
    private var storage: Storage

    init(_ values: Values) { storage = Storage(values) }

    var values: Values { storage.values }

    mutating func update(_ change: (inout Values) -> Void) {
        var values = storage.values
        change(&values)
        storage = Storage(values)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values }

    func hash(into hasher: inout Hasher) { storage.values.hash(into: &hasher) }

    private final class Storage: Sendable {
        let values: Values

        init(_ values: Values) { self.values = values }
    }
}
