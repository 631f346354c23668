#!/usr/bin/env python3
"""Prepares one platform's type-check of the SwiftUI layer on Linux (see Scripts/typecheck-swiftui).

The Linux compiler ignores Apple platforms: it treats every `os(iOS)` condition as false and
checks no `@available(iOS …)` attribute. This script copies the stand-in and the sources into a
folder, rewritten so that the Linux compiler sees what an Apple compiler would see for one
platform:

- in the stand-in, `@available(P, unavailable)` for the platform P becomes
  `@available(*, unavailable)`, which every compiler enforces; in SDK mode (`iOS-<x.y>-SDK`: the
  SDK of an older Xcode, such as iOS 18.0, Xcode 16.0's) a declaration introduced in a later iOS
  becomes unavailable the same way;
- in the sources, `os(NAME)` in `#if` conditions becomes a flag `TYPECHECK_OS_NAME`,
  `compiler(>=X.Y)` becomes `TYPECHECK_COMPILER_X_Y` (`compiler(>=X.Y.Z)`, `..._X_Y_Z`), set when
  the pass has the SDK of the Xcode that ships that compiler (COMPILER_SDKS: 6.1 is Xcode 16.3's,
  the iOS 18.4 SDK), and
  `canImport(UIKit)` becomes `TYPECHECK_UIKIT`, set where UIKit exists, and
  `targetEnvironment(macCatalyst)` becomes `TYPECHECK_MACCATALYST`, set in the Mac Catalyst pass;
- the Mac Catalyst pass (`macCatalyst`) is iOS (`os(iOS)` holds, UIKit exists) where, in the
  stand-in, `@available(macCatalyst, unavailable)` also becomes `@available(*, unavailable)`;
- in floor mode (`iOS-17.0`, `macOS-14.0`, `tvOS-17.0`, `visionOS-1.0`: the newest SDK, run on
  the oldest system the package supports), each version of the platform newer than that system
  (iOS 18.0, iOS 18.4...) becomes a custom availability domain (`iOS_18_4`), which the Linux
  compiler does enforce: a declaration of the stand-in introduced in iOS 18.4 becomes
  `@available(iOS_18_0) @available(iOS_18_4)` (every domain up to its version), and so does an
  `@available(iOS 18.4, …)` of the sources; `#available(iOS 18.4, …)` becomes
  `#available(iOS_18_0), #available(iOS_18_4)` (in an `if` or a `guard`), and
  `#unavailable(iOS 18.4, …)` becomes `#unavailable(iOS_18_4)`. So a use of a newer symbol
  outside a declaration or a branch marked for it fails, as an Apple compiler would refuse it,
  and so does a check that names only another platform (`#available(iOS 18.4, *)` around a
  macOS 15.4 API fails the macOS pass). A platform's `unavailable` becomes a domain that is never
  available. The compiler checks these domains only within one module: Scripts/typecheck-swiftui
  compiles the stand-in, the SwiftUI layer and the example app as one module for this pass, and
  `canImport(SwiftUI)` becomes `TYPECHECK_SWIFTUI`, set.

It prints the flags the compiler needs for the platform, one per line. With `--sdk-passes` it
prints the SDK passes the sources need instead: one per `compiler(>=X)` boundary they use (the
SDK of the newest Xcode without that compiler), and always the oldest supported Xcode's.

    typecheck-platform.py macOS OUT stand-in-dir source-dir...
    typecheck-platform.py --sdk-passes source-dir...
"""

import re
import sys
from pathlib import Path

PLATFORMS = {
    # name on the command line: (os() name, newest version the symbols may come from, whether
    # the SDK is that old too rather than the newest)
    "iOS": ("iOS", None, False),
    "macOS": ("macOS", None, False),
    "tvOS": ("tvOS", None, False),
    "visionOS": ("visionOS", None, False),
    "watchOS": ("watchOS", None, False),
    "macCatalyst": ("iOS", None, False),
    "iOS-17.0": ("iOS", (17, 0), False),
    "macOS-14.0": ("macOS", (14, 0), False),
    "tvOS-17.0": ("tvOS", (17, 0), False),
    "visionOS-1.0": ("visionOS", (1, 0), False),
}
# Each Swift compiler and the iOS SDK of the Xcode that ships it: `compiler(>=6.1)` is how a
# source asks for the iOS 18.4 SDK's symbols, `compiler(>=6.2.1)` for the iOS 26.1 SDK's.
COMPILER_SDKS = [((6, 0), (18, 0)), ((6, 1), (18, 4)), ((6, 2), (26, 0)), ((6, 2, 1), (26, 1))]
COMPILER = re.compile(r"compiler\(>=(\d+(?:\.\d+){1,2})\)")
SDK_PASS = re.compile(r"iOS-(\d+)\.(\d+)-SDK")
OS_NAMES = ["iOS", "macOS", "tvOS", "visionOS", "watchOS", "Linux", "Windows"]
UIKIT_PLATFORMS = ["iOS", "tvOS", "visionOS"]
# The platforms with Core Spotlight (Mac Catalyst is iOS here).
CORESPOTLIGHT_PLATFORMS = ["iOS", "macOS", "visionOS"]

UNAVAILABLE = re.compile(r"@available\((iOS|macOS|tvOS|visionOS|watchOS|macCatalyst), unavailable\)")
INTRODUCED = re.compile(r"@available\(([^)]*)\)")


def version(text):
    return tuple(int(part) for part in text.split("."))


def rewrite_stand_in(text, os_name, sdk, old_sdk, catalyst=False):
    def unavailable(match):
        platform = match.group(1)
        # Mac Catalyst is iOS with its own exceptions: what iOS lacks it lacks too, and a page
        # that does not list Mac Catalyst marks a declaration it lacks.
        if platform == os_name or (catalyst and platform == "macCatalyst"):
            where = "Mac Catalyst" if catalyst else os_name
            return f'@available(*, unavailable, message: "unavailable on {where}")'
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
    """`text` with the conditions of its `#if`s written as the flags a pass sets."""
    lines = []
    for line in text.split("\n"):
        stripped = line.lstrip()
        if stripped.startswith("#if") or stripped.startswith("#elseif"):
            for name in OS_NAMES:
                line = line.replace(f"os({name})", f"TYPECHECK_OS_{name.upper()}")
            line = COMPILER.sub(lambda m: "TYPECHECK_COMPILER_" + m.group(1).replace(".", "_"), line)
            line = line.replace("canImport(UIKit)", "TYPECHECK_UIKIT")
            line = line.replace("canImport(CoreSpotlight)", "TYPECHECK_CORESPOTLIGHT")
            line = line.replace("targetEnvironment(macCatalyst)", "TYPECHECK_MACCATALYST")
        lines.append(line)
    return "\n".join(lines)


UNAVAILABLE_DOMAIN = "unavailable_on_"
AVAILABILITY = re.compile(r"(@|#|#un)available\(([^)]*)\)")


def introduced_in(items, os_name):
    """The version of `os_name` an `@available`/`#available` argument list names, if any."""
    for item in items.split(","):
        words = item.strip().split()
        if len(words) == 2 and words[0] == os_name and words[1][0].isdigit():
            return version(words[1])
    return None


def domain(os_name, at):
    return f"{os_name}_{at[0]}_{at[1]}"


def newer_versions(texts, os_name, floor):
    """Every version of `os_name` newer than `floor` that an availability in `texts` names."""
    found = set()
    for text in texts:
        for match in AVAILABILITY.finditer(text):
            at = introduced_in(match.group(2), os_name)
            if at is not None and at > floor:
                found.add(at)
    return sorted(found)


def with_domains(text, os_name, floor, versions):
    """`text` with each availability newer than `floor` written as custom domains (floor mode)."""

    def rewrite(match):
        at = introduced_in(match.group(2), os_name)
        if at is None or at <= floor:
            return match.group(0)
        names = [domain(os_name, v) for v in versions if v <= at]
        if match.group(1) == "@":
            return " ".join(f"@available({name})" for name in names)
        if match.group(1) == "#un":
            return f"#unavailable({domain(os_name, at)})"
        return ", ".join(f"#available({name})" for name in names)

    return AVAILABILITY.sub(rewrite, text)


def compilers_used(sources):
    """The compiler versions `compiler(>=…)` conditions of the sources name."""
    return sorted({version(m.group(1)) for file in sources for m in COMPILER.finditer(file.read_text())})


def sdk_passes(sources):
    """An SDK pass per boundary the sources use: for each `compiler(>=X)`, the SDK of the newest
    compiler before X (the newest Xcode without it), and always the oldest supported Xcode's."""
    passes = {COMPILER_SDKS[0][1]}
    for used in compilers_used(sources):
        older = [sdk for compiler, sdk in COMPILER_SDKS if compiler < used]
        if older:
            passes.add(older[-1])
    return [f"iOS-{major}.{minor}-SDK" for major, minor in sorted(passes)]


def main():
    if len(sys.argv) >= 2 and sys.argv[1] == "--sdk-passes":
        print("\n".join(sdk_passes([file for root in sys.argv[2:] for file in sorted(Path(root).rglob("*.swift"))])))
        return
    sdk_pass = SDK_PASS.fullmatch(sys.argv[1]) if len(sys.argv) >= 2 else None
    if len(sys.argv) < 4 or (sys.argv[1] not in PLATFORMS and sdk_pass is None):
        sys.exit(f"usage: {sys.argv[0]} {'|'.join(PLATFORMS)}|iOS-<x.y>-SDK OUT STAND-IN SOURCES...   or   --sdk-passes SOURCES...")
    if sdk_pass:
        os_name, oldest, old_sdk = "iOS", (int(sdk_pass.group(1)), int(sdk_pass.group(2))), True
    else:
        os_name, oldest, old_sdk = PLATFORMS[sys.argv[1]]
    out = Path(sys.argv[2])
    stand_in = Path(sys.argv[3])
    floor = oldest if oldest and not old_sdk else None
    stand_ins = [
        (file, module) for module in ["SwiftUI", "UIKit", "CoreSpotlight", "AppIntents"] for file in sorted((stand_in / module).glob("*.swift"))
    ]
    sources = [file for root in sys.argv[4:] for file in sorted(Path(root).rglob("*.swift"))]
    if floor:
        versions = newer_versions([file.read_text() for file, _ in stand_ins] + [file.read_text() for file in sources], os_name, floor)
    for file, module in stand_ins:
        target = out / "stand-in" / module / file.name
        target.parent.mkdir(parents=True, exist_ok=True)
        text = file.read_text()
        if floor:
            # Unavailable on the platform: a domain that is never available (`@available(*,
            # unavailable)` would not let its signature name the newer types around it here).
            text = text.replace(f"@available({os_name}, unavailable)", f"@available({UNAVAILABLE_DOMAIN}{os_name})")
            # The stand-in is one module with SwiftUI here: a stand-in file wrapped in
            # `canImport(SwiftUI)` (App Intents') takes the pass's flag, as the sources do.
            text = text.replace("canImport(SwiftUI)", "TYPECHECK_SWIFTUI")
            text = with_domains(text, os_name, floor, versions)
        else:
            text = rewrite_stand_in(text, os_name, oldest, old_sdk, catalyst=sys.argv[1] == "macCatalyst")
        target.write_text(text)
    for file in sources:
        target = out / file
        target.parent.mkdir(parents=True, exist_ok=True)
        source = rewrite_source(file.read_text())
        if floor:
            source = with_domains(source.replace("canImport(SwiftUI)", "TYPECHECK_SWIFTUI"), os_name, floor, versions)
        target.write_text(source)
    if floor:
        print("-DTYPECHECK_SWIFTUI")
        print("-enable-experimental-feature")
        print("CustomAvailability")
        for flag in ["-Xfrontend", "-define-disabled-availability-domain", "-Xfrontend", UNAVAILABLE_DOMAIN + os_name]:
            print(flag)
        for at in versions:
            for flag in ["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", domain(os_name, at)]:
                print(flag)
    print(f"-DTYPECHECK_OS_{os_name.upper()}")
    # The compilers whose SDK the pass has: every one with the newest SDK, else those up to it.
    for compiler, sdk in COMPILER_SDKS:
        if not old_sdk or sdk <= oldest:
            print("-DTYPECHECK_COMPILER_" + "_".join(map(str, compiler)))
    if os_name in UIKIT_PLATFORMS:
        print("-DTYPECHECK_UIKIT")
    if os_name in CORESPOTLIGHT_PLATFORMS:
        print("-DTYPECHECK_CORESPOTLIGHT")
    if sys.argv[1] == "macCatalyst":
        print("-DTYPECHECK_MACCATALYST")


if __name__ == "__main__":
    main()
