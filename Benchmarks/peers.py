#!/usr/bin/env python3
"""formline beside the prompt tools people would use instead, in one run, in a pty.

Two lines of issue #31's table, measured side by side:

1. Exec to the first prompt of a 20-field questionnaire: formline, `bash read -e` (the
   floor), a shell script asking with whiptail (newt), and a Python script asking with
   questionary (prompt_toolkit).
2. Enter to the next prompt drawn, on a questionnaire of N fields where each field is
   asked only when the one before it was answered (a condition per field): formline's
   `when`, the shell script's `if`, questionary's `when`. Each tool gets the same N; the
   first 20 answers are timed.

Every round runs each program once, in a new random order, so the load of this shared
machine falls on all alike; the ratios of medians are what to compare. The pty is 80x24
(whiptail and prompt_toolkit draw to its size), and prompt_toolkit is told not to ask for
the cursor's position (`PROMPT_TOOLKIT_NO_CPR=1`), which a pty never answers. Each tool
runs once unmeasured first.

Needs whiptail (Debian's package) and questionary (PyPI) for their rows; a peer that is
missing is left out and said so. Not run by CI.

Usage: Benchmarks/peers.py [path/to/formline] [rounds] [N]
"""
import os, random, shutil, statistics, subprocess, sys, tempfile, time

from pty_session import finish, spawn, wait_for

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/release/formline"
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 10
COUNT = int(sys.argv[3]) if len(sys.argv) > 3 else 10_000
TIMED_ANSWERS = 20


def has_questionary():
    return subprocess.run([sys.executable, "-c", "import questionary"],
                          capture_output=True).returncode == 0


def write_files(directory, count):
    """The questionnaire of `count` fields for every tool; returns {tool: argv}."""
    form = os.path.join(directory, f"form{count}.yaml")
    with open(form, "w") as file:
        file.write("title: Benchmark\nfields:\n")
        for index in range(count):
            file.write(f"  - key: f{index}\n    title: Field {index}\n")
            if index:
                file.write(f'    when: "$f{index - 1} != nil"\n')
    script = os.path.join(directory, f"whiptail{count}.sh")
    with open(script, "w") as file:
        file.write(f"""#!/bin/bash
previous=x
for ((i = 0; i < {count}; i++)); do
  if [ -n "$previous" ]; then
    previous=$(whiptail --inputbox "Field $i" 8 40 3>&1 1>&2 2>&3) || exit 1
  fi
done
""")
    python = os.path.join(directory, f"questionary{count}.py")
    with open(python, "w") as file:
        file.write(f"""import questionary
questions = [{{"type": "text", "name": f"f{{i}}", "message": f"Field {{i}}",
              "when": (lambda answers, i=i: i == 0 or bool(answers.get(f"f{{i - 1}}")))}}
             for i in range({count})]
questionary.prompt(questions)
""")
    tools = {"formline": [os.path.abspath(BINARY), form, "--no-review"],
             "bash read -e": ["bash", "--norc", "-c", 'read -e -p "Field 0: " x']}
    if shutil.which("whiptail"):
        tools["whiptail script"] = ["bash", script]
    if has_questionary():
        tools["questionary"] = [sys.executable, python]
    return tools


def environment():
    """The pty's terminal type, and prompt_toolkit told not to ask for the cursor's
    position: it waits up to a second for an answer this pty never gives; a terminal would
    answer at once."""
    return dict(os.environ, TERM="xterm-256color", PROMPT_TOOLKIT_NO_CPR="1")


def first_prompt(argv):
    start = time.perf_counter()
    pid, fd = spawn(argv, environment(), (24, 80))
    buffer = [b""]
    wait_for(fd, b"Field 0", buffer, 20)
    elapsed = time.perf_counter() - start
    finish(pid, fd)
    return elapsed


def per_answer(argv):
    pid, fd = spawn(argv, environment(), (24, 80))
    buffer = [b""]
    wait_for(fd, b"Field 0", buffer, 20)
    samples = []
    for index in range(1, TIMED_ANSWERS + 1):
        buffer[0] = b""
        start = time.perf_counter()
        os.write(fd, b"x\r")
        wait_for(fd, f"Field {index}".encode(), buffer, 20)
        samples.append(time.perf_counter() - start)
    finish(pid, fd)
    return samples


def main():
    with tempfile.TemporaryDirectory() as directory:
        small = write_files(directory, 20)
        large = write_files(directory, COUNT)
        for tool in ("whiptail script", "questionary"):
            if tool not in small:
                print(f"{tool}: not installed, left out")
        for tool in small:  # once each unmeasured: the first run reads the files from disk
            first_prompt(small[tool])
        starts = {tool: [] for tool in small}
        answers = {tool: [] for tool in large if tool != "bash read -e"}
        for _ in range(ROUNDS):
            order = list(small)
            random.shuffle(order)
            for tool in order:
                starts[tool].append(first_prompt(small[tool]))
            order = list(answers)
            random.shuffle(order)
            for tool in order:
                answers[tool].extend(per_answer(large[tool]))
        floor = statistics.median(starts["bash read -e"])
        print(f"Exec to the first prompt, 20 fields, {ROUNDS} rounds (median, ratio to bash):")
        for tool, samples in starts.items():
            median = statistics.median(samples)
            print(f"  {tool:<18} {median * 1000:8.2f} ms   {median / floor:6.2f}x")
        print(f"Enter to the next prompt, {COUNT} fields each with a condition, "
              f"{TIMED_ANSWERS} answers x {ROUNDS} rounds (median, ratio to formline):")
        ours = statistics.median(answers["formline"])
        for tool, samples in answers.items():
            median = statistics.median(samples)
            print(f"  {tool:<18} {median * 1000:8.3f} ms   {median / ours:8.1f}x")
        print(f"load average at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
