import Tactile

/// The *Auto Layout* article's stack view example: a row of an avatar, a name and a button.
final class ProfileHeaderView: UIView {
    let avatar = UIImageView()
    let name = UILabel()
    let follow = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        name.text = "Ada Lovelace"
        follow.setTitle("Follow", for: .normal)
        let row = UIStackView(arrangedSubviews: [avatar, name, follow])
        row.alignment = .center
        row.spacing = UIStackView.spacingUseSystem
        row.setCustomSpacing(16, after: name)
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
