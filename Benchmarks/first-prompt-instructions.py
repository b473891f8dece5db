#!/usr/bin/env python3
"""Counts the instructions formline runs from exec to its first prompt, with callgrind.

Starts `valgrind --tool=callgrind formline FORM` in a pseudo-terminal, waits for the
prompt text, has callgrind dump its counters at that moment (`callgrind_control --dump`),
and prints the total and the functions with the most inclusive instructions whose name
holds each of the given words (for example `icu` or `pcre2`).

Usage: Benchmarks/first-prompt-instructions.py BINARY FORM PROMPT [WORD...]
e.g.   Benchmarks/first-prompt-instructions.py \\
         .build/x86_64-unknown-linux-gnu/release/formline Examples/server.yaml Hostname pcre2
Instruction counts do not depend on how loaded the machine is, unlike times.
"""
import glob, os, subprocess, sys, tempfile, time

from pty_session import finish, spawn, wait_for

binary, form, prompt = sys.argv[1:4]
words = sys.argv[4:]
work = tempfile.mkdtemp()
out = os.path.join(work, "callgrind.out")
pid, fd = spawn(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary, form])
buffer = [b""]
try:
    wait_for(fd, prompt.encode(), buffer, seconds=120)
    subprocess.run(["callgrind_control", "--dump=first-prompt", str(pid)], check=True,
                   stdout=subprocess.DEVNULL)
    # The dump is written by the program's own thread: wait for the file.
    for _ in range(200):
        dumps = [d for d in glob.glob(out + "*") if d != out]
        if dumps and os.path.getsize(dumps[0]) > 0:
            break
        time.sleep(0.1)
finally:
    finish(pid, fd)
dump = sorted(d for d in glob.glob(out + "*") if d != out)[0]
time.sleep(0.5)
total = next(
    line.split()[1] for line in open(dump) if line.startswith(("summary:", "totals:")))
print(f"instructions to the first prompt: {int(total):,}")
if words:
    annotated = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", "--threshold=100", dump], capture_output=True, text=True
    ).stdout
    for word in words:
        lines = [l for l in annotated.splitlines() if word.lower() in l.lower()][:5]
        print(f"-- functions naming {word!r}, inclusive:")
        print("\n".join(lines) if lines else "   none")
