import Logging
import TactileDBus

/// Announcing changes: `PropertiesChanged` and `Seeked`.
extension MPRISPlayer {
    /// Compares the backend's state with what was last announced and emits `PropertiesChanged` (and `Seeked` for
    /// a jump in position); takes or releases the name when "Now Playing" changed. The backend's
    /// ``MPRISPlayerBackend/onChange`` calls this; call it yourself after changes the backend cannot see.
    public func refresh() {
        refresh(seekThreshold: 500_000)
    }

    /// - Returns: whether `Seeked` was emitted.
    @discardableResult
    func refresh(seekThreshold: Int64) -> Bool {
        guard let server, connection?.isConnected == true else { return false }
        let state = backend.state
        let properties = playerProperties(state)
        let changed = properties.filter { announced[$0.key] != $0.value }
        if !changed.isEmpty {
            announced = properties
            do throws(DBusError) {
                try server.emitPropertiesChanged(Self.playerInterface, from: Self.objectPath, changed: changed)
            } catch {
                log?.warning("Could not emit PropertiesChanged", metadata: ["dbus.error": "\(error)"])
                onError?(error)
            }
        }
        var seeked = false
        if let last = lastSample, last.trackID == state.metadata?.trackID {
            // In doubles: a backend's odd values (a huge position, an infinite rate) must not trap.
            var expected = Double(last.position) + (state.sampledAt - last.sampledAt) * last.rate * 1_000_000
            if let length = last.length { expected = min(expected, Double(length)) }
            let jump = abs(Double(state.position) - expected)
            if jump > Double(seekThreshold) {
                do throws(DBusError) {
                    try server.emit("Seeked", interface: Self.playerInterface, from: Self.objectPath, body: [.int64(state.position)])
                } catch {
                    log?.warning("Could not emit Seeked", metadata: ["dbus.error": "\(error)"])
                    onError?(error)
                }
                seeked = true
            }
        }
        recordSample(state)
        let wanted = ownership == .always || backend.isNowPlaying
        if wanted != ownsName && nameTasksQueued < 2 {  // one running and one waiting see every change
            Task { @MainActor [weak self] in
                do throws(DBusError) {
                    try await self?.reconcileName()
                } catch {
                    self?.onError?(error)
                }
            }
        }
        return seeked
    }

    func recordSample(_ state: MPRISPlayerState) {
        lastSample = (
            state.position, state.sampledAt, state.playbackStatus == .playing ? state.rate : 0,
            state.metadata?.trackID, state.metadata?.length
        )
    }
}
