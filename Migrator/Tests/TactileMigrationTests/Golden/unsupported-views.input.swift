// Views and services of UIKit that Tactile does not have.
final class ListViewController: UITableViewController {
    let haptics = UIImpactFeedbackGenerator(style: .medium)

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        haptics.impactOccurred()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        present(alert, animated: true)
    }

    func share(_ text: String) {
        present(UIActivityViewController(activityItems: [text], applicationActivities: nil), animated: true)
    }
}
