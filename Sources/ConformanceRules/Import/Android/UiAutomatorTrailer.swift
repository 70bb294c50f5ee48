import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `adb exec-out uiautomator dump /dev/tty` writes the document and then, on the same stream,
/// uiautomator's message "UI hierchary dumped to: /dev/tty" (its own spelling; later versions
/// write "hierarchy"). A dump saved that way is the document with that line after its root.
enum UiAutomatorTrailer {
    static let prefixes = ["UI hierchary dumped to:", "UI hierarchy dumped to:"]

    /// The document without the message after its root element, and the message, when it ends so.
    static func split(_ data: Data) -> (document: Data, trailer: String?) {
        let closing = Array("</hierarchy>".utf8)
        let bytes = [UInt8](data.suffix(4096))
        guard let end = ByteSearch.lastIndex(of: closing, in: bytes) else { return (data, nil) }
        let after = bytes[(end + closing.count)...]
        let message = String(decoding: after, as: UTF8.self).trimming(.whitespacesAndNewlines)
        guard prefixes.contains(where: message.hasPrefix), !message.contains("<") else { return (data, nil) }
        return (data.prefix(data.count - after.count), message)
    }
}
