extension IIODevice {
    /// What the device offers, for a listing (no Core Motion counterpart): its motion sensors and how they can
    /// be read, "accelerometer, gyroscope (polled and buffered)", or "no motion sensors".
    public var motionSummary: String {
        let names = motionChannels.map { "\($0.sensor)" }.joined(separator: ", ")
        let modes = [polledSensors.isEmpty ? nil : "polled", bufferedSensors.isEmpty ? nil : "buffered"]
            .compactMap { $0 }.joined(separator: " and ")
        return names.isEmpty ? "no motion sensors" : "\(names) (\(modes))"
    }
}
