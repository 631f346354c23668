#!/usr/bin/env python3
"""Type-checks the Swift examples in the documentation (see Scripts/check-doc-examples).

Reads every ```swift block of the `///` comments and DocC articles of the core modules (Waypoint,
WaypointTesting, WaypointPlayground, WaypointExamples) and of the README, and writes each one as
a Swift file into a folder:

- a block of statements becomes the body of a `@MainActor` function (`async throws`, so `try`
  and `await` need no wrapper), after the block's own `import` lines;
- a block that declares what only a file can hold (an `extension`, a `protocol`, `@main`, a
  Swift Testing suite) stays at file scope, and is type-checked on its own.

A block refers to what the text around it introduced (`navigator`, `engine`, `state`...). The
check gives it those names from one of the example apps (Scripts/doc-examples-context/), and a
block passes when it type-checks with one of them.

A block whose fence reads ```swift fragment is not checked: it shows part of a file (a
`Package.swift` line, a SwiftUI view) and says so.

    doc-examples.py OUT        writes OUT/blocks.json and OUT/<n>.swift
"""

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ["Waypoint", "WaypointTesting", "WaypointPlayground", "WaypointExamples"]
FENCE = re.compile(r"^\s*```(\S*)(.*)$")
# Apps the documentation imagines, given by a context file of the same name.
IMAGINED = {"Podcasts"}
AVAILABLE = IMAGINED | {"Foundation", "Observation", "Testing", "XCTest", "CustomDump", "Waypoint", "WaypointExamples", "WaypointTesting",
             "WaypointPlayground", "ArgumentParser"}
FILE_SCOPE = re.compile(r"^(extension |protocol |@main|@Suite|@Test|public |package )", re.MULTILINE)
# A declaration a file holds; a block made only of these stays at file scope too when a function
# cannot hold it: a `private` helper, or a type with static stored properties.
DECLARATION = re.compile(r"^(@\w+(\(.*\))?\s+)*((private|fileprivate|internal|final|nonisolated)\s+)*(struct|enum|class|actor|func|typealias)\b")
ONLY_AT_FILE_SCOPE = re.compile(r"^(\s*static (let|var) |(private|fileprivate) )", re.MULTILINE)


def declares_only(body):
    """Whether `body` is made of declarations only a file can hold (see ONLY_AT_FILE_SCOPE)."""
    starts = [l for l in body.split("\n") if l.strip() and not l[0].isspace() and not l.startswith(("}", "//", ")", "]"))]
    return bool(starts) and all(DECLARATION.match(l) for l in starts) and bool(ONLY_AT_FILE_SCOPE.search(body))


def blocks_in_markdown(lines, path, first_line=1):
    """The ```swift blocks of Markdown lines, as (path, line, info, text)."""
    found = []
    inside = None
    for index, line in enumerate(lines):
        match = FENCE.match(line)
        if inside is None:
            if match and match.group(1).startswith("swift"):
                inside = (index, (match.group(1) + match.group(2)).strip(), [])
        elif match and match.group(1) == "" and match.group(2).strip() == "":
            start, info, body = inside
            found.append((path, first_line + start, info, "\n".join(body)))
            inside = None
        else:
            inside[2].append(line)
    return found


def doc_comment_blocks(path):
    """The ```swift blocks of a Swift file's `///` comments."""
    found = []
    lines = path.read_text().split("\n")
    run, start = [], None
    for index, line in enumerate(lines + [""]):
        stripped = line.strip()
        if stripped.startswith("///"):
            text = stripped[3:]
            run.append(text[1:] if text.startswith(" ") else text)
            if start is None:
                start = index
        elif run:
            found += blocks_in_markdown(run, path, start + 1)
            run, start = [], None
    return found


def all_blocks():
    found = []
    for module in SOURCES:
        for path in sorted((ROOT / "Sources" / module).rglob("*")):
            if path.suffix == ".swift":
                found += doc_comment_blocks(path)
            elif path.suffix == ".md":
                found += blocks_in_markdown(path.read_text().split("\n"), path)
    found += blocks_in_markdown((ROOT / "README.md").read_text().split("\n"), ROOT / "README.md")
    return found


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    index = []
    for number, (path, line, info, text) in enumerate(all_blocks()):
        where = f"{path.relative_to(ROOT)}:{line}"
        if "fragment" in info.split():
            index.append({"file": None, "where": where, "kind": "fragment"})
            continue
        imports = [l for l in text.split("\n") if l.startswith("import ")]
        missing = [l.split()[1] for l in imports if l.split()[1] not in AVAILABLE]
        if missing:
            # A module the check cannot import (SwiftUI, an app the text imagines) would stop the
            # whole type-check: the block fails alone.
            index.append({"file": None, "where": where, "kind": "unavailable", "error": f"no such module '{missing[0]}'"})
            continue
        body = "\n".join(l for l in text.split("\n") if not l.startswith("import "))
        own = ["Waypoint", "WaypointExamples", "WaypointTesting", "WaypointPlayground"]
        imports = [l for l in imports if l.split()[1] not in own]
        imports = [l for l in imports if l.split()[1] not in ("Foundation", "Testing") and l.split()[1] not in IMAGINED]
        header = "\n".join(["import Foundation", "import Testing"] + [f"@testable import {m}" for m in own] + sorted(set(imports)))
        name = f"example{number}"
        if FILE_SCOPE.search(text) or declares_only(body):
            kind = "file"
            source = f"{header}\n\n{body}\n"
        else:
            kind = "function"
            indented = "\n".join("  " + l if l else l for l in body.split("\n"))
            source = f"{header}\n\n@MainActor func {name}() async throws {{\n{indented}\n}}\n"
        file = out / f"{name}.swift"
        file.write_text(source)
        index.append({"file": file.name, "where": where, "kind": kind, "lines": source.count("\n")})
    (out / "blocks.json").write_text(json.dumps(index, indent=1))


if __name__ == "__main__":
    main()
