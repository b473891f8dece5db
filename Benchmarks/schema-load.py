#!/usr/bin/env python3
"""Loading real JSON Schemas: formline beside Python's jsonschema, in one run.

Usage: Benchmarks/schema-load.py BINARY SCHEMA_DIR [runs]
(SCHEMA_DIR from Scripts/fetch-real-schemas.sh, plus any other *.json schema.)

For each schema, each round runs, in a new random order:
  - `formline validate SCHEMA` (read, parse and turn the schema into questions);
  - `formline SCHEMA -y -f json` (that, then a fill taking every default: as far as
    formline gets without a person, an upper bound on reaching the first question);
  - Python's jsonschema 4.x in a fresh interpreter: `check_schema` against its
    metaschema, then a validator made and `{}` validated (jsonschema resolves `$ref`s
    lazily, as formline now builds them).
Reports medians of wall time and the largest peak resident set of each.
"""
import glob
import os
import random
import statistics
import subprocess
import sys
import time

PYTHON = r"""
import json, sys
from jsonschema import validators
schema = json.load(open(sys.argv[1]))
cls = validators.validator_for(schema)
cls.check_schema(schema)
list(cls(schema).iter_errors({}))
"""


def measure(command):
    start = time.perf_counter()
    process = subprocess.Popen(
        command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return time.perf_counter() - start, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def main():
    binary, folder = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    print("| schema | size | formline validate | formline -y | jsonschema | exit (v, -y) |")
    print("|---|---|---|---|---|---|")
    for schema in sorted(glob.glob(os.path.join(folder, "*.json"))):
        programs = {
            "validate": [binary, "validate", schema],
            "fill": [binary, schema, "-y", "-f", "json"],
            "python": [sys.executable, "-c", PYTHON, schema],
        }
        times = {name: [] for name in programs}
        memory = {name: 0.0 for name in programs}
        codes = {}
        for _ in range(runs):
            order = list(programs)
            random.shuffle(order)
            for name in order:
                seconds, mebibytes, code = measure(programs[name])
                times[name].append(seconds)
                memory[name] = max(memory[name], mebibytes)
                codes[name] = code

        def cell(name):
            return f"{statistics.median(times[name]):.2f} s, {memory[name]:.0f} MiB"

        size = os.path.getsize(schema) / 1024
        print(
            f"| {os.path.basename(schema)} | {size:.0f} KiB | {cell('validate')} | "
            f"{cell('fill')} | {cell('python')} | {codes['validate']}, {codes['fill']} |")


if __name__ == "__main__":
    main()
