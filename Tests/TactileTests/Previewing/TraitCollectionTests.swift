import Foundation
import Testing
import Tactile
import TactileTesting

// UITraitCollection's forceTouchCapability says whether previews open by force or by a long press (GAP-09;
// F3D-01 pressure sensitivity).

@MainActor
@Suite("F3D-01 Trait collections and force-touch capability")
struct TraitCollectionTests {
    @Test("F3D-01 forceTouchCapability comes from the window's screen; unknown until something says")
    func capabilityFromScreen() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        window.screen = screen
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let controller = UIViewController()
        window.rootViewController = controller
        #expect(window.traitCollection.forceTouchCapability == .unknown)
        screen.forceTouchCapability = .available
        #expect(window.traitCollection.forceTouchCapability == .available)
        #expect(view.traitCollection.forceTouchCapability == .available)
        #expect(controller.traitCollection.forceTouchCapability == .available)
        #expect(screen.traitCollection.forceTouchCapability == .available)
        screen.forceTouchCapability = .unavailable
        #expect(view.traitCollection.forceTouchCapability == .unavailable)
        #expect(view.traitCollection.displayScale == 3)
        #expect(view.traitCollection.userInterfaceIdiom == .unspecified)
    }

    @Test("F3D-01 size classes: compact below 600 pt wide and 500 pt high, regular otherwise")
    func sizeClasses() {
        let sim = TouchSimulator()
        let portrait = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(portrait.traitCollection.horizontalSizeClass == .compact)
        #expect(portrait.traitCollection.verticalSizeClass == .regular)
        let landscape = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(landscape.traitCollection.horizontalSizeClass == .regular)
        #expect(landscape.traitCollection.verticalSizeClass == .compact)
        let pad = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 500))
        #expect(pad.traitCollection.horizontalSizeClass == .regular)
        #expect(pad.traitCollection.verticalSizeClass == .regular)
    }

    @Test("F3D-01 containsTraits(in:) compares only the traits the other collection specifies")
    func containsTraits() {
        let full = UITraitCollection(
            forceTouchCapability: .available, userInterfaceIdiom: .phone, displayScale: 2,
            horizontalSizeClass: .compact, verticalSizeClass: .regular)
        #expect(full.containsTraits(in: UITraitCollection(forceTouchCapability: .available)))
        #expect(!full.containsTraits(in: UITraitCollection(forceTouchCapability: .unavailable)))
        #expect(full.containsTraits(in: UITraitCollection()))
        #expect(full.containsTraits(in: nil))
        #expect(UIForceTouchCapability(rawValue: 2) == .available)
        #expect(full.description.contains("forceTouchCapability = available"))
    }
}
