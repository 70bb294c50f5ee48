import A11yModel

/// A `Decoder` over one `LocatedJSON` value; its containers record, for the strict checks of
/// `LocatedJSONDecoding`, which keys each object's type declares and asks for.
struct LocatedValueDecoder: Decoder {
    let value: LocatedJSON
    let codingPath: [any CodingKey]
    let decoding: LocatedJSONDecoding
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let members = value.members else { throw mismatch([String: Any].self) }
        let record = decoding.record(members: members, codingPath: codingPath, declaring: Key.self)
        return KeyedDecodingContainer(LocatedKeyedContainer<Key>(record: record, codingPath: codingPath, decoding: decoding))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = value.elements else { throw mismatch([Any].self) }
        return LocatedUnkeyedContainer(elements: elements, codingPath: codingPath, decoding: decoding)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        LocatedSingleValueContainer(value: value, codingPath: codingPath, decoding: decoding)
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "found \(value.kindDescription)"))
    }
}

/// Scalars: `Bool`, `String`, and numbers, whole ones checked to fit their type.
enum LocatedScalar {
    static func decode<T: Decodable>(_ type: T.Type, from value: LocatedJSON, codingPath: [any CodingKey],
                                     decoding: LocatedJSONDecoding) throws -> T {
        func mismatch(_ expected: String) -> DecodingError {
            var found = value.kindDescription
            if expected == "a whole number", case .number(let number) = value.value { found = "\(number), not a whole number in range" }
            return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "found " + found))
        }
        if type == String.self {
            guard case .string(let text) = value.value, let result = text as? T else { throw mismatch("a string") }
            return result
        }
        if type == Bool.self {
            guard case .bool(let flag) = value.value, let result = flag as? T else { throw mismatch("a boolean") }
            return result
        }
        if let floating = type as? any BinaryFloatingPoint.Type {
            guard case .number(let number) = value.value, let result = floating.init(number) as? T else { throw mismatch("a number") }
            return result
        }
        if let integer = type as? any FixedWidthInteger.Type {
            guard case .number(let number) = value.value, let whole = integer.init(exactly: number), let result = whole as? T else {
                throw mismatch("a whole number")
            }
            return result
        }
        return try decoding.decode(type, from: value, codingPath: codingPath)
    }
}

struct LocatedKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let record: ObjectRecord
    let codingPath: [any CodingKey]
    let decoding: LocatedJSONDecoding

    var allKeys: [Key] { record.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool {
        record.ask(key.stringValue)
        return record.value(forKey: key.stringValue) != nil
    }

    private func value(_ key: Key) throws -> LocatedJSON {
        record.ask(key.stringValue)
        guard let value = record.value(forKey: key.stringValue) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let found = try value(key)
        if found.isNull, !(T.self is any ExpressibleByNilLiteral.Type) {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [key], debugDescription: "the value is null"))
        }
        return try LocatedScalar.decode(type, from: found, codingPath: codingPath + [key], decoding: decoding)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try LocatedValueDecoder(value: value(key), codingPath: codingPath + [key], decoding: decoding).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try LocatedValueDecoder(value: value(key), codingPath: codingPath + [key], decoding: decoding).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        LocatedValueDecoder(value: LocatedJSON(value: .object(record.members), line: 0, column: 0), codingPath: codingPath,
                            decoding: decoding)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        LocatedValueDecoder(value: try value(key), codingPath: codingPath + [key], decoding: decoding)
    }
}

struct LocatedUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [LocatedJSON]
    let codingPath: [any CodingKey]
    let decoding: LocatedJSONDecoding
    private(set) var currentIndex = 0

    init(elements: [LocatedJSON], codingPath: [any CodingKey], decoding: LocatedJSONDecoding) {
        self.elements = elements
        self.codingPath = codingPath
        self.decoding = decoding
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next(_ type: Any.Type) throws -> (LocatedJSON, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "the array has no more elements"))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], codingPath + [PathKey(index: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (element, path) = try next(type)
        if element.isNull, !(T.self is any ExpressibleByNilLiteral.Type) {
            throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "the value is null"))
        }
        return try LocatedScalar.decode(type, from: element, codingPath: path, decoding: decoding)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (element, path) = try next(type)
        return try LocatedValueDecoder(value: element, codingPath: path, decoding: decoding).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (element, path) = try next([Any].self)
        return try LocatedValueDecoder(value: element, codingPath: path, decoding: decoding).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (element, path) = try next(Any.self)
        return LocatedValueDecoder(value: element, codingPath: path, decoding: decoding)
    }
}

struct LocatedSingleValueContainer: SingleValueDecodingContainer {
    let value: LocatedJSON
    let codingPath: [any CodingKey]
    let decoding: LocatedJSONDecoding

    func decodeNil() -> Bool { value.isNull }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if value.isNull {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "the value is null"))
        }
        return try LocatedScalar.decode(type, from: value, codingPath: codingPath, decoding: decoding)
    }
}
