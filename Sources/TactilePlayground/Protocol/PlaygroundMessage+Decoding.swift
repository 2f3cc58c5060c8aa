import Foundation

extension PlaygroundMessage {
    /// Reads one text frame from the page, checking it against ``PlaygroundLimits``.
    ///
    /// Keys a message does not use are ignored, so later pages can add some. Numbers must be finite JSON numbers
    /// in their field's range; a `pointers` batch holds at most ``PlaygroundLimits/maximumSamplesPerBatch``
    /// samples of at most ``PlaygroundLimits/maximumActivePointers`` pointers, and each pointer's timestamps never
    /// go back.
    ///
    /// - Throws: ``PlaygroundProtocolError`` naming the field and what was expected there.
    public static func decode(_ text: String) throws(PlaygroundProtocolError) -> PlaygroundMessage {
        let size = text.utf8.count
        guard size <= PlaygroundLimits.maximumReplayBytes else {
            throw PlaygroundProtocolError(
                .tooLarge, field: "message",
                problem: "expected at most \(PlaygroundLimits.maximumReplayBytes) bytes, found \(size)")
        }
        if let depth = PlaygroundJSONReader.nesting(beyond: PlaygroundLimits.maximumNesting, in: text) {
            throw PlaygroundProtocolError(
                .malformed, field: "message",
                problem: "expected objects and lists nested at most \(PlaygroundLimits.maximumNesting) deep, found \(depth)")
        }
        let root: PlaygroundJSON
        do {
            root = try PlaygroundJSONReader.read(text)
        } catch {
            throw PlaygroundProtocolError(
                .malformed, field: "message",
                problem: "expected a JSON object, found text that does not read as JSON (at byte \(error.offset): expected \(error.expected))")
        }
        let fields = try Fields(root, path: "")
        let kind = try fields.string("kind")
        if kind != "replay" && size > PlaygroundLimits.maximumFrameBytes {
            throw PlaygroundProtocolError(
                .tooLarge, field: "message",
                problem: "expected at most \(PlaygroundLimits.maximumFrameBytes) bytes for a \(kind) message, found \(size)")
        }
        switch kind {
        case "hello":
            let side = 1...PlaygroundLimits.maximumViewportSide
            let viewport = try Fields(fields.required("viewport", "an object with width and height"), path: "viewport")
            return .hello(
                viewportWidth: try viewport.number("width", in: side, "CSS pixels"),
                viewportHeight: try viewport.number("height", in: side, "CSS pixels"),
                devicePixelRatio: try fields.optionalNumber(
                    "devicePixelRatio", in: PlaygroundLimits.devicePixelRatioRange, "device pixels per CSS pixel"),
                scene: try fields.optionalSceneName("scene"))
        case "pointers":
            return .pointers(try samples(fields))
        case "scene":
            guard let name = try fields.optionalSceneName("name") else {
                throw PlaygroundProtocolError(.missingField, field: "name", problem: "expected a scene name, found nothing")
            }
            return .scene(name)
        case "record":
            let action = try fields.string("action")
            switch action {
            case "start": return .record(true)
            case "stop": return .record(false)
            default:
                throw PlaygroundProtocolError(.invalidValue, field: "action", problem: "expected \"start\" or \"stop\", found \"\(action.prefix(40))\"")
            }
        case "replay":
            return .replay(try fields.string("trace"))
        default:
            throw PlaygroundProtocolError(
                .unknownKind, field: "kind",
                problem: "expected one of \(kinds.joined(separator: ", ")), found \"\(kind.prefix(40))\"")
        }
    }

    private static func samples(_ fields: Fields) throws(PlaygroundProtocolError) -> [PointerSample] {
        guard case .array(let list) = try fields.required("samples", "a list of pointer samples") else {
            throw fields.invalid("samples", "a list of pointer samples")
        }
        guard list.count <= PlaygroundLimits.maximumSamplesPerBatch else {
            throw PlaygroundProtocolError(
                .tooLarge, field: "samples",
                problem: "expected at most \(PlaygroundLimits.maximumSamplesPerBatch) samples in one batch, found \(list.count)")
        }
        var samples: [PointerSample] = []
        samples.reserveCapacity(list.count)
        var lastTime: [Int: Double] = [:]
        for (i, value) in list.enumerated() {
            let s = try Fields(value, path: "samples[\(i)]")
            let id = try s.integer("pointerId", in: 0...PlaygroundLimits.maximumPointerID)
            let type = try s.choice("pointerType", PointerSample.PointerType.self)
            let phase = try s.choice("phase", PointerSample.Phase.self)
            let coordinate = -PlaygroundLimits.maximumCoordinate...PlaygroundLimits.maximumCoordinate
            let x = try s.number("x", in: coordinate, "points")
            let y = try s.number("y", in: coordinate, "points")
            let time = try s.number("timeStamp", in: 0...PlaygroundLimits.maximumTimestamp, "milliseconds")
            if let previous = lastTime[id], time < previous {
                throw PlaygroundProtocolError(
                    .outOfOrder, field: s.path("timeStamp"),
                    problem: "expected pointer \(id)'s samples in time order, found \(time) ms after \(previous) ms")
            }
            if lastTime[id] == nil && lastTime.count >= PlaygroundLimits.maximumActivePointers {
                throw PlaygroundProtocolError(
                    .tooManyPointers, field: s.path("pointerId"),
                    problem: "expected at most \(PlaygroundLimits.maximumActivePointers) pointers in one batch, found more")
            }
            lastTime[id] = time
            let size = 0...PlaygroundLimits.maximumContactSize
            samples.append(
                PointerSample(
                    pointerID: id, pointerType: type, phase: phase, x: x, y: y, timeStamp: time,
                    pressure: try s.number("pressure", in: 0...1, "a pressure", default: 0),
                    tiltX: try s.number("tiltX", in: -90...90, "degrees", default: 0),
                    tiltY: try s.number("tiltY", in: -90...90, "degrees", default: 0),
                    width: try s.number("width", in: size, "CSS pixels", default: 1),
                    height: try s.number("height", in: size, "CSS pixels", default: 1)))
        }
        return samples
    }
}

/// The keys of one JSON object, read with errors that name their path.
private struct Fields {
    let values: [String: PlaygroundJSON]
    let prefix: String

    init(_ value: PlaygroundJSON, path: String) throws(PlaygroundProtocolError) {
        guard case .object(let values) = value else {
            throw PlaygroundProtocolError(
                .malformed, field: path.isEmpty ? "message" : path, problem: "expected a JSON object, found \(value.kindName)")
        }
        self.values = values
        prefix = path
    }

    func path(_ key: String) -> String { prefix.isEmpty ? key : "\(prefix).\(key)" }

    func invalid(_ key: String, _ expected: String) -> PlaygroundProtocolError {
        PlaygroundProtocolError(
            .invalidValue, field: path(key), problem: "expected \(expected), found \(values[key]?.kindName ?? "nothing")")
    }

    func required(_ key: String, _ expected: @autoclosure () -> String) throws(PlaygroundProtocolError) -> PlaygroundJSON {
        switch values[key] {
        case nil, .null?:
            throw PlaygroundProtocolError(.missingField, field: path(key), problem: "expected \(expected()), found nothing")
        case let value?:
            return value
        }
    }

    func string(_ key: String) throws(PlaygroundProtocolError) -> String {
        guard case .string(let s) = try required(key, "a string") else { throw invalid(key, "a string") }
        return s
    }

    func optionalSceneName(_ key: String) throws(PlaygroundProtocolError) -> String? {
        guard let value = values[key], value != .null else { return nil }
        let expected = "a scene name of 1 to \(PlaygroundLimits.maximumSceneNameLength) characters"
        guard case .string(let s) = value, !s.isEmpty, s.count <= PlaygroundLimits.maximumSceneNameLength else {
            throw invalid(key, expected)
        }
        return s
    }

    // What a field expects is written only for an error: every sample of every batch reads eight numbers.

    func number(
        _ key: String, in range: ClosedRange<Double>, _ unit: String, default fallback: Double? = nil
    ) throws(PlaygroundProtocolError) -> Double {
        func expected() -> String {
            "a number of \(unit) from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
        }
        let value: PlaygroundJSON
        switch values[key] {
        case nil, .null?:
            guard let fallback else { throw PlaygroundProtocolError(.missingField, field: path(key), problem: "expected \(expected()), found nothing") }
            return fallback
        case let present?:
            value = present
        }
        guard case .number(let n) = value, n.isFinite, range.contains(n) else { throw invalid(key, expected()) }
        return n
    }

    /// The number at `key` in `range`, or `nil` when the key is absent or null.
    func optionalNumber(_ key: String, in range: ClosedRange<Double>, _ unit: String) throws(PlaygroundProtocolError) -> Double? {
        guard let value = values[key], value != .null else { return nil }
        return try number(key, in: range, unit)
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(PlaygroundProtocolError) -> Int {
        func expected() -> String { "a whole number from \(range.lowerBound) to \(range.upperBound)" }
        guard case .number(let n) = try required(key, expected()), n.isFinite, n.rounded() == n,
            n >= Double(range.lowerBound), n <= Double(range.upperBound)
        else { throw invalid(key, expected()) }
        return Int(n)
    }

    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(PlaygroundProtocolError) -> T
    where T.RawValue == String {
        func expected() -> String { "one of " + T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
        guard case .string(let s) = try required(key, expected()), let value = T(rawValue: s) else {
            throw invalid(key, expected())
        }
        return value
    }

    static func format(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
}
