import Foundation

/// The `scene` message: the view hierarchy the session's window holds, at its real size, and its gesture
/// recognizers with their relationships (no UIKit counterpart).
///
/// Frames are in window coordinates (points), which the page draws at one CSS pixel per point. Views and
/// recognizers are named as the arbitration log names them: a view by its type (and `#tag` when its tag is not 0),
/// a recognizer by its `name` (or its type).
public struct PlaygroundSceneDescription: Sendable, Equatable, Codable {
    /// A rectangle in window coordinates (no UIKit counterpart; a `CGRect` as JSON).
    public struct Frame: Sendable, Equatable, Codable {
        /// The origin and size, in points.
        public var x, y, width, height: Double
        /// Creates a frame.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// One view of the hierarchy (no UIKit counterpart; what the page draws of a `UIView`).
    public struct View: Sendable, Equatable, Codable {
        /// Its index in ``PlaygroundSceneDescription/views`` (parents come before their subviews).
        public var id: Int
        /// The index of its superview, or `nil` for the window.
        public var parent: Int?
        /// Its name in the logs: its type, and `#tag` when its tag is not 0.
        public var name: String
        /// Its type.
        public var type: String
        /// Its frame in window coordinates (its bounds converted to the window).
        public var frame: Frame
        /// The names of its gesture recognizers, in the order they were added.
        public var recognizers: [String]
        /// Whether it takes touches (`isUserInteractionEnabled`, and not hidden).
        public var interactive: Bool
        /// `isMultipleTouchEnabled`.
        public var multipleTouch: Bool

        /// Creates a view description.
        public init(
            id: Int, parent: Int?, name: String, type: String, frame: Frame, recognizers: [String], interactive: Bool,
            multipleTouch: Bool
        ) {
            self.id = id
            self.parent = parent
            self.name = name
            self.type = type
            self.frame = frame
            self.recognizers = recognizers
            self.interactive = interactive
            self.multipleTouch = multipleTouch
        }
    }

    /// One gesture recognizer (no UIKit counterpart; what the page draws of a `UIGestureRecognizer`).
    public struct Recognizer: Sendable, Equatable, Codable {
        /// Its name in the logs: its `name`, or its type.
        public var name: String
        /// Its type.
        public var type: String
        /// The index of its view in ``PlaygroundSceneDescription/views``.
        public var view: Int
        /// The recognizers it waits for: those given to `require(toFail:)`, and those its overrides or its and
        /// their delegates ask it to wait for, as asked when the scene was described.
        public var waitsFor: [String]
        /// The recognizers it may recognize together with, as the delegates answered when the scene was described.
        public var simultaneousWith: [String]
        /// `isEnabled`, `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded`.
        public var enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded: Bool

        /// Creates a recognizer description.
        public init(
            name: String, type: String, view: Int, waitsFor: [String], simultaneousWith: [String], enabled: Bool,
            cancelsTouchesInView: Bool, delaysTouchesBegan: Bool, delaysTouchesEnded: Bool
        ) {
            self.name = name
            self.type = type
            self.view = view
            self.waitsFor = waitsFor
            self.simultaneousWith = simultaneousWith
            self.enabled = enabled
            self.cancelsTouchesInView = cancelsTouchesInView
            self.delaysTouchesBegan = delaysTouchesBegan
            self.delaysTouchesEnded = delaysTouchesEnded
        }
    }

    /// The scene's name.
    public var name: String
    /// One line saying what the scene shows.
    public var summary: String
    /// The window's size in points.
    public var width, height: Double
    /// The names of every scene the session offers, for the page's scene menu.
    public var scenes: [String]
    /// The views, the window's subviews first, each before its own subviews.
    public var views: [View]
    /// The recognizers, in the order of their views.
    public var recognizers: [Recognizer]

    /// Creates a scene description.
    public init(
        name: String, summary: String, width: Double, height: Double, scenes: [String], views: [View],
        recognizers: [Recognizer]
    ) {
        self.name = name
        self.summary = summary
        self.width = width
        self.height = height
        self.scenes = scenes
        self.views = views
        self.recognizers = recognizers
    }
}
