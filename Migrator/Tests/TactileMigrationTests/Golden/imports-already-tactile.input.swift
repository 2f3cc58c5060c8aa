import Tactile
import UIKit
import TactileMotion
import CoreMotion

final class Ready {}
