import TactileLinux
import Testing

/// ``IIOScanAssembler``: whole scans out of reads split anywhere.
@Suite("IIO scan reassembly")
struct IIOScanAssemblerTests {
    @Test("reassembly: scans split anywhere across reads come out whole and in order")
    func reassembly() {
        let scans = (0..<5).map { i in (0..<16).map { UInt8(i * 16 + $0) } }
        let stream = scans.flatMap { $0 }
        for cuts in [[1], [5, 11], [15, 17, 3, 40], [16, 16, 16, 16, 16], [80]] {
            var assembler = IIOScanAssembler(scanSize: 16)
            var out: [[UInt8]] = []
            var start = 0
            for cut in cuts + [stream.count] where start < stream.count {
                let end = min(stream.count, start + cut)
                out += assembler.append(Array(stream[start..<end]))
                start = end
            }
            #expect(out == scans, "cuts \(cuts)")
            #expect(assembler.isAtScanBoundary && assembler.completedByteCount == 80)
        }
        var partial = IIOScanAssembler(scanSize: 16)
        #expect(partial.append(Array(stream[0..<21])).count == 1)
        #expect(partial.pending == Array(stream[16..<21]) && !partial.isAtScanBoundary)
        #expect(IIOScanAssembler(scanSize: 0).scanSize == 1)
    }
}
