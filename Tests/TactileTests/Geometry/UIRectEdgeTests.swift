import Testing
@testable import Tactile

@Suite("UIRectEdge")
struct UIRectEdgeTests {
    @Test func rawValuesMatchUIKit() {
        #expect(UIRectEdge.top.rawValue == 1)
        #expect(UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4)
        #expect(UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIRectEdge().rawValue == 0)
    }

    @Test func allContainsTheFourEdges() {
        let all = UIRectEdge.all
        #expect(all.contains(.top))
        #expect(all.contains(.left))
        #expect(all.contains(.bottom))
        #expect(all.contains(.right))
        #expect(all == [.top, .left, .bottom, .right])
    }

    @Test func edgesAreDistinct() {
        let edges: [UIRectEdge] = [.top, .left, .bottom, .right]
        for (i, lhs) in edges.enumerated() {
            for (j, rhs) in edges.enumerated() where i != j {
                #expect(lhs != rhs)
                #expect(lhs.intersection(rhs).isEmpty)
            }
        }
        #expect(Set(edges).count == 4)
    }

    @Test func setAlgebra() {
        var edges: UIRectEdge = [.top, .bottom]
        #expect(edges.contains(.top))
        #expect(!edges.contains(.left))
        edges.insert(.left)
        #expect(edges == [.top, .left, .bottom])
        edges.remove(.top)
        #expect(edges == [.left, .bottom])
        #expect(UIRectEdge.all.subtracting(edges) == [.top, .right])
        #expect(UIRectEdge(rawValue: 5) == [.top, .bottom])
    }

    @Test func emptySet() {
        let none: UIRectEdge = []
        #expect(none.isEmpty)
        #expect(!none.contains(.top))
        #expect(!UIRectEdge.all.isEmpty)
    }
}
