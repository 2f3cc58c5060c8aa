import Foundation

extension VisualFormat {
    /// Parses `format` and resolves its names against the two dictionaries of
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// - Every name in brackets must be a key of `views`. Their values are not looked at: whether each is a view
    ///   (or a layout guide) is the caller's to check.
    /// - A name in a view's size predicate (`[a(width)]`, `[a(==b)]`) is a metric when `metrics` has it, otherwise a
    ///   view when `views` has it; the appendix lists the metric first (`constant` before `viewName`), so a name in
    ///   both dictionaries is the metric.
    /// - A name in a connection (`-padding-`) or after `@` must be a metric: the appendix allows a view there nowhere.
    /// - A metric's value must be a finite number: any Swift integer or floating-point type (`Int`, `Double`,
    ///   `Float`, `CGFloat`, …) or an `NSNumber` (what UIKit requires; a Swift `Bool` bridges to one, as there).
    /// - A priority, written or from a metric, must be greater than 0 and at most 1000, UIKit's rule for a
    ///   constraint's priority.
    ///
    /// Syntax errors come first (the whole string is parsed before any lookup), then lookups in reading order, so the
    /// error reported is the first one in the string. `allowsWhitespace` is ``VisualFormatParser``'s.
    init(
        parsing format: String, metrics: [String: Any]?, views: [String: Any], allowsWhitespace: Bool = true
    ) throws(VisualFormatError) {
        var parser = VisualFormatParser(format, allowsWhitespace: allowsWhitespace)
        self = try parser.parse().resolved(format: format, metrics: metrics ?? [:], views: views)
    }
}

extension VisualFormatSyntax {
    /// This syntax with every name resolved against `metrics` and `views` (see
    /// ``VisualFormat/init(parsing:metrics:views:allowsWhitespace:)`` for the rules); `format` is the string it was
    /// parsed from, for errors.
    func resolved(
        format: String, metrics: [String: Any], views viewTable: [String: Any]
    ) throws(VisualFormatError) -> VisualFormat {
        let resolver = Resolver(format: format, metrics: metrics, views: viewTable)
        var resolvedViews: [VisualFormat.View] = []
        var resolvedConnections: [VisualFormat.Connection] = []
        // Reading order: leading connection, then each view followed by the connection after it.
        var nextConnection = 0
        if startsAtSuperview {
            resolvedConnections.append(try resolver.connection(connections[0]))
            nextConnection = 1
        }
        for view in views {
            resolvedViews.append(try resolver.view(view))
            if nextConnection < connections.count {
                resolvedConnections.append(try resolver.connection(connections[nextConnection]))
                nextConnection += 1
            }
        }
        return VisualFormat(
            axis: axis, startsAtSuperview: startsAtSuperview, endsAtSuperview: endsAtSuperview, views: resolvedViews,
            connections: resolvedConnections)
    }
}

/// Looks names up for ``VisualFormatSyntax/resolved(format:metrics:views:)``.
private struct Resolver {
    let format: String
    let metrics: [String: Any]
    let views: [String: Any]

    func view(_ view: VisualFormatSyntax.View) throws(VisualFormatError) -> VisualFormat.View {
        guard views[view.name] != nil else {
            throw VisualFormatError(kind: .unknownView(view.name), format: format, offset: view.nameOffset)
        }
        var predicates: [VisualFormat.Predicate] = []
        for predicate in view.sizePredicates {
            predicates.append(try self.predicate(predicate, allowsViews: true))
        }
        return VisualFormat.View(name: view.name, sizePredicates: predicates)
    }

    func connection(_ connection: VisualFormatSyntax.Connection) throws(VisualFormatError) -> VisualFormat.Connection {
        switch connection {
        case .flush: return .flush
        case .standard: return .standard
        case .predicates(let predicates):
            var resolved: [VisualFormat.Predicate] = []
            for predicate in predicates {
                resolved.append(try self.predicate(predicate, allowsViews: false))
            }
            return .predicates(resolved)
        }
    }

    private func predicate(
        _ predicate: VisualFormatSyntax.Predicate, allowsViews: Bool
    ) throws(VisualFormatError) -> VisualFormat.Predicate {
        let object: VisualFormat.Predicate.Object
        switch predicate.object.value {
        case .number(let value):
            object = .constant(value)
        case .name(let name):
            if metrics[name] != nil {
                object = .constant(try metric(name, at: predicate.object.offset))
            } else if views[name] != nil {
                guard allowsViews else { throw error(.viewNotAllowed(name), at: predicate.object.offset) }
                object = .view(name)
            } else {
                let kind: VisualFormatError.Kind = allowsViews ? .unknownMetricOrView(name) : .unknownMetric(name)
                throw error(kind, at: predicate.object.offset)
            }
        }
        var priority: Float?
        if let operand = predicate.priority {
            let value: Double
            switch operand.value {
            case .number(let number):
                value = number
            case .name(let name):
                if metrics[name] != nil {
                    value = try metric(name, at: operand.offset)
                } else {
                    throw error(views[name] != nil ? .viewNotAllowed(name) : .unknownMetric(name), at: operand.offset)
                }
            }
            // Checked as a Float too: a tiny positive Double rounds to a Float of 0.
            guard value > 0, value <= 1000, Float(value) > 0 else {
                throw error(.priorityOutOfRange(value), at: operand.offset)
            }
            priority = Float(value)
        }
        return VisualFormat.Predicate(predicate.relation, object, priority: priority)
    }

    /// The number a metric stands for; `offset` is where its name is written.
    private func metric(_ name: String, at offset: Int) throws(VisualFormatError) -> Double {
        guard let value = metrics[name], let number = Self.number(value) else {
            let typeName = metrics[name].map { String(describing: type(of: $0)) } ?? "missing value"
            throw error(.metricNotANumber(name: name, typeName: typeName), at: offset)
        }
        guard number.isFinite else { throw error(.metricNotFinite(name: name, value: number), at: offset) }
        return number
    }

    /// `value` as a `Double` when it is a number: a Swift floating-point or integer type (also inside an `Optional`,
    /// which casts look through) or an `NSNumber`.
    private static func number(_ value: Any) -> Double? {
        if let floatingPoint = value as? any BinaryFloatingPoint { return Double(floatingPoint) }
        if let integer = value as? any BinaryInteger { return Double(integer) }
        if let number = value as? NSNumber { return number.doubleValue }
        return nil
    }

    private func error(_ kind: VisualFormatError.Kind, at offset: Int) -> VisualFormatError {
        VisualFormatError(kind: kind, format: format, offset: offset)
    }
}
