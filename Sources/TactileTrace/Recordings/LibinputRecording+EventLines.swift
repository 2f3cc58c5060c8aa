import Yams

extension LibinputRecording {
    /// The recording in `text` with its event records read from the text's bytes, when the first device's
    /// `events:` is laid out as `libinput record` writes it; `nil` when it is not, or when anything in the text is
    /// wrong, so that the caller reads the whole text with YAML and reports the problem as before.
    ///
    /// The layout read here, below a line `events:` (a key alone on its line, at some indentation K):
    ///
    ///     events:
    ///     # Current time is 12:00:00
    ///     - evdev:
    ///       - [  0,      0,   3,  57,   1234] # EV_ABS / ABS_MT_TRACKING_ID   1234
    ///       - [  0,      0,   0,   0,      0] # ------------ SYN_REPORT (0) ----------
    ///
    /// Every frame line is `- evdev:` at one indentation (at least K), every record `- [a, b, c, d, e]` (decimal
    /// numbers without leading zeros or plus signs, spaces around the commas) at one deeper indentation per frame;
    /// comment and blank lines may come anywhere; every line is printable ASCII. The events end at the first line
    /// indented no deeper than K (one not starting with `-` when at K), or at the end of the text. Any other line
    /// among them (a frame of another kind, a record spelled otherwise, a number out of range) gives `nil`.
    ///
    /// The text without those lines is then composed by YAML and checked as usual; it is only used when the
    /// `events:` key YAML finds in the first device is the one on that line, in a block mapping. The records
    /// removed are then exactly the items of that key's block sequence, so the result is the one YAML would give
    /// for the whole text.
    ///
    /// Why: composing a YAML node for every record (a sequence and five scalars, each with its tag, mark and
    /// string) cost several microseconds and over 20 allocations an event; reading the record lines directly
    /// takes well under half a microsecond and allocates nothing per event (only the events array grows).
    static func parseReadingEventLines(_ text: String, file: String) -> EvemuRecording? {
        var text = text
        text.makeContiguousUTF8()  // a no-op for a native string
        return text.utf8.withContiguousStorageIfAvailable { bytes -> EvemuRecording? in
            guard let section = EventSection(bytes) else { return nil }
            // The text without the event lines (and with no line removed before them, so that YAML's line
            // numbers up to the `events:` key are the text's).
            var rest = Array(bytes[..<section.start])
            rest.append(contentsOf: bytes[section.end...])
            let skeleton = String(decoding: rest, as: UTF8.self)
            // (Yams reports every mapping's style as `.any`, so block style is read from the text: the device
            // mapping starts with a plain key, not `{`, an anchor or a tag.)
            guard let root = try? Yams.compose(yaml: skeleton),
                let device = root["devices"]?.sequence?.first?.mapping, let deviceMark = device.mark,
                let first = byte(atLine: deviceMark.line, column: deviceMark.column, in: bytes),
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20),
                let key = device.index(forKey: Node("events", device.tag.copy(with: .implicit))),
                device[key].key.mark?.line == section.keyLine,
                case .scalar(let value) = device[key].value, value.string.isEmpty,
                var recording = try? recording(from: root, file: file), recording.events.isEmpty
            else { return nil }
            recording.events = section.events
            return recording
        } ?? nil
    }

    /// The byte at a YAML mark (1-based line and column, the column counted in characters), when the line is
    /// ASCII up to it; the line is counted in line feeds, which is YAML's count for the lines up to the
    /// `events:` key once its line is checked to be YAML's.
    private static func byte(atLine line: Int, column: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt8? {
        var i = 0, current = 1
        while current < line {
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: "\n") { current += 1 }
            i += 1
        }
        let target = i + column - 1
        guard column >= 1, target < bytes.count else { return nil }
        for j in i...target where bytes[j] >= 0x80 || bytes[j] == UInt8(ascii: "\n") { return nil }
        return bytes[target]
    }
}

/// The `events:` lines of a libinput recording as `libinput record` writes them (see
/// ``LibinputRecording/parseReadingEventLines(_:file:)``), read from the text's bytes.
private struct EventSection {
    /// The 1-based line of the `events:` key.
    var keyLine = 0
    /// The byte range of the event lines (whole lines, with their line breaks).
    var start = 0
    var end = 0
    /// The events, in order.
    var events: [LinuxInputEvent] = []

    /// Reads the section, or `nil` when the text has no `events:` line followed by at least one frame in the
    /// layout read here, or when a line among the events is not in it.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var lineStart = 0
        var line = 0
        var keyIndent = -1
        // Find the first line `<spaces>events:`, alone on its line but for a comment.
        while lineStart < bytes.count {
            line += 1
            let lineEnd = Self.endOfLine(bytes, from: lineStart)
            var s = EventLineScanner(bytes, from: lineStart, to: lineEnd)
            let indent = s.skipBlanks(tabs: false)
            lineStart = lineEnd + 1
            if s.take("events:"), Self.isEndOfContent(&s) {
                keyIndent = indent
                break
            }
        }
        guard keyIndent >= 0 else { return nil }
        keyLine = line
        start = min(lineStart, bytes.count)
        var frameIndent = -1, recordIndent = -1
        var sectionEnd = bytes.count
        while lineStart < bytes.count {
            let lineEnd = Self.endOfLine(bytes, from: lineStart)
            var s = EventLineScanner(bytes, from: lineStart, to: lineEnd)
            guard s.restIsPrintableASCII() else { return nil }
            let indent = s.skipBlanks(tabs: false)
            if s.isAtEnd || s.next == UInt8(ascii: "#") {  // blank or comment line
                lineStart = lineEnd + 1
                continue
            }
            if indent == frameIndent || (frameIndent < 0 && indent >= keyIndent), s.take("- evdev:") {
                guard Self.isEndOfContent(&s) else { return nil }
                frameIndent = indent
                recordIndent = -1
            } else if frameIndent >= 0, indent > frameIndent {
                guard indent == recordIndent || (recordIndent < 0 && indent >= frameIndent + 2),
                    let event = Self.record(&s)
                else { return nil }
                recordIndent = indent
                events.append(event)
            } else {
                // The first line after the events: it must end the sequence (and the `events:` value) for YAML
                // too, without being read as part of either.
                guard frameIndent >= 0,
                    indent < keyIndent || (indent == keyIndent && s.next != UInt8(ascii: "-"))
                else { return nil }
                sectionEnd = lineStart
                break
            }
            lineStart = lineEnd + 1
        }
        guard frameIndent >= 0 else { return nil }
        end = sectionEnd
    }

    /// One record: `- [a, b, c, d, e]`, then nothing or a comment after a blank.
    private static func record(_ s: inout EventLineScanner) -> LinuxInputEvent? {
        guard s.take("- [") else { return nil }
        var n = (0, 0, 0, 0, 0)
        for i in 0..<5 {
            s.skipBlanks(tabs: false)
            // YAML reads "-0" (and numbers with leading zeros) as octal, or not as a number at all.
            let minus = s.next == UInt8(ascii: "-")
            guard let v = s.signedDecimal(leadingZeros: false), !(minus && v == 0) else { return nil }
            s.skipBlanks(tabs: false)
            guard s.take(UInt8(ascii: i < 4 ? "," : "]")) else { return nil }
            switch i {
            case 0: n.0 = v
            case 1: n.1 = v
            case 2: n.2 = v
            case 3: n.3 = v
            default: n.4 = v
            }
        }
        guard isEndOfContent(&s), (0...0xFFFF).contains(n.2), (0...0xFFFF).contains(n.3),
            let value = Int32(exactly: n.4)
        else { return nil }
        return LinuxInputEvent(
            seconds: Int64(n.0), microseconds: Int64(n.1), type: UInt16(n.2), code: UInt16(n.3), value: value)
    }

    /// Whether the rest of the line is empty: nothing, spaces, or spaces and a comment.
    private static func isEndOfContent(_ s: inout EventLineScanner) -> Bool {
        let blanks = s.skipBlanks(tabs: false)
        return s.isAtEnd || (blanks > 0 && s.next == UInt8(ascii: "#"))
    }

    private static func endOfLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
        return i
    }
}
