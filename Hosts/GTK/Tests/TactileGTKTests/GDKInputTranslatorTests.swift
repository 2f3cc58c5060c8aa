import CGtk
import Foundation
import Tactile
import Testing
@testable import TactileGTK

/// The translation from GDK's events to raw input, on made-up samples (no display needed).
@MainActor
@Suite struct GDKInputTranslatorTests {
    private func frame(_ events: [RawInputEvent]) -> DigitizerFrame? {
        guard events.count == 1, case .digitizer(let f) = events[0] else { return nil }
        return f
    }

    @Test func twoTouchesMakeSnapshotsOfEveryContactDownAndBroadwaysNullSequenceIsATouch() throws {
        let t = GDKInputTranslator()
        let a = try #require(frame(t.events(for: .init(kind: .touchBegin, time: 10, position: CGPoint(x: 1, y: 2), sequence: 0), now: 5)))
        #expect(a.contacts.map(\.type) == [.direct])
        let b = try #require(frame(t.events(for: .init(kind: .touchBegin, time: 12, position: CGPoint(x: 9, y: 9), sequence: 0x55), now: 5)))
        #expect(b.contacts.count == 2)
        let moved = try #require(frame(t.events(for: .init(kind: .touchUpdate, time: 14, position: CGPoint(x: 3, y: 4), sequence: 0), now: 5)))
        #expect(moved.contacts.map(\.location) == [CGPoint(x: 3, y: 4), CGPoint(x: 9, y: 9)])
        let lifted = try #require(frame(t.events(for: .init(kind: .touchEnd, time: 16, position: CGPoint(x: 3, y: 5), sequence: 0), now: 5)))
        #expect(lifted.contacts.map(\.state) == [.lifted, .touching])
        let cancelled = try #require(frame(t.events(for: .init(kind: .touchCancel, time: 18, position: CGPoint(x: 9, y: 9), sequence: 0x55), now: 5)))
        #expect(cancelled.contacts.map(\.state) == [.cancelled])
        #expect(t.contacts.isEmpty)
        // An update for a sequence that never began changes nothing.
        #expect(t.events(for: .init(kind: .touchUpdate, time: 20, sequence: 7), now: 5).isEmpty)
    }

    @Test func aMouseClickIsAnIndirectPointerContactAndMotionWithoutAButtonHovers() throws {
        let t = GDKInputTranslator()
        let hover = t.events(for: .init(kind: .motion, time: 1, position: CGPoint(x: 5, y: 5)), now: 1)
        #expect(hover == [.hover(RawHoverEvent(timestamp: 1, location: CGPoint(x: 5, y: 5)))])
        let down = try #require(frame(t.events(for: .init(kind: .buttonPress(button: 1), time: 2, position: CGPoint(x: 5, y: 5)), now: 1)))
        #expect(down.contacts.map(\.type) == [.indirectPointer])
        // Leaving the widget while the button is down does not end anything: GTK keeps sending the motion.
        #expect(t.events(for: .init(kind: .leave, time: 3), now: 1).isEmpty)
        let drag = try #require(frame(t.events(for: .init(kind: .motion, time: 4, position: CGPoint(x: 50, y: 6)), now: 1)))
        #expect(drag.contacts.map(\.location) == [CGPoint(x: 50, y: 6)])
        let up = try #require(frame(t.events(for: .init(kind: .buttonRelease(button: 1), time: 5, position: CGPoint(x: 51, y: 6)), now: 1)))
        #expect(up.contacts.map(\.state) == [.lifted])
        _ = t.events(for: .init(kind: .motion, time: 7, position: CGPoint(x: 60, y: 6)), now: 1)
        let left = t.events(for: .init(kind: .leave, time: 8), now: 1)
        guard case .hover(let end) = left.first else { Issue.record("no hover end: \(left)"); return }
        #expect(end.location == nil)
    }

    @Test func aPenIsAPencilWithForceTiltAndHoverDistance() throws {
        let t = GDKInputTranslator()
        var s = GDKInputSample(kind: .buttonPress(button: 1), time: 1, position: CGPoint(x: 10, y: 10))
        s.tool = .pen
        s.pressure = 0.5
        s.tiltX = 0.5  // X11: half the device's range, 32°
        s.tiltY = 0
        let down = try #require(frame(t.events(for: s, now: 1)))
        let pen = try #require(down.contacts.first)
        #expect(pen.type == .pencil)
        #expect(pen.force == 2)
        #expect(pen.maximumPossibleForce == 4)
        #expect(abs(pen.altitudeAngle - (.pi / 2 - 32 * .pi / 180)) < 1e-9)
        #expect(abs(pen.azimuthAngle) < 1e-9)
        var wayland = GDKInputSample(kind: .motion, time: 2, position: CGPoint(x: 10, y: 10))
        wayland.tool = .eraser
        wayland.axisScale = .wayland
        wayland.tiltY = 30  // degrees, leaning towards +y
        wayland.distance = 32767.5
        _ = t.events(for: .init(kind: .buttonRelease(button: 1), time: 2), now: 1)
        let hover = t.events(for: wayland, now: 1)
        guard case .hover(let h) = hover.first else { Issue.record("no hover: \(hover)"); return }
        #expect(abs(h.zOffset - 0.5) < 1e-9)
        #expect(abs(h.azimuthAngle - .pi / 2) < 1e-9)
        #expect(abs(h.altitudeAngle - .pi / 3) < 1e-9)
    }

    @Test func keysCarryTheirHIDUsageCharactersAndModifiersAndRepeatsAreDropped() {
        let t = GDKInputTranslator()
        // evdev KEY_A is 30; GDK's keycode is 38.
        let a = GDKInputSample(kind: .keyPress, time: 1, modifierState: GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue,
            keycode: 38, characters: "A", charactersIgnoringModifiers: "a")
        let events = t.events(for: a, now: 3)
        #expect(events == [.key(RawKeyEvent(timestamp: 3, keyCode: .keyboardA, isDown: true, characters: "A",
            charactersIgnoringModifiers: "a", modifierFlags: [.shift, .control]))])
        #expect(t.events(for: a, now: 3).isEmpty)  // auto-repeat
        var up = a
        up.kind = .keyRelease
        #expect(t.events(for: up, now: 3).count == 1)
        // KEY_UP (103) types UIKit's input name.
        let arrow = GDKInputSample(kind: .keyPress, time: 2, keycode: 111)
        guard case .key(let k) = t.events(for: arrow, now: 3).first else { Issue.record("no key"); return }
        #expect(k.keyCode == .keyboardUpArrow)
        #expect(k.charactersIgnoringModifiers == UIKeyCommand.inputUpArrow)
        #expect(GDKInputTranslator.modifierFlags(GDK_SUPER_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_LOCK_MASK.rawValue)
            == [.command, .alternate, .alphaShift])
    }

    @Test func everyEvdevKeyOfAFullKeyboardHasAUsageAndUnknownOnesAreZero() {
        #expect(EvdevKeyUsage.usage(evdevCode: 1).rawValue == 0x29)  // Escape
        #expect(EvdevKeyUsage.usage(evdevCode: 11).rawValue == 0x27)  // 0
        #expect(EvdevKeyUsage.usage(evdevCode: 44).rawValue == 0x1D)  // Z
        #expect(EvdevKeyUsage.usage(evdevCode: 88).rawValue == 0x45)  // F12
        #expect(EvdevKeyUsage.usage(evdevCode: 125).rawValue == 0xE3)  // left Meta: left GUI
        #expect(EvdevKeyUsage.usage(evdevCode: 600).rawValue == 0)
        #expect(EvdevKeyUsage.usage(gdkKeycode: 3).rawValue == 0)
        let letters = (0..<26).map { Character(UnicodeScalar(UInt8(97 + $0))) }
        let usages = Set([16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 30, 31, 32, 33, 34, 35, 36, 37, 38, 44, 45, 46, 47, 48, 49, 50]
            .map { EvdevKeyUsage.usage(evdevCode: UInt32($0)).rawValue })
        #expect(usages == Set(letters.indices.map { 0x04 + $0 }))
    }

    @Test func cancellingEverythingCancelsEveryContactDown() throws {
        let t = GDKInputTranslator()
        _ = t.events(for: .init(kind: .touchBegin, time: 1, sequence: 1), now: 2)
        _ = t.events(for: .init(kind: .buttonPress(button: 1), time: 1), now: 2)
        guard case .digitizer(let f) = try #require(t.cancelAll(now: 3)) else { Issue.record("no frame"); return }
        #expect(f.contacts.map(\.state) == [.cancelled, .cancelled])
        #expect(t.cancelAll(now: 3) == nil)
    }

    @Test func mouseButtonsBecomeTheContactsButtonMaskAndItLiftsWithTheLastButton() throws {
        let t = GDKInputTranslator()
        let right = try #require(frame(t.events(for: .init(kind: .buttonPress(button: 3), time: 1), now: 1)))
        #expect(right.contacts.map(\.buttonMask) == [.secondary])
        // A second button while the first is held: the contact keeps the mask it began with, and stays down until
        // both are released.
        #expect(t.events(for: .init(kind: .buttonPress(button: 1), time: 2), now: 1).isEmpty)
        #expect(t.events(for: .init(kind: .buttonRelease(button: 3), time: 3), now: 1).isEmpty)
        let up = try #require(frame(t.events(for: .init(kind: .buttonRelease(button: 1), time: 4), now: 1)))
        #expect(up.contacts.map(\.state) == [.lifted])
        #expect(up.contacts.map(\.buttonMask) == [.secondary])
        let middle = try #require(frame(t.events(for: .init(kind: .buttonPress(button: 2), time: 5), now: 1)))
        #expect(middle.contacts.map(\.buttonMask) == [.button(3)])
        #expect(GDKInputTranslator.buttonMask([1, 3, 8]) == [.primary, .secondary, .button(4)])
    }

    @Test func aWheelClickIsADiscreteScrollOfFortyPointsAgainstGDKsDirection() {
        let t = GDKInputTranslator()
        var down = GDKInputSample(kind: .scroll, time: 1, position: CGPoint(x: 10, y: 20))
        down.scrollDelta = CGVector(dx: 0, dy: 1)  // GDK_SCROLL_DOWN: to see what is below
        down.modifierState = GDK_SHIFT_MASK.rawValue
        #expect(t.events(for: down, now: 2) == [.scroll(RawScrollEvent(
            timestamp: 2, location: CGPoint(x: 10, y: 20), translation: CGVector(dx: 0, dy: -40), type: .discrete,
            phase: .changed, modifierFlags: .shift))])
    }

    @Test func aTouchpadScrollBeginsMovesAndEndsAtGDKsStopEvent() {
        let t = GDKInputTranslator()
        var s = GDKInputSample(kind: .scroll, time: 1, position: CGPoint(x: 5, y: 5))
        s.scrollIsContinuous = true
        s.scrollDelta = CGVector(dx: 2, dy: 6)
        let first = t.events(for: s, now: 1)
        guard first.count == 2, case .scroll(let began) = first[0], case .scroll(let moved) = first[1] else {
            Issue.record("expected a begin and a move: \(first)")
            return
        }
        #expect(began.phase == .began && began.type == .continuous && began.translation == .zero)
        #expect(moved.phase == .changed && moved.translation == CGVector(dx: -2, dy: -6))
        s.scrollDelta = CGVector(dx: 0, dy: 3)
        guard case .scroll(let again) = t.events(for: s, now: 1).first else { Issue.record("no move"); return }
        #expect(again.phase == .changed)
        s.scrollIsStop = true
        s.scrollDelta = .zero
        guard case .scroll(let end) = t.events(for: s, now: 1).first else { Issue.record("no end"); return }
        #expect(end.phase == .ended)
    }

    @Test func aTouchpadPinchIsATransformWithTheScaleAndTheAnglesAddedUp() {
        let t = GDKInputTranslator()
        func pinch(_ phase: GDKInputSample.TouchpadPhase, scale: Double, angle: Double) -> RawTransformEvent? {
            var s = GDKInputSample(kind: .touchpadPinch(phase), time: 1, position: CGPoint(x: 50, y: 60))
            s.pinchScale = scale
            s.pinchAngleDelta = angle
            guard case .transform(let e) = t.events(for: s, now: 1).first else { return nil }
            return e
        }
        // An update with no pinch begun is dropped.
        #expect(pinch(.update, scale: 1.2, angle: 0.1) == nil)
        #expect(pinch(.begin, scale: 1, angle: 0)?.phase == .began)
        _ = pinch(.update, scale: 1.2, angle: 0.1)
        let second = pinch(.update, scale: 1.5, angle: 0.2)
        #expect(second?.scale == 1.5)
        #expect(abs((second?.rotation ?? 0) - 0.3) < 1e-9)
        #expect(pinch(.end, scale: 1.5, angle: 0)?.phase == .ended)
        #expect(pinch(.update, scale: 1.5, angle: 0) == nil)
    }

    @Test func aTouchpadSwipeIsAContinuousScrollFollowingTheFingers() {
        let t = GDKInputTranslator()
        var s = GDKInputSample(kind: .touchpadSwipe(.begin), time: 1)
        guard case .scroll(let began) = t.events(for: s, now: 1).first else { Issue.record("no begin"); return }
        #expect(began.phase == .began && began.type == .continuous)
        s.kind = .touchpadSwipe(.update)
        s.scrollDelta = CGVector(dx: 12, dy: -3)
        guard case .scroll(let moved) = t.events(for: s, now: 1).first else { Issue.record("no move"); return }
        #expect(moved.translation == CGVector(dx: 12, dy: -3))
    }
}
