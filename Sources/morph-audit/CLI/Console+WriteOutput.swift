import Foundation

extension Console {
    /// Writes a command's document to `destination`, or to standard output when there is none:
    /// the one place `convert` and `import` decide where their output goes.
    func write(_ data: Data, to destination: String?) -> ExitStatus {
        guard let destination, destination != "-" else {
            out(data: data)
            return .success
        }
        do {
            try data.write(to: URL(fileURLWithPath: destination), options: .atomic)
            return .success
        } catch {
            self.error("\(destination): error: cannot be written: \(error.localizedDescription)")
            return .inputError
        }
    }
}
