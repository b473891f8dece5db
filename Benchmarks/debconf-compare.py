#!/usr/bin/env python3
"""Compares a non-interactive fill of N questions with debconf's (Debian's installer
questions, in the base system).

debconf: a shell script sources /usr/share/debconf/confmodule, loads N string templates
(`X_LOADTEMPLATEFILE`), asks each (`db_input high`), runs `db_go` and reads every answer
back (`db_get`), with DEBIAN_FRONTEND=noninteractive, so each question takes its default
as `formline FORM -y` does. A second debconf run first preseeds every answer with
`debconf-set-selections`, as `formline FORM -a FILE -y` takes answers from a file. Both
use a private database (DEBCONF_SYSTEMRC names a debconf.conf with File databases in a
temporary directory), so the system's is never touched; each run starts from an empty
database.

formline: a form of N text fields with defaults, `-y`, and the same with an answers file.

Runs alternate so a loaded machine slows all alike; medians of wall time and of CPU time
(the child's user + system time) are reported, with each debconf time divided by the
matching formline time. (Every well-formed fill command line now starts without
swift-argument-parser, so there is no row "via the parser" any more: docs/benchmarks.md,
session 23.)

Usage: Benchmarks/debconf-compare.py [binary] [rounds] [N]
"""
import json, os, resource, shutil, statistics, subprocess, sys, tempfile, time

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/release/formline"
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 3
COUNT = int(sys.argv[3]) if len(sys.argv) > 3 else 1_000


def setup(directory):
    templates = os.path.join(directory, "bench.templates")
    with open(templates, "w") as file:
        for index in range(COUNT):
            file.write(f"Template: bench/q{index}\nType: string\nDefault: v{index}\n"
                       f"Description: Question {index}\n\n")
    script = os.path.join(directory, "ask.sh")
    with open(script, "w") as file:
        file.write(f"""#!/bin/sh
set -e
. /usr/share/debconf/confmodule
db_x_loadtemplatefile {templates} bench
i=0
while [ $i -lt {COUNT} ]; do db_input high bench/q$i || true; i=$((i + 1)); done
db_go
i=0
while [ $i -lt {COUNT} ]; do db_get bench/q$i; i=$((i + 1)); done
""")
    os.chmod(script, 0o755)
    selections = os.path.join(directory, "bench.selections")
    with open(selections, "w") as file:
        for index in range(COUNT):
            file.write(f"bench bench/q{index} string a{index}\n")
    form = os.path.join(directory, "form.yaml")
    with open(form, "w") as file:
        file.write("fields:\n" + "".join(
            f"  - key: q{index}\n    title: Question {index}\n    default: v{index}\n"
            for index in range(COUNT)))
    answers = os.path.join(directory, "answers.json")
    with open(answers, "w") as file:
        json.dump({f"q{index}": f"a{index}" for index in range(COUNT)}, file)
    return script, selections, form, answers


def debconf_environment(directory):
    database = os.path.join(directory, "db")
    shutil.rmtree(database, ignore_errors=True)
    os.makedirs(database)
    configuration = os.path.join(directory, "debconf.conf")
    with open(configuration, "w") as file:
        file.write(f"""Config: configdb
Templates: templatedb

Name: configdb
Driver: File
Filename: {database}/config.dat

Name: templatedb
Driver: File
Filename: {database}/templates.dat
""")
    environment = dict(os.environ)
    environment.update(DEBCONF_SYSTEMRC=configuration, DEBIAN_FRONTEND="noninteractive",
                       DEBCONF_NOWARNINGS="yes")
    return environment


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(argv, environment=None):
    """Wall and CPU seconds of one run."""
    cpu = children_cpu()
    start = time.perf_counter()
    result = subprocess.run(argv, env=environment, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    if result.returncode != 0:
        sys.exit(f"{' '.join(argv)}: exit {result.returncode}: {result.stderr.decode()[:400]}")
    return time.perf_counter() - start, children_cpu() - cpu


def added(first, second):
    return first[0] + second[0], first[1] + second[1]


def main():
    directory = tempfile.mkdtemp()
    script, selections, form, answers = setup(directory)
    results = {name: [] for name in ("debconf", "debconf preseeded", "formline -y",
                                     "formline -a -y")}
    for _ in range(ROUNDS):
        results["debconf"].append(timed([script], debconf_environment(directory)))
        environment = debconf_environment(directory)
        results["debconf preseeded"].append(added(
            timed(["debconf-set-selections", selections], environment),
            timed([script], environment)))
        results["formline -y"].append(timed([BINARY, form, "-y", "-f", "json"]))
        results["formline -a -y"].append(
            timed([BINARY, form, "-a", answers, "-y", "-f", "json"]))
    wall = {name: statistics.median(t[0] for t in times) for name, times in results.items()}
    cpu = {name: statistics.median(t[1] for t in times) for name, times in results.items()}
    print(f"{COUNT} questions, {ROUNDS} rounds, medians (wall / CPU)")
    for name in results:
        print(f"  {name}: {wall[name]:.3f} s / {cpu[name] * 1000:.0f} ms")
    for slow, fast in (("debconf", "formline -y"), ("debconf preseeded", "formline -a -y")):
        print(f"  {slow} / {fast}: {wall[slow] / wall[fast]:.1f}x wall, "
              f"{cpu[slow] / cpu[fast]:.1f}x CPU")


if __name__ == "__main__":
    main()
