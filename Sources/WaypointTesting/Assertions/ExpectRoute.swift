public import Waypoint

/// Asserts a URL's route in both directions: `link` parses to `destination`, and
/// `destination` formats back to `link`.
///
/// `link` is a full URL (`waypoint-shapes:///rectangle/item/8`) or a path (`/rectangle/item/8`);
/// a path is checked with the table's path functions, so it works for tables with any scheme.
///
/// ```swift
/// expectRoute("waypoint-shapes:///rectangle/item/8", in: Shapes.routes, is: .rectangleItem(level: 8))
/// expectRoute("/status/42", in: Social.routes, is: .status(id: 42))
/// ```
///
/// - Parameters:
///   - link: a URL or a path.
///   - routes: the app's route table.
///   - destination: the destination the link names.
///   - fileID: the file of the assertion, where a failure is reported.
///   - filePath: the file's path.
///   - line: the line.
///   - column: the column.
public func expectRoute<D: Destination>(
  _ link: String,
  in routes: RouteTable<D>,
  is destination: D,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  switch RouteLink(link).destination(in: routes) {
  case let .failure(error):
    location.fail("'\(link)' does not parse to \(Diffing.dump(destination)): \(error).")
  case let .success(parsed):
    if let difference = Diffing.difference(expected: destination, actual: parsed) {
      location.fail("'\(link)' parses to another destination: …" + difference)
    }
  }
  let formatted = RouteLink(link).format(destination, in: routes)
  if formatted != link {
    location.fail(
      "\(Diffing.dump(destination)) formats to \(formatted.map { "'\($0)'" } ?? "no link"), not '\(link)'."
    )
  }
}

/// Asserts that a URL or path is rejected with `expectedError`: an unknown scheme, no matching
/// route, a parameter of the wrong type, a URL past the navigation limits.
///
/// ```swift
/// expectRoute(
///   "/rectangle/item/abc", in: Shapes.routes,
///   throws: .invalidParameter(name: "level", value: "abc", expected: "Int")
/// )
/// ```
///
/// - Parameters:
///   - link: a URL or a path.
///   - routes: the app's route table.
///   - expectedError: the error parsing must report.
///   - fileID: the file of the assertion, where a failure is reported.
///   - filePath: the file's path.
///   - line: the line.
///   - column: the column.
public func expectRoute<D: Destination>(
  _ link: String,
  in routes: RouteTable<D>,
  throws expectedError: RoutingError<D>,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  switch RouteLink(link).destination(in: routes) {
  case let .success(destination):
    location.fail(
      "Expected '\(link)' to be rejected with \(Diffing.dump(expectedError)), but it parses to \(Diffing.dump(destination))."
    )
  case let .failure(error):
    if let difference = Diffing.difference(expected: expectedError, actual: error) {
      location.fail("'\(link)' is rejected with a different error: \(error)." + difference)
    }
  }
}
