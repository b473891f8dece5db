#!/usr/bin/env python3
"""Writes Scripts/startup-order.txt: the functions formline runs up to its first prompts.

`make build` links the static binary with this list as gold's `--section-ordering-file`
(every Swift function in its own section, `-function-sections`), so the code that runs
before the first prompt lies together at one place of the binary instead of in pages
scattered over 23 MB of text: each page it touches costs a fault, and the kernel maps 64 KB
around each (docs/benchmarks.md, session 19: 13.3 → 9.5 MiB resident at the first prompt,
2.77 → 2.32 ms of CPU).

Each common command line, and each form of Examples/, runs under valgrind's callgrind in
a pseudo-terminal, answers two prompts and is interrupted; every function callgrind saw is
listed once, in the order first seen, with the functions folded into it. Placed first, by
pattern: the static initialisers and the functions Swift leaves without a name, which
callgrind does not name as their sections are (session 27: 9.0 → 7.1 MiB). A name the
code no longer has is ignored by the linker, so the list only needs regenerating when
start-up code moves a lot (a new first-prompt path, a new dependency).

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
# More fields than an ordered dictionary keeps without a hash table (swift-collections
# makes one past 15), as most real forms have.
FORM_LARGE = "title: Large\nfields:\n" + "".join(
    f"  - key: field{i}\n    title: Field {i}\n" for i in range(24))


def names_seen(argv, directory):
    """The functions callgrind saw while `argv` reached its first prompts."""
    out = os.path.join(directory, "callgrind.out")
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(directory)
        # Names as the object files spell them (C++ ones mangled), to match their sections.
        os.execvp("valgrind", ["valgrind", "-q", "--tool=callgrind", "--demangle=no",
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
            # Code without a symbol is named by its address, which no section has.
            if match and not match.group(1).startswith("0x"):
                # A function seen again in a recursion cycle is named `name'2`.
                names.append(match.group(1).split("'")[0])
    return names


def folded_together(binary):
    """For each function of `binary`, every function at its address: gold's identical-code
    folding keeps one of a set of identical functions, and callgrind names the set by any
    of them, so all are listed where one was seen and the copy kept is the one placed."""
    by_address, groups = {}, {}
    listing = subprocess.run(["nm", "--defined-only", binary], check=True,
                             capture_output=True, text=True).stdout
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] in "tTwW":
            by_address.setdefault(fields[0], []).append(fields[2])
    for group in by_address.values():
        for name in group:
            groups[name] = group
    return groups


def main():
    binary = os.path.abspath(BINARY)
    seen, ordered = set(), []
    with tempfile.TemporaryDirectory() as directory:
        for name, text in [("form.yaml", FORM_YAML), ("form.json", FORM_JSON),
                           ("answers.yaml", ANSWERS), ("large.yaml", FORM_LARGE)]:
            with open(os.path.join(directory, name), "w") as file:
                file.write(text)
        command_lines = [
            [binary, "form.yaml"],
            [binary, "large.yaml"],
            [binary, "form.yaml", "-o", "out.json"],
            [binary, "form.yaml", "-f", "yaml"],
            [binary, "form.yaml", "-a", "answers.yaml", "--ask-all"],
            [binary, "form.json", "--no-review"],
            [binary, "fill", "form.yaml", "-o", "out.yaml", "--no-color"],
            [binary, "form.yaml", "--timeout", "600", "--transcript", "transcript.txt"],
        ]
        # The bundled examples reach code the small forms do not: sections, patterns,
        # conditions, dates and times, subforms and collections, a JSON Schema.
        examples = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Examples")
        command_lines += [[binary, os.path.join(examples, name)]
                          for name in sorted(os.listdir(examples))]
        for argv in command_lines:
            found = names_seen(argv, directory)
            print(f"{' '.join(argv[1:])}: {len(found)} functions", file=sys.stderr)
            for name in found:
                if name not in seen:
                    seen.add(name)
                    ordered.append(name)
    # Sections the names callgrind saw do not match: every static initialiser, which runs
    # before `main` (C++ puts each in a `.text.startup` section, with the function's name
    # after it when compiled with a section per function), and the functions Swift leaves
    # unnamed (thunks, object destroyers: `.text..L__unnamed_1` in every object that has
    # one, ~800 sections and 75 KB in all), which callgrind counts under the symbol before
    # them.
    lines = [".text.startup", ".text.startup.*", ".text..L*"]
    placed = set(lines)
    folded = folded_together(binary)
    for name in ordered:
        for each in folded.get(name, [name]):
            section = f".text.{each}"
            if section not in placed:
                placed.add(section)
                lines.append(section)
    with open(OUTPUT, "w") as file:
        file.write("".join(f"{line}\n" for line in lines))
    print(f"{OUTPUT}: {len(ordered)} functions, {len(lines)} sections", file=sys.stderr)


if __name__ == "__main__":
    subprocess.run(["valgrind", "--version"], check=True, capture_output=True)
    main()
