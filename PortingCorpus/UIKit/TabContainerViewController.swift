import UIKit

/// A custom container that shows one of several child view controllers under a segmented control,
/// swapping them with proper containment calls so each child sees its appearance callbacks and sits
/// in the responder chain.
class TabContainerViewController: UIViewController {

    let segmentedControl = UISegmentedControl(items: ["Inbox", "Archive"])
    let contentView = UIView()
    let pages: [UIViewController]

    private(set) var currentPage: UIViewController?

    init(pages: [UIViewController]) {
        self.pages = pages
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        segmentedControl.frame = CGRect(x: 16, y: 50, width: view.bounds.width - 32, height: 32)
        segmentedControl.selectedSegmentIndex = 0
        segmentedControl.addTarget(self, action: #selector(segmentChanged(_:)), for: .valueChanged)
        view.addSubview(segmentedControl)

        contentView.frame = CGRect(x: 0, y: 90, width: view.bounds.width, height: view.bounds.height - 90)
        view.addSubview(contentView)

        show(pageAt: 0)
    }

    @objc func segmentChanged(_ sender: UISegmentedControl) {
        show(pageAt: sender.selectedSegmentIndex)
    }

    func show(pageAt index: Int) {
        let newPage = pages[index]
        guard newPage !== currentPage else { return }

        if let oldPage = currentPage {
            oldPage.willMove(toParent: nil)
            oldPage.view.removeFromSuperview()
            oldPage.removeFromParent()
        }

        addChild(newPage)
        newPage.view.frame = contentView.bounds
        contentView.addSubview(newPage.view)
        newPage.didMove(toParent: self)
        currentPage = newPage
    }
}
