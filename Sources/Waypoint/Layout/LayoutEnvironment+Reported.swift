extension LayoutEnvironment {
  /// The environment with what the system reports put in: the horizontal size class, whether
  /// the adaptable sidebar is shown (a tab view's placement is the sidebar), and the idiom on
  /// platforms that have only one. What is `nil` is not reported and stays as it is.
  ///
  /// ```swift
  /// let environment = navigator.environment.reported(sizeClass: .compact, isSidebarShown: nil, idiom: nil)
  /// if environment != navigator.environment { navigator.setEnvironment(environment) }
  /// ```
  ///
  /// - Parameters:
  ///   - sizeClass: the horizontal size class.
  ///   - isSidebarShown: whether the adaptable sidebar is shown.
  ///   - idiom: the device's idiom.
  /// - Returns: the environment.
  package func reported(sizeClass: SizeClass?, isSidebarShown: Bool?, idiom: Idiom?) -> LayoutEnvironment {
    var environment = self
    if let sizeClass { environment.sizeClass = sizeClass }
    if let isSidebarShown { environment.isSidebarShown = isSidebarShown }
    if let idiom { environment.idiom = idiom }
    return environment
  }
}

extension LayoutEnvironment {
  /// The kind of device the system reports: UIKit's user interface idiom, case for case, or a
  /// Mac for an AppKit app.
  ///
  /// ```swift
  /// LayoutEnvironment.Idiom(reporting: .pad)  // .pad
  /// ```
  package enum DeviceInterface: Hashable, Sendable, CaseIterable {
    case unspecified, phone, pad, tv, carPlay, mac, vision
  }
}

extension LayoutEnvironment.Idiom {
  /// The idiom of a reported device: an iPad is laid out as an iPad, not as a phone, and a Mac
  /// app built with Mac Catalyst as a Mac. An unspecified interface, or CarPlay (whose screens
  /// are not drawn with these containers), reports nothing, so the app's idiom stays.
  ///
  /// ```swift
  /// LayoutEnvironment.Idiom(reporting: .carPlay)  // nil
  /// ```
  ///
  /// - Parameter interface: what the system reports.
  package init?(reporting interface: LayoutEnvironment.DeviceInterface) {
    switch interface {
    case .phone: self = .phone
    case .pad: self = .pad
    case .tv: self = .tv
    case .mac: self = .mac
    case .vision: self = .vision
    case .unspecified, .carPlay: return nil
    }
  }
}
