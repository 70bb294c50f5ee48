import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `morph-audit merge REPORT... -o OUT`: one JUnit report from the reports of the shards of a run
/// (`audit --shard K/N`). Exit 0 when written; 2 when an input cannot be read or the inputs
/// cannot be merged (a suite in two reports, reports of different runs), and then nothing is
/// written; 64 for usage errors.
enum MergeCommand: Command {
    static let reports = Argument(name: "report", help: "JUnit reports written by 'audit --shard K/N'.", arity: .oneOrMore)
    static let output = Option(long: "output", short: "o", valueName: "path",
                               help: "Where to write the merged report (replaced atomically).", isRequired: true)

    static var spec: CommandSpec {
        CommandSpec(
            name: "merge", abstract: "Merge the JUnit reports of the shards of one run into one report.",
            discussion: """
                Suites keep their order within each report and are interleaved by name (the scenario file),
                which gives back the order of an unsharded run; counts are summed; suite ids are renumbered.
                A suite that occurs in two reports is refused (exit 2, nothing written): a file was audited
                twice. Scenario prefixes that two shards both used are renamed 'id (2)', as an unsharded run
                names them, so (classname, name) stays unique.
                """,
            arguments: [reports], options: [output])
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        guard let destination = invocation.value(output) else { throw UsageError("Missing expected argument '\(output.display)'") }
        do {
            try ReportRequest.checkNotInputs([ReportRequest(kind: .junit, destination: .file(destination))],
                                             inputs: invocation.values(reports))
        } catch {
            throw UsageError(error.message)
        }
        var inputs: [JUnitMerge.Input] = []
        var unreadable = false
        for path in invocation.values(reports) {
            do {
                inputs.append(JUnitMerge.Input(name: path, data: try BoundedFileReader.read(path, limit: JUnitMerge.maximumReportSize)))
            } catch {
                let reason = error.missing ? FileErrorReason.text(errno: ENOENT) : error.message
                console.error("\(path): error: cannot be read: \(reason)")
                unreadable = true
            }
        }
        if unreadable { return .inputError }
        do {
            let sink = try AtomicFileSink(path: destination)
            try JUnitMerge.merge(inputs, into: sink)
            try sink.commit()
        } catch let error as JUnitMergeError {
            for problem in error.problems { console.error("error: \(problem)") }
            return .inputError
        } catch let failure as ReportWriteError {
            console.error(Console.cannotWrite(failure))
            return .inputError
        } catch {
            console.error("\(destination): error: cannot be written: \(FileErrorReason.of(error))")
            return .inputError
        }
        return .success
    }
}
