import Foundation

// Prints the performance budget's ratio table from a JMH export of one benchmark run.
// Usage: benchmark-report <run.jmh.json>
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: benchmark-report <run.jmh.json>\n".utf8))
  exit(2)
}
do {
  let report = Report(results: try Results(contentsOf: URL(fileURLWithPath: arguments[1])))
  print(Table.render(report.rows))
  if !report.missing.isEmpty {
    print("\nNot measured (benchmarks absent from this run): \(report.missing.joined(separator: ", "))")
  }
} catch {
  FileHandle.standardError.write(Data("benchmark-report: \(error)\n".utf8))
  exit(1)
}
