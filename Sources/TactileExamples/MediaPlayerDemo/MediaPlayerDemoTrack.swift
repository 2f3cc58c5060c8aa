import Foundation

/// One track of ``MediaPlayerDemo``'s playlist (no UIKit counterpart: the demo's model).
struct MediaPlayerDemoTrack {
    let title: String
    let artist: String
    let album: String
    let duration: TimeInterval

    /// The demo's playlist: four fake tracks.
    static let playlist = [
        MediaPlayerDemoTrack(title: "Gymnopédie No. 1", artist: "Erik Satie", album: "Trois Gymnopédies", duration: 185),
        MediaPlayerDemoTrack(title: "Clair de lune", artist: "Claude Debussy", album: "Suite bergamasque", duration: 300),
        MediaPlayerDemoTrack(title: "The Entertainer", artist: "Scott Joplin", album: "Piano Rags", duration: 218),
        MediaPlayerDemoTrack(title: "Maple Leaf Rag", artist: "Scott Joplin", album: "Piano Rags", duration: 179),
    ]
}
