import Foundation

// Prints the performance budget's ratio table from a JMH export of one benchmark run, or the
// side-by-side instruction table from callgrind's dumps.
// Usage: benchmark-report <run.jmh.json>
//        benchmark-report instructions <plain dump folder> [<CMO dump folder>]
let arguments = CommandLine.arguments
do {
  if arguments.count >= 3, arguments[1] == "instructions" {
    let plain = try Instructions(folder: URL(fileURLWithPath: arguments[2]))
    let cmo = try arguments.count > 3 ? Instructions(folder: URL(fileURLWithPath: arguments[3])) : nil
    print(SideBySideTable.render(plain: plain, cmo: cmo))
  } else if arguments.count == 2 {
    let report = Report(results: try Results(contentsOf: URL(fileURLWithPath: arguments[1])))
    print(Table.render(report.rows))
    if !report.missing.isEmpty {
      print("\nNot measured (benchmarks absent from this run): \(report.missing.joined(separator: ", "))")
    }
  } else {
    FileHandle.standardError.write(
      Data("usage: benchmark-report <run.jmh.json> | benchmark-report instructions <folder> [<CMO folder>]\n".utf8))
    exit(2)
  }
} catch {
  FileHandle.standardError.write(Data("benchmark-report: \(error)\n".utf8))
  exit(1)
}
