// `import UIKit` brings Foundation (and with it `CGPoint`, `CGRect`, `CGFloat`, `Date`, `sqrt`, `atan2`,
// `OperationQueue`, …) into scope, so UIKit code rarely imports Foundation itself. `import Tactile` does the same,
// so that such code ports by changing its import line only.
@_exported import Foundation
