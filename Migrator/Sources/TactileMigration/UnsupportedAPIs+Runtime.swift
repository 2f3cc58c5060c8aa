extension UnsupportedAPIs {
    private static let noRuntime = "Linux has no Objective-C runtime"
    private static let noKVC = "key-value coding needs the Objective-C runtime, which Linux does not have"
    private static let readDirectly = "read the property directly, or through a Swift key path "
        + "(`object[keyPath: \\.name]`); for `UserDefaults`, use `object(forKey:)`"
    private static let setDirectly = "set the property directly, or through a Swift key path "
        + "(`object[keyPath: \\.name] = value`); for `UserDefaults`, use `set(_:forKey:)`"
    private static let noKVO = "key-value observing needs the Objective-C runtime, which Linux does not have"
    private static let observeInCode = "observe the change where it happens: a `didSet` on the property that calls "
        + "a closure you store, or posts a notification"
    private static let noSwizzling = "\(noRuntime), so methods cannot be looked up or swapped at run time"
    private static let overrideInstead = "subclass and override the method, or call your code from the places that "
        + "need it"
    private static let noAssociated = "\(noRuntime), so objects cannot carry associated values"
    private static let storeInstead = "keep the value in a stored property of a subclass, or in a dictionary keyed "
        + "by `ObjectIdentifier(object)`"

    /// The Objective-C runtime: looking up classes and selectors by name, key-value coding and observing, swizzling
    /// and cancelling delayed performs. (Selector-based notification observers are rewritten, or reported, by
    /// ``NotificationObserverRewrite``.)
    ///
    /// In advice, `{method}` stands for the method a `#selector(…)` argument names (or "the method").
    static let runtime: [UnsupportedAPI] = [
        .init(pattern: .call("NSClassFromString", .exactly(["_"])), family: .runtime,
              problem: "\(noRuntime); Foundation there finds only Swift classes, by their module-qualified name",
              advice: "use the type itself (`PhotoCell.self`), or a dictionary from names to types"),
        .init(pattern: .call("NSSelectorFromString", .exactly(["_"])), family: .runtime,
              problem: "\(noRuntime), so a method cannot be found from its name",
              advice: "call the method directly, or keep a dictionary from names to closures"),
        .init(pattern: .call("responds", .exactly(["to"])), family: .runtime,
              problem: "\(noRuntime) to ask which methods an object has",
              advice: "declare the method in a protocol and test the conformance with `as?`, or call it directly"),
        .init(pattern: .call("perform", .exactlyWithSelectorFirst(["_"])), family: .runtime,
              problem: "\(noRuntime) to call a method by its selector",
              advice: "call {method} directly",
              tactileDeclarations: [#"func\s+perform\(\s*_\s+\w+\s*:\s*Selector\s*\)"#]),
        .init(pattern: .call("perform", .exactly(["_", "with"])), family: .runtime,
              problem: "\(noRuntime) to call a method by its selector",
              advice: "call {method} directly, passing the argument",
              tactileDeclarations: [#"func\s+perform\(\s*_\s+\w+\s*:\s*Selector\s*,\s*with\s+\w+\s*:\s*Any\?\s*\)"#]),
        .init(pattern: .call("perform", .exactly(["_", "with", "with"])), family: .runtime,
              problem: "\(noRuntime) to call a method by its selector",
              advice: "call {method} directly, passing the arguments",
              tactileDeclarations: [#"func\s+perform\(\s*_\s+\w+\s*:\s*Selector\s*,\s*with\s+\w+\s*:\s*Any\?\s*,"#
                + #"\s*with\s+\w+\s*:\s*Any\?\s*\)"#]),
        .init(pattern: .macro("keyPath"), family: .runtime,
              problem: "`#keyPath` needs the Objective-C runtime, which Linux does not have",
              advice: "use a Swift key path (`\\Type.property`), or write the property's name as a string"),
        .init(pattern: .call("value", .exactly(["forKey"])), family: .runtime, problem: noKVC,
              advice: readDirectly),
        .init(pattern: .call("value", .exactly(["forKeyPath"])), family: .runtime, problem: noKVC,
              advice: readDirectly),
        .init(pattern: .call("setValue", .exactly(["_", "forKey"])), family: .runtime, problem: noKVC,
              advice: setDirectly),
        .init(pattern: .call("setValue", .exactly(["_", "forKeyPath"])), family: .runtime, problem: noKVC,
              advice: setDirectly),
        .init(pattern: .call("setValuesForKeys", .exactly(["_"])), family: .runtime, problem: noKVC,
              advice: "set each property directly"),
        .init(pattern: .call("observe", .keyPathFirst), family: .runtime, problem: noKVO, advice: observeInCode,
              title: "observe(_:options:changeHandler:)"),
        .init(pattern: .call("addObserver", .including("forKeyPath")), family: .runtime, problem: noKVO,
              advice: observeInCode),
        .init(pattern: .call("removeObserver", .including("forKeyPath")), family: .runtime, problem: noKVO,
              advice: "remove it together with the `addObserver(_:forKeyPath:options:context:)` it undoes"),
        .init(pattern: .override("observeValue", .exactly(["forKeyPath", "of", "change", "context"])),
              family: .runtime, problem: "\(noKVO), so nothing calls it", advice: observeInCode),
    ] + ["method_exchangeImplementations", "method_setImplementation", "method_getImplementation",
         "class_getInstanceMethod", "class_getClassMethod", "class_addMethod", "class_replaceMethod"].map {
        .init(pattern: .call($0, .any), family: .runtime, problem: noSwizzling, advice: overrideInstead)
    } + ["objc_setAssociatedObject", "objc_getAssociatedObject"].map {
        .init(pattern: .call($0, .any), family: .runtime, problem: noAssociated, advice: storeInstead)
    } + [
        .init(pattern: .attribute("NSManaged"), family: .runtime,
              problem: "Linux has no Core Data, which stores these properties",
              advice: "make it a plain stored property and save the object with a store that runs on Linux, "
                + "such as `Codable` files or SQLite",
              tactileDeclarations: []),
    ]
}
