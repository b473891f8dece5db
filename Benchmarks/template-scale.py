#!/usr/bin/env python3
"""Measures how a fill with copier templates scales with the number of questions.

Generates copier.yml files of N questions where every question after the first has a
`when` template reading the question before it (shape `when`), or a default template
reading it (shape `default`), fills each with `-y`, and reports the median wall time per
binary. Several binaries are run interleaved, each round in a new random order, so the
load of this shared machine falls on all alike.

Usage: Benchmarks/template-scale.py SIZES BINARY [BINARY…] [--rounds N] [--timeout S]
       e.g. Benchmarks/template-scale.py 40,80,160 /tmp/old/formline .build/release/formline
"""
import os, random, statistics, subprocess, sys, tempfile, time

args = list(sys.argv[1:])


def option(name, default):
    if name in args:
        position = args.index(name)
        value = args[position + 1]
        del args[position:position + 2]
        return value
    return default


ROUNDS = int(option("--rounds", "3"))
TIMEOUT = float(option("--timeout", "600"))
SIZES = [int(n) for n in args[0].split(",")]
BINARIES = args[1:]


def copier(shape, count):
    lines = []
    for index in range(count):
        lines += [f"q{index}:", "  type: str"]
        if shape == "when":
            lines.append(f"  default: v{index}")
            if index:
                lines.append(f"  when: \"{{{{ q{index - 1} != 'x' }}}}\"")
        else:
            lines.append(f'  default: "{{{{ q{index - 1} }}}}x"' if index else "  default: v")
    return "\n".join(lines) + "\n"


def main():
    directory = tempfile.mkdtemp()
    cases = []
    for shape in ("when", "default"):
        for size in SIZES:
            folder = os.path.join(directory, f"{shape}{size}")
            os.makedirs(folder)
            with open(os.path.join(folder, "copier.yml"), "w") as handle:
                handle.write(copier(shape, size))
            for binary in BINARIES:
                cases.append((shape, size, binary, os.path.join(folder, "copier.yml")))
    times = {case[:3]: [] for case in cases}
    for _ in range(ROUNDS):
        random.shuffle(cases)
        for shape, size, binary, form in cases:
            start = time.monotonic()
            try:
                subprocess.run([binary, form, "-y"], capture_output=True, timeout=TIMEOUT,
                               check=True)
                times[(shape, size, binary)].append(time.monotonic() - start)
            except subprocess.TimeoutExpired:
                times[(shape, size, binary)].append(float("inf"))
    print("| shape | questions | " + " | ".join(BINARIES) + " |")
    print("|---|---|" + "---|" * len(BINARIES))
    for shape in ("when", "default"):
        for size in SIZES:
            cells = [f"{statistics.median(times[(shape, size, b)]):.2f} s" for b in BINARIES]
            print(f"| {shape} | {size} | " + " | ".join(cells) + " |")


main()
