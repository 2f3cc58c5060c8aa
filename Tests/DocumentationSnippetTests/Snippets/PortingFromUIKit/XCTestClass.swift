import Tactile
import TactileXCTest
import XCTest

@MainActor
final class SliderTests: XCTestCase {
    var sim: TouchSimulator!
    var slider: UISlider!

    override func setUp() async throws {
        sim = TouchSimulator()
        slider = UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
        sim.makeWindow().addSubview(slider)
    }

    func testValueChangedIsSent() {
        var values: [Float] = []
        slider.addAction(for: .valueChanged) { control, _ in values.append((control as! UISlider).value) }
        slider.value = 0.8
        slider.sendActions(for: .valueChanged)
        XCTAssertEqual(values, [0.8])
    }
}
