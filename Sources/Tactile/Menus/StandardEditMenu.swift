import Foundation

/// The edit menu's suggested actions: commands for the standard edit actions that the responder chain can
/// perform, grouped as iOS groups them.
@MainActor
enum StandardEditMenu {
    typealias Actions = UIResponderStandardEditActions

    /// The groups, their titles and their actions, in menu order.
    static let groups: [(identifier: UIMenu.Identifier, title: String, items: [(String, Selector)])] = [
        (.standardEdit, "", [
            ("Cut", Actions.cut), ("Copy", Actions.copy), ("Paste", Actions.paste),
            ("Paste and Match Style", Actions.pasteAndMatchStyle), ("Delete", Actions.delete),
            ("Select", Actions.select), ("Select All", Actions.selectAll), ("Duplicate", Actions.duplicate),
            ("Rename…", Actions.rename),
        ]),
        (.textStyle, "Format", [
            ("Bold", Actions.toggleBoldface), ("Italic", Actions.toggleItalics),
            ("Underline", Actions.toggleUnderline),
        ]),
        (.writingDirection, "Writing Direction", [
            ("Left to Right", Actions.makeTextWritingDirectionLeftToRight),
            ("Right to Left", Actions.makeTextWritingDirectionRightToLeft),
        ]),
    ]

    /// One menu per group with at least one command that `target(forAction:withSender:)` finds a target for,
    /// from `start` up the responder chain (asked with the command as sender). The edit group is inline.
    static func suggestedActions(from start: UIResponder?) -> [UIMenuElement] {
        guard let start else { return [] }
        var menus: [UIMenuElement] = []
        for group in groups {
            let commands = group.items.compactMap { title, action -> UIMenuElement? in
                let command = UICommand(title: title, action: action)
                return start.target(forAction: action, withSender: command) == nil ? nil : command
            }
            if commands.isEmpty { continue }
            let options: UIMenu.Options = group.identifier == .standardEdit ? .displayInline : []
            menus.append(UIMenu(title: group.title, identifier: group.identifier, options: options, children: commands))
        }
        return menus
    }
}
