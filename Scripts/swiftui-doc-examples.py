#!/usr/bin/env python3
"""Writes the ```swift examples of WaypointUI's doc comments and DocC articles as files, for
Scripts/typecheck-swiftui to type-check against the SwiftUI stand-in (Linux has no SwiftUI, so
Scripts/check-doc-examples cannot check them).

A block of statements becomes the body of a `@MainActor` function; a block that declares a type,
an extension or `@main` stays at file scope. Each block imports SwiftUI, Waypoint, WaypointUI and
WaypointExamples, and may use the names of Scripts/doc-examples-swiftui/Context.swift (the
screens and values the text around it introduces); a block passes when it type-checks with that
file, or alone (when it declares the same names itself). ```swift fragment is not checked.

    swiftui-doc-examples.py OUT      writes OUT/<n>.swift and OUT/blocks.tsv (file, where)
"""

import importlib.util
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("doc_examples", ROOT / "Scripts" / "doc-examples.py")
doc_examples = importlib.util.module_from_spec(spec)
spec.loader.exec_module(doc_examples)

HEADER = "import Foundation\nimport SwiftUI\nimport Waypoint\nimport WaypointUI\nimport WaypointExamples\nimport AppIntents\n"
FILE_SCOPE = re.compile(r"^(@main|struct |extension |final class |class |enum )", re.MULTILINE)


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    found = []
    for path in sorted((ROOT / "Sources" / "WaypointUI").rglob("*")):
        if path.suffix == ".swift":
            found += doc_examples.doc_comment_blocks(path)
        elif path.suffix == ".md":
            found += doc_examples.blocks_in_markdown(path.read_text().split("\n"), path)
    rows = []
    for number, (path, line, info, text) in enumerate(found):
        if "fragment" in info.split():
            continue
        body = "\n".join(l for l in text.split("\n") if not l.startswith("import "))
        if FILE_SCOPE.search(body):
            # Statements before the first declaration (a modifier chain shown in use) go into a
            # function of their own; the declarations stay at file scope.
            first = FILE_SCOPE.search(body).start()
            statements, declarations = body[:first].strip(), body[first:]
            source = HEADER + "\n" + declarations + "\n"
            if statements:
                source += f"\n@MainActor func statements{number}() {{\n  _ = {statements}\n}}\n"
        else:
            source = HEADER + f"\n@MainActor func example{number}() {{\n{body}\n}}\n"
        name = f"example{number}.swift"
        (out / name).write_text(source)
        rows.append(f"{name}\t{path.relative_to(ROOT)}:{line}")
    (out / "blocks.tsv").write_text("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
