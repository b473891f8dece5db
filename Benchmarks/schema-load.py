#!/usr/bin/env python3
"""Loading real JSON Schemas: formline beside Python's jsonschema, in one run.

Usage: Benchmarks/schema-load.py BINARY SCHEMA_DIR [runs]
(every file read as a JSON Schema: CloudFormation's names no `$schema`)
(SCHEMA_DIR from Scripts/fetch-real-schemas.sh, plus any other *.json schema.)

For each schema, each round runs, in a new random order:
  - `formline validate SCHEMA` (read, parse and turn the schema into questions);
  - `formline SCHEMA -y -f json` (that, then a fill taking every default: as far as
    formline gets without a person);
  - `formline SCHEMA -o FILE` in a pseudo-terminal, timed from exec until the first
    question is drawn and formline waits for a key (its resident memory read then);
  - Python's jsonschema 4.x in a fresh interpreter: `check_schema` against its
    metaschema, then a validator made and `{}` validated (jsonschema resolves `$ref`s
    lazily, as formline now builds them).
Reports medians of wall time and the largest peak resident set of each.
"""
import glob
import os
import pty
import random
import select
import statistics
import subprocess
import sys
import tempfile
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


# Where the kernel shows a process blocked reading its terminal (libedit polls it).
WAITING = ("poll_schedule_timeout", "do_select", "n_tty_read", "wait_woken")


def first_question(command):
    """Seconds from exec until the program has drawn something and waits on its terminal;
    its peak resident memory (MiB) at that moment."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(command[0], command)
    drawn = False
    seconds = None
    while time.perf_counter() - start < 120:
        ready, _, _ = select.select([fd], [], [], 0.001)
        if ready:
            try:
                if os.read(fd, 65536):
                    drawn = True
            except OSError:
                break
            continue
        try:
            with open(f"/proc/{pid}/wchan") as wchan:
                waiting = wchan.read().startswith(WAITING)
        except OSError:
            break
        if drawn and waiting:
            seconds = time.perf_counter() - start
            break
    peak = 0.0
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    peak = int(line.split()[1]) / 1024
    except OSError:
        pass
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(fd)
    return (seconds if seconds is not None else float("nan")), peak


def main():
    binary, folder = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    scratch = tempfile.mkdtemp()
    print(
        "| schema | size | formline validate | formline -y | formline, first question | "
        "jsonschema | exit (v, -y) |")
    print("|---|---|---|---|---|---|---|")
    for schema in sorted(glob.glob(os.path.join(folder, "*.json"))):
        programs = {
            "validate": [binary, "validate", "--from", "json-schema", schema],
            "fill": [binary, schema, "--from", "json-schema", "-y", "-f", "json"],
            "python": [sys.executable, "-c", PYTHON, schema],
            "question": [
                binary, schema, "--from", "json-schema", "-o", os.path.join(scratch, "out.json")],
        }
        times = {name: [] for name in programs}
        memory = {name: 0.0 for name in programs}
        codes = {}
        for _ in range(runs):
            order = list(programs)
            random.shuffle(order)
            for name in order:
                if name == "question":
                    seconds, mebibytes = first_question(programs[name])
                    times[name].append(seconds)
                    memory[name] = max(memory[name], mebibytes)
                    continue
                seconds, mebibytes, code = measure(programs[name])
                times[name].append(seconds)
                memory[name] = max(memory[name], mebibytes)
                codes[name] = code

        def cell(name):
            return f"{statistics.median(times[name]):.2f} s, {memory[name]:.0f} MiB"

        size = os.path.getsize(schema) / 1024
        print(
            f"| {os.path.basename(schema)} | {size:.0f} KiB | {cell('validate')} | "
            f"{cell('fill')} | {cell('question')} | {cell('python')} | "
            f"{codes['validate']}, {codes['fill']} |")


if __name__ == "__main__":
    main()
