import Testing
@testable import ConformanceRules

/// The shard of an input is fixed by its key and the documented hash, and shards partition the
/// inputs evenly.
struct ShardTests {
    @Test func fnv1aMatchesItsPublishedTestVectors() {
        #expect(Shard.fnv1a64("") == 0xCBF2_9CE4_8422_2325)
        #expect(Shard.fnv1a64("a") == 0xAF63_DC4C_8601_EC8C)
        #expect(Shard.fnv1a64("foobar") == 0x8594_4171_F739_67E8)
    }

    /// Pinned values (computed independently of this code): a change here moves files between
    /// the shards of every CI matrix, and must be deliberate.
    @Test func theShardOfAKeyNeverChanges() {
        #expect(Shard.fmix64(Shard.fnv1a64("sheets/a.xml")) == 0x661F_93A0_E224_A9A8)
        #expect(Shard.fmix64(Shard.fnv1a64("scenario-00001.json")) == 0x8DF8_01F4_2FD3_1125)
        #expect(["sheets/a.xml", "sheets/b.json", "scenario-00000.xml", "scenario-00001.json",
                 "morphmodalkit/morphmodalkit-default.json"].map { Shard.shard(ofKey: $0, count: 4) } == [1, 2, 1, 2, 2])
    }

    @Test(arguments: [2, 3, 4, 7])
    func everyKeyIsInExactlyOneShardAndTheShardsAreEven(count: Int) throws {
        let keys = (0..<2000).map { "scenarios/group-\($0 % 13)/scenario-\(String($0)).\($0 % 2 == 0 ? "xml" : "json")" }
        var sizes = Array(repeating: 0, count: count)
        for key in keys {
            let owners = (1...count).filter { index in Shard(index: index, count: count)?.contains(key: key) == true }
            #expect(owners.count == 1, "\(key)")
            if let owner = owners.first { sizes[owner - 1] += 1 }
        }
        let expected = Double(keys.count) / Double(count)
        #expect(sizes.allSatisfy { abs(Double($0) - expected) < expected * 0.15 }, "\(sizes)")
    }

    @Test func parsingAcceptsOnlyKOfNWithKFromOneToN() {
        #expect(Shard(parsing: "1/1") == Shard(index: 1, count: 1))
        #expect(Shard(parsing: "3/4")?.description == "3/4")
        for bad in ["0/1", "2/1", "1/0", "1", "", "/", "a/2", "1/2/3", "-1/2", " 1/2"] {
            #expect(Shard(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func keysAreRelativeToTheFolderTheFileWasFoundIn() {
        #expect(Shard.key(of: "Examples/sheets/a.xml", roots: ["Examples"]) == "sheets/a.xml")
        #expect(Shard.key(of: "Examples/sheets/a.xml", roots: ["Examples/"]) == "sheets/a.xml")
        #expect(Shard.key(of: "/ci/checkout/Examples/a.xml", roots: ["/ci/checkout/Examples"]) == "a.xml")
        #expect(Shard.key(of: "Examples/sheets/a.xml", roots: ["Examples", "Examples/sheets"]) == "a.xml", "the longest root wins")
        #expect(Shard.key(of: "./one.json", roots: ["./one.json"]) == "one.json", "a named file is its own path")
        #expect(Shard.key(of: "Examplesque/a.xml", roots: ["Examples"]) == "Examplesque/a.xml", "a folder, not a string prefix")
    }
}
