#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Tactile

/// The `errno` values the IIO code names, and their messages.
enum Errno {
    #if canImport(Glibc)
    static let eacces = EACCES, eperm = EPERM, ebusy = EBUSY, enoent = ENOENT, enodev = ENODEV, einval = EINVAL
    static let eintr = EINTR, eagain = EAGAIN, ebadf = EBADF
    static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
    #else
    static let eacces: Int32 = 13, eperm: Int32 = 1, ebusy: Int32 = 16, enoent: Int32 = 2, enodev: Int32 = 19
    static let einval: Int32 = 22, eintr: Int32 = 4, eagain: Int32 = 35, ebadf: Int32 = 9
    static func message(_ code: Int32) -> String { "error \(code)" }
    #endif
}
