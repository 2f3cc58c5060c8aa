import Foundation
import UIKit
import UIKit.UIGestureRecognizerSubclass
import CoreMotion
@preconcurrency import MediaPlayer
import class UIKit.UIView
import os.log
@testable import MyApp

// import UIKit in a comment stays as it is.
let name = "import UIKit"
