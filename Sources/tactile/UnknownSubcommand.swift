import ArgumentParser

/// A first word that names no subcommand. Without this check the default subcommand (`demo`) would take it as an
/// argument of its own and answer with its usage ("2 unexpected arguments"); `tactile help WORD` would show the
/// main help. The message names the word and the nearest subcommand.
struct UnknownSubcommand: Error, CustomStringConvertible {
    /// The word given.
    let word: String
    /// The nearest subcommand name.
    let nearest: String
    /// Every subcommand name, for the list.
    let names: [String]

    var description: String {
        let close = Self.distance(word, nearest) <= max(2, nearest.count / 3)
        return "unknown subcommand '\(word)'. "
            + (close ? "Did you mean '\(nearest)'? " : "The nearest is '\(nearest)'. ")
            + "The subcommands are \(names.joined(separator: ", "))."
    }

    /// The unknown subcommand `arguments` start with (after `help`, too), or `nil` when the first word is an option,
    /// a subcommand or absent.
    static func find(in arguments: [String], of command: any ParsableCommand.Type) -> UnknownSubcommand? {
        let subcommands = command.configuration.subcommands
        let names = subcommands.map { $0._commandName }
        let known = Set(names + subcommands.flatMap { $0.configuration.aliases } + ["help"])
        var words = arguments[...]
        if words.first == "help" { words = words.dropFirst() }
        guard let word = words.first, !word.hasPrefix("-"), !known.contains(word) else { return nil }
        let nearest = (names + ["help"]).min { distance(word, $0) < distance(word, $1) } ?? "demo"
        return UnknownSubcommand(word: word, nearest: nearest, names: names)
    }

    /// The Levenshtein distance between two words: the fewest insertions, deletions and substitutions.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
