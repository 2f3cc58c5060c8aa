import Foundation
import Testing
@testable import Tactile

// init?(coder:) (issue 16): required on UIView and UIViewController as in UIKit, so that subclasses written the
// UIKit way compile, and usable: Tactile decodes nothing and makes a default object.

fileprivate final class CardView: UIView {
    let title: String
    init(title: String) {
        self.title = title
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

fileprivate final class DecodedView: UIView {}
fileprivate final class DecodedController: UIViewController {}

@MainActor
@Suite("init?(coder:)")
struct InitCoderTests {
    func emptyArchive() throws -> NSKeyedUnarchiver {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        return try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    }

    @Test("a subclass with its own designated init and the UIKit init(coder:) stub works through its init")
    func uikitStyleSubclass() {
        let card = CardView(title: "A")
        #expect(card.title == "A")
        #expect(card.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test("views, labels, image views, controls, scroll views and controllers can be made from a coder")
    func fromCoder() throws {
        let coder = try emptyArchive()
        let view = try #require(DecodedView(coder: coder))
        #expect(view.frame == .zero)
        #expect(view.isUserInteractionEnabled)
        #expect(UILabel(coder: coder)?.isUserInteractionEnabled == false)
        #expect(UIImageView(coder: coder)?.isUserInteractionEnabled == false)
        let scroll = try #require(UIScrollView(coder: coder))
        #expect(scroll.gestureRecognizers?.contains { $0 === scroll.panGestureRecognizer } == true)
        #expect(scroll.clipsToBounds)
        #expect(UIControl(coder: coder) != nil)
        let window = try #require(UIWindow(coder: coder))
        #expect(window.isHidden)
        let vc = try #require(DecodedController(coder: coder))
        #expect(vc.view != nil)
        #expect(UINavigationController(coder: coder)?.viewControllers.isEmpty == true)
    }
}
