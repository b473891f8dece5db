#!/usr/bin/env python3
"""Measures the per-file cost of checking many answers files against one form.

Compares, on Examples/server.yaml with generated answers files (one in ten invalid):
  loop:  `formline validate FORM -a FILE` once per file (a shell loop's cost);
  batch: one `formline validate FORM --each @LIST --format jsonl` over N files,
         for N = 1 000 and 10 000, so the per-file cost shows whether it is linear.
Runs alternate (loop, batch 1k, batch 10k) so a loaded machine slows all alike; the
per-file cost of a batch is (time(N) - time of a run over one file) / N.

Then, against a JSON Schema (the one `formline schema` prints for the same form) and
10 000 JSON configs (one in ten invalid), side by side in alternating rounds:
  formline: `formline validate SCHEMA --each @LIST --format jsonl` (compiled once, each
            file parsed and evaluated), per file as above;
  python:   Python's jsonschema in one process: the validator made once (with its format
            checker, as formline checks formats too), then each file read, parsed with
            json.load and every error listed; the loop alone is timed.

With --before=PATH, another formline binary (an earlier build) is timed in the same
rounds against the JSON Schema, so a change is measured side by side.

Usage: Benchmarks/validate-each.py [path/to/formline] [rounds] [--schema-only] [--before=PATH]
"""
import os, statistics, subprocess, sys, tempfile, time

POSITIONAL = [a for a in sys.argv[1:] if not a.startswith("--")]
BINARY = POSITIONAL[0] if POSITIONAL else ".build/release/formline"
ROUNDS = int(POSITIONAL[1]) if len(POSITIONAL) > 1 and POSITIONAL[1].isdigit() else 5
BEFORE = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--before=")), None)
FORM = os.path.join(os.path.dirname(__file__), "..", "Examples", "server.yaml")
LOOP_FILES = 200


def answers(index):
    port = 0 if index % 10 == 3 else 1024 + index % 60000
    return (f"hostname: node-{index}.example\nport: {port}\n"
            f"environment: {['development', 'staging', 'production'][index % 3]}\n"
            f"workers: {1 + index % 64}\n")


def timed(argv):
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


PYTHON_LOOP = r"""
import json, sys, time, jsonschema
schema = json.load(open(sys.argv[1]))
names = open(sys.argv[2]).read().split()
cls = jsonschema.validators.validator_for(schema)
validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
start = time.perf_counter()
invalid = 0
for name in names:
    with open(name) as file:
        errors = list(validator.iter_errors(json.load(file)))
    invalid += bool(errors)
elapsed = time.perf_counter() - start
print(elapsed / len(names), invalid)
"""


def schema_comparison(directory, names):
    schema = os.path.join(directory, "server.schema.json")
    with open(schema, "w") as file:
        file.write(subprocess.run([BINARY, "schema", FORM], capture_output=True, text=True,
                                  check=True).stdout)
    configs = []
    for index in range(10_000):
        name = os.path.join(directory, f"config-{index}.json")
        port = 0 if index % 10 == 3 else 1024 + index % 60000
        with open(name, "w") as file:
            file.write(f'{{"hostname": "node-{index}.example", "port": {port}, '
                       f'"environment": "{["development", "staging", "production"][index % 3]}", '
                       f'"workers": {1 + index % 64}, "enableTLS": false, '
                       f'"adminEmail": "ops{index}@example.com"}}\n')
        configs.append(name)
    lists = {}
    for count in (1, 10_000):
        lists[count] = os.path.join(directory, f"configs-{count}.txt")
        with open(lists[count], "w") as file:
            file.write("\n".join(configs[:count]) + "\n")
    formline_one, formline_all, python = [], [], []
    before_one, before_all = [], []
    binaries = [(BINARY, formline_one, formline_all)]
    if BEFORE:
        binaries.append((BEFORE, before_one, before_all))
    for _ in range(ROUNDS):
        for binary, one, all_files in binaries:
            for count, into in ((1, one), (10_000, all_files)):
                into.append(timed([binary, "validate", schema, "--each", "@" + lists[count],
                                   "--format", "jsonl"]))
        out = subprocess.run([sys.executable, "-c", PYTHON_LOOP, schema, lists[10_000]],
                             capture_output=True, text=True, check=True).stdout.split()
        python.append(float(out[0]))
    per_formline = (statistics.median(formline_all) - statistics.median(formline_one)) / 10_000
    per_python = statistics.median(python)
    print(f"JSON Schema, 10 000 configs (one in ten invalid), medians of {ROUNDS} rounds:")
    print(f"  formline validate SCHEMA --each:        {per_formline * 1000:7.4f} ms per file")
    print(f"  python jsonschema {jsonschema_version()}, one process:  "
          f"{per_python * 1000:7.4f} ms per file")
    print(f"  python / formline:                      {per_python / per_formline:7.1f}x")
    if BEFORE:
        per_before = (statistics.median(before_all) - statistics.median(before_one)) / 10_000
        print(f"  before ({BEFORE}): {per_before * 1000:7.4f} ms per file, "
              f"python / before {per_python / per_before:.1f}x, "
              f"before / formline {per_before / per_formline:.1f}x")


def jsonschema_version():
    from importlib.metadata import version
    return version("jsonschema")


def main():
    directory = tempfile.mkdtemp()
    if "--schema-only" in sys.argv:
        schema_comparison(directory, [])
        return
    names = []
    for index in range(10_000):
        name = os.path.join(directory, f"answers-{index}.yaml")
        with open(name, "w") as file:
            file.write(answers(index))
        names.append(name)
    lists = {}
    for count in (1, 1_000, 10_000):
        lists[count] = os.path.join(directory, f"list-{count}.txt")
        with open(lists[count], "w") as file:
            file.write("\n".join(names[:count]) + "\n")

    def batch(count):
        return timed([BINARY, "validate", FORM, "--each", "@" + lists[count],
                      "--format", "jsonl"])

    loop, one, thousand, ten_thousand = [], [], [], []
    batch(1_000)  # warm the page cache
    for _ in range(ROUNDS):
        loop.append(sum(timed([BINARY, "validate", FORM, "-a", name])
                        for name in names[:LOOP_FILES]) / LOOP_FILES)
        one.append(batch(1))
        thousand.append(batch(1_000))
        ten_thousand.append(batch(10_000))
    fixed = statistics.median(one)
    per_loop = statistics.median(loop)
    per_1k = (statistics.median(thousand) - fixed) / 1_000
    per_10k = (statistics.median(ten_thousand) - fixed) / 10_000
    print(f"loop of `formline validate FORM -a FILE`: {per_loop * 1000:7.3f} ms per file")
    print(f"--each, one file (fixed cost):            {fixed * 1000:7.3f} ms")
    print(f"--each over 1 000 files:                  {per_1k * 1000:7.3f} ms per file")
    print(f"--each over 10 000 files:                 {per_10k * 1000:7.3f} ms per file")
    print(f"loop / batch per file (10 000):           {per_loop / per_10k:7.1f}x")
    print(f"per file 10 000 / 1 000 (1.0 = linear):   {per_10k / per_1k:7.2f}")
    print()
    schema_comparison(directory, names)


if __name__ == "__main__":
    main()
