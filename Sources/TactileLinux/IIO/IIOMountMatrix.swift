/// How a sensor chip is mounted in the device: the IIO `mount_matrix` attribute (kernel
/// `Documentation/ABI/testing/sysfs-bus-iio`) or systemd hwdb's `ACCEL_MOUNT_MATRIX`, both written
/// `x1, y1, z1; x2, y2, z2; x3, y3, z3`.
///
/// No Core Motion counterpart: on iOS the sensors are already on the device's axes. The three groups are the rows of
/// a matrix that takes a reading on the chip's axes to the device's axes (x to the right of the screen, y to its top,
/// z out of it), as iio-sensor-proxy applies it: `device = M · chip`. The identity is `1, 0, 0; 0, 1, 0; 0, 0, 1`;
/// `0, 1, 0; 1, 0, 0; 0, 0, 1` swaps x and y.
public struct IIOMountMatrix: Sendable, Equatable, CustomStringConvertible {
    /// The rows, each `[x, y, z]`.
    public let rows: [[Double]]

    /// The identity: the chip's axes are the device's.
    public static let identity = IIOMountMatrix(validRows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    private init(validRows: [[Double]]) {
        self.rows = validRows
    }

    /// A matrix from three rows of three finite numbers; `nil` otherwise.
    public init?(rows: [[Double]]) {
        guard rows.count == 3, rows.allSatisfy({ $0.count == 3 && $0.allSatisfy(\.isFinite) }) else { return nil }
        self.rows = rows
    }

    /// Parses the text of a `mount_matrix` attribute or an `ACCEL_MOUNT_MATRIX` hwdb value. Blanks around numbers
    /// and the trailing newline are ignored. `path` names the attribute in errors.
    ///
    /// - Throws: ``IIOError/malformedAttribute(path:expected:found:)`` unless the text is three `;`-separated rows of
    ///   three `,`-separated decimal numbers, not all zero.
    public static func parse(_ text: String, path: String = "<mount matrix>") throws(IIOError) -> IIOMountMatrix {
        let trimmed = Sysfs.trimmed(text)
        let error = IIOError.malformedAttribute(
            path: path, expected: "a mount matrix \"x1, y1, z1; x2, y2, z2; x3, y3, z3\"", found: trimmed)
        let rows = trimmed.split(separator: ";", omittingEmptySubsequences: false).map { row in
            row.split(separator: ",", omittingEmptySubsequences: false).map { Sysfs.number(Sysfs.trimmed(String($0))) }
        }
        guard rows.count == 3, rows.allSatisfy({ $0.count == 3 }) else { throw error }
        let values = rows.map { $0.compactMap { $0 } }
        guard values.allSatisfy({ $0.count == 3 }), values.joined().contains(where: { $0 != 0 }),
            let matrix = IIOMountMatrix(rows: values)
        else { throw error }
        return matrix
    }

    /// `M · (x, y, z)`.
    @inline(__always)
    public func apply(_ x: Double, _ y: Double, _ z: Double) -> (x: Double, y: Double, z: Double) {
        (
            rows[0][0] * x + rows[0][1] * y + rows[0][2] * z,
            rows[1][0] * x + rows[1][1] * y + rows[1][2] * z,
            rows[2][0] * x + rows[2][1] * y + rows[2][2] * z
        )
    }

    /// The matrix as the attribute writes it, e.g. `1, 0, 0; 0, 1, 0; 0, 0, 1`.
    public var description: String {
        rows.map { row in
            row.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) }.joined(separator: ", ")
        }.joined(separator: "; ")
    }
}
