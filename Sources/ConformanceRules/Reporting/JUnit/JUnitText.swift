import A11yModel

/// The words inside testcases: failure messages and bodies, skip reasons, output listings.
enum JUnitText {
    /// `message` attributes are one line of at most this many characters.
    static let messageLimit = 300
    /// Bodies and `system-out` stop growing past this many UTF-8 bytes (then say how much was left out).
    static let bodyLimit = 64 * 1024

    /// `fixed`: fixed baseline entries of the check's rule and state. `attachment`: the picture of
    /// a failing testcase's state, named first in its `system-out` as `[[ATTACHMENT|path]]` on a
    /// line of its own.
    static func testcase(for check: RuleCheck, kind: JUnitLayout.Kind, classname: String, file: String,
                         report: AuditReport, fixed: [BaselineEntry] = [], attachment: String? = nil) -> JUnitCase {
        // Most testcases pass with nothing to say: no verdict, no output, no line to point at.
        if kind == .passed, check.problems.isEmpty, fixed.isEmpty, attachment == nil {
            return JUnitCase(classname: classname, name: check.ruleID, time: check.duration, file: file, line: nil,
                             verdict: .passed, output: nil)
        }
        let type = check.pack + "." + check.ruleID
        var verdict = JUnitVerdict.passed
        var listed: [Problem] = []
        // Which problems the verdict lists; the others go to the testcase's output.
        var isListed: (Problem) -> Bool = { _ in false }
        // Under --fail-on-stale-baseline the fixed entries are why the testcase fails.
        let fixedFailing = kind == .failure && report.baseline?.failOnStale == true ? fixed : []
        switch kind {
        case .failure:
            isListed = { report.counts($0) }
            listed = check.problems.filter(isListed)
            let lead: String
            if listed.isEmpty, !fixedFailing.isEmpty {
                lead = staleLead(fixedFailing)
            } else {
                // Under --fail-on review the problem that fails the testcase may be one needing review;
                // a known problem fails again when it got worse, which the message says first.
                let worse = listed.first?.baseline?.state == .worse ? "worse than in the baseline: " : ""
                lead = worse + (listed.first?.outcome == .cantTell ? "needs review: " : "") + leadMessage(check, listed)
            }
            let message = ReportText.singleLine(lead, limit: messageLimit)
            verdict = .failure(message: message, type: type,
                               text: limited([message] + listed.map { problemLine($0) } + fixedFailing.map(fixedLine)))
        case .known:
            isListed = { report.isKnownFailure($0) }
            listed = check.problems.filter(isListed)
            let since = listed.compactMap(\.baseline?.since).min() ?? "an earlier run"
            let message = ReportText.singleLine("in baseline since \(since): " + leadMessage(check, listed), limit: messageLimit)
            verdict = .skipped(message: message, text: limited([message] + listed.map { problemLine($0, why: whyNotFailing($0, report: report)) }))
        case .skipped:
            if check.outcome == .inapplicable {
                let message = ReportText.singleLine("not applicable: \(check.ruleID) found nothing to check in \(check.state.name)",
                                                    limit: messageLimit)
                verdict = .skipped(message: message, text: message)
            } else {
                isListed = { $0.outcome == .cantTell && $0.suppression == nil }
                listed = check.problems.filter(isListed)
                let message = ReportText.singleLine("needs review: " + leadMessage(check, listed), limit: messageLimit)
                verdict = .skipped(message: message, text: body(message, listed))
            }
        case .passed:
            break
        }
        // Asked of each problem again rather than looked up among those listed: hashing whole
        // problems was a twentieth of writing a report, and `listed.contains` quadratic.
        let rest = check.problems.filter { !isListed($0) }
        let restFixed = fixedFailing.isEmpty ? fixed : []
        let line = (listed + rest).lazy.compactMap(\.location.line).first
        let listedOutput = rest.map { problemLine($0, why: whyNotFailing($0, report: report)) } + restFixed.map(fixedLine)
        let lines = (attachment.map { ["[[ATTACHMENT|\($0)]]"] } ?? []) + (listedOutput.isEmpty ? [] : [limited(listedOutput)])
        return JUnitCase(classname: classname, name: check.ruleID, time: check.duration, file: file,
                         line: line.flatMap { $0 > 0 ? $0 : nil }, verdict: verdict,
                         output: lines.isEmpty ? nil : lines.joined(separator: "\n"))
    }

    /// A testcase for fixed baseline entries of a rule and state that the run no longer checks (or
    /// of a file that is gone): it passes, or fails under --fail-on-stale-baseline.
    static func fixedTestcase(rule: String, type: String, entries: [BaselineEntry], classname: String, file: String,
                              failOnStale: Bool) -> JUnitCase {
        guard failOnStale else {
            return JUnitCase(classname: classname, name: rule, time: 0, file: file, line: nil, verdict: .passed,
                             output: limited(entries.map(fixedLine)))
        }
        let message = ReportText.singleLine(staleLead(entries), limit: messageLimit)
        return JUnitCase(classname: classname, name: rule, time: 0, file: file, line: nil,
                         verdict: .failure(message: message, type: type, text: limited([message] + entries.map(fixedLine))),
                         output: nil)
    }

    /// `baseline entry is fixed: handle-contrast on handle in presented and 2 more; remove it with
    /// `baseline write``.
    static func staleLead(_ entries: [BaselineEntry]) -> String {
        let what = entries.count == 1 ? "baseline entry is fixed: " : "\(entries.count) baseline entries are fixed: "
        let more = entries.count > 1 ? " and \(entries.count - 1) more" : ""
        return what + (entries.first?.summary ?? "") + more + "; remove " + (entries.count == 1 ? "it" : "them")
            + " with `baseline write`"
    }

    /// `- fixed: handle-contrast on handle in presented (…); remove it with `baseline write``.
    static func fixedLine(_ entry: BaselineEntry) -> String {
        ReportText.singleLine("- " + BaselineText.fixed(entry))
    }

    /// Why a problem listed outside the verdict does not fail the testcase, or nil when its
    /// sentence says it ("needs review: …").
    static func whyNotFailing(_ problem: Problem, report: AuditReport) -> String? {
        if let suppression = problem.suppression { return "suppressed (\(suppression)):" }
        if let mark = problem.baseline, mark.isKnown { return BaselineText.known(mark) + ":" }
        if problem.outcome == .cantTell { return nil }
        return "\(problem.severity.rawValue) below --fail-on \(report.configuration.failOnName):"
    }

    static func errorVerdict(_ error: InputError) -> JUnitVerdict {
        let detail = error.codingPath.map { $0.isEmpty ? error.message : "at \($0): \(error.message)" } ?? error.message
        let message = ReportText.singleLine("input could not be used: " + detail, limit: messageLimit)
        return .error(message: message, type: "morph-audit.input-error", text: message + "\n" + error.description)
    }

    /// The reason first, then what it is about, so a cut message still says what is wrong:
    /// `handle … is hard to see (measured 1.12:1 in light, 1.22:1 in dark, needs 3:1) — handle`,
    /// or with several elements `… — card-1-handle and 2 more (card-2-handle, card-3-handle)`.
    static func leadMessage(_ check: RuleCheck, _ problems: [Problem]) -> String {
        guard let first = problems.first else { return ReportText.singleLine("\(check.ruleID) failed", limit: messageLimit) }
        var text = ProblemText.detail(first)
        let distinctTargets = problems.lazy.map { $0.element ?? $0.state.name }.distinctInOrder()
        if let firstTarget = distinctTargets.first, first.element != nil || distinctTargets.count > 1 {
            text += " — " + firstTarget
        }
        let others = Array(distinctTargets.dropFirst())
        if !others.isEmpty {
            text += " and \(others.count) more (" + others.prefix(5).joined(separator: ", ") + (others.count > 5 ? ", …" : "") + ")"
        }
        return ReportText.singleLine(text, limit: messageLimit)
    }

    /// The message again (GitLab shows only the body), then one line per problem.
    static func body(_ message: String, _ problems: [Problem]) -> String {
        limited([message] + problems.map { problemLine($0) })
    }

    /// `- handle … is hard to see (…) in dark (4 of 8 environments) — /sheet#card/handle#handle at
    /// Examples/a.json:42:7`: the reason, where it occurs, then what and where in the input.
    static func problemLine(_ problem: Problem, why: String? = nil) -> String {
        var text = "- " + (why.map { $0 + " " } ?? "") + ProblemText.sentence(problem) + " — "
        if let target = ProblemText.target(problem) { text += target + " " }
        return ReportText.singleLine(text + "at " + relativePath(problem.location.description))
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
                text += UTF8Budget.prefix(of: line, bytes: max(0, budget - 4)) + "…"
                let rest = lines.count - index - 1
                return rest > 0 ? text + "\n… \(rest) more line\(rest == 1 ? "" : "s") left out" : text
            }
            if index > 0 { text += "\n" }
            text += line
            budget -= cost
        }
        return text
    }

    /// Paths as CI systems want them: forward slashes, no leading `./`.
    static func relativePath(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    /// The environments a state was judged in, for its `<property>`: each by its variant name
    /// (`iOS, large, light; iOS, ax5, dark, reduce-motion`), every field of a single one.
    static func describe(_ environments: [Environment]) -> String {
        guard environments.count > 1 else { return environments.first.map(describe) ?? "" }
        return "\(environments.count) environments: " + environments.map(\.variantName).joined(separator: "; ")
    }

    /// Every field of an environment, `name=value` separated by spaces.
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
