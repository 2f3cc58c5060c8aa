import Logging
import TactileDBus

/// Owning the well-known bus name while ``MPRISPlayer/ownership`` asks for it.
extension MPRISPlayer {
    /// Takes or releases the name until ownership matches what ``ownership`` and the backend ask for. Calls are
    /// serialized: each runs after the previous one, and reads the state when it runs.
    func reconcileName() async throws(DBusError) {
        let previous = nameTask
        nameTasksQueued += 1
        let task = Task { @MainActor [weak self] () -> Result<Void, DBusError> in
            _ = await previous?.value
            guard let self else { return .success(()) }
            defer { self.nameTasksQueued -= 1 }
            do throws(DBusError) {
                try await self.reconcileNameOnce()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        nameTask = task
        try await task.value.get()
    }

    private func reconcileNameOnce() async throws(DBusError) {
        // A few rounds: "Now Playing" may change while a request is on its way.
        for _ in 0..<4 {
            guard let connection else { return }
            let myGeneration = generation
            let wanted = ownership == .always || backend.isNowPlaying
            if wanted && !ownsName {
                let reply = try await connection.requestName(busName, flags: [.doNotQueue])
                guard myGeneration == generation else { return }
                switch reply {
                case .primaryOwner, .alreadyOwner:
                    ownsName = true
                    log?.info("Took the bus name")
                case .exists, .inQueue:
                    log?.warning("Another program owns the bus name")
                    throw .nameTaken(busName)
                }
            } else if !wanted && ownsName {
                _ = try await connection.releaseName(busName)
                guard myGeneration == generation else { return }
                ownsName = false
                log?.info("Released the bus name")
            }
            status = .connected(ownsName: ownsName)
            if (ownership == .always || backend.isNowPlaying) == ownsName { return }
        }
    }
}
