import Foundation

/// The standard editing actions as selectors, for `canPerformAction(_:withSender:)`,
/// `target(forAction:withSender:)` and `UIApplication.sendAction(_:to:from:for:)`. As in UIKit, an edit action
/// goes to the first object in the responder chain that can perform it.
///
/// UIKit counterpart: the `UIResponderStandardEditActions` informal protocol, whose methods (`copy(_:)`,
/// `paste(_:)`, …) a responder implements and `#selector` names. Linux has no Objective-C runtime, so Tactile
/// names them as ``Selector`` constants. A responder handles one by overriding its method on ``UIResponder``
/// (``UIResponder/copy(_:)`` …), which makes the default `canPerformAction` allow it, as in UIKit; or by registering
/// a handler with ``UIResponder/setActionHandler(for:_:)``, or overriding `canPerformAction` and
/// `perform(_:with:for:)`. `print:` has no method on `UIResponder`.
public enum UIResponderStandardEditActions {
    /// `cut:`
    public static let cut = Selector("cut:")
    /// `copy:`
    public static let copy = Selector("copy:")
    /// `paste:`
    public static let paste = Selector("paste:")
    /// `select:`
    public static let select = Selector("select:")
    /// `selectAll:`
    public static let selectAll = Selector("selectAll:")
    /// `delete:`
    public static let delete = Selector("delete:")
    /// `makeTextWritingDirectionLeftToRight:`
    public static let makeTextWritingDirectionLeftToRight = Selector("makeTextWritingDirectionLeftToRight:")
    /// `makeTextWritingDirectionRightToLeft:`
    public static let makeTextWritingDirectionRightToLeft = Selector("makeTextWritingDirectionRightToLeft:")
    /// `toggleBoldface:`
    public static let toggleBoldface = Selector("toggleBoldface:")
    /// `toggleItalics:`
    public static let toggleItalics = Selector("toggleItalics:")
    /// `toggleUnderline:`
    public static let toggleUnderline = Selector("toggleUnderline:")
    /// `increaseSize:`
    public static let increaseSize = Selector("increaseSize:")
    /// `decreaseSize:`
    public static let decreaseSize = Selector("decreaseSize:")
    /// `find:`
    public static let find = Selector("find:")
    /// `findNext:`
    public static let findNext = Selector("findNext:")
    /// `findPrevious:`
    public static let findPrevious = Selector("findPrevious:")
    /// `pasteAndMatchStyle:`
    public static let pasteAndMatchStyle = Selector("pasteAndMatchStyle:")
    /// `duplicate:`
    public static let duplicate = Selector("duplicate:")
    /// `rename:`
    public static let rename = Selector("rename:")
    /// `print:`
    public static let print = Selector("print:")

    /// Every standard editing action.
    public static let all: [Selector] = [
        cut, copy, paste, select, selectAll, delete, makeTextWritingDirectionLeftToRight,
        makeTextWritingDirectionRightToLeft, toggleBoldface, toggleItalics, toggleUnderline, increaseSize,
        decreaseSize, find, findNext, findPrevious, pasteAndMatchStyle, duplicate, rename, print,
    ]
}

/// The shared pasteboard, as far as the edit actions need it (UIKit: `UIPasteboard`; only plain strings here).
@MainActor
public final class UIPasteboard {
    /// The general pasteboard.
    public static let general = UIPasteboard()
    /// The string on the pasteboard.
    public var string: String?
    /// Whether there is a string.
    public var hasStrings: Bool { string != nil }
    /// Creates a private pasteboard (Tactile addition, for tests).
    public init() {}
}
