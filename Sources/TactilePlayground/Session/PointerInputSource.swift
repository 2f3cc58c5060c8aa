import Foundation
import Tactile
import TactileTrace

/// Turns the page's Pointer Events samples into raw input events: digitizer frames for pointers that are down and
/// hover events for a mouse or pen that is not (no UIKit counterpart).
///
/// It is an input source like the evdev touchscreen reader: what it makes is posted to the application's event
/// queue and goes through the same touch tracking, hit-testing, gesture arbitration and delivery as a real
/// touchscreen's reports.
///
/// - A touch is a `.direct` touch; browsers report a made-up pressure of 0.5 for fingers, so a finger has no force.
/// - A pen is a `.pencil` touch: its pressure (0…1) becomes force on UIKit's scale (up to 4), its `tiltX`/`tiltY`
///   become `altitudeAngle` and `azimuthAngle` as a Linux pen's tilts do.
/// - A mouse is one `.indirectPointer` touch while a button is down, as iPadOS makes a click; a mouse or pen moving
///   while not down hovers.
/// - A contact's radius is half the larger of the sample's width and height.
///
/// Times: the first sample anchors the page's clock to the scheduler's (`timeStamp` milliseconds become seconds
/// from then on), and mapped times never go back. On a live clock a batch whose latest sample would map ahead of
/// the scheduler's present moves the anchor back so that it ends at `now`, keeping its samples' spacing (and no
/// time is ever ahead of `now`); on a `VirtualScheduler` the session moves the clock to each frame's time instead.
@MainActor
public final class PointerInputSource {
    /// The scheduler whose time base the events use.
    public let scheduler: any TactileScheduler
    /// The pointers down, by id, and their last contact.
    public private(set) var active: [Int: DigitizerContact] = [:]
    private var origin: (page: Double, time: TimeInterval)?
    private var lastTime: TimeInterval = -.infinity
    /// Pointers whose samples are ignored until they lift: their down was refused, or ``cancelAll()`` cancelled
    /// them. At most ``maximumIgnoredPointers``, the oldest forgotten first.
    private var ignored: [Int] = []

    /// How many pointers ``events(for:)`` ignores at most, waiting for them to lift: 64.
    static let maximumIgnoredPointers = 64

    /// Creates a source posting on `scheduler`'s time base.
    public init(scheduler: any TactileScheduler) {
        self.scheduler = scheduler
    }

    /// The scheduler time of a page timestamp (milliseconds), monotonic: never before the last one mapped.
    public func time(ofPageTimestamp milliseconds: Double) -> TimeInterval {
        let anchor = origin ?? (milliseconds, scheduler.now)
        origin = anchor
        var t = anchor.time + (milliseconds - anchor.page) / 1000
        if !(scheduler is VirtualScheduler) { t = min(t, scheduler.now) }
        t = max(t, lastTime)
        lastTime = t
        return t
    }

    /// The events for one batch, in order, and a refusal for each sample that could not be used: a second down
    /// of a pointer already down, a down beyond ``PlaygroundLimits/maximumActivePointers``, and a finger's move,
    /// or any pointer's up or cancel, for a pointer that is not down (a mouse or pen moving with no button down
    /// hovers). A finger refused for moving, a pointer whose down was refused, and one that ``cancelAll()``
    /// cancelled are then ignored without more refusals until they lift or are cancelled.
    ///
    /// The batch is put in time order first (a page flattens coalesced samples event by event, so two pointers'
    /// samples can interleave); samples of one instant become one digitizer frame listing every pointer down.
    public func events(for samples: [PointerSample]) -> (events: [RawInputEvent], refused: [PlaygroundProtocolError]) {
        keepBatchInThePast(samples)
        let order = samples.indices.sorted { (samples[$0].timeStamp, $0) < (samples[$1].timeStamp, $1) }
        var events: [RawInputEvent] = []
        var refused: [PlaygroundProtocolError] = []
        var changed = false
        var frameTime: TimeInterval = 0
        var framePage: Double?
        var inFrame: Set<Int> = []

        func flush() {
            guard changed else { return }
            let contacts = active.keys.sorted().compactMap { active[$0] }
            events.append(.digitizer(DigitizerFrame(timestamp: frameTime, contacts: contacts)))
            active = active.filter { $0.value.state == .touching }
            changed = false
            inFrame = []
        }

        for index in order {
            let s = samples[index]
            if framePage != s.timeStamp || inFrame.contains(s.pointerID) {
                flush()
                framePage = s.timeStamp
                frameTime = time(ofPageTimestamp: s.timeStamp)
            }
            let field = "samples[\(index)]"
            if s.phase != .down, let position = ignored.firstIndex(of: s.pointerID) {
                if s.phase != .move { ignored.remove(at: position) }
                continue
            }
            switch s.phase {
            case .down:
                ignored.removeAll { $0 == s.pointerID }
                if active[s.pointerID] != nil {
                    refused.append(.init(.refused, field: field + ".phase", problem: "expected pointer \(s.pointerID) to be up before it goes down, found it down already"))
                    continue
                }
                if active.count >= PlaygroundLimits.maximumActivePointers {
                    refused.append(.init(.tooManyPointers, field: field + ".pointerId", problem: "expected at most \(PlaygroundLimits.maximumActivePointers) pointers down at once, found one more"))
                    ignore(s.pointerID)
                    continue
                }
                active[s.pointerID] = Self.contact(s, state: .touching)
            case .move:
                guard active[s.pointerID] != nil else {
                    if s.pointerType == .touch {
                        refused.append(.init(.refused, field: field + ".phase", problem: "expected finger \(s.pointerID) to be down before it moves, found no finger \(s.pointerID) down; its samples are ignored until it lifts"))
                        ignore(s.pointerID)
                    } else {
                        flush()
                        events.append(.hover(RawHoverEvent(
                            timestamp: frameTime, location: CGPoint(x: s.x, y: s.y),
                            altitudeAngle: Self.contact(s, state: .touching).altitudeAngle,
                            azimuthAngle: Self.contact(s, state: .touching).azimuthAngle)))
                    }
                    continue
                }
                active[s.pointerID] = Self.contact(s, state: .touching)
            case .up, .cancel:
                guard active[s.pointerID] != nil else {
                    let verb = s.phase == .up ? "lifts" : "is cancelled"
                    refused.append(.init(.refused, field: field + ".phase", problem: "expected pointer \(s.pointerID) to be down before it \(verb), found no pointer \(s.pointerID) down"))
                    continue
                }
                active[s.pointerID] = Self.contact(s, state: s.phase == .up ? .lifted : .cancelled)
            }
            changed = true
            inFrame.insert(s.pointerID)
        }
        flush()
        return (events, refused)
    }

    /// On a live clock, moves the anchor back when the batch's latest sample would map ahead of the scheduler's
    /// present (the page's clock runs fast, or the first batch came late), so that the batch keeps its own spacing
    /// instead of piling up at `now`.
    private func keepBatchInThePast(_ samples: [PointerSample]) {
        guard !(scheduler is VirtualScheduler), let anchor = origin,
            let latest = samples.lazy.map(\.timeStamp).max()
        else { return }
        let ahead = anchor.time + (latest - anchor.page) / 1000 - scheduler.now
        if ahead > 0 { origin = (anchor.page, anchor.time - ahead) }
    }

    /// A frame cancelling every pointer down (a scene switch, a replay, the page going away), or `nil` when none is.
    /// The page's later samples of those pointers are ignored until they lift or are cancelled.
    public func cancelAll() -> RawInputEvent? {
        guard !active.isEmpty else { return nil }
        let t = max(scheduler.now, lastTime)
        lastTime = t
        let contacts = active.keys.sorted().compactMap { id -> DigitizerContact? in
            guard var c = active[id] else { return nil }
            c.state = .cancelled
            return c
        }
        active = [:]
        for contact in contacts { ignore(contact.id) }
        return .digitizer(DigitizerFrame(timestamp: t, contacts: contacts))
    }

    /// Forgets the page: the pointers it follows (cancel them first with ``cancelAll()``), those it ignores, and the
    /// page's clock, which the next sample anchors anew; mapped times still never go back. A session calls it when
    /// the page says `hello`: a page that says it again has started over, its clock too.
    public func startOver() {
        active = [:]
        ignored = []
        origin = nil
    }

    /// Ignores `id`'s samples until it lifts, is cancelled or goes down again.
    private func ignore(_ id: Int) {
        ignored.removeAll { $0 == id }
        if ignored.count >= Self.maximumIgnoredPointers { ignored.removeFirst() }
        ignored.append(id)
    }

    /// The contact a sample reports.
    static func contact(_ s: PointerSample, state: DigitizerContact.State) -> DigitizerContact {
        let radius = CGFloat(max(s.width, s.height) / 2)
        let location = CGPoint(x: s.x, y: s.y)
        switch s.pointerType {
        case .touch:
            return DigitizerContact(id: s.pointerID, location: location, state: state, type: .direct, majorRadius: radius)
        case .mouse:
            return DigitizerContact(
                id: s.pointerID, location: location, state: state, type: .indirectPointer, majorRadius: radius)
        case .pen:
            let tilt = PenTilt(xDegrees: s.tiltX, yDegrees: s.tiltY)
            return DigitizerContact(
                id: s.pointerID, location: location, state: state, type: .pencil,
                force: CGFloat(s.pressure) * maximumPenForce, maximumPossibleForce: maximumPenForce,
                majorRadius: radius, altitudeAngle: tilt.altitudeAngle, azimuthAngle: tilt.azimuthAngle)
        }
    }

    /// The force of a pen pressed as hard as it reports (pressure 1), on UIKit's scale: 4, as for a Linux pen.
    public static let maximumPenForce: CGFloat = 4
}
