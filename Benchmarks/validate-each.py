#!/usr/bin/env python3
"""Measures the per-file cost of checking many answers files against one form.

Compares, on Examples/server.yaml with generated answers files (one in ten invalid):
  loop:  `formline validate FORM -a FILE` once per file (a shell loop's cost);
  batch: one `formline validate FORM --each @LIST --format jsonl` over N files,
         for N = 1 000 and 10 000, so the per-file cost shows whether it is linear;
  named: the 10 000 files named on the command line instead (`--each a.yaml b.yaml …`,
         as a shell glob gives them), so the cost of reading the names shows too.
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
rounds (its batches over the form and against the JSON Schema), so a change is measured
side by side. A binary whose validate takes --jobs is also timed with --jobs 1 (one file
after another). Every batch reports its CPU time (user + system) per file beside its wall
time, and Python its process time, since threads lower the one and not the other.

Usage: Benchmarks/validate-each.py [path/to/formline] [rounds] [--schema-only] [--before=PATH]
"""
import os, resource, statistics, subprocess, sys, tempfile, time

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


CPU = []  # CPU time (user + system) of each timed run, beside its wall time


def timed(argv):
    # getrusage, not os.times: microseconds, not the clock's ticks of 10 ms.
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return elapsed


def timed_cpu(argv, into_cpu):
    """Wall time, with the run's CPU time appended to into_cpu."""
    elapsed = timed(argv)
    into_cpu.append(CPU[-1])
    return elapsed


PYTHON_LOOP = r"""
import json, sys, time, jsonschema
schema = json.load(open(sys.argv[1]))
names = open(sys.argv[2]).read().split()
cls = jsonschema.validators.validator_for(schema)
validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
start = time.perf_counter()
cpu = time.process_time()
invalid = 0
for name in names:
    with open(name) as file:
        errors = list(validator.iter_errors(json.load(file)))
    invalid += bool(errors)
elapsed = time.perf_counter() - start
print(elapsed / len(names), invalid, (time.process_time() - cpu) / len(names))
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
    python, python_cpu = [], []
    # Each binary: wall and CPU times of a run over one file and over all of them; the
    # new one also with --jobs 1 (one file after another), when it has that option.
    runs = [(BINARY, [])]
    if jobs_option(BINARY):
        runs.append((BINARY, ["--jobs", "1"]))
    if BEFORE:
        runs.append((BEFORE, []))
    times = {index: ([], [], [], []) for index in range(len(runs))}
    for _ in range(ROUNDS):
        for index, (binary, extra) in enumerate(runs):
            one, all_files, one_cpu, all_cpu = times[index]
            for count, into, into_cpu in ((1, one, one_cpu), (10_000, all_files, all_cpu)):
                into.append(timed_cpu([binary, "validate", schema, "--each", "@" + lists[count],
                                       "--format", "jsonl"] + extra, into_cpu))
        out = subprocess.run([sys.executable, "-c", PYTHON_LOOP, schema, lists[10_000]],
                             capture_output=True, text=True, check=True).stdout.split()
        python.append(float(out[0]))
        python_cpu.append(float(out[2]))
    per_python = statistics.median(python)
    per_python_cpu = statistics.median(python_cpu)
    print(f"JSON Schema, 10 000 configs (one in ten invalid), medians of {ROUNDS} rounds:")
    print(f"  python jsonschema {jsonschema_version()}, one process: "
          f"{per_python * 1000:7.4f} ms per file wall, {per_python_cpu * 1000:7.4f} ms CPU")
    for index, (binary, extra) in enumerate(runs):
        one, all_files, one_cpu, all_cpu = times[index]
        wall = (statistics.median(all_files) - statistics.median(one)) / 10_000
        cpu = (statistics.median(all_cpu) - statistics.median(one_cpu)) / 10_000
        print(f"  {binary} {' '.join(extra)}: {wall * 1000:7.4f} ms per file wall "
              f"(python / it {per_python / wall:.1f}x), {cpu * 1000:7.4f} ms CPU "
              f"(python / it {per_python_cpu / cpu:.1f}x)")


def jobs_option(binary):
    """Whether the binary's validate takes --jobs."""
    help_text = subprocess.run([binary, "validate", "--help"], capture_output=True,
                               text=True).stdout
    return "--jobs" in help_text


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

    def batch(count, binary=BINARY, extra=(), into_cpu=None):
        return timed_cpu([binary, "validate", FORM, "--each", "@" + lists[count],
                          "--format", "jsonl"] + list(extra),
                         [] if into_cpu is None else into_cpu)

    def named(binary=BINARY):
        return timed_cpu([binary, "validate", FORM, "--each", *names, "--format", "jsonl"], [])

    loop, one, thousand, ten_thousand, named_times = [], [], [], [], []
    before_named = []
    one_cpu, ten_thousand_cpu = [], []
    # The same batches one file after another (--jobs 1), and with the earlier binary.
    others = []
    if jobs_option(BINARY):
        others.append((BINARY, ["--jobs", "1"]))
    if BEFORE:
        others.append((BEFORE, []))
    other_times = {index: ([], [], [], []) for index in range(len(others))}
    batch(1_000)  # warm the page cache
    for _ in range(ROUNDS):
        loop.append(sum(timed([BINARY, "validate", FORM, "-a", name])
                        for name in names[:LOOP_FILES]) / LOOP_FILES)
        one.append(batch(1, into_cpu=one_cpu))
        thousand.append(batch(1_000))
        ten_thousand.append(batch(10_000, into_cpu=ten_thousand_cpu))
        named_times.append(named())
        if BEFORE:
            before_named.append(named(BEFORE))
        for index, (binary, extra) in enumerate(others):
            o_one, o_all, o_one_cpu, o_all_cpu = other_times[index]
            o_one.append(batch(1, binary, extra, o_one_cpu))
            o_all.append(batch(10_000, binary, extra, o_all_cpu))
    fixed = statistics.median(one)
    per_loop = statistics.median(loop)
    per_1k = (statistics.median(thousand) - fixed) / 1_000
    per_10k = (statistics.median(ten_thousand) - fixed) / 10_000
    print(f"loop of `formline validate FORM -a FILE`: {per_loop * 1000:7.3f} ms per file")
    print(f"--each, one file (fixed cost):            {fixed * 1000:7.3f} ms")
    print(f"--each over 1 000 files:                  {per_1k * 1000:7.3f} ms per file")
    print(f"--each over 10 000 files:                 {per_10k * 1000:7.3f} ms per file")
    per_named = (statistics.median(named_times) - fixed) / 10_000
    print(f"--each over 10 000 files named as words:  {per_named * 1000:7.3f} ms per file")
    if BEFORE:
        before_per_named = (statistics.median(before_named) - fixed) / 10_000
        print(f"  {BEFORE}: named as words             {before_per_named * 1000:7.3f} ms per file")
    print(f"loop / batch per file (10 000):           {per_loop / per_10k:7.1f}x")
    print(f"per file 10 000 / 1 000 (1.0 = linear):   {per_10k / per_1k:7.2f}")
    cpu_10k = (statistics.median(ten_thousand_cpu) - statistics.median(one_cpu)) / 10_000
    print(f"--each over 10 000 files, CPU per file:   {cpu_10k * 1000:7.3f} ms")
    for index, (binary, extra) in enumerate(others):
        o_one, o_all, o_one_cpu, o_all_cpu = other_times[index]
        wall = (statistics.median(o_all) - statistics.median(o_one)) / 10_000
        cpu = (statistics.median(o_all_cpu) - statistics.median(o_one_cpu)) / 10_000
        print(f"  {binary} {' '.join(extra)}: --each over 10 000 files {wall * 1000:7.3f} ms "
              f"per file wall, {cpu * 1000:7.3f} ms CPU")
    print()
    schema_comparison(directory, names)


if __name__ == "__main__":
    main()
