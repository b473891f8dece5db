#!/usr/bin/env python3
"""Measures formline's interactive latency in a real pseudo-terminal.

1. Time from exec to the first prompt on a 20-field form, for each command line people
   type (issue 17), side by side with `bash -c 'read -e -p "x: "'` (readline), the bar
   being within 1.3x. All programs run interleaved, one of each per round, so the load
   of a shared machine falls on all alike; compare the ratios of medians.
   Every fill option is in the start-up shortcut (`--no-color`, `--timeout` … rows), and
   so are options given twice (the last row) and short flags run together: a fill command
   line reaches swift-argument-parser only to ask for help or to be refused.
2. Per-answer latency: from sending Enter to the next prompt being drawn, over the
   20 fields.
3. The resident memory of each program at its first prompt (VmRSS, median) and the size
   of the binary beside bash's.

Usage: Benchmarks/first-prompt.py [path/to/formline] [runs]
Prints medians and 90th percentiles in milliseconds, and for each command line the ratio
of its median to bash's with a 90 % bootstrap interval (rounds resampled, each round's
programs kept together), so a row's distance from the 1.3x bar can be told from noise.
Also prints each program's own CPU time to the prompt (rusage), which waiting for a core
on a loaded machine does not inflate.
"""
import os, random, statistics, sys, tempfile, time

from pty_session import finish, spawn, wait_for

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/release/formline"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 30

FORM = "title: Benchmark\nfields:\n" + "".join(
    f"  - key: field{i}\n    title: Field {i}\n" for i in range(20))


def resident_kib(pid):
    """The program's resident set at this moment (VmRSS), in KiB; None when unreadable."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def first_prompt(argv, needle, env, cpu=None, rss=None):
    """Wall time from exec to `needle`; the program's own CPU time (user + system, from
    its rusage: it waits idle at the prompt until killed) is appended to `cpu`, and its
    resident memory at the prompt (read after the timing stopped) to `rss`."""
    start = time.perf_counter()
    pid, fd = spawn(argv, env)
    buffer = [b""]
    wait_for(fd, needle, buffer)
    elapsed = time.perf_counter() - start
    if rss is not None:
        kib = resident_kib(pid)
        if kib is not None:
            rss.append(kib)
    os.kill(pid, 9)
    _, _, usage = os.wait4(pid, 0)
    os.close(fd)
    if cpu is not None:
        cpu.append(usage.ru_utime + usage.ru_stime)
    return elapsed


def per_answer(argv, env):
    pid, fd = spawn(argv, env)
    buffer = [b""]
    wait_for(fd, b"Field 0: ", buffer)
    samples = []
    for i in range(1, 20):
        buffer[0] = b""
        start = time.perf_counter()
        os.write(fd, b"x\r")
        wait_for(fd, f"Field {i}: ".encode(), buffer)
        samples.append(time.perf_counter() - start)
    finish(pid, fd)
    return samples


def ratio_interval(samples, bash, rounds=2000):
    """The 5th and 95th percentiles of the ratio of medians over resampled rounds."""
    generator = random.Random(17)
    count = len(bash)
    ratios = []
    for _ in range(rounds):
        picked = [generator.randrange(count) for _ in range(count)]
        ratios.append(statistics.median(samples[i] for i in picked)
                      / statistics.median(bash[i] for i in picked))
    ratios.sort()
    return ratios[int(rounds * 0.05)], ratios[int(rounds * 0.95) - 1]


def summary(name, samples):
    ms = sorted(s * 1000 for s in samples)
    p90 = ms[int(len(ms) * 0.9) - 1] if len(ms) >= 10 else ms[-1]
    print(f"{name:<44} median {statistics.median(ms):7.2f} ms   p90 {p90:7.2f} ms   (n={len(ms)})")
    return statistics.median(ms)


def command_lines(binary, form, answers, output, transcript):
    """The command lines of issue 17, then others with fill's less common options."""
    return [
        ("formline FORM", [binary, form]),
        ("formline FORM -o FILE", [binary, form, "-o", output]),
        ("formline FORM -f yaml", [binary, form, "-f", "yaml"]),
        ("formline FORM --no-review", [binary, form, "--no-review"]),
        ("formline FORM --resume", [binary, form, "--resume"]),
        ("formline FORM --ask-all", [binary, form, "--ask-all"]),
        ("formline FORM -a FILE", [binary, form, "-a", answers]),
        ("formline fill FORM -o FILE --no-review", [binary, "fill", form, "-o", output,
                                                    "--no-review"]),
        ("formline FORM --no-color", [binary, form, "--no-color"]),
        ("formline FORM --timeout 600 --transcript F", [binary, form, "--timeout", "600",
                                                        "--transcript", transcript]),
        ("formline FORM --verbose --from formline", [binary, form, "--verbose", "--from",
                                                     "formline"]),
        ("formline -- FORM", [binary, "--", form]),
        ("formline FORM --no-color --no-color", [binary, form, "--no-color", "--no-color"]),
    ]


def main():
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm", "LANG": "C.UTF-8", "NO_COLOR": "1",
           "HOME": tempfile.gettempdir(), "XDG_STATE_HOME": tempfile.mkdtemp()}
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as form:
        form.write(FORM)
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as answers:
        answers.write("field19: known\n")  # the first prompt is still Field 0
    output = tempfile.mktemp(suffix=".json")
    transcript = tempfile.mktemp(suffix=".txt")
    formline = [BINARY, form.name]
    lines = command_lines(BINARY, form.name, answers.name, output, transcript)
    bash = ["/bin/bash", "--norc", "--noprofile", "-c", 'read -e -p "x: "']
    for _ in range(3):  # warm the page cache
        for _, argv in lines:
            first_prompt(argv, b"Field 0: ", env)
        first_prompt(bash, b"x: ", env)
    samples = {name: [] for name, _ in lines}
    programs = [(name, argv, b"Field 0: ") for name, argv in lines] + [("bash", bash, b"x: ")]
    samples["bash"] = []
    cpu = {name: [] for name in samples}
    rss = {name: [] for name in samples}
    for _ in range(RUNS):  # interleaved in a new order each round: drift affects all alike
        random.shuffle(programs)
        for name, argv, needle in programs:
            samples[name].append(first_prompt(argv, needle, env, cpu[name], rss[name]))
    print(f"{RUNS} rounds; load average at the end: {os.getloadavg()[0]:.1f}")
    b = summary("bash read -e: exec to prompt", samples["bash"])
    for name, _ in lines:
        median = summary(name, samples[name])
        low, high = ratio_interval(samples[name], samples["bash"])
        print(f"{'':<44} ratio to bash (medians): {median / b:.2f}"
              f"   90 % interval {low:.2f}-{high:.2f}")
    # CPU time does not include waiting for a core, so it moves less with the load; it
    # leaves out what the harness and the kernel's exec cost both programs alike.
    bash_cpu = statistics.median(cpu["bash"])
    print(f"CPU time to the first prompt (median): bash {bash_cpu * 1000:.2f} ms")
    for name, _ in lines:
        median = statistics.median(cpu[name])
        print(f"  {name:<42} {median * 1000:5.2f} ms   ratio {median / bash_cpu:.2f}")
    print("Resident memory at the first prompt (median VmRSS): "
          f"bash {statistics.median(rss['bash']) / 1024:.1f} MiB")
    for name, _ in lines:
        print(f"  {name:<42} {statistics.median(rss[name]) / 1024:5.1f} MiB")
    print(f"Binary: {os.path.getsize(BINARY) / 1e6:.1f} MB; "
          f"/bin/bash {os.path.getsize('/bin/bash') / 1e6:.1f} MB")
    latencies = []
    for _ in range(max(3, RUNS // 5)):
        latencies += per_answer(formline, env)
    summary("formline: Enter to next prompt drawn", latencies)
    os.unlink(form.name)
    os.unlink(answers.name)


if __name__ == "__main__":
    main()
