#!/usr/bin/env python3
"""Measures formline's interactive latency in a real pseudo-terminal.

1. Time from exec to the first prompt on a 20-field form, side by side with
   `bash -c 'read -e -p "x: "'` (readline), the bar set in issue 3 (within 1.3x):
   `formline FORM` (a lone path starts without the argument parser) and
   `formline FORM --no-review` (any option goes through swift-argument-parser).
2. Per-answer latency: from sending Enter to the next prompt being drawn, over the
   20 fields.

Usage: Benchmarks/first-prompt.py [path/to/formline] [runs]
Prints medians and 90th percentiles in milliseconds. Run it on a quiet machine.
"""
import os, pty, select, statistics, sys, tempfile, time

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/release/formline"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 30

FORM = "title: Benchmark\nfields:\n" + "".join(
    f"  - key: field{i}\n    title: Field {i}\n" for i in range(20))


def spawn(argv, env):
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, env)
    return pid, fd


def wait_for(fd, needle, buffer):
    while needle not in buffer[0]:
        ready, _, _ = select.select([fd], [], [], 10)
        if not ready:
            raise TimeoutError(f"no {needle!r}; got {buffer[0][-200:]!r}")
        buffer[0] += os.read(fd, 65536)


def finish(pid, fd):
    try:
        os.kill(pid, 9)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
    os.close(fd)


def first_prompt(argv, needle, env):
    start = time.perf_counter()
    pid, fd = spawn(argv, env)
    buffer = [b""]
    wait_for(fd, needle, buffer)
    elapsed = time.perf_counter() - start
    finish(pid, fd)
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


def summary(name, samples):
    ms = sorted(s * 1000 for s in samples)
    p90 = ms[int(len(ms) * 0.9) - 1] if len(ms) >= 10 else ms[-1]
    print(f"{name:<44} median {statistics.median(ms):7.2f} ms   p90 {p90:7.2f} ms   (n={len(ms)})")
    return statistics.median(ms)


def main():
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm", "LANG": "C.UTF-8", "NO_COLOR": "1",
           "HOME": tempfile.gettempdir(), "XDG_STATE_HOME": tempfile.mkdtemp()}
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as form:
        form.write(FORM)
    formline = [BINARY, form.name]
    with_option = [BINARY, form.name, "--no-review"]
    bash = ["/bin/bash", "--norc", "--noprofile", "-c", 'read -e -p "x: "']
    for _ in range(3):  # warm the page cache
        first_prompt(formline, b"Field 0: ", env)
        first_prompt(with_option, b"Field 0: ", env)
        first_prompt(bash, b"x: ", env)
    ours, parsed, theirs = [], [], []
    for _ in range(RUNS):  # interleaved, so drift affects all alike
        ours.append(first_prompt(formline, b"Field 0: ", env))
        parsed.append(first_prompt(with_option, b"Field 0: ", env))
        theirs.append(first_prompt(bash, b"x: ", env))
    a = summary("formline FORM: exec to first prompt", ours)
    p = summary("formline FORM --no-review: same", parsed)
    b = summary("bash read -e: exec to prompt", theirs)
    print(f"ratio formline FORM / bash (medians): {a / b:.2f}")
    print(f"ratio formline FORM --no-review / bash (medians): {p / b:.2f}")
    answers = []
    for _ in range(max(3, RUNS // 5)):
        answers += per_answer(formline, env)
    summary("formline: Enter to next prompt drawn", answers)
    os.unlink(form.name)


if __name__ == "__main__":
    main()
