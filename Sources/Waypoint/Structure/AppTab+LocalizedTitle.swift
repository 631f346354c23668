public import Foundation

extension AppTab {
  /// This tab with a title from the app's string tables: `key`, looked up in `table` of `bundle`
  /// for the person's language, else `defaultValue`, else the key itself. It is looked up as
  /// the structure is built, on every platform Foundation runs on (Linux too, so tests see what
  /// a person sees); build the structure again when the language changes. What assistive
  /// technologies read is the title looked up, never a key. Where every platform the app runs
  /// on has it, `String(localized:)` passed to ``title(_:)`` does the same and lets Xcode's
  /// string catalogs find the key.
  ///
  /// ```swift
  /// let tab = AppTab("watch-now", MediaDestination.watchNow).title(localized: "tab.watch-now", table: "Tabs", defaultValue: "Watch Now")
  /// tab.title  // "Watch Now" where no table has the key
  /// ```
  ///
  /// - Parameters:
  ///   - key: the key in the string table.
  ///   - table: the table's name (`Tabs` for `Tabs.strings`); `Localizable` by default.
  ///   - bundle: the bundle that holds the table; the app's (`Bundle.main`) by default.
  ///   - defaultValue: the title where no table has the key; the key by default.
  /// - Returns: the tab with the title.
  public func title(localized key: String, table: String? = nil, bundle: Bundle? = nil, defaultValue: String? = nil) -> AppTab {
    title(LocalizedTitle.lookUp(key, table: table, bundle: bundle, defaultValue: defaultValue))
  }
}

extension AppTabSection {
  /// This section with a title from the app's string tables, looked up as
  /// ``AppTab/title(localized:table:bundle:defaultValue:)`` looks a tab's up.
  ///
  /// ```swift
  /// let section = AppTabSection("collections", title: "Collections", landing: MediaDestination.collections) {
  ///   AppTab("collection-1", .collection(id: 1))
  /// }
  /// .title(localized: "section.collections", table: "Tabs", defaultValue: "Collections")
  /// ```
  ///
  /// - Parameters:
  ///   - key: the key in the string table.
  ///   - table: the table's name; `Localizable` by default.
  ///   - bundle: the bundle that holds the table; the app's (`Bundle.main`) by default.
  ///   - defaultValue: the title where no table has the key; the key by default.
  /// - Returns: the section with the title.
  public func title(localized key: String, table: String? = nil, bundle: Bundle? = nil, defaultValue: String? = nil) -> AppTabSection {
    var copy = self
    copy.title = LocalizedTitle.lookUp(key, table: table, bundle: bundle, defaultValue: defaultValue)
    return copy
  }
}

/// The lookup of a title in an app's string tables.
enum LocalizedTitle {
  /// `key` in `table` of `bundle`, for the person's language; `defaultValue`, else the key,
  /// where no table has it.
  static func lookUp(_ key: String, table: String?, bundle: Bundle?, defaultValue: String?) -> String {
    (bundle ?? .main).localizedString(forKey: key, value: defaultValue ?? key, table: table)
  }
}
