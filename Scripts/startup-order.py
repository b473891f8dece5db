#!/usr/bin/env python3
"""Writes Scripts/startup-order.txt: the functions formline runs up to its first prompts.

`make build` links the static binary with this list as gold's `--section-ordering-file`
(every Swift function in its own section, `-function-sections`), so the code that runs
before the first prompt lies together at one place of the binary instead of in pages
scattered over 23 MB of text: each page it touches costs a fault, and the kernel maps 64 KB
around each (docs/benchmarks.md, session 19: 13.3 → 9.5 MiB resident at the first prompt,
2.77 → 2.32 ms of CPU).

Each common command line runs under valgrind's callgrind in a pseudo-terminal, answers
two prompts and is interrupted; every function callgrind saw is listed once, in the order
first seen. A name the code no longer has is ignored by the linker, so the list only needs
regenerating when start-up code moves a lot (a new first-prompt path, a new dependency).

Usage: Scripts/startup-order.py [BINARY] [OUTPUT]
  BINARY  a release build of formline (default .build/release/formline); valgrind needed
  OUTPUT  default Scripts/startup-order.txt
"""
import os
import pty
import re
import select
import signal
import subprocess
import sys
import tempfile
import time

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/release/formline"
OUTPUT = sys.argv[2] if len(sys.argv) > 2 else "Scripts/startup-order.txt"

FORM_YAML = "title: Start\nfields:\n  - key: name\n    title: Name\n  - key: port\n    type: integer\n    default: 8080\n  - key: city\n"
FORM_JSON = '{"title": "Start", "fields": [{"key": "name"}, {"key": "port", "type": "integer"}, "city"]}'
ANSWERS = "name: Ada\n"


def names_seen(argv, directory):
    """The functions callgrind saw while `argv` reached its first prompts."""
    out = os.path.join(directory, "callgrind.out")
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(directory)
        os.execvp("valgrind", ["valgrind", "-q", "--tool=callgrind",
                               f"--callgrind-out-file={out}", *argv])
    buffer = b""

    def wait_for_prompts(count):
        nonlocal buffer
        deadline = time.time() + 120
        while time.time() < deadline and buffer.count(b": ") < count:
            ready, _, _ = select.select([fd], [], [], 1)
            if ready:
                try:
                    buffer += os.read(fd, 4096)
                except OSError:
                    return

    wait_for_prompts(1)
    os.write(fd, b"x\r")
    wait_for_prompts(2)
    os.kill(pid, signal.SIGINT)
    deadline = time.time() + 60
    while time.time() < deadline:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        try:
            os.read(fd, 4096)
        except OSError:
            pass
        time.sleep(0.1)
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    names = []
    with open(out, encoding="utf-8", errors="replace") as profile:
        for line in profile:
            match = re.match(r"^c?fn=\(\d+\) (\S+)$", line.rstrip("\n"))
            if match and "'" not in match.group(1):
                names.append(match.group(1))
    return names


def main():
    binary = os.path.abspath(BINARY)
    seen, ordered = set(), []
    with tempfile.TemporaryDirectory() as directory:
        for name, text in [("form.yaml", FORM_YAML), ("form.json", FORM_JSON),
                           ("answers.yaml", ANSWERS)]:
            with open(os.path.join(directory, name), "w") as file:
                file.write(text)
        command_lines = [
            [binary, "form.yaml"],
            [binary, "form.yaml", "-o", "out.json"],
            [binary, "form.yaml", "-f", "yaml"],
            [binary, "form.yaml", "-a", "answers.yaml", "--ask-all"],
            [binary, "form.json", "--no-review"],
            [binary, "fill", "form.yaml", "-o", "out.yaml", "--no-color"],
            [binary, "form.yaml", "--timeout", "600", "--transcript", "transcript.txt"],
        ]
        for argv in command_lines:
            found = names_seen(argv, directory)
            print(f"{' '.join(argv[1:])}: {len(found)} functions", file=sys.stderr)
            for name in found:
                if name not in seen:
                    seen.add(name)
                    ordered.append(name)
    with open(OUTPUT, "w") as file:
        file.write("".join(f".text.{name}\n" for name in ordered))
    print(f"{OUTPUT}: {len(ordered)} functions", file=sys.stderr)


if __name__ == "__main__":
    subprocess.run(["valgrind", "--version"], check=True, capture_output=True)
    main()
