import A11yModel

/// Reads a capture set's JSON strictly: every key is known, every value checked, and every
/// problem reported with its line, column and coding path (not only the first). Keys starting
/// `x-` are a team's own data and skipped, as in scenario JSON.
struct CaptureSetReader {
    let file: String
    private(set) var errors: [InputError] = []

    init(file: String) {
        self.file = file
    }

    static let keys = ["captureSet", "id", "title", "format", "environment", "captures", "transitions"]
    static let captureKeys = ["state", "file", "id", "format", "environment"]
    static let environmentKeys = ["platform", "contentSize", "colorScheme", "reduceMotion", "crossFade", "increaseContrast",
                                  "boldText", "voiceOver", "density"]
    static let transitionKeys = ["id", "kind", "from", "to", "invoker", "focusBefore", "focusAfter", "announcements", "notifications"]
    static let notificationKeys = ["kind", "target", "text"]

    /// Formats a capture can name: the dumps and printouts.
    static var captureFormats: [ScenarioFormat] { HierarchyImport.formats }

    mutating func read(_ root: LocatedJSON) -> CaptureSet? {
        guard let members = object(root, at: "") else { return nil }
        checkKeys(members, Self.keys, at: "")
        switch root["captureSet"]?.value {
        case .number(let version)? where version == Double(CaptureSet.currentVersion): break
        case .number(let version)?:
            fail(root["captureSet"] ?? root, "captureSet", "capture set version \(formatNumber(version)) is not supported; this build reads version \(CaptureSet.currentVersion)")
        case nil: fail(root, "", "required key 'captureSet' (the version, 1) is missing")
        case _?: fail(root["captureSet"] ?? root, "captureSet", "expected the version number 1, found \(root["captureSet"]?.kindDescription ?? "nothing")")
        }
        let id = name(root["id"], at: "id", limit: ScenarioValidator.maximumIDLength)
        let title = string(root["title"], at: "title")
        let defaultFormat = format(root["format"], at: "format")
        let defaults = settings(root["environment"], at: "environment")
        var captures: [CaptureSet.Capture] = []
        let entries = array(root["captures"], at: "captures", required: true)
        if root["captures"] != nil, entries.isEmpty { fail(root["captures"] ?? root, "captures", "a capture set needs at least one capture") }
        guard entries.count <= CaptureSet.maximumCaptures else {
            fail(root["captures"] ?? root, "captures", "\(entries.count) captures; a capture set names at most \(CaptureSet.maximumCaptures)")
            return nil
        }
        var ids: Set<String> = []
        for (position, entry) in entries.enumerated() {
            let path = "captures[\(position)]"
            guard let fields = object(entry, at: path) else { continue }
            checkKeys(fields, Self.captureKeys, at: path)
            let state = name(entry["state"], at: path + ".state", required: entry)
            let file = string(entry["file"], at: path + ".file", required: entry)
            let captureID = name(entry["id"], at: path + ".id")
            if let captureID, !ids.insert(captureID).inserted { fail(entry["id"] ?? entry, path + ".id", "duplicate capture id '\(captureID)'") }
            if let file, file.isEmpty { fail(entry["file"] ?? entry, path + ".file", "the file name is empty") }
            let location = entry["file"] ?? entry
            guard let state, let file, !file.isEmpty else { continue }
            captures.append(CaptureSet.Capture(state: state, file: file, id: captureID,
                                               format: format(entry["format"], at: path + ".format") ?? defaultFormat,
                                               settings: settings(entry["environment"], at: path + ".environment").over(defaults),
                                               line: location.line, column: location.column))
        }
        let states = Set(captures.map(\.state))
        var transitions: [CaptureSet.CaptureTransition] = []
        let planned = array(root["transitions"], at: "transitions")
        guard planned.count <= CaptureSet.maximumTransitions else {
            fail(root["transitions"] ?? root, "transitions", "\(planned.count) transitions; a capture set names at most \(CaptureSet.maximumTransitions)")
            return nil
        }
        for (position, entry) in planned.enumerated() {
            if let transition = transition(entry, at: "transitions[\(position)]", states: states) { transitions.append(transition) }
        }
        guard errors.isEmpty else { return nil }
        return CaptureSet(id: id, title: title, captures: captures, transitions: transitions)
    }

    private mutating func transition(_ entry: LocatedJSON, at path: String, states: Set<String>) -> CaptureSet.CaptureTransition? {
        guard let fields = object(entry, at: path) else { return nil }
        checkKeys(fields, Self.transitionKeys, at: path)
        let kindText = string(entry["kind"], at: path + ".kind", required: entry)
        let kind = kindText.flatMap { text in TransitionKind.known.first { $0.token == text } }
        if let kindText, kind == nil {
            fail(entry["kind"] ?? entry, path + ".kind", "unknown transition kind '\(kindText)'; one of "
                + TransitionKind.known.map(\.token).joined(separator: ", ") + NameSuggestion.didYouMean(kindText, among: TransitionKind.known.map(\.token)))
        }
        var ends: [String?] = []
        for end in ["from", "to"] {
            let state = name(entry[end], at: path + "." + end, required: entry)
            if let state, !states.contains(state) {
                fail(entry[end] ?? entry, path + "." + end, "no capture shows state '\(state)'"
                    + NameSuggestion.didYouMean(state, among: states.sorted()))
            }
            ends.append(state)
        }
        var notifications: [PostedNotification]?
        if let announcements = entry["announcements"] {
            notifications = array(announcements, at: path + ".announcements").enumerated().compactMap { index, text in
                string(text, at: path + ".announcements[\(index)]").map { PostedNotification(.announcement, text: $0) }
            }
        }
        if let posted = entry["notifications"] {
            var list = notifications ?? []
            for (index, item) in array(posted, at: path + ".notifications").enumerated() {
                let itemPath = path + ".notifications[\(index)]"
                guard let itemFields = object(item, at: itemPath) else { continue }
                checkKeys(itemFields, Self.notificationKeys, at: itemPath)
                guard let kindText = string(item["kind"], at: itemPath + ".kind", required: item) else { continue }
                guard let kind = NotificationKind.known.first(where: { $0.token == kindText }) else {
                    fail(item["kind"] ?? item, itemPath + ".kind", "unknown notification '\(kindText)'; one of "
                        + NotificationKind.known.map(\.token).joined(separator: ", "))
                    continue
                }
                list.append(PostedNotification(kind, target: nodeID(item["target"], at: itemPath + ".target"),
                                               text: string(item["text"], at: itemPath + ".text")))
            }
            notifications = list
        }
        guard let kind, let from = ends[0], let to = ends[1] else { return nil }
        return CaptureSet.CaptureTransition(id: name(entry["id"], at: path + ".id"), kind: kind, from: from, to: to,
                                            invoker: nodeID(entry["invoker"], at: path + ".invoker"),
                                            focusBefore: nodeID(entry["focusBefore"], at: path + ".focusBefore"),
                                            focusAfter: nodeID(entry["focusAfter"], at: path + ".focusAfter"),
                                            notifications: notifications, line: entry.line, column: entry.column)
    }

    private mutating func settings(_ value: LocatedJSON?, at path: String) -> CaptureSet.CaptureSettings {
        var result = CaptureSet.CaptureSettings()
        guard let value, let fields = object(value, at: path) else { return result }
        checkKeys(fields, Self.environmentKeys, at: path)
        if let text = string(value["platform"], at: path + ".platform") {
            switch text.lowercased() {
            case "ios": result.platform = .iOS
            case "android": result.platform = .android
            default: fail(value["platform"] ?? value, path + ".platform", "platform '\(text)' is not iOS or android")
            }
        }
        if let text = string(value["contentSize"], at: path + ".contentSize") {
            result.contentSize = ContentSizeCategory(parsing: text)
            if result.contentSize == nil {
                fail(value["contentSize"] ?? value, path + ".contentSize", "'\(text)' is not a content size; one of "
                    + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
        if let text = string(value["colorScheme"], at: path + ".colorScheme") {
            result.colorScheme = ColorScheme(rawValue: text)
            if result.colorScheme == nil { fail(value["colorScheme"] ?? value, path + ".colorScheme", "'\(text)' is not light or dark") }
        }
        result.reduceMotion = bool(value["reduceMotion"], at: path + ".reduceMotion")
        result.crossFade = bool(value["crossFade"], at: path + ".crossFade")
        result.increaseContrast = bool(value["increaseContrast"], at: path + ".increaseContrast")
        result.boldText = bool(value["boldText"], at: path + ".boldText")
        result.voiceOver = bool(value["voiceOver"], at: path + ".voiceOver")
        if let density = value["density"] {
            if case .number(let number) = density.value, ImportOptions.densityRange.contains(number) {
                result.density = number
            } else {
                fail(density, path + ".density", "expected a density from \(formatNumber(ImportOptions.densityRange.lowerBound)) to "
                    + "\(formatNumber(ImportOptions.densityRange.upperBound)) pixels per point, found \(density.scalarText ?? density.kindDescription)")
            }
        }
        return result
    }

    // MARK: - Typed reads

    private mutating func fail(_ value: LocatedJSON, _ path: String, _ message: String) {
        errors.append(InputError(file: file, line: value.line, column: value.column, codingPath: path.isEmpty ? nil : path, message: message))
    }

    private mutating func object(_ value: LocatedJSON, at path: String) -> [LocatedJSON.Member]? {
        guard let members = value.members else {
            fail(value, path, "expected an object, found \(value.kindDescription)")
            return nil
        }
        return members
    }

    private mutating func checkKeys(_ members: [LocatedJSON.Member], _ allowed: [String], at path: String) {
        var seen: Set<String> = []
        for member in members {
            let at = path.isEmpty ? member.key : path + "." + member.key
            if !seen.insert(member.key).inserted { fail(member.value, at, "key '\(member.key)' appears twice") }
            if !allowed.contains(member.key), !member.key.hasPrefix(extensionPrefix) {
                fail(member.value, at, "unknown key '\(member.key)'" + NameSuggestion.didYouMean(member.key, among: allowed)
                    + "; known keys: \(allowed.joined(separator: ", ")). Keys of your own start with '\(extensionPrefix)'")
            }
        }
    }

    private mutating func string(_ value: LocatedJSON?, at path: String, required parent: LocatedJSON? = nil) -> String? {
        guard let value else {
            if let parent { fail(parent, path, "required key '\(path.split(separator: ".").last.map(String.init) ?? path)' is missing") }
            return nil
        }
        guard case .string(let text) = value.value else {
            fail(value, path, "expected a string, found \(value.kindDescription)")
            return nil
        }
        return text
    }

    /// Longest state or id: snapshot and transition ids are made of them (`present-closed-sheet-ax5-dark`)
    /// and must stay within the scenario's id length.
    static let maximumNameLength = 64

    /// A state, id or node id: a string without white space, at most `limit` bytes.
    private mutating func name(_ value: LocatedJSON?, at path: String, required parent: LocatedJSON? = nil,
                               limit: Int = maximumNameLength) -> String? {
        guard let text = string(value, at: path, required: parent), let value else { return nil }
        guard !text.isEmpty, !text.contains(where: \.isWhitespace) else {
            fail(value, path, "'\(excerpt(text))' is not a name: it must be non-empty and without spaces")
            return nil
        }
        guard text.utf8.count <= limit else {
            fail(value, path, "'\(excerpt(text))' is \(text.utf8.count) bytes long; at most \(limit)")
            return nil
        }
        return text
    }

    private mutating func nodeID(_ value: LocatedJSON?, at path: String) -> String? {
        name(value, at: path, limit: ScenarioValidator.maximumNodeIDLength)
    }

    private mutating func bool(_ value: LocatedJSON?, at path: String) -> Bool? {
        guard let value else { return nil }
        guard case .bool(let flag) = value.value else {
            fail(value, path, "expected true or false, found \(value.scalarText ?? value.kindDescription)")
            return nil
        }
        return flag
    }

    private mutating func array(_ value: LocatedJSON?, at path: String, required: Bool = false) -> [LocatedJSON] {
        guard let value else {
            if required { errors.append(InputError(file: file, line: 1, column: 1, codingPath: path, message: "required key '\(path)' is missing")) }
            return []
        }
        guard let elements = value.elements else {
            fail(value, path, "expected an array, found \(value.kindDescription)")
            return []
        }
        return elements
    }

    private mutating func format(_ value: LocatedJSON?, at path: String) -> ScenarioFormat? {
        guard let text = string(value, at: path), let value else { return nil }
        guard let format = ScenarioFormat(rawValue: text), Self.captureFormats.contains(format) else {
            let names = Self.captureFormats.map(\.rawValue)
            fail(value, path, "'\(text)' is not a dump format; one of \(names.joined(separator: ", "))" + NameSuggestion.didYouMean(text, among: names))
            return nil
        }
        return format
    }
}
