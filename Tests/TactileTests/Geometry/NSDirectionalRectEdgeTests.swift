import Testing
@testable import Tactile

@Suite("NSDirectionalRectEdge")
struct NSDirectionalRectEdgeTests {
    @Test("raw values are UIKit's: top 1, leading 2, bottom 4, trailing 8, all 15")
    func rawValuesMatchUIKit() {
        #expect(NSDirectionalRectEdge.top.rawValue == 1)
        #expect(NSDirectionalRectEdge.leading.rawValue == 2)
        #expect(NSDirectionalRectEdge.bottom.rawValue == 4)
        #expect(NSDirectionalRectEdge.trailing.rawValue == 8)
        #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
        #expect(NSDirectionalRectEdge.all.rawValue == 15)
        #expect(NSDirectionalRectEdge().isEmpty)
    }
}
