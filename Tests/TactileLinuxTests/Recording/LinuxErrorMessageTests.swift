import Foundation
import Glibc
import TactileLinux
import Testing

/// The Linux module's errors print their own message through `localizedDescription`; a trace file that cannot be
/// created says why in words.
@MainActor
@Suite("Linux error messages")
struct LinuxErrorMessageTests {
    @Test("EvdevError, IIOError, IIOScanTypeError and TraceFileWriter.WriteError: localizedDescription is the description")
    func localizedDescriptions() {
        let errors: [any Error & CustomStringConvertible] = [
            EvdevError.open(path: "/dev/input/event9", code: EACCES),
            IIOError.open(path: "/dev/iio:device0", code: ENOENT),
            IIOScanTypeError(text: "le:s12/16>>4", reason: .storageBits(12)),
            TraceFileWriter.WriteError(path: "/tmp/x.jsonl", operation: "write", code: ENOSPC),
        ]
        for error in errors {
            #expect(error.localizedDescription == error.description)
            #expect(!error.localizedDescription.contains("could not be completed"))
        }
    }

    @Test("a trace in a folder that does not exist: the sentence names the folder and how to make it")
    func missingFolder() {
        let error = TraceFileWriter.WriteError(path: "/nonexistent/dir/run.jsonl", operation: "create", code: ENOENT)
        #expect(
            error.description
                == "cannot write /nonexistent/dir/run.jsonl: the folder /nonexistent/dir does not exist. "
                + "Create it (mkdir -p /nonexistent/dir) or choose another path.")
    }
}
