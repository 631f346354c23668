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
  `canImport(UIKit)` becomes `TYPECHECK_UIKIT`, set where UIKit exists.

It prints the `-D` flags the compiler needs for the platform, one per line.

    typecheck-platform.py macOS OUT stand-in-dir source-dir...
"""

import re
import sys
from pathlib import Path

PLATFORMS = {
    # name on the command line: (os() name, version the package's minimum deploys to)
    "iOS": ("iOS", None),
    "iPadOS": ("iOS", None),
    "macOS": ("macOS", None),
    "tvOS": ("tvOS", None),
    "visionOS": ("visionOS", None),
    "watchOS": ("watchOS", None),
    "iOS-18.0-SDK": ("iOS", (18, 0)),
}
OS_NAMES = ["iOS", "macOS", "tvOS", "visionOS", "watchOS", "Linux", "Windows"]
UIKIT_PLATFORMS = ["iOS", "tvOS", "visionOS"]

UNAVAILABLE = re.compile(r"@available\((iOS|macOS|tvOS|visionOS|watchOS|macCatalyst), unavailable\)")
INTRODUCED = re.compile(r"@available\(([^)]*)\)")


def version(text):
    return tuple(int(part) for part in text.split("."))


def rewrite_stand_in(text, os_name, sdk):
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
                return f'@available(*, unavailable, message: "not in the {os_name} {sdk[0]}.{sdk[1]} SDK")'
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


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in PLATFORMS:
        sys.exit(f"usage: {sys.argv[0]} {'|'.join(PLATFORMS)} OUT STAND-IN SOURCES...")
    os_name, sdk = PLATFORMS[sys.argv[1]]
    out = Path(sys.argv[2])
    stand_in = Path(sys.argv[3])
    for module in ["SwiftUI", "UIKit"]:
        for file in sorted((stand_in / module).glob("*.swift")):
            target = out / "stand-in" / module / file.name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(rewrite_stand_in(file.read_text(), os_name, sdk))
    for root in sys.argv[4:]:
        for file in sorted(Path(root).rglob("*.swift")):
            target = out / file
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(rewrite_source(file.read_text()))
    print(f"-DTYPECHECK_OS_{os_name.upper()}")
    if sdk is None:
        print("-DTYPECHECK_SDK_18_4")
    if os_name in UIKIT_PLATFORMS:
        print("-DTYPECHECK_UIKIT")


if __name__ == "__main__":
    main()
