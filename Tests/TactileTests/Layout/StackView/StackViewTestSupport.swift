import Foundation
import Testing
@testable import Tactile

/// A view with an intrinsic content size that a test sets, as a label's text would.
final class SizedView: UIView {
    var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        contentSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        contentSize = .zero
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// Three views of intrinsic sizes 40 × 20, 60 × 30 and 80 × 40: the arranged views of most stack view tests.
@MainActor
func threeSizedViews() -> [SizedView] {
    [SizedView(40, 20), SizedView(60, 30), SizedView(80, 40)]
}

/// A stack view of `views` in a container of `size` (a hierarchy in no window), its edges pinned to the
/// container's, or only its top-left corner (so that its content sizes it) when `pinned` is false.
@MainActor
func stack(
    _ views: [UIView], in size: CGSize = CGSize(width: 300, height: 100), pinned: Bool = true,
    configure: (UIStackView) -> Void = { _ in }
) -> (container: UIView, stack: UIStackView) {
    let container = UIView(frame: CGRect(origin: .zero, size: size))
    let stack = UIStackView(arrangedSubviews: views)
    configure(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        stack.topAnchor.constraint(equalTo: container.topAnchor),
    ]
    if pinned {
        constraints += [
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ]
    }
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    return (container, stack)
}
