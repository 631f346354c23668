#!/usr/bin/env python3
"""Prepares one platform's type-check of the SwiftUI layer on Linux (see Scripts/typecheck-swiftui).

The Linux compiler ignores Apple platforms: it treats every `os(iOS)` condition as false and
checks no `@available(iOS …)` attribute. This script copies the stand-in and the sources into a
folder, rewritten so that the Linux compiler sees what an Apple compiler would see for one
platform:

- in the stand-in, `@available(P, unavailable)` for the platform P becomes
  `@available(*, unavailable)`, which every compiler enforces; in SDK mode (`iOS-18.0-SDK`, the
  SDK of Xcode 16.0) a declaration introduced in a later iOS becomes unavailable the same way;
- in the sources, `os(NAME)` in `#if` conditions becomes a flag `TYPECHECK_OS_NAME`,
  `compiler(>=6.1)` (Xcode 16.3, the iOS 18.4 SDK) becomes `TYPECHECK_SDK_18_4`, and
  `canImport(UIKit)` becomes `TYPECHECK_UIKIT`, set where UIKit exists;
- in runtime mode (`iOS-18.0`, `macOS-15.0`, `tvOS-18.0`, `visionOS-2.0`: the newest SDK, run on
  the oldest system the package supports), a declaration introduced later becomes unavailable as
  in SDK mode, and the body of every `if #available(…)` in the sources is replaced by its `else`
  body (or removed): what is left must build without the newer symbols, so a use that an Apple
  compiler would refuse without an `#available` check fails here too.

It prints the `-D` flags the compiler needs for the platform, one per line.

    typecheck-platform.py macOS OUT stand-in-dir source-dir...
"""

import re
import sys
from pathlib import Path

PLATFORMS = {
    # name on the command line: (os() name, newest version the symbols may come from, whether
    # the SDK is that old too rather than the newest)
    "iOS": ("iOS", None, False),
    "iPadOS": ("iOS", None, False),
    "macOS": ("macOS", None, False),
    "tvOS": ("tvOS", None, False),
    "visionOS": ("visionOS", None, False),
    "watchOS": ("watchOS", None, False),
    "iOS-18.0-SDK": ("iOS", (18, 0), True),
    "iOS-18.0": ("iOS", (18, 0), False),
    "macOS-15.0": ("macOS", (15, 0), False),
    "tvOS-18.0": ("tvOS", (18, 0), False),
    "visionOS-2.0": ("visionOS", (2, 0), False),
}
OS_NAMES = ["iOS", "macOS", "tvOS", "visionOS", "watchOS", "Linux", "Windows"]
UIKIT_PLATFORMS = ["iOS", "tvOS", "visionOS"]

UNAVAILABLE = re.compile(r"@available\((iOS|macOS|tvOS|visionOS|watchOS|macCatalyst), unavailable\)")
INTRODUCED = re.compile(r"@available\(([^)]*)\)")


def version(text):
    return tuple(int(part) for part in text.split("."))


def rewrite_stand_in(text, os_name, sdk, old_sdk):
    def unavailable(match):
        platform = match.group(1)
        if platform == os_name:
            return f'@available(*, unavailable, message: "unavailable on {os_name}")'
        return match.group(0)

    text = UNAVAILABLE.sub(unavailable, text)
    if sdk is None:
        return text

    def introduced(match):
        for item in match.group(1).split(","):
            words = item.strip().split()
            if len(words) == 2 and words[0] == os_name and version(words[1]) > sdk:
                where = f"the {os_name} {sdk[0]}.{sdk[1]} SDK" if old_sdk else f"{os_name} {sdk[0]}.{sdk[1]}: check #available"
                return f'@available(*, unavailable, message: "not in {where}")'
        return match.group(0)

    return INTRODUCED.sub(introduced, text)


def rewrite_source(text):
    lines = []
    for line in text.split("\n"):
        stripped = line.lstrip()
        if stripped.startswith("#if") or stripped.startswith("#elseif"):
            for name in OS_NAMES:
                line = line.replace(f"os({name})", f"TYPECHECK_OS_{name.upper()}")
            line = line.replace("compiler(>=6.1)", "TYPECHECK_SDK_18_4")
            line = line.replace("canImport(UIKit)", "TYPECHECK_UIKIT")
        lines.append(line)
    return "\n".join(lines)


AVAILABLE = re.compile(r"if #available\(")


def block_end(text, start):
    """The index just past the `}` that closes the `{` at `start`."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return index + 1
    sys.exit("typecheck-platform.py: unbalanced braces after an `if #available`")


def without_newer_branches(text):
    """Each `if #available(…) { A } else { B }` with A replaced by B, or by nothing."""
    position = 0
    while (match := AVAILABLE.search(text, position)) is not None:
        then_start = text.index("{", match.end())
        then_end = block_end(text, then_start)
        rest = text[then_end:]
        body = ""
        if rest.lstrip().startswith("else {"):
            else_start = then_end + rest.index("{")
            body = text[else_start + 1 : block_end(text, else_start) - 1]
        text = text[: then_start + 1] + body + text[then_end - 1 :]
        position = then_start + 1
    return text


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in PLATFORMS:
        sys.exit(f"usage: {sys.argv[0]} {'|'.join(PLATFORMS)} OUT STAND-IN SOURCES...")
    os_name, oldest, old_sdk = PLATFORMS[sys.argv[1]]
    out = Path(sys.argv[2])
    stand_in = Path(sys.argv[3])
    for module in ["SwiftUI", "UIKit"]:
        for file in sorted((stand_in / module).glob("*.swift")):
            target = out / "stand-in" / module / file.name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(rewrite_stand_in(file.read_text(), os_name, oldest, old_sdk))
    for root in sys.argv[4:]:
        for file in sorted(Path(root).rglob("*.swift")):
            target = out / file
            target.parent.mkdir(parents=True, exist_ok=True)
            source = rewrite_source(file.read_text())
            target.write_text(without_newer_branches(source) if oldest and not old_sdk else source)
    print(f"-DTYPECHECK_OS_{os_name.upper()}")
    if not old_sdk:
        print("-DTYPECHECK_SDK_18_4")
    if os_name in UIKIT_PLATFORMS:
        print("-DTYPECHECK_UIKIT")


if __name__ == "__main__":
    main()
