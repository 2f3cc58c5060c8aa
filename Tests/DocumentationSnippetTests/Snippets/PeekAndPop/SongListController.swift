import Tactile

final class SongListController: UIViewController, UIViewControllerPreviewingDelegate {
    let songs = ["依然范特西", "十一月的肖邦", "七里香", "叶惠美", "八度空间"]
    let rowHeight: CGFloat = 40
    let list = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        view.addSubview(list)
        registerForPreviewing(with: self, sourceView: list)
    }

    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> UIViewController? {
        let row = Int(location.y / rowHeight)
        guard songs.indices.contains(row) else { return nil }
        previewingContext.sourceRect = CGRect(
            x: 0, y: CGFloat(row) * rowHeight, width: list.bounds.width, height: rowHeight)
        let preview = SongViewController(song: songs[row])
        preview.preferredContentSize = CGSize(width: 0, height: 400)
        return preview
    }

    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
    ) {
        show(viewControllerToCommit, sender: self)
    }
}

final class SongViewController: UIViewController {
    let song: String

    init(song: String) {
        self.song = song
        super.init(nibName: nil, bundle: nil)
        title = song
    }

    required init?(coder: NSCoder) { nil }

    override var previewActionItems: [any UIPreviewActionItem] {
        [
            UIPreviewAction(title: "Share", style: .default) { _, _ in },
            UIPreviewAction(title: "Mark", style: .default) { _, _ in },
        ]
    }
}
