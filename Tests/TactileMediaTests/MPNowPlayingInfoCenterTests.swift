import Foundation
import Tactile
import TactileMedia
import TactileTesting
import Testing

/// `MPNowPlayingInfoCenter`: the info dictionary and its keys, the playback state, becoming the "Now Playing" app
/// (RC-02 (3), RC-05), the observers a bridge uses, and the per-application centers.
@MainActor
@Suite("MPNowPlayingInfoCenter")
struct NowPlayingInfoCenterTests {
    @Test("RC-06 default() and shared() are UIApplication.shared's; default(for:) is per application and stable")
    func perApplicationCenters() {
        let a = TouchSimulator(), b = TouchSimulator()
        let infoA = MPNowPlayingInfoCenter.default(for: a.application)
        #expect(infoA === MPNowPlayingInfoCenter.default(for: a.application))
        #expect(infoA !== MPNowPlayingInfoCenter.default(for: b.application))
        #expect(MPRemoteCommandCenter.shared(for: a.application) === MPRemoteCommandCenter.shared(for: a.application))
        #expect(MPRemoteCommandCenter.shared(for: a.application) !== MPRemoteCommandCenter.shared(for: b.application))
        UIApplication.setShared(a.application)
        #expect(MPNowPlayingInfoCenter.default() === MPNowPlayingInfoCenter.default(for: a.application))
        #expect(MPRemoteCommandCenter.shared() === MPRemoteCommandCenter.shared(for: a.application))
        UIApplication.setShared(b.application)
        #expect(MPNowPlayingInfoCenter.default().application === b.application)
        #expect(MPRemoteCommandCenter.shared().application === b.application)
        // Playback in one application does not make another one Now Playing.
        MPNowPlayingInfoCenter.default(for: a.application).playbackState = .playing
        #expect(a.application.isNowPlaying && !b.application.isNowPlaying)
    }

    @Test("RC-06 nowPlayingInfo keeps what the app sets, under MediaPlayer's key constants")
    func infoDictionary() {
        let f = MediaFixture(playing: false)
        #expect(f.info.nowPlayingInfo == nil && f.info.playbackState == .unknown)
        f.info.nowPlayingInfo = [
            MPMediaItemPropertyTitle: "我的地盘",
            MPMediaItemPropertyArtist: "周杰伦",
            MPMediaItemPropertyAlbumTitle: "七里香",
            MPMediaItemPropertyPlaybackDuration: 180.0,
            MPMediaItemPropertyPersistentID: MPMediaEntityPersistentID(42),
            MPNowPlayingInfoPropertyElapsedPlaybackTime: 0.0,
            MPNowPlayingInfoPropertyPlaybackRate: 0.0,
            MPNowPlayingInfoPropertyDefaultPlaybackRate: 1.0,
            MPNowPlayingInfoPropertyPlaybackQueueIndex: 2,
            MPNowPlayingInfoPropertyPlaybackQueueCount: 10,
            MPNowPlayingInfoPropertyMediaType: MPNowPlayingInfoMediaType.audio.rawValue,
        ]
        let info = f.info.nowPlayingInfo ?? [:]
        #expect(info[MPMediaItemPropertyTitle] as? String == "我的地盘")
        #expect(info[MPMediaItemPropertyArtist] as? String == "周杰伦")
        #expect(info[MPMediaItemPropertyPersistentID] as? UInt64 == 42)
        #expect(info[MPNowPlayingInfoPropertyPlaybackQueueCount] as? Int == 10)
        #expect(info.count == 11)
        #expect(!f.app.isNowPlaying)  // rate 0: loaded, not playing
        let keys = [
            MPMediaItemPropertyPersistentID, MPMediaItemPropertyMediaType, MPMediaItemPropertyTitle,
            MPMediaItemPropertyAlbumTitle, MPMediaItemPropertyAlbumPersistentID, MPMediaItemPropertyArtist,
            MPMediaItemPropertyArtistPersistentID, MPMediaItemPropertyAlbumArtist, MPMediaItemPropertyGenre,
            MPMediaItemPropertyComposer, MPMediaItemPropertyPlaybackDuration, MPMediaItemPropertyAlbumTrackNumber,
            MPMediaItemPropertyAlbumTrackCount, MPMediaItemPropertyDiscNumber, MPMediaItemPropertyDiscCount,
            MPMediaItemPropertyArtwork, MPMediaItemPropertyLyrics, MPMediaItemPropertyReleaseDate,
            MPMediaItemPropertyAssetURL, MPMediaItemPropertyRating, MPMediaItemPropertyPlayCount,
            MPNowPlayingInfoPropertyElapsedPlaybackTime, MPNowPlayingInfoPropertyPlaybackRate,
            MPNowPlayingInfoPropertyDefaultPlaybackRate, MPNowPlayingInfoPropertyPlaybackQueueIndex,
            MPNowPlayingInfoPropertyPlaybackQueueCount, MPNowPlayingInfoPropertyChapterNumber,
            MPNowPlayingInfoPropertyChapterCount, MPNowPlayingInfoPropertyIsLiveStream,
            MPNowPlayingInfoPropertyMediaType, MPNowPlayingInfoPropertyPlaybackProgress,
            MPNowPlayingInfoPropertyAssetURL, MPNowPlayingInfoPropertyServiceIdentifier,
            MPNowPlayingInfoCollectionIdentifier, MPNowPlayingInfoPropertyExternalContentIdentifier,
            MPNowPlayingInfoPropertyCurrentPlaybackDate,
        ]
        #expect(Set(keys).count == keys.count)
    }

    @Test("RC-02 (3) setting playbackState = .playing makes the app the Now Playing app")
    func playingMakesNowPlaying() {
        let f = MediaFixture(playing: false)
        #expect(!f.info.isNowPlaying)
        f.info.playbackState = .playing
        #expect(f.info.isNowPlaying && f.app.isNowPlaying)
        f.info.playbackState = .paused
        #expect(f.info.isNowPlaying)
        f.info.resignNowPlaying()
        #expect(!f.info.isNowPlaying && !f.app.isNowPlaying)
    }

    @Test("RC-02 (3) nowPlayingInfo with a positive playback rate makes the app Now Playing (the iOS idiom)")
    func playingRateMakesNowPlaying() {
        let f = MediaFixture(playing: false)
        f.info.nowPlayingInfo = [MPMediaItemPropertyTitle: "Song", MPNowPlayingInfoPropertyPlaybackRate: 0]
        #expect(!f.app.isNowPlaying)
        f.info.nowPlayingInfo = [
            MPMediaItemPropertyTitle: "Song", MPNowPlayingInfoPropertyPlaybackRate: NSNumber(value: 1),
        ]
        #expect(f.app.isNowPlaying)
        #expect(f.info.playbackState == .unknown)  // the state stays what the app set
    }

    @Test("RC-06 observers learn about info, state and Now Playing changes, with what changed")
    func observers() {
        let f = MediaFixture(playing: false)
        var changes: [MPNowPlayingInfoCenter.Change] = []
        let id = f.info.addObserver { changes.append($0) }
        f.info.nowPlayingInfo = [MPMediaItemPropertyTitle: "One"]
        f.info.playbackState = .playing
        f.info.playbackState = .playing  // nothing changed
        f.info.playbackState = .paused
        f.info.nowPlayingInfo = nil
        f.info.resignNowPlaying()
        f.info.resignNowPlaying()  // already resigned
        f.info.nowPlayingInfo = [MPNowPlayingInfoPropertyPlaybackRate: 1.0]
        #expect(
            changes == [
                .nowPlayingInfo, [.playbackState, .nowPlaying], .playbackState, .nowPlayingInfo, .nowPlaying,
                [.nowPlayingInfo, .nowPlaying],
            ])
        f.info.removeObserver(id)
        f.info.playbackState = .stopped
        #expect(changes.count == 6)
    }

    @Test("RC-06 currentElapsedPlaybackTime extrapolates at the playback rate and stays within the duration")
    func elapsedTimeExtrapolation() {
        let f = MediaFixture(playing: false)
        #expect(f.info.currentElapsedPlaybackTime == nil)
        f.info.nowPlayingInfo = [MPMediaItemPropertyTitle: "No time"]
        #expect(f.info.currentElapsedPlaybackTime == nil)
        f.info.nowPlayingInfo = [
            MPNowPlayingInfoPropertyElapsedPlaybackTime: 10.0, MPNowPlayingInfoPropertyPlaybackRate: 1.0,
            MPMediaItemPropertyPlaybackDuration: 60.0,
        ]
        f.sim.advance(by: 5)
        #expect(f.info.currentElapsedPlaybackTime == 15)
        f.info.nowPlayingInfo = [
            MPNowPlayingInfoPropertyElapsedPlaybackTime: NSNumber(value: 20), MPNowPlayingInfoPropertyPlaybackRate: 2,
            MPMediaItemPropertyPlaybackDuration: 60,
        ]
        f.sim.advance(by: 10)
        #expect(f.info.currentElapsedPlaybackTime == 40)
        f.sim.advance(by: 100)
        #expect(f.info.currentElapsedPlaybackTime == 60)  // clamped to the duration
        f.info.nowPlayingInfo = [
            MPNowPlayingInfoPropertyElapsedPlaybackTime: 30.0, MPNowPlayingInfoPropertyPlaybackRate: 0.0,
        ]
        f.sim.advance(by: 10)
        #expect(f.info.currentElapsedPlaybackTime == 30)  // paused
        f.info.nowPlayingInfo = [MPNowPlayingInfoPropertyElapsedPlaybackTime: 5.0]
        f.info.playbackState = .playing  // no rate given: 1 while playing
        f.sim.advance(by: 3)
        #expect(f.info.currentElapsedPlaybackTime == 8)
    }

    @Test("RC-06 MediaPlayer's raw values")
    func rawValues() {
        #expect(MPNowPlayingPlaybackState.playing.rawValue == 1 && MPNowPlayingPlaybackState.interrupted.rawValue == 4)
        #expect(MPNowPlayingInfoMediaType.video.rawValue == 2)
        #expect(MPRemoteCommandHandlerStatus.noActionableNowPlayingItem.rawValue == 110)
        #expect(MPRemoteCommandHandlerStatus.commandFailed.rawValue == 200)
        #expect(MPSeekCommandEventType.endSeeking.rawValue == 1)
        #expect([MPRepeatType.off, .one, .all].map(\.rawValue) == [0, 1, 2])
        #expect([MPShuffleType.off, .items, .collections].map(\.rawValue) == [0, 1, 2])
    }
}
