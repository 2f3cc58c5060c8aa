// The Linux input event format, evemu and libinput recordings and Tactile's trace format live in TactileTrace, which
// builds on every platform; `import TactileLinux` brings them in as it did before they moved there.
@_exported import TactileTrace
