// libFuzzer target: BROAD motion CSV (`BROADTrial(csv:name:)`).
import Foundation
import FuzzSupport
import BROADReaderUnderFuzz

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMotionCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    let trial: BROADTrial
    do {
        trial = try BROADTrial(csv: text, name: "fuzz.csv")
    } catch {
        if let line = error.line {
            let count = lineCount(text)
            fuzzCheck((1...max(1, count)).contains(line), "error line \(line) of \(count): \(error)")
        }
        _ = error.description
        return 0
    }
    fuzzCheck(trial.count > 0, "a trial without samples")
    fuzzCheck(trial.samplingRate.isFinite && trial.samplingRate > 0, "sampling rate \(trial.samplingRate)")
    let n = trial.count
    fuzzCheck(
        [trial.rotationRates.count, trial.specificForces.count, trial.magneticFields.count, trial.references.count,
         trial.isScored.count].allSatisfy { $0 == n }, "columns of different lengths")
    for i in 1..<max(1, n) { fuzzCheck(trial.timestamps[i] > trial.timestamps[i - 1], "time goes back at \(i)") }
    for i in 0..<n {
        let s = trial.sample(at: i)
        _ = s
        if let q = trial.references[i] {
            fuzzCheck([q.w, q.x, q.y, q.z].allSatisfy(\.isFinite), "reference \(i) is not finite: \(q)")
        }
    }
    return 0
}
