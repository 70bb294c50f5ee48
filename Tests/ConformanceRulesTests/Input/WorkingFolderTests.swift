import Foundation
import Testing
@testable import ConformanceRules

struct WorkingFolderTests {
    @Test("the working folder is the one Foundation reports, and relative paths resolve against it")
    func matchesFoundation() {
        #expect(WorkingFolder.path == FileManager.default.currentDirectoryPath)
        #expect(WorkingFolder.path.hasPrefix("/"))
        #expect(PathIdentity.canonical("a/../b.xml") == PathIdentity.canonical(WorkingFolder.path + "/b.xml"))
    }
}
