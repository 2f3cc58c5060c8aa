import Foundation
import Testing
@testable import Tactile

/// What a configured button draws and measures: its configuration for its state, with the state's title and
/// image, and what its title label and image view show.
@MainActor
@Suite("UIButton: the applied configuration, titleLabel and imageView")
struct UIButtonConfigurationContentTests {
    @Test("a title set for a state replaces the configuration's in that state")
    func perStateTitles() {
        var config = UIButton.Configuration.gray()
        config.title = "Play"
        let button = UIButton(configuration: config)
        button.setTitle("Pause", for: .selected)
        #expect(button.appliedConfiguration?.title == "Play")
        button.isSelected = true
        #expect(button.appliedConfiguration?.title == "Pause")
        #expect(button.configuration?.title == "Play", "the configuration keeps its own")
    }

    @Test("the title label and image view show what a configured button draws")
    func labelAndImageView() {
        var config = UIButton.Configuration.filled()
        config.title = "Send"
        config.image = UIImage(systemName: "paperplane")
        let button = UIButton(configuration: config)
        #expect(button.titleLabel?.text == "Send" && button.titleLabel?.textColor == .white)
        #expect(button.imageView?.image?.name == "paperplane")
        button.isEnabled = false
        #expect(button.titleLabel?.textColor == .tertiaryLabel)
        button.configuration?.showsActivityIndicator = true
        #expect(button.imageView?.image == nil, "the indicator shows instead")
        button.configuration = nil
        button.setTitle("Plain", for: .normal)
        #expect(button.titleLabel?.text == "Plain" && button.imageView?.image == nil)
    }
}
