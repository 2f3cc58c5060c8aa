import Foundation
import Testing
@testable import Tactile

@MainActor
@Suite("UIBackgroundConfiguration")
struct UIBackgroundConfigurationTests {
    @Test("the background's resolved colours: its own, or clear and the tint colour")
    func backgroundResolvedColours() {
        var background = UIBackgroundConfiguration.clear()
        #expect(background.resolvedBackgroundColor(for: .systemPink) == .clear)
        #expect(background.resolvedStrokeColor(for: .systemPink) == .systemPink)
        background.backgroundColor = .yellow
        background.strokeColor = .black
        #expect(background.resolvedBackgroundColor(for: .systemPink) == .yellow)
        #expect(background.resolvedStrokeColor(for: .systemPink) == .black)
        #expect(background.cornerRadius == 0 && background.strokeOutset == 0 && background.backgroundInsets == .zero)
    }
}
