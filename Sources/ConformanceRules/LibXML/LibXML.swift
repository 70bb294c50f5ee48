internal import CLibXML

/// Process-wide libxml2 set-up, done exactly once.
///
/// Swift runs a `static let` initialiser once and thread-safely, which is what libxml2 asks for
/// before several threads parse different documents. `xmlCleanupParser()` is never called: other
/// tasks may still be using the library, and the process ends soon after anyway.
enum LibXML {
    static let initialized: Void = {
        xmlInitParser()
        cxml_silence_generic_errors(1)
    }()

    /// Keeps libxml2 from printing on the calling thread: its error state is per thread, and a
    /// thread that used libxml2 before `initialized` keeps its own copy.
    static func silenceThisThread() {
        cxml_silence_generic_errors(0)
    }

    /// Copies a libxml2 string into Swift; nil stays nil. The caller keeps ownership of `pointer`.
    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// Copies and frees a string libxml2 allocated for the caller (`xmlGetProp`, `xmlNodeGetContent`).
    static func takeString(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        defer { cxml_free(pointer) }
        return String(cString: pointer)
    }
}
