"""Check content files: ``python -m engine.mageknight.check_data [FILE ...]``.

Without arguments the whole data/mageknight directory is checked, exactly as the bot loads it.
With files, each named file is checked; the other files of its directory serve only as context
for cross references (a missing file skips the references into it), and only problems inside the
named files are printed. Prints one problem per line and exits 1 if there are any.

A command above the engine, not part of the catalogue: it checks the data against the engine as it is (the hook
and rule names the filled Rulebook knows), so it imports engine.mageknight.cards, which catalog/ must never do.
"""
from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

from engine.content.errors import CatalogError
from engine.content.files import display_path, read_document, read_documents
from engine.mageknight.cards import KNOWN_HOOKS  # the data is checked against the engine as it is
from engine.mageknight.catalog.build import hook_names, validate
from engine.mageknight.catalog.loader import default_data_dir, read_data
from engine.mageknight.catalog.reading import READERS, label


def check_directory(data_dir: Path) -> list[str]:
    """The whole folder, the owner's entries of its `local/` folder included."""
    try:
        documents = read_data(data_dir)
    except CatalogError as error:
        return list(error.problems)
    _, problems = validate(documents, origin=display_path(data_dir), known_hooks=KNOWN_HOOKS)
    missing = [name for name in READERS if name not in documents]
    lines = problems.lines
    if missing:
        lines.append(f"{display_path(data_dir)}: missing data file(s): {', '.join(missing)}")
    return lines


def check_files(paths: list[Path], with_context: bool = True) -> list[str]:
    lines: list[str] = []
    by_directory: dict[Path, list[Path]] = defaultdict(list)
    for path in paths:
        by_directory[path.resolve().parent].append(path)
    for directory, named in by_directory.items():
        origin = display_path(directory)
        documents = {}
        for path in named:
            try:
                documents[path.name] = read_document(path, label(origin, path.name))
            except CatalogError as error:
                lines.extend(error.problems)
        if with_context:
            for sibling in sorted(directory.glob("*.yaml")):
                if sibling.name not in documents and sibling.name in READERS:
                    try:
                        documents[sibling.name] = read_document(sibling)
                    except CatalogError:
                        pass  # a broken neighbour only costs us its cross references
        _, problems = validate(documents, origin=origin, focus={path.name for path in named},
                               known_hooks=KNOWN_HOOKS)
        wanted = {label(origin, path.name) for path in named}
        lines.extend(line for (file, _, _), line in zip(problems.found, problems.lines) if file in wanted)
    return lines


def list_hooks(data_dir: Path) -> int:
    try:
        sections, _ = validate(read_documents(data_dir))
    except CatalogError as error:
        print(error, file=sys.stderr)
        return 1
    for name in sorted(hook_names(sections)):
        print(name)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.mageknight.check_data",
                                     description="Validate Mage Knight content files (docs/data-format.md).")
    parser.add_argument("files", nargs="*", type=Path, help="YAML files to check (default: the whole data directory)")
    parser.add_argument("--alone", action="store_true",
                        help="check the named files without reading their neighbours for cross references")
    parser.add_argument("--data-dir", type=Path, default=None, help="the directory to check when no files are named")
    parser.add_argument("--list-hooks", action="store_true",
                        help="print the hook names the data uses, sorted, one per line (for hooks_pending.py)")
    args = parser.parse_args(argv)
    if args.list_hooks:
        return list_hooks(args.data_dir or default_data_dir())
    if args.files:
        lines = check_files(args.files, with_context=not args.alone)
        checked = ", ".join(display_path(path) for path in args.files)
    else:
        data_dir = args.data_dir or default_data_dir()
        lines = check_directory(data_dir)
        checked = display_path(data_dir)
    for line in lines:
        print(line)
    if lines:
        sys.stdout.flush()
        print(f"{len(lines)} problem(s) in {checked}", file=sys.stderr)
        return 1
    print(f"OK: {checked}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
