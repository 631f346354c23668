// Stand-in for SwiftUI's data-flow property wrappers. Never shipped; see ../README.md.
import Observation

/// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("stand-in: never evaluated") }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }

  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { fatalError("stand-in: never evaluated") }, set: { _ in })
  }
}

extension Binding: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @propertyWrapper public struct State<Value>: DynamicProperty {
  private var value: Value

  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { self.value = value }

  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { self.value = value }

  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }

  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> {
    Binding(get: { fatalError("stand-in: never evaluated") }, set: { _ in })
  }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/scenestorage
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  private var value: Value

  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  /// (the `String` member of the overload group)
  public init(wrappedValue: Value, _ key: String) where Value == String { self.value = wrappedValue }

  /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
}

/// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  private let value: () -> Value

  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf (non-optional member
  /// of the overload group: `@Environment(Profile.self) private var profile`)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.value = { fatalError("stand-in: never evaluated") }
  }

  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {
    self.value = { nil }
  }

  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-6jnd9 (key path)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.value = { EnvironmentValues()[keyPath: keyPath] }
  }

  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  @MainActor public var wrappedValue: Value { value() }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/openwindow
  @available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var openWindow: OpenWindowAction { OpenWindowAction() }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismisswindow
  @available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}

/// https://developer.apple.com/documentation/swiftui/scenephase (Hashable and Sendable assumed;
/// the page lists the cases)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public enum ScenePhase: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/scenephase/background
  case background
  /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
  case inactive
  /// https://developer.apple.com/documentation/swiftui/scenephase/active
  case active
}

extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/environmentvalues/supportsmultiplewindows
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public var supportsMultipleWindows: Bool { true }
}

/// https://developer.apple.com/documentation/swiftui/openwindowaction
@available(iOS 16.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct OpenWindowAction {
  nonisolated init() {}

  /// https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(value:)
  @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

  /// https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(id:value:)
  @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// https://developer.apple.com/documentation/swiftui/dismisswindowaction
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct DismissWindowAction {
  nonisolated init() {}

  /// https://developer.apple.com/documentation/swiftui/dismisswindowaction/callasfunction()
  @MainActor @preconcurrency public func callAsFunction() {}
}

/// https://developer.apple.com/documentation/swiftui/transaction
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Transaction {
  /// https://developer.apple.com/documentation/swiftui/transaction/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
  public var disablesAnimations: Bool = false
}

/// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
