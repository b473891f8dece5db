#!/usr/bin/env python3
"""Runs the official JSON-Schema-Test-Suite through the formline binary, as a user would.

Each case becomes two files, SCHEMA and INSTANCE, and one run of
    formline validate SCHEMA --from json-schema --answers INSTANCE
whose exit status is the verdict: 0 valid, 65 invalid; any other status (a crash, a
refused schema, an unreadable instance) disagrees with the suite whatever it expected.

The suite's schemas say their draft by the folder they are in, not by `$schema`; an
object schema without `$schema` gets its folder's metaschema URI, as any other tool
would be told the draft. `refRemote.json` needs the suite's `remotes/` served at
http://localhost:1234 and is reported on its own line (formline reads no network).

The suite is the copy committed under Tests/FormlineCoreTests/Fixtures/json-schema-suite
(Scripts/fetch-json-schema-suite.sh). Instances are written as Python's json.dump writes
them (ASCII with \\u escapes, surrogate pairs for characters beyond the BMP) and, with
--raw-unicode, as UTF-8.

Usage: Scripts/json-schema-suite-cli.py [path/to/formline] [--jobs N] [--optional]
       [--raw-unicode] [--list-disagreements]
"""
import concurrent.futures, json, os, subprocess, sys, tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SUITE = os.path.join(ROOT, "Tests/FormlineCoreTests/Fixtures/json-schema-suite/tests")
DRAFTS = {
    "draft4": "http://json-schema.org/draft-04/schema#",
    "draft6": "http://json-schema.org/draft-06/schema#",
    "draft7": "http://json-schema.org/draft-07/schema#",
    "draft2019-09": "https://json-schema.org/draft/2019-09/schema",
    "draft2020-12": "https://json-schema.org/draft/2020-12/schema",
}

arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
BINARY = os.path.abspath(arguments[0] if arguments else os.path.join(ROOT, ".build/debug/formline"))
JOBS = int(sys.argv[sys.argv.index("--jobs") + 1]) if "--jobs" in sys.argv else 2
OPTIONAL = "--optional" in sys.argv
RAW = "--raw-unicode" in sys.argv
LIST = "--list-disagreements" in sys.argv


def cases(draft):
    """(file, group description, test description, schema, data, valid) of one draft."""
    folder = os.path.join(SUITE, draft)
    subfolders = [""] + (["optional"] if OPTIONAL else [])
    for subfolder in subfolders:
        directory = os.path.join(folder, subfolder)
        for name in sorted(os.listdir(directory)):
            if not name.endswith(".json"):
                continue
            with open(os.path.join(directory, name), encoding="utf-8") as file:
                groups = json.load(file)
            for group in groups:
                schema = group["schema"]
                if isinstance(schema, dict) and "$schema" not in schema:
                    schema = {"$schema": DRAFTS[draft], **schema}
                for test in group["tests"]:
                    yield (os.path.join(subfolder, name), group["description"],
                           test["description"], schema, test["data"], test["valid"])


def run(directory, index, case):
    file, group, description, schema, data, valid = case
    schema_path = os.path.join(directory, f"schema-{index}.json")
    instance_path = os.path.join(directory, f"instance-{index}.json")
    with open(schema_path, "w", encoding="utf-8") as out:
        json.dump(schema, out, ensure_ascii=not RAW)
    with open(instance_path, "w", encoding="utf-8") as out:
        json.dump(data, out, ensure_ascii=not RAW)
    status = subprocess.run(
        [BINARY, "validate", schema_path, "--from", "json-schema", "--answers", instance_path],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    verdict = {0: True, 65: False}.get(status.returncode)
    agrees = verdict == valid
    detail = "" if agrees else (
        f"exit {status.returncode}: " + status.stderr.decode("utf-8", "replace").strip()[:300])
    return file, f"{file}: {group} / {description}", agrees, detail


def main():
    totals = []
    with tempfile.TemporaryDirectory() as directory, \
            concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        for draft in DRAFTS:
            jobs = [pool.submit(run, directory, f"{draft}-{i}", case)
                    for i, case in enumerate(cases(draft))]
            results = [job.result() for job in jobs]
            remote = [r for r in results if os.path.basename(r[0]) == "refRemote.json"]
            rest = [r for r in results if os.path.basename(r[0]) != "refRemote.json"]
            agree = sum(r[2] for r in rest)
            remote_agree = sum(r[2] for r in remote)
            totals.append((draft, agree, len(rest), remote_agree, len(remote)))
            if LIST:
                for _, name, agrees, detail in results:
                    if not agrees:
                        print(f"DISAGREE {draft}/{name}\n    {detail}")
    print("| Draft | Agree | Share | refRemote.json |")
    print("| --- | --- | --- | --- |")
    for draft, agree, count, remote_agree, remote_count in totals:
        print(f"| {draft} | {agree}/{count} | {100 * agree / count:.2f} % | "
              f"{remote_agree}/{remote_count} |")


if __name__ == "__main__":
    main()
