import Foundation
import Tactile

/// A scene the playground can show: a name, and the code that builds its views and gesture recognizers in a
/// window (no UIKit counterpart).
///
/// Write one for your own views to watch their recognizers decide under real fingers. The session builds the scene
/// in a fresh window of ``size`` (or of the page's viewport, when it is `nil`), keeps what ``build(in:)`` returns
/// alive while the scene shows, and describes the window's views and recognizers to the page. Name your
/// recognizers (`UIGestureRecognizer.name`): the page labels its lanes with the names.
///
/// ```swift
/// import Tactile
/// import TactilePlayground
///
/// struct CardScene: PlaygroundScene {
///     let name = "card"
///     let summary = "A card that a tap flips and a pan drags"
///
///     func build(in window: UIWindow) -> AnyObject? {
///         let card = UIView(frame: CGRect(x: 40, y: 80, width: 240, height: 160))
///         let tap = UITapGestureRecognizer()
///         tap.name = "flip"
///         let pan = UIPanGestureRecognizer()
///         pan.name = "drag"
///         card.addGestureRecognizer(tap)
///         card.addGestureRecognizer(pan)
///         window.addSubview(card)
///         return nil
///     }
/// }
/// ```
@MainActor
public protocol PlaygroundScene {
    /// The name the page and the `hello`/`scene` messages use; unique among a session's scenes.
    var name: String { get }
    /// One line saying what the scene shows. Default: empty.
    var summary: String { get }
    /// The window size the scene is laid out for, or `nil` (the default) to fill the page's viewport.
    var size: CGSize? { get }
    /// Builds the scene in `window` (sized already) and returns an object to keep alive while the scene shows (a
    /// scene object whose recognizers' actions refer to it weakly), or `nil`. The session makes the window key and
    /// visible afterwards.
    func build(in window: UIWindow) -> AnyObject?
}

extension PlaygroundScene {
    /// Empty.
    public var summary: String { "" }
    /// `nil`: the scene fills the page's viewport.
    public var size: CGSize? { nil }
}
