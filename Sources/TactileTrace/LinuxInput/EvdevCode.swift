/// The evdev event types and codes Tactile uses, from `<linux/input-event-codes.h>`.
///
/// No UIKit counterpart.
public enum EvdevCode {
    /// `EV_SYN`.
    public static let evSyn: UInt16 = 0
    /// `EV_KEY`.
    public static let evKey: UInt16 = 1
    /// `EV_REL`.
    public static let evRel: UInt16 = 2
    /// `EV_ABS`.
    public static let evAbs: UInt16 = 3
    /// `EV_MSC`.
    public static let evMsc: UInt16 = 4
    /// `SYN_REPORT`.
    public static let synReport: UInt16 = 0
    /// `SYN_MT_REPORT` (multitouch protocol A).
    public static let synMTReport: UInt16 = 2
    /// `SYN_DROPPED`.
    public static let synDropped: UInt16 = 3
    /// `BTN_TOUCH`.
    public static let btnTouch: UInt16 = 0x14a
    /// `ABS_X`.
    public static let absX: UInt16 = 0
    /// `ABS_Y`.
    public static let absY: UInt16 = 1
    /// `ABS_PRESSURE`.
    public static let absPressure: UInt16 = 24
    /// `ABS_DISTANCE`: how far a hovering pen is above the surface (larger is farther).
    public static let absDistance: UInt16 = 0x19
    /// `ABS_TILT_X`: a pen's tilt along x; positive when its top leans towards larger x.
    public static let absTiltX: UInt16 = 0x1a
    /// `ABS_TILT_Y`: a pen's tilt along y; positive when its top leans towards larger y.
    public static let absTiltY: UInt16 = 0x1b
    /// `ABS_MT_SLOT`.
    public static let absMTSlot: UInt16 = 0x2f
    /// `ABS_MT_TOUCH_MAJOR`.
    public static let absMTTouchMajor: UInt16 = 0x30
    /// `ABS_MT_TOUCH_MINOR`.
    public static let absMTTouchMinor: UInt16 = 0x31
    /// `ABS_MT_POSITION_X`.
    public static let absMTPositionX: UInt16 = 0x35
    /// `ABS_MT_POSITION_Y`.
    public static let absMTPositionY: UInt16 = 0x36
    /// `ABS_MT_TOOL_TYPE`.
    public static let absMTToolType: UInt16 = 0x37
    /// `ABS_MT_TRACKING_ID`.
    public static let absMTTrackingID: UInt16 = 0x39
    /// `ABS_MT_PRESSURE`.
    public static let absMTPressure: UInt16 = 0x3a
    /// `ABS_MT_DISTANCE`: how far a contact is above the surface; 0 touches it.
    public static let absMTDistance: UInt16 = 0x3b

    // Buttons that tell touchscreens from touchpads, tablets and mice (the rules of udev's `input_id` builtin).

    /// `BTN_LEFT` (also `BTN_MOUSE`).
    public static let btnLeft: UInt16 = 0x110
    /// `BTN_TOOL_PEN`.
    public static let btnToolPen: UInt16 = 0x140
    /// `BTN_TOOL_RUBBER`: a pen's eraser end.
    public static let btnToolRubber: UInt16 = 0x141
    /// `BTN_TOOL_BRUSH`: a brush-shaped pen tool.
    public static let btnToolBrush: UInt16 = 0x142
    /// `BTN_TOOL_PENCIL`: a pencil-shaped pen tool.
    public static let btnToolPencil: UInt16 = 0x143
    /// `BTN_TOOL_AIRBRUSH`: an airbrush pen tool.
    public static let btnToolAirbrush: UInt16 = 0x144
    /// `BTN_TOOL_FINGER`: a touchpad reports the number of fingers with these.
    public static let btnToolFinger: UInt16 = 0x145
    /// `BTN_STYLUS`.
    public static let btnStylus: UInt16 = 0x14b

    // Media keys: keyboards' multimedia row, headset buttons, remote controls.

    /// `KEY_NEXTSONG`: next track.
    public static let keyNextSong: UInt16 = 163
    /// `KEY_PLAYPAUSE`: play/pause.
    public static let keyPlayPause: UInt16 = 164
    /// `KEY_PREVIOUSSONG`: previous track.
    public static let keyPreviousSong: UInt16 = 165
    /// `KEY_STOPCD`: stop.
    public static let keyStopCD: UInt16 = 166
    /// `KEY_REWIND`: seek backward while held.
    public static let keyRewind: UInt16 = 168
    /// `KEY_PLAYCD`: play.
    public static let keyPlayCD: UInt16 = 200
    /// `KEY_PAUSECD`: pause.
    public static let keyPauseCD: UInt16 = 201
    /// `KEY_PLAY`: play.
    public static let keyPlay: UInt16 = 207
    /// `KEY_FASTFORWARD`: seek forward while held.
    public static let keyFastForward: UInt16 = 208
    /// `KEY_MEDIA`: the single button of a wired headset.
    public static let keyMedia: UInt16 = 226
    /// `KEY_MAX`: the largest key code.
    public static let keyMax: UInt16 = 0x2ff

    /// `ABS_MAX`: the largest absolute axis code.
    public static let absMax: UInt16 = 0x3f

    /// `INPUT_PROP_POINTER`: the device needs an on-screen pointer (touchpads, tablets).
    public static let inputPropPointer = 0
    /// `INPUT_PROP_DIRECT`: touches land where they are on the screen (touchscreens).
    public static let inputPropDirect = 1
}
