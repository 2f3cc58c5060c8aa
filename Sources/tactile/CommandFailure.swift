/// A failure at run time (a file that cannot be read or written, a device that cannot be opened). Its
/// description is the whole message: ArgumentParser prints it after "Error: " without the usage text, which is
/// for mistakes in the arguments (`ValidationError`).
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
