import Foundation

extension UIGestureRecognizer {
    /// The pointer buttons held for the gesture (UIKit: `buttonMask`, iOS 13.4): the buttons of the pointer
    /// touches (`.indirectPointer`) it is tracking, or had when they lifted. Empty for a gesture of fingers or a
    /// pencil, and for one driven by a wheel or a trackpad scroll or pinch, which hold no button.
    public var buttonMask: UIEvent.ButtonMask {
        var mask: UIEvent.ButtonMask = []
        let touches = activeTouches.isEmpty ? lastTouches : activeTouches
        for t in touches where t.type == .indirectPointer && !ignoredTouches.containsIdentical(t) {
            mask.formUnion(t.buttonMask)
        }
        return mask
    }

    /// The modifier keys held at the gesture's most recent event (UIKit: `modifierFlags`, iOS 13.4): for a
    /// gesture driven by a wheel or trackpad, what that input reported; for touches, the modifier keys the
    /// application's keyboard input holds (see `UIEvent.modifierFlags`).
    public var modifierFlags: UIKeyModifierFlags {
        if let session = pointerSession { return session.event.modifierFlags }
        let application = environmentStorage?.application ?? view?.window?.application
        return application?.touchesEvent.modifierFlags ?? []
    }
}
