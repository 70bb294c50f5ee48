#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `readdir` returns, read without going past the entry.
///
/// `readdir` packs entries to their own length (`d_reclen`), often far shorter than `dirent`,
/// whose `d_name` is declared 256 bytes long. Reading `entry.pointee.d_name` copies all 256 and
/// runs past a short entry; when it is the last one before the end of the buffer's mapping the
/// process faults, which happened when listing `/tmp` to clear a report's stale temporary files.
enum DirectoryEntry {
    /// The name's bytes, up to its terminating NUL.
    static func nameBytes(of entry: UnsafePointer<dirent>) -> [UInt8] {
        // `d_name` is a stored field of an imported C struct, so its offset is always known.
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let name = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
        return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
    }

    /// Whether the entry is a folder (when the file system reports types at all).
    static func isFolder(_ entry: UnsafePointer<dirent>) -> Bool {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
        return UnsafeRawPointer(entry).load(fromByteOffset: offset, as: UInt8.self) == UInt8(DT_DIR)
    }
}
