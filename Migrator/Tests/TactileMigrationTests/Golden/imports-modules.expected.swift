import Foundation
import Tactile
import TactileMotion
@preconcurrency import TactileMedia
import class Tactile.UIView
import os.log
@testable import MyApp

// import UIKit in a comment stays as it is.
let name = "import UIKit"
