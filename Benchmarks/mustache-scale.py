#!/usr/bin/env python3
"""Measures how rendering a Mustache template (`--template`) scales with its number of tags.

Generates templates of N repeated tags, shape `section` (`{{#a}}x{{/a}}`) or `variable`
(`{{a}}`), renders each with `-y --set a=x` into a file, checks that every binary wrote
the same output, and reports the median wall time per binary. Several binaries are run
interleaved, each round in a new random order, so the load of this shared machine falls
on all alike; the ratio of times between two sizes shows the growth (2x per doubling is
linear, 4x quadratic).

Usage: Benchmarks/mustache-scale.py SIZES BINARY [BINARY…] [--rounds N] [--timeout S]
       e.g. Benchmarks/mustache-scale.py 5000,10000,20000 /tmp/old/formline .build/release/formline
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
SHAPES = {"section": "{{#a}}x{{/a}}\n", "variable": "{{a}}\n"}


def main():
    directory = tempfile.mkdtemp()
    form = os.path.join(directory, "form.yaml")
    with open(form, "w") as handle:
        handle.write("- a\n")
    cases = []
    for shape, tag in SHAPES.items():
        for size in SIZES:
            template = os.path.join(directory, f"{shape}{size}.mustache")
            with open(template, "w") as handle:
                handle.write(tag * size)
            for binary in BINARIES:
                cases.append((shape, size, binary, template))
    times = {case[:3]: [] for case in cases}
    outputs = {}
    for _ in range(ROUNDS):
        random.shuffle(cases)
        for shape, size, binary, template in cases:
            output = os.path.join(directory, f"out-{BINARIES.index(binary)}-{shape}{size}")
            start = time.monotonic()
            try:
                subprocess.run(
                    [binary, form, "-y", "--set", "a=x", "--template", template, "-o", output],
                    check=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            except subprocess.TimeoutExpired:
                times[(shape, size, binary)].append(float("inf"))
                continue
            times[(shape, size, binary)].append(time.monotonic() - start)
            with open(output, "rb") as handle:
                outputs.setdefault((shape, size), set()).add(handle.read())
    for key, seen in sorted(outputs.items()):
        if len(seen) != 1:
            print(f"outputs differ for {key}", file=sys.stderr)
            sys.exit(1)
    print(f"load average {os.getloadavg()[0]:.1f}; medians of {ROUNDS} rounds, seconds")
    print("| shape | tags | " + " | ".join(BINARIES) + " |")
    print("|---|---|" + "---|" * len(BINARIES))
    for shape in SHAPES:
        for size in SIZES:
            cells = [f"{statistics.median(times[(shape, size, b)]):.3f}" for b in BINARIES]
            print(f"| {shape} | {size:,} | " + " | ".join(cells) + " |")


main()
