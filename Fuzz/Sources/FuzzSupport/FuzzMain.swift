import CFuzzer

/// Runs libFuzzer's driver on `target`. Each fuzz target's entry point calls it: SwiftPM links an
/// executable's entry point under the target's name, so libFuzzer's own `main` may not be used.
package func runFuzzer(
  _ argc: CInt,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var argc = argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
  return LLVMFuzzerRunDriver(&argc, &argv, target)
}
