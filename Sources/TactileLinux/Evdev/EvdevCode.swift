/// The evdev event types and codes Tactile uses, from `<linux/input-event-codes.h>`.
///
/// No UIKit counterpart.
public enum EvdevCode {
    /// `EV_SYN`.
    public static let evSyn: UInt16 = 0
    /// `EV_KEY`.
    public static let evKey: UInt16 = 1
    /// `EV_ABS`.
    public static let evAbs: UInt16 = 3
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
}
