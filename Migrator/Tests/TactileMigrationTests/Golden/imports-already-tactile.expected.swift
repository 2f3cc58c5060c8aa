import Tactile
import TactileMotion

final class Ready {}
