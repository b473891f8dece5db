#!/usr/bin/env python3
"""Measures the per-file cost of checking many answers files against one form.

Compares, on Examples/server.yaml with generated answers files (one in ten invalid):
  loop:  `formline validate FORM -a FILE` once per file (a shell loop's cost);
  batch: one `formline validate FORM --each @LIST --format jsonl` over N files,
         for N = 1 000 and 10 000, so the per-file cost shows whether it is linear.
Runs alternate (loop, batch 1k, batch 10k) so a loaded machine slows all alike; the
per-file cost of a batch is (time(N) - time of a run over one file) / N.

Usage: Benchmarks/validate-each.py [path/to/formline] [rounds]
"""
import os, statistics, subprocess, sys, tempfile, time

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/release/formline"
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
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


def main():
    directory = tempfile.mkdtemp()
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


if __name__ == "__main__":
    main()
