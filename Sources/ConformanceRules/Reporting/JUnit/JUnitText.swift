import A11yModel

/// The words inside testcases: failure messages and bodies, skip reasons, output listings.
enum JUnitText {
    /// `message` attributes are one line of at most this many characters.
    static let messageLimit = 300
    /// Bodies and `system-out` stop growing past this many UTF-8 bytes (then say how much was left out).
    static let bodyLimit = 64 * 1024

    static func testcase(for result: RuleResult, kind: JUnitLayout.Kind, classname: String, file: String,
                         report: AuditReport) -> JUnitCase {
        let type = result.pack + "." + result.ruleID
        var verdict = JUnitVerdict.passed
        var listed: Set<Int> = []
        var line: Int?
        switch kind {
        case .failure:
            let failures = result.findings.enumerated().filter { report.configuration.counts($0.element) }
            listed = Set(failures.map(\.offset))
            let message = failureMessage(result, failures.map(\.element))
            // Under --fail-on review a failing testcase can list findings that need review.
            let lines = failures.map { findingLine($0.element, lead: $0.element.outcome == .cantTell ? "- needs review:" : "-") }
            verdict = .failure(message: message, type: type, text: limited([message] + lines))
            line = failures.lazy.compactMap(\.element.location.line).first
        case .skipped:
            if result.outcome == .inapplicable {
                let message = ReportText.singleLine("not applicable: \(result.ruleID) found nothing to check in \(result.subject.displayName)",
                                                    limit: messageLimit)
                verdict = .skipped(message: message, text: message)
            } else {
                let reviews = result.findings.enumerated().filter { $0.element.outcome == .cantTell }
                listed = Set(reviews.map(\.offset))
                let first = reviews.first.map { "needs review: " + target($0.element) + ": " + $0.element.detail }
                let message = ReportText.singleLine(first ?? "needs review", limit: messageLimit)
                verdict = .skipped(message: message, text: body(message, reviews.map(\.element)))
                line = reviews.lazy.compactMap(\.element.location.line).first
            }
        case .passed:
            break
        }
        let rest = result.findings.enumerated().filter { !listed.contains($0.offset) }.map(\.element)
        if line == nil { line = rest.lazy.compactMap(\.location.line).first }
        return JUnitCase(classname: classname, name: result.ruleID, time: result.duration, file: file,
                         line: line.flatMap { $0 > 0 ? $0 : nil }, verdict: verdict,
                         output: rest.isEmpty ? nil : output(rest, report: report))
    }

    static func errorVerdict(_ error: InputError) -> JUnitVerdict {
        let detail = error.codingPath.map { $0.isEmpty ? error.message : "at \($0): \(error.message)" } ?? error.message
        let message = ReportText.singleLine("input could not be used: " + detail, limit: messageLimit)
        return .error(message: message, type: "morph-audit.input-error", text: message + "\n" + error.description)
    }

    /// `handle-contrast failed on handle: handle #F2F2F7 on #FFFFFF is hard to see (measured 1.12:1, needs 3:1)`,
    /// or with several targets `… failed on 3 targets (a, b, c): <first detail>`.
    static func failureMessage(_ result: RuleResult, _ failures: [Finding]) -> String {
        guard let first = failures.first else { return "\(result.ruleID) failed" }
        let detail = first.outcome == .cantTell ? "needs review: " + first.detail : first.detail
        let text: String
        if failures.count == 1 {
            text = "\(result.ruleID) failed on \(first.target): \(detail)"
        } else {
            let targets = failures.prefix(5).map(\.target).joined(separator: ", ") + (failures.count > 5 ? ", …" : "")
            text = "\(result.ruleID) failed on \(failures.count) targets (\(targets)): \(detail)"
        }
        return ReportText.singleLine(text, limit: messageLimit)
    }

    /// The message again (GitLab shows only the body), then one line per finding.
    static func body(_ message: String, _ findings: [Finding]) -> String {
        limited([message] + findings.map { findingLine($0) })
    }

    /// `- /sheet#card/handle#handle at Examples/a.xml:42: handle … (measured 1.12:1, needs 3:1)`.
    static func findingLine(_ finding: Finding, lead: String = "-") -> String {
        ReportText.singleLine("\(lead) \(target(finding)) at \(relativePath(finding.location.description)): \(finding.detail)")
    }

    private static func target(_ finding: Finding) -> String { finding.path ?? finding.target }

    /// What did not fail the testcase, each line saying why.
    static func output(_ findings: [Finding], report: AuditReport) -> String {
        let failOn = report.configuration.failOnName
        return limited(findings.map { finding in
            let lead: String
            if let suppression = finding.suppression {
                lead = "suppressed (\(suppression)):"
            } else if finding.outcome == .cantTell {
                lead = "needs review:"
            } else {
                lead = "\(finding.severity.rawValue) below --fail-on \(failOn):"
            }
            return findingLine(finding, lead: lead)
        })
    }

    /// Joins lines up to `bodyLimit` UTF-8 bytes: a line that does not fit is cut (ending with
    /// `…`), and the lines after it are counted instead of written.
    static func limited(_ lines: [String]) -> String {
        var text = ""
        var budget = bodyLimit
        for (index, line) in lines.enumerated() {
            let cost = line.utf8.count + (index > 0 ? 1 : 0)
            if cost > budget {
                if index > 0 { text += "\n" }
                text += prefix(of: line, utf8Budget: max(0, budget - 4)) + "…"
                let rest = lines.count - index - 1
                return rest > 0 ? text + "\n… \(rest) more line\(rest == 1 ? "" : "s") left out" : text
            }
            if index > 0 { text += "\n" }
            text += line
            budget -= cost
        }
        return text
    }

    /// The longest prefix of `text` made of whole characters within `utf8Budget` bytes.
    private static func prefix(of text: String, utf8Budget: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let size = text[index].utf8.count
            if used + size > utf8Budget { break }
            used += size
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// Paths as CI systems want them: forward slashes, no leading `./`.
    static func relativePath(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    /// Every field of an environment, `name=value` separated by spaces, for a `<property>`.
    static func describe(_ environment: Environment) -> String {
        var parts = [
            "platform=\(environment.platform.token)",
            "contentSize=\(environment.contentSize.rawValue)",
            "colorScheme=\(environment.colorScheme.rawValue)",
            "reduceMotion=\(environment.reduceMotion)",
            "prefersCrossFadeTransitions=\(environment.prefersCrossFadeTransitions)",
            "increaseContrast=\(environment.increaseContrast)",
            "boldText=\(environment.boldText)",
            "voiceOver=\(environment.voiceOver)",
            "interfaceLevel=\(environment.interfaceLevel.rawValue)",
            "viewport=\(number(environment.viewport.width))x\(number(environment.viewport.height))",
            "scale=\(number(environment.scale))",
            "keyboardVisible=\(environment.keyboardVisible)",
        ]
        if let scale = environment.animatorDurationScale { parts.append("animatorDurationScale=\(number(scale))") }
        return parts.joined(separator: " ")
    }

    /// `3`, `393.5`: integers without a fraction, others as Swift prints them (locale-free).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
