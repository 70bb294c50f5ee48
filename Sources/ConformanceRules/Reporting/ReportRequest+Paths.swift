extension ReportRequest {
    /// `path` as a report destination: `-` and any path that is this process's standard output
    /// (`/dev/stdout`, or the file it is redirected to) mean standard output.
    static func destination(forPath path: String) -> ReportDestination {
        if path == "-" { return .standardOutput }
        if let status = FileStatus.of(path), WriteTarget.standardStream(matching: status.identity) == 1 {
            return .standardOutput
        }
        return .file(path)
    }

    /// Refuses two reports that would land in one file however their paths are spelled
    /// (`./a.xml`, `sub/../a.xml`, `dir//a.xml`, a symbolic link to it), and two reports on
    /// standard output.
    static func checkDistinct(_ requests: [ReportRequest]) throws(ReportRequestError) {
        var seen: [PathIdentity: String] = [:]
        var onStandardOutput: ReportRequest?
        for request in requests {
            switch request.destination {
            case .file(let path):
                let identity = PathIdentity(path)
                if let earlier = seen[identity] {
                    throw ReportRequestError(earlier == path ? "two reports would be written to \(path)"
                        : "two reports would be written to one file: \(earlier) and \(path)")
                }
                seen[identity] = path
            case .standardOutput:
                if let earlier = onStandardOutput, earlier != request {
                    throw ReportRequestError("two reports would be written to standard output: \(earlier.kind.rawValue) and "
                        + request.kind.rawValue)
                }
                onStandardOutput = request
            }
        }
    }

    /// Whether writing to `path` writes to this process's standard output (`-`, `/dev/stdout`, or
    /// the file standard output is redirected to).
    public static func isStandardOutput(_ path: String) -> Bool { destination(forPath: path) == .standardOutput }

    /// Refuses a report that would land where the command writes its own `document` (a baseline)
    /// to `path`: the same file however spelled, or standard output for both.
    public static func checkNotOutput(_ requests: [ReportRequest], path: String, document: String) throws(ReportRequestError) {
        let output = destination(forPath: path)
        let identity = PathIdentity(path)
        for request in requests {
            switch (request.destination, output) {
            case (.standardOutput, .standardOutput):
                throw ReportRequestError("two documents would be written to standard output: \(document) and the "
                    + "\(request.kind.rawValue) report")
            case (.file(let report), .file) where PathIdentity(report) == identity:
                throw ReportRequestError("the report path \(report) is where \(document) is written (\(path))")
            default:
                continue
            }
        }
    }

    /// Refuses a report path that is one of the run's inputs, so writing a report never destroys
    /// an input: a file named on the command line (scenario, pack, configuration), or a file
    /// that searching a named folder would audit.
    /// `what` names the written file in the message: `report`, or `output` for `convert -o`.
    public static func checkNotInputs(_ requests: [ReportRequest], inputs: [String], what: String = "report")
        throws(ReportRequestError)
    {
        let inputStatuses = inputs.map { ($0, FileStatus.of($0)) }
        for request in requests {
            guard case .file(let path) = request.destination, let status = FileStatus.of(path), status.kind == .regular else {
                continue
            }
            for (input, inputStatus) in inputStatuses {
                guard let inputStatus else { continue }
                if inputStatus.identity == status.identity {
                    throw ReportRequestError("the \(what) path \(path) is the input \(input); an input is never written over")
                }
                if inputStatus.kind == .folder, isAuditedBelow(path, folder: input) {
                    throw ReportRequestError("the \(what) path \(path) is an input found in \(input); "
                        + "an input is never written over")
                }
            }
        }
    }

    /// Whether searching `folder` would take the existing file `path` as an input.
    private static func isAuditedBelow(_ path: String, folder: String) -> Bool {
        guard let file = PathIdentity.real(path), let root = PathIdentity.real(folder) else { return false }
        let prefix = root == "/" ? "/" : root + "/"
        guard file.hasPrefix(prefix) else { return false }
        let components = file.dropFirst(prefix.count).split(separator: "/")
        guard !components.contains(where: { $0.hasPrefix(".") }), let name = components.last else { return false }
        return InputExpansion.isCandidate(String(name)) && InputExpansion.sniff(path) != nil
    }
}
