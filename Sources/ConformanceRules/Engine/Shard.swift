/// One of `count` disjoint parts of the inputs (`--shard K/N`), so that a CI matrix can split a
/// large corpus: every input lands in exactly one shard, and always the same one.
///
/// An input's shard is `fmix64(fnv1a64(key)) % count + 1`, where the key is the input's path relative to
/// the folder it was found in (`sheets/a.xml` for `Examples/sheets/a.xml` found under
/// `Examples/`), or the path as given, without a leading `./`, for a file or missing path named on
/// the command line. The hash is FNV-1a (64-bit) over the key's UTF-8 bytes: fixed by its
/// definition, unlike Swift's `hashValue`, which is seeded per process, so every machine of the
/// matrix agrees, and checkouts in different folders too.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N` with `1 ≤ K ≤ N`.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The shard (1-based) of an input with this key.
    public static func shard(ofKey key: String, count: Int) -> Int {
        Int(fmix64(fnv1a64(key)) % UInt64(max(count, 1))) + 1
    }

    public func contains(key: String) -> Bool { Shard.shard(ofKey: key, count: count) == index }

    /// The key of `path`: relative to the longest of `roots` it lies in, else `path` itself
    /// (without a leading `./`).
    public static func key(of path: String, roots: [String]) -> String {
        var key = Substring(path)
        var longest = 0
        for root in roots where !root.isEmpty && root != path {
            let folder = root.hasSuffix("/") ? root : root + "/"
            if folder.count > longest, path.hasPrefix(folder) {
                key = path.dropFirst(folder.count)
                longest = folder.count
            }
        }
        while key.hasPrefix("./") { key = key.dropFirst(2) }
        return String(key)
    }

    /// MurmurHash3's finalizer: every input bit affects every output bit.
    public static func fmix64(_ value: UInt64) -> UInt64 {
        var k = value
        k ^= k >> 33
        k &*= 0xFF51_AFD7_ED55_8CCD
        k ^= k >> 33
        k &*= 0xC4CE_B9FE_1A85_EC53
        k ^= k >> 33
        return k
    }

    /// FNV-1a, 64-bit: offset basis 0xcbf29ce484222325, prime 0x100000001b3.
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}
