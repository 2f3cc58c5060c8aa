import Foundation

// Identity equality and hashing for the MediaPlayer classes, which are `NSObject`s on iOS: `NSObject.isEqual(_:)`
// is identity there, so `event.command == center.playCommand` compares the objects and they go in sets and
// dictionary keys. Not bound to any actor, as the types are not.

extension MPRemoteCommand: Hashable {
    /// Whether `lhs` and `rhs` are the same command (MediaPlayer: `NSObject.isEqual(_:)`, identity).
    public static func == (lhs: MPRemoteCommand, rhs: MPRemoteCommand) -> Bool { lhs === rhs }
    /// Hashes the command's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension MPRemoteCommandEvent: Hashable {
    /// Whether `lhs` and `rhs` are the same event (MediaPlayer: `NSObject.isEqual(_:)`, identity).
    public static func == (lhs: MPRemoteCommandEvent, rhs: MPRemoteCommandEvent) -> Bool { lhs === rhs }
    /// Hashes the event's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension MPRemoteCommandCenter: Hashable {
    /// Whether `lhs` and `rhs` are the same command center (MediaPlayer: `NSObject.isEqual(_:)`, identity).
    public static func == (lhs: MPRemoteCommandCenter, rhs: MPRemoteCommandCenter) -> Bool { lhs === rhs }
    /// Hashes the command center's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension MPNowPlayingInfoCenter: Hashable {
    /// Whether `lhs` and `rhs` are the same now-playing center (MediaPlayer: `NSObject.isEqual(_:)`, identity).
    public static func == (lhs: MPNowPlayingInfoCenter, rhs: MPNowPlayingInfoCenter) -> Bool { lhs === rhs }
    /// Hashes the now-playing center's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
