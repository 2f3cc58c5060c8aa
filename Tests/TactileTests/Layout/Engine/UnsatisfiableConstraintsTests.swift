import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Collects Auto Layout's messages. One collector is installed for the whole test process (tests run in parallel,
/// so a handler swapped in and out per test would lose other tests' messages); each test looks for the messages
/// that name its own constraints or formats.
final class LayoutMessages: Sendable {
    private static let all = LockedValue<[String]>([])
    private static let installed: Bool = {
        LayoutLog.handler = { message in LayoutMessages.all.withLock { $0.append(message) } }
        return true
    }()

    init() { _ = Self.installed }

    /// The messages so far that mention `text`.
    func mentioning(_ text: String) -> [String] { Self.all.withLock { $0.filter { $0.contains(text) } } }

    /// Nothing to undo: the collector stays for the rest of the process.
    func stop() {}
}

/// Constraints that cannot all hold, and constraints that cannot be made: logged as UIKit logs them, never a crash.
@MainActor
@Suite("Unsatisfiable constraints", .serialized)
struct UnsatisfiableConstraintsTests {
    @Test("conflicting required widths: UIKit's message names both, one is broken, layout goes on")
    func conflict() {
        let log = LayoutMessages()
        defer { log.stop() }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = constrainedView(in: parent)
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "conflict-narrow"
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "conflict-wide"
        NSLayoutConstraint.activate([
            narrow, wide, child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        let messages = log.mentioning("conflict-wide")
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("conflict-narrow"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        #expect(child.frame.width == 100)
        #expect(wide.isActive)  // broken, still active, as in UIKit
        // Without the constraint it conflicted with, the broken one holds.
        narrow.isActive = false
        parent.layoutIfNeeded()
        #expect(child.frame.width == 200)
        #expect(log.mentioning("conflict-wide").count == 1)
    }

    @Test("a view that keeps its autoresizing constraints conflicts with an edge constraint, as in UIKit")
    func forgotTranslatesAutoresizingMask() {
        let log = LayoutMessages()
        defer { log.stop() }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.addSubview(child)
        let edge = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 40)
        edge.identifier = "forgot-tamic"
        edge.isActive = true
        parent.layoutIfNeeded()
        let message = log.mentioning("forgot-tamic").first ?? ""
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(child.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test("items with no common ancestor: a message, and the constraint stays inactive")
    func noCommonAncestor() {
        let log = LayoutMessages()
        defer { log.stop() }
        let a = UIView()
        let b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.identifier = "no-common-ancestor"
        c.isActive = true
        #expect(!c.isActive)
        #expect(log.mentioning("no-common-ancestor").first?.contains("no common ancestor") == true)
    }

    @Test("attributes that cannot be related: a message, and the constraint stays inactive")
    func badPairings() {
        let log = LayoutMessages()
        defer { log.stop() }
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        let cases: [(NSLayoutConstraint, String)] = [
            (NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: parent,
                attribute: .top, multiplier: 1, constant: 0), "different axes"),
            (NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: parent,
                attribute: .leading, multiplier: 1, constant: 0), "cannot be related to a position"),
            (NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: parent,
                attribute: .left, multiplier: 1, constant: 0), "left or right"),
            (NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 10), "must be a width or a height"),
        ]
        for (index, (constraint, reason)) in cases.enumerated() {
            constraint.identifier = "bad-pairing-\(index)"
            constraint.isActive = true
            #expect(!constraint.isActive)
            #expect(log.mentioning("bad-pairing-\(index)").first?.contains(reason) == true, "\(reason)")
        }
    }

    @Test("a priority outside 1…1000 is brought into range, with a message")
    func priorityOutOfRange() {
        let log = LayoutMessages()
        defer { log.stop() }
        let view = UIView()
        let c = view.widthAnchor.constraint(equalToConstant: 1)
        c.identifier = "priority-range"
        c.priority = UILayoutPriority(2000)
        #expect(c.priority == .required)
        c.priority = UILayoutPriority(0)
        #expect(c.priority == UILayoutPriority(1))
        #expect(log.mentioning("priority-range").count == 2)
    }
}
