@_exported import TactileXCTest
