import Foundation
import Logging
import Tactile
import TactileDBus

/// Connecting, disconnecting and reconnecting.
extension MPRISPlayer {
    /// Connects to a bus, exports the object and, as ``ownership`` says, takes the name. A player already
    /// connected disconnects first.
    ///
    /// - Parameters:
    ///   - address: the bus; `nil` is the session bus (`DBusAddress.session(environment:)`, read anew on every
    ///     call).
    ///   - timeout: seconds allowed for connecting and for each bus call.
    /// - Throws: `DBusError`: `DBusError.isBusUnavailable` when there is no bus,
    ///   `DBusError.nameTaken(_:)` when another program owns the name.
    public func connect(to address: DBusAddress? = nil, timeout: Double = 5) async throws(DBusError) {
        do throws(DBusError) {
            try await establish(to: address, timeout: timeout)
        } catch {
            log?.error("Could not publish the MPRIS player on D-Bus", metadata: ["dbus.error": "\(error)"])
            throw error
        }
    }

    /// ``connect(to:timeout:)``, logging nothing of a failure (its callers do: an error, or a failed retry).
    private func establish(to address: DBusAddress?, timeout: Double) async throws(DBusError) {
        disconnect(stopReconnecting: false)
        requestedAddress = address
        generation += 1
        let myGeneration = generation
        status = .connecting
        let connection: DBusConnection
        do throws(DBusError) {
            let target: DBusAddress
            if let address { target = address } else { target = try DBusAddress.session() }
            connection = try await DBusConnection.connect(to: target, timeout: timeout, logger: log)
        } catch {
            if myGeneration == generation { status = .disconnected(error) }
            throw error
        }
        guard myGeneration == generation else {
            connection.close()
            throw .disconnected(reason: "superseded by another connect or disconnect")
        }
        self.connection = connection
        let server = DBusObjectServer(connection: connection)
        server.onDisconnect = { [weak self] error in self?.connectionLost(error, generation: myGeneration) }
        server.onCall = { [weak self] message in
            self?.currentCaller = message.sender
            self?.onMethodCall?(message)
        }
        server.export([rootInterfaceDescription(), playerInterfaceDescription()], at: Self.objectPath)
        self.server = server
        announced = playerProperties(backend.state)
        lastSample = nil
        recordSample(backend.state)
        backend.onChange = { [weak self] in self?.refresh() }
        status = .connected(ownsName: false)
        do throws(DBusError) {
            try await reconcileName()
        } catch {
            if myGeneration == generation { disconnect(stopReconnecting: false) }
            status = .disconnected(error)
            throw error
        }
        log?.info(
            "Published the MPRIS player on D-Bus",
            metadata: [
                "dbus.unique-name": "\(connection.uniqueName)", "dbus.address": "\(connection.address.text)",
                "mpris.owns-name": "\(ownsName)",
            ])
    }

    /// Releases the name and closes the connection; stops reconnecting.
    public func disconnect() {
        disconnect(stopReconnecting: true)
    }

    private func disconnect(stopReconnecting: Bool) {
        if stopReconnecting {
            reconnectTask?.cancel()
            reconnectTask = nil
        }
        generation += 1
        // Closing the connection releases the name too (the bus drops a closed connection's names).
        if let connection {
            log?.info("Disconnected the MPRIS player from D-Bus")
            connection.close()
        }
        connection = nil
        server = nil
        ownsName = false
        if case .disconnected = status {} else { status = .disconnected(nil) }
    }

    private func connectionLost(_ error: DBusError, generation lost: Int) {
        guard lost == generation else { return }
        generation += 1
        connection = nil
        server = nil
        ownsName = false
        status = .disconnected(error)
        let retry = reconnectInterval.map { $0 > 0 ? "every \($0) s" : "no" } ?? "no"
        log?.warning(
            "Lost the D-Bus connection; the MPRIS player is no longer published",
            metadata: ["dbus.reason": "\(error)", "mpris.reconnect": "\(retry)"])
        scheduleReconnect()
    }

    private func scheduleReconnect() {
        guard let interval = reconnectInterval, interval > 0, reconnectTask == nil else { return }
        reconnectTask = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
                guard let self, !Task.isCancelled else { return }
                if case .connected = self.status { break }
                do throws(DBusError) {
                    try await self.establish(to: self.requestedAddress, timeout: 5)
                    self.log?.info("Reconnected the MPRIS player to D-Bus")
                    break
                } catch {
                    self.log?.debug("A reconnection attempt failed", metadata: ["dbus.error": "\(error)"])
                    continue
                }
            }
            self?.reconnectTask = nil
        }
    }
}
