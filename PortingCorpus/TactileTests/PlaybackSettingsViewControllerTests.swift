import Tactile
import XCTest
@_exported import TactileXCTest
@testable import PortingCorpus

@MainActor
final class PlaybackSettingsViewControllerTests: XCTestCase {

    private func makeSUT() -> PlaybackSettingsViewController {
        let sut = PlaybackSettingsViewController()
        sut.loadViewIfNeeded()
        return sut
    }

    func testInitialStateMatchesDefaults() {
        let sut = makeSUT()

        XCTAssertEqual(sut.volumeSlider.value, 0.5, accuracy: 0.0001)
        XCTAssertEqual(sut.volumeLabel.text, "Volume 50%")
        XCTAssertFalse(sut.shuffleSwitch.isOn)
        XCTAssertNil(sut.lastPreviewPoint)
    }

    func testMovingTheSliderUpdatesVolumeAndLabel() {
        let sut = makeSUT()

        sut.volumeSlider.value = 0.8
        sut.volumeSlider.sendActions(for: .valueChanged)

        XCTAssertEqual(sut.volume, 0.8, accuracy: 0.0001)
        XCTAssertEqual(sut.volumeLabel.text, "Volume 80%")
    }

    func testTogglingTheSwitchTurnsShuffleOn() {
        let sut = makeSUT()

        sut.shuffleSwitch.isOn = true
        sut.shuffleSwitch.sendActions(for: .valueChanged)

        XCTAssertTrue(sut.isShuffleOn)
    }

    func testResetButtonRestoresDefaults() {
        let sut = makeSUT()
        sut.volumeSlider.value = 0.1
        sut.volumeSlider.sendActions(for: .valueChanged)
        sut.shuffleSwitch.isOn = true
        sut.shuffleSwitch.sendActions(for: .valueChanged)

        sut.resetButton.sendActions(for: .touchUpInside)

        XCTAssertEqual(sut.volume, 0.5, accuracy: 0.0001)
        XCTAssertEqual(sut.volumeSlider.value, 0.5, accuracy: 0.0001)
        XCTAssertFalse(sut.isShuffleOn)
        XCTAssertFalse(sut.shuffleSwitch.isOn)
        XCTAssertEqual(sut.volumeLabel.text, "Volume 50%")
    }

    func testControlsDoNotKeepTheControllerAlive() {
        var sut: PlaybackSettingsViewController? = makeSUT()
        let slider = sut!.volumeSlider
        weak var weakController: PlaybackSettingsViewController?
        weakController = sut

        sut = nil

        XCTAssertNil(weakController, "controls must not retain their targets")
        slider.sendActions(for: .valueChanged)
    }
}
