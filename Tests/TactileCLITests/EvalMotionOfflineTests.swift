import Foundation
import Testing

/// `tactile eval motion --offline`: VQF's offline mode on BROAD trials.
@Suite("tactile eval motion --offline")
struct EvalMotionOfflineTests {
    /// A BROAD trial of 400 rows (4 s at 100 Hz) turning slowly about x while its gyroscope reads 1°/s too much
    /// about y; the reference is the true orientation.
    static func biasedTrial() -> String {
        let header = "t,gyr_x,gyr_y,gyr_z,acc_x,acc_y,acc_z,mag_x,mag_y,mag_z,quat_w,quat_x,quat_y,quat_z,movement"
        let rows = (0..<400).map { i -> String in
            let t = Double(i) * 0.01
            let angle = 0.2 * (t + 0.01)  // the orientation after this sample's rotation
            let (c, s) = (cos(angle / 2), sin(angle / 2))
            // Gravity and the field (0, 20, −40) µT seen by a device turned by `angle` about x.
            let (ay, az) = (9.81 * sin(angle), 9.81 * cos(angle))
            let (my, mz) = (20 * cos(angle) - 40 * sin(angle), -20 * sin(angle) - 40 * cos(angle))
            return "\(t),0.2,\(Double.pi / 180),0,0,\(ay),\(az),0,\(my),\(mz),\(c),\(s),0,0,1"
        }
        return ([header] + rows).joined(separator: "\n") + "\n"
    }

    /// The mean figures of a `--format json` run.
    func mean(_ arguments: [String]) throws -> [String: Any] {
        let run = try runTactile(["eval", "motion"] + arguments + ["--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require(object["mean"] as? [String: Any])
    }

    @Test("--offline scores VQF's offline mode, names it, and beats real time on a biased gyroscope")
    func offline() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Self.biasedTrial(), to: "trials/biased.csv")
        let table = try runTactile(["eval", "motion", path, "--offline"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("filter: vqf-offline (offline: forward and backward through each trial), 9-axis"))
        #expect(table.stdout.contains("biased"))

        let json = try runTactile(["eval", "motion", path, "--offline", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["filter"] as? String == "vqf-offline")

        let offline = try #require(try mean([path, "--offline"])["inclination"] as? Double)
        let realTime = try #require(try mean([path])["inclination"] as? Double)
        #expect(offline < realTime)
    }

    @Test("--offline with Madgwick is refused with a message that says why")
    func madgwickHasNoOfflineMode() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Self.biasedTrial(), to: "biased.csv")
        let run = try runTactile(["eval", "motion", path, "--offline", "--filter", "madgwick"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--offline is VQF's offline mode; Madgwick has none"))
    }

    @Test("a one-row trial is too short for --offline: the error says so, without a crash")
    func tooShort() throws {
        let folder = try TemporaryFolder()
        let lines = Self.biasedTrial().split(separator: "\n")
        let path = try folder.write("# sampling_rate_hz=100\n" + lines[0] + "\n" + lines[1] + "\n", to: "one.csv")
        let run = try runTactile(["eval", "motion", path, "--offline"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("offline estimation needs at least 2 samples, the recording has 1"))
    }
}
