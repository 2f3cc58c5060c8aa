// Auto Layout, stack views and self-sizing: Tactile solves constraints and arranges stack views; it reports
// only what it lacks (the readable content guide).
final class ProfileViewController: UIViewController {
    let avatar = UIImageView()
    let name = UILabel()
    let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(avatar)
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 64),
        ])
        name.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8).isActive = true
        name.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor).isActive = true
        stack.addArrangedSubview(UILabel())
        stack.axis = .vertical
        let height: NSLayoutConstraint = name.heightAnchor.constraint(equalToConstant: 20)
        height.priority = UILayoutPriority(999)
        view.addConstraint(height)
        name.sizeToFit()
        name.setContentHuggingPriority(.required, for: .horizontal)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    override func updateViewConstraints() {
        super.updateViewConstraints()
    }
}

final class TagView: UIView {
    override var intrinsicContentSize: CGSize {
        CGSize(width: 80, height: 24)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fitted = super.sizeThatFits(size)
        return CGSize(width: fitted.width + 16, height: 24)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        invalidateIntrinsicContentSize()
        let inset = safeAreaInsets.top
        subviews.first?.frame = bounds.insetBy(dx: 8, dy: inset)
    }
}
