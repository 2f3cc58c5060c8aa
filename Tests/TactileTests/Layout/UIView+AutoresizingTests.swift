import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Autoresizing masks: views laid out by frames follow their superview's size.
@MainActor
@Suite("Autoresizing")
struct UIViewAutoresizingTests {
    @Test("a flexible width keeps both margins; fixed views keep their frames")
    func flexibleWidth() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 50, width: 50, height: 50))
        parent.addSubview(stretchy)
        parent.addSubview(fixed)
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 380, height: 20))
        #expect(fixed.frame == CGRect(x: 10, y: 50, width: 50, height: 50))
    }

    @Test("flexible margins share the change in proportion to their sizes; all flexible parts at zero share equally")
    func proportional() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let centred = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))  // margins 100 and 100, 50 and 150
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        parent.addSubview(centred)
        parent.bounds.size = CGSize(width: 400, height: 500)
        #expect(centred.frame == CGRect(x: 150, y: 100, width: 100, height: 100))
        #expect(UIView.resize(start: 0, size: 0, end: 0, delta: 30, flexible: (true, true, true)) == (10, 10))
    }

    @Test("autoresizesSubviews = false, and views that constraints place, are left alone")
    func exclusions() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 100
        #expect(child.frame.width == 300)
        parent.autoresizesSubviews = true
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.frame.size.width = 200
        #expect(child.frame.width == 300)
    }

    @Test("a view held by its frame in the engine follows a frame that autoresizing changes")
    func autoresizedViewInEngine() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        panel.autoresizingMask = .flexibleWidth
        parent.addSubview(panel)
        let badge = constrainedView(in: parent)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            badge.topAnchor.constraint(equalTo: panel.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        parent.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 280, y: 50, width: 20, height: 20))
        parent.frame.size.width = 200
        parent.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 180, y: 50, width: 20, height: 20))
    }
}
