#!/usr/bin/env python3
"""Measures how a non-interactive fill scales with the size of the form.

For every shape of form and every way of answering it, fills generated forms of N = 1 000,
10 000 and 100 000 fields (or collection items) and reports the wall time and the peak
resident memory of each run, and the ratio of the largest size's time to the smallest's
(120 would be 1.2 times linear at 100x the size).

Shapes:
  plain     N fields with defaults, no conditions
  chain     field i shown when field i-1 is answered (`when: "$f{i-1} != nil"`)
  fanout    every field shown when the first one is 'yes'
  tenth     one field in ten shown when the field before it is answered
  items     one collection of N scalar items (piped only: one line per item)
  records   one collection of N/2 two-field subform items (piped only)
Modes:
  -y        defaults only (`formline FORM -y`)
  answers   every answer in a JSON file (`formline FORM -a FILE -y`)
  piped     one answer a line on standard input (`formline FORM < LINES`)
  transcript  piped, with the conversation recorded (`--transcript FILE`)

Each round runs every (shape, mode, N) once, in a new random order, so the load of this
shared machine falls on all alike; medians are reported: wall time, CPU time (the
child's user + system time, which waiting for a core does not inflate) and peak RSS.
Several binaries, comma-separated, run side by side in the same rounds (a build before a
change and after it). Sizes or shapes can be narrowed:

Usage: Benchmarks/fill-scale.py [binary[,binary…]] [rounds] [sizes, e.g. 1000,10000]
       [shapes] [--timeout SECONDS]
Environment: FORMLINE_MAX_FORM_BYTES and the other limits pass through to formline.
"""
import json, os, random, statistics, subprocess, sys, tempfile, time

args = list(sys.argv[1:])
if "--timeout" in args:
    position = args.index("--timeout")
    TIMEOUT_GIVEN = float(args[position + 1])
    del args[position:position + 2]
else:
    TIMEOUT_GIVEN = 600.0
BINARIES = (args[0] if len(args) > 0 else ".build/release/formline").split(",")
ROUNDS = int(args[1]) if len(args) > 1 else 3
SIZES = [int(n) for n in args[2].split(",")] if len(args) > 2 else [1_000, 10_000, 100_000]
SHAPES = args[3].split(",") if len(args) > 3 else [
    "plain", "chain", "fanout", "tenth", "items", "records"]
TIMEOUT = TIMEOUT_GIVEN
FIELD_SHAPES = {"plain", "chain", "fanout", "tenth"}


def field_form(shape, count):
    lines = ["fields:"]
    for index in range(count):
        lines.append(f"  - key: f{index}")
        lines.append(f"    default: v{index}" if index else "    default: 'yes'")
        if shape == "chain" and index:
            lines.append(f'    when: "$f{index - 1} != nil"')
        elif shape == "fanout" and index:
            lines.append("    when: \"$f0 == 'yes'\"")
        elif shape == "tenth" and index % 10 == 9:
            lines.append(f'    when: "$f{index - 1} != nil"')
    return "\n".join(lines) + "\n"


def collection_form(shape):
    if shape == "items":
        return "fields:\n  - key: items\n    type: array\n    template: text\n"
    return ("fields:\n  - key: items\n    type: array\n    template:\n      fields:\n"
            "        - key: name\n        - key: email\n")


def write(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "w") as file:
        file.write(text)
    return path


def cases(directory):
    """(binary, shape, mode, size, argv, stdin path) for every binary."""
    return [(binary, *case[:3], [binary] + case[3][1:], case[4])
            for case in single_cases(directory) for binary in BINARIES]


def single_cases(directory):
    """(shape, mode, size, argv, stdin path); argv[0] is a placeholder for the binary."""
    BINARY = "formline"
    result = []
    for shape in SHAPES:
        for size in SIZES:
            if shape in FIELD_SHAPES:
                form = write(directory, f"{shape}-{size}.yaml", field_form(shape, size))
                answers = {f"f{i}": (f"a{i}" if i else "yes") for i in range(size)}
                answer_file = write(directory, f"{shape}-{size}.json", json.dumps(answers))
                lines = write(directory, f"{shape}-{size}.txt",
                              "\n".join(answers.values()) + "\n")
                result.append((shape, "-y", size, [BINARY, form, "-y", "-f", "json"], None))
                result.append((shape, "answers", size,
                               [BINARY, form, "-a", answer_file, "-y", "-f", "json"], None))
                result.append((shape, "piped", size, [BINARY, form, "-f", "json"], lines))
                transcript = os.path.join(directory, f"{shape}-{size}.transcript")
                result.append((shape, "transcript", size,
                               [BINARY, form, "-f", "json", "--transcript", transcript], lines))
            else:
                form = write(directory, f"{shape}.yaml", collection_form(shape))
                if shape == "items":
                    text = "".join(f"item {i}\n" for i in range(size)) + "\n"
                else:
                    text = "".join(f"n{i}\ne{i}@x.org\n" for i in range(size // 2)) + "\n"
                lines = write(directory, f"{shape}-{size}.txt", text)
                result.append((shape, "piped", size, [BINARY, form, "-f", "json"], lines))
    return result


def run_measured(argv, stdin_path):
    # os.wait4 gives the child's own peak RSS.
    stdin = open(stdin_path) if stdin_path else open(os.devnull)
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.dup2(stdin.fileno(), 0)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execv(argv[0], argv)
    deadline = start + TIMEOUT
    while True:
        finished, status, usage = os.wait4(pid, os.WNOHANG)
        if finished:
            break
        if time.perf_counter() > deadline:
            os.kill(pid, 9)
            os.wait4(pid, 0)
            stdin.close()
            return None
        time.sleep(0.002)
    elapsed = time.perf_counter() - start
    stdin.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.stderr.write(f"{' '.join(argv)}: exit {os.waitstatus_to_exitcode(status)}\n")
        return None
    return elapsed, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime


def main():
    directory = tempfile.mkdtemp()
    all_cases = cases(directory)
    times = {case[:4]: [] for case in all_cases}
    memory = {case[:4]: [] for case in all_cases}
    cpu = {case[:4]: [] for case in all_cases}
    gave_up = set()
    for _ in range(ROUNDS):
        order = list(all_cases)
        random.shuffle(order)
        for binary, shape, mode, size, argv, stdin_path in order:
            key = (binary, shape, mode, size)
            if key in gave_up:
                continue
            measured = run_measured(argv, stdin_path)
            if measured is None:
                gave_up.add(key)
                continue
            times[key].append(measured[0])
            memory[key].append(measured[1])
            cpu[key].append(measured[2])
    print(f"{ROUNDS} rounds, load average at the end {os.getloadavg()[0]:.1f}; medians "
          "(wall s / CPU s / peak RSS MiB)")
    header = "| binary | shape | mode | " + " | ".join(f"N = {n:,}" for n in SIZES)
    print(header + f" | {SIZES[-1] // SIZES[0]}x size: time ratio |")
    print("|" + "---|" * (len(SIZES) + 4))
    seen = []
    for binary, shape, mode, _, _, _ in all_cases:
        if (binary, shape, mode) in seen:
            continue
        seen.append((binary, shape, mode))
        cells, medians = [], []
        for size in SIZES:
            key = (binary, shape, mode, size)
            if times[key]:
                t = statistics.median(times[key])
                c = statistics.median(cpu[key])
                m = statistics.median(memory[key])
                medians.append(t)
                cells.append(f"{t:.3f} / {c:.3f} / {m:.0f}")
            else:
                medians.append(None)
                cells.append(f"> {TIMEOUT:.0f} s or failed")
        ratio = (f"{medians[-1] / medians[0]:.0f}"
                 if medians[0] and medians[-1] else "—")
        print(f"| {binary} | {shape} | {mode} | " + " | ".join(cells) + f" | {ratio} |")


if __name__ == "__main__":
    main()
