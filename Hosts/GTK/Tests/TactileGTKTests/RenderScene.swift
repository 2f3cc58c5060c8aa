import Foundation
import Tactile
import TactileRender

/// A window that uses every kind of display content, for the renderer's tests: backgrounds with rounded corners and
/// borders, a shadow, an alpha, a rotation, a clip, a drawing (fills with both fill rules, curves, a dashed stroke),
/// a drawn image, and a label.
@MainActor
enum RenderScene {
    final class Drawing: UIView {
        override func draw(_ rect: CGRect) {
            UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1).setFill()
            let ring = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 70, height: 70))
            ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 30, height: 30)))
            ring.usesEvenOddFillRule = true
            ring.fill()
            let wave = UIBezierPath()
            wave.move(to: CGPoint(x: 85, y: 60))
            wave.addCurve(to: CGPoint(x: 150, y: 60), controlPoint1: CGPoint(x: 100, y: 10), controlPoint2: CGPoint(x: 135, y: 110))
            wave.addQuadCurve(to: CGPoint(x: 170, y: 20), controlPoint: CGPoint(x: 175, y: 50))
            wave.lineWidth = 4
            wave.lineCapStyle = .round
            UIColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1).setStroke()
            wave.stroke()
            let dashed = UIBezierPath(rect: CGRect(x: 90, y: 8, width: 70, height: 14))
            dashed.lineWidth = 2
            dashed.setLineDash([6, 3], count: 2, phase: 0)
            UIColor.black.setStroke()
            dashed.stroke()
        }
    }

    /// The window (320 × 240 points), laid out and drawn.
    static func make(application: UIApplication) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240), application: application)
        window.backgroundColor = UIColor(red: 0.96, green: 0.96, blue: 0.92, alpha: 1)
        let card = UIView(frame: CGRect(x: 16, y: 16, width: 130, height: 80))
        card.backgroundColor = UIColor(red: 0.25, green: 0.6, blue: 0.45, alpha: 1)
        card.layer.cornerRadius = 14
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor(red: 0.1, green: 0.2, blue: 0.15, alpha: 1).cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 4, height: 6)
        window.addSubview(card)
        let turned = UIView(frame: CGRect(x: 190, y: 30, width: 90, height: 50))
        turned.backgroundColor = UIColor(red: 0.85, green: 0.65, blue: 0.1, alpha: 1)
        turned.transform = CGAffineTransform(rotationAngle: 0.35)
        turned.alpha = 0.7
        window.addSubview(turned)
        let clipper = UIView(frame: CGRect(x: 200, y: 120, width: 100, height: 100))
        clipper.backgroundColor = UIColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 1)
        clipper.clipsToBounds = true
        let overhang = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        overhang.backgroundColor = UIColor(red: 0.6, green: 0.8, blue: 1, alpha: 1)
        clipper.addSubview(overhang)
        window.addSubview(clipper)
        window.addSubview(Drawing(frame: CGRect(x: 16, y: 120, width: 180, height: 80)))
        let badge = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor(red: 0.5, green: 0.1, blue: 0.6, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
        }
        let imageView = UIImageView(image: badge)
        imageView.frame = CGRect(x: 160, y: 100, width: 30, height: 30)
        window.addSubview(imageView)
        let label = UILabel(frame: CGRect(x: 16, y: 204, width: 280, height: 30))
        label.text = "Tactile in cairo"
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        window.addSubview(label)
        window.makeKeyAndVisible()
        return window
    }
}
