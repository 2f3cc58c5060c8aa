import Foundation
import Tactile
import TactileTesting
import Testing

/// Runs the *User activities* article's reader: it saves its page and reopens there after a relaunch (EDT-06).
@MainActor
@Suite("User activities article")
struct ReaderViewControllerTests {
    /// Runs the reader in a first launch that saves page 41 in a new folder, and returns the folder.
    func saveReadingAtPage41() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-reader-\(UUID().uuidString)").path
        let sim = TouchSimulator()
        sim.application.userActivityStore = UserActivityStore(directory: folder)
        let window = sim.makeWindow()
        let reader = ReaderViewController()
        window.rootViewController = reader  // viewDidAppear makes its activity current
        sim.advance(by: 0.1)
        #expect(sim.application.currentUserActivity === reader.userActivity)
        reader.page = 41
        try sim.application.saveUserActivities()
        return folder
    }

    @Test("EDT-06: a relaunched application launched with the saved activity continues it right after didFinishLaunching")
    func launchesAtItsPage() throws {
        let folder = try saveReadingAtPage41()
        let relaunched = TouchSimulator()
        relaunched.application.userActivityStore = UserActivityStore(directory: folder)
        relaunched.makeShared()
        let delegate = ReaderAppDelegate()
        launchContinuingSavedReading(relaunched.application, delegate: delegate)
        #expect(relaunched.application.hasFinishedLaunching)
        #expect(delegate.reader.page == 41)
    }

    @Test("EDT-06: with nothing saved, the application launches without continuing anything")
    func launchesAfreshWithNothingSaved() {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-reader-\(UUID().uuidString)").path
        let sim = TouchSimulator()
        sim.application.userActivityStore = UserActivityStore(directory: folder)
        sim.makeShared()
        let delegate = ReaderAppDelegate()
        launchContinuingSavedReading(sim.application, delegate: delegate)
        #expect(sim.application.hasFinishedLaunching)
        #expect(delegate.reader.page == 1)
    }

    @Test("EDT-06: the reader's page is saved and continued by a relaunched application")
    func reopensAtItsPage() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-reader-\(UUID().uuidString)").path
        do {
            let sim = TouchSimulator()
            sim.application.userActivityStore = UserActivityStore(directory: folder)
            let window = sim.makeWindow()
            let reader = ReaderViewController()
            window.rootViewController = reader  // viewDidAppear makes its activity current
            sim.advance(by: 0.1)
            #expect(sim.application.currentUserActivity === reader.userActivity)
            reader.page = 41
            try sim.application.saveUserActivities()
        }

        let relaunched = TouchSimulator()
        relaunched.application.userActivityStore = UserActivityStore(directory: folder)
        relaunched.makeShared()
        let delegate = ReaderAppDelegate()
        continueSavedReading(in: relaunched.application, delegate: delegate)
        #expect(delegate.reader.page == 41)
    }
}
