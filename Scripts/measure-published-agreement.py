#!/usr/bin/env python3
"""Measures how many published questionnaires formline fills as cookiecutter and copier do.

    Scripts/measure-published-agreement.py [--binary .build/debug/formline]

Runs the binary on every folder of Fixtures/importers/published (and, with --all, on the
tools' own test templates beside it) the three ways ImporterEndToEndTests does: `-y`, empty
piped lines, and each override given with `--set`, and compares with the recorded
`expected-*.json`. A file whose licence keeps it out of the repository is downloaded again
by `collect-published-questionnaires.py`'s list (this needs the network). Files the tool
itself refuses to run alone are counted apart. Prints one line per disagreeing file and the
agreement per tool.
"""
import argparse
import importlib.util
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests/FormlineEndToEndTests/Fixtures/importers"
NOW = "2026-03-01T23:30:00Z"
NAMES = ("cookiecutter.json", "copier.yml", "copier.yaml")


def collector():
    spec = importlib.util.spec_from_file_location(
        "collect", ROOT / "Scripts/collect-published-questionnaires.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def questionnaire(folder, scratch):
    for name in NAMES:
        if (folder / name).exists():
            return folder / name
    collect = collector()
    for dialect, name, package, version, kind, path, _ in collect.CORPUS:
        if folder == collect.PUBLISHED / dialect / name:
            target = scratch / dialect / name / path.rsplit("/", 1)[-1]
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(collect.member(collect.download(package, version, kind), path, kind))
            return target
    return None


def set_arguments(values):
    arguments = []
    for key in sorted(values):
        value = values[key]
        text = ("true" if value else "false") if isinstance(value, bool) else str(value)
        arguments += ["--set", f"{key}={text}"]
    return arguments


def same(actual, expected):
    try:
        mine = json.loads(actual)
    except json.JSONDecodeError:
        return False
    theirs = json.loads(expected)
    return mine == theirs and list(mine) == list(theirs)


def check(binary, folder, file):
    """The ways this file disagrees with the tool, empty when it agrees."""
    load = lambda name: json.loads((folder / name).read_text()) if (folder / name).exists() else {}
    base, overrides = load("base.json"), load("overrides.json")
    expected = lambda run: (folder / f"expected-{run}.json").read_text()
    common = [binary, str(file), "--now", NOW] + set_arguments(base)
    problems = []
    run = subprocess.run(common + ["-y"], capture_output=True, text=True)
    if run.returncode != 0 or not same(run.stdout, expected("defaults")):
        problems.append(f"-y: {run.stderr.strip()[:300] or run.stdout[:300]}")
    run = subprocess.run(common, input="\n" * 60, capture_output=True, text=True)
    if run.returncode != 0 or not same(run.stdout, expected("defaults")):
        problems.append(f"piped: {run.stderr.strip()[:300]}")
    for name, values in overrides.items():
        run = subprocess.run(
            [binary, str(file), "-y", "--now", NOW] + set_arguments({**base, **values}),
            capture_output=True, text=True)
        if run.returncode != 0 or not same(run.stdout, expected(name)):
            problems.append(f"--set {name}: {run.stderr.strip()[:300]}")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / ".build/debug/formline"))
    parser.add_argument("--all", action="store_true", help="the committed fixtures too")
    options = parser.parse_args()
    roots = [FIXTURES / "published"] + ([FIXTURES] if options.all else [])
    import tempfile
    scratch = pathlib.Path(tempfile.mkdtemp())
    totals = {}
    for root in roots:
        for dialect in ("cookiecutter", "copier"):
            for folder in sorted((root / dialect).iterdir()) if (root / dialect).exists() else []:
                if (folder / "TOOL-REFUSES.md").exists():
                    print(f"outside the measure (the tool refuses it): {dialect}/{folder.name}")
                    continue
                file = questionnaire(folder, scratch)
                if file is None:
                    continue
                problems = check(options.binary, folder, file)
                agreed, count = totals.get(dialect, (0, 0))
                totals[dialect] = (agreed + (not problems), count + 1)
                for problem in problems:
                    print(f"DISAGREES {dialect}/{folder.name}: {problem}")
    for dialect, (agreed, count) in totals.items():
        print(f"{dialect}: {agreed} of {count} agree ({100 * agreed / count:.1f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
