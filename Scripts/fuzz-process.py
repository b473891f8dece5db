#!/usr/bin/env python3
"""Process-level differential fuzzing of formline, the binary as users run it.

Usage: Scripts/fuzz-process.py [SECONDS] [BINARY] [SEED]
       (defaults: 3600 seconds, .build/release/formline, a random seed)

Each round writes one generated questionnaire (a cookiecutter.json, a copier.yml or a
native form) whose values are Jinja templates built from hostile pieces: 64-bit edge
integers, operators that overflow or multiply sizes, deep nesting and long flat chains.
It then runs, each under a 10-second timeout and a 1 GiB address-space limit:

  formline validate FORM          formline show FORM        formline convert FORM
  formline FORM -y -f json        formline CONVERTED -y -f json   (the converted form)

and records a finding when any run dies of a signal (a trap, a stack overflow), times
out, or when the two differential checks fail:

  * `validate` accepted the form but a fill with defaults refused it for a reason a load
    makes (a syntax error, a construct not supported, nesting too deep); values that do
    not fit an operation are found only when the template is rendered, and are not
    findings;
  * the original and the converted form, filled with defaults, gave different results.

Findings go to .build-fuzz/process-findings/ (the form, the command, stderr). One core:
the runs are sequential. Not part of .ci/run; see docs/fuzzing.md.
"""
import json, os, random, resource, shutil, subprocess, sys, tempfile, time

SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 3600
BINARY = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else ".build/release/formline")
SEED = int(sys.argv[3]) if len(sys.argv) > 3 else random.randrange(1 << 30)
FINDINGS = os.path.abspath(".build-fuzz/process-findings")
LIMIT_BYTES = 1 << 30
TIMEOUT = 10

INTEGERS = ["9223372036854775807", "(-9223372036854775807 - 1)", "4611686018427387904",
            "-1", "0", "1", "2", "3", "10000", "9007199254740993", "1e308", "0.5"]
BINARY_OPERATORS = ["+", "-", "*", "/", "//", "%", "**", "~", "==", "<", "and", "or"]
FILTERS = ["lower", "upper", "int", "float", "string", "length", "first", "last", "trim",
           "slugify", "title", "truncate(9223372036854775807)", "truncate(3, true, '.', 0)",
           "replace('', 'ab')", "replace('a', 'bbbb')", "join('xx')", "default('d')"]
METHODS = ["lower()", "upper()", "strip()", "replace('', '-')", "split()", "title()"]


def atom(rng, names):
    choice = rng.random()
    if choice < 0.45:
        return rng.choice(INTEGERS)
    if choice < 0.75 and names:
        return "cookiecutter." + rng.choice(names)
    return repr(rng.choice(["a", "ab", "", "x y", "é", "10"]))


def expression(rng, names, depth=0):
    choice = rng.random()
    if depth > 6 or choice < 0.25:
        return atom(rng, names)
    if choice < 0.55:
        return (f"{expression(rng, names, depth + 1)} {rng.choice(BINARY_OPERATORS)} "
                f"{expression(rng, names, depth + 1)}")
    if choice < 0.70:
        return f"({expression(rng, names, depth + 1)}) | {rng.choice(FILTERS)}"
    if choice < 0.78:
        return f"({expression(rng, names, depth + 1)}).{rng.choice(METHODS)}"
    if choice < 0.84:
        return f"{expression(rng, names, depth + 1)} if {atom(rng, names)} else {atom(rng, names)}"
    if choice < 0.90:
        # Deep nesting around the limit, or a long flat chain.
        count = rng.choice([50, 99, 100, 101, 1000, 20000])
        kind = rng.randrange(4)
        if kind == 0:
            return "(" * count + atom(rng, names) + ")" * count
        if kind == 1:
            return "not " * count + atom(rng, names)
        if kind == 2:
            return atom(rng, names) + " + 1" * count
        return atom(rng, names) + " | lower" * count
    return f"{atom(rng, names)}[{rng.choice(['0', '-1', '1:', ':9223372036854775807'])}]"


def template(rng, names):
    text = "{{ " + expression(rng, names) + " }}"
    if rng.random() < 0.2:
        text = "{% if " + expression(rng, names) + " %}" + text + "{% endif %}"
    return text


def questionnaire(rng):
    """A form of a random dialect: (file name, text, the names of its fields)."""
    count = rng.randrange(1, 8)
    names = []
    values = {}
    for index in range(count):
        name = f"f{index}"
        values[name] = template(rng, names) if names and rng.random() < 0.8 else str(rng.choice(INTEGERS))
        names.append(name)
    dialect = rng.randrange(3)
    if dialect == 0:
        return "cookiecutter.json", json.dumps(values), names
    if dialect == 1:
        lines = []
        for name, value in values.items():
            lines.append(f"{name}:")
            lines.append(f"  type: {rng.choice(['str', 'int', 'float', 'bool', 'str'])}")
            lines.append(f"  default: {json.dumps(value)}")
            if rng.random() < 0.3 and names.index(name):
                lines.append(f"  when: {json.dumps(template(rng, names[:names.index(name)]))}")
        return "copier.yml", "\n".join(lines) + "\n", names
    lines = ["fields:"]
    for name, value in values.items():
        lines.append(f"  - key: {name}")
        lines.append(f"    default: {json.dumps(value)}")
    return "form.yaml", "\n".join(lines) + "\n", names


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (LIMIT_BYTES, LIMIT_BYTES))


def run(arguments, directory):
    try:
        process = subprocess.run(
            [BINARY] + arguments, cwd=directory, stdin=subprocess.DEVNULL,
            capture_output=True, timeout=TIMEOUT, preexec_fn=limit_memory,
            env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
        return process.returncode, process.stdout, process.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def record(kind, directory, detail):
    os.makedirs(FINDINGS, exist_ok=True)
    target = os.path.join(FINDINGS, f"{kind}-{int(time.time() * 1000)}")
    shutil.copytree(directory, target)
    with open(os.path.join(target, "FINDING.txt"), "w") as note:
        note.write(detail)
    print(f"finding: {kind}: {target}", flush=True)


def main():
    rng = random.Random(SEED)
    print(f"seed {SEED}, binary {BINARY}", flush=True)
    deadline = time.time() + SECONDS
    executions = rounds = findings = 0
    while time.time() < deadline:
        rounds += 1
        with tempfile.TemporaryDirectory() as directory:
            name, text, _ = questionnaire(rng)
            form = os.path.join(directory, name)
            with open(form, "w") as handle:
                handle.write(text)
            results = {}
            for label, arguments in [
                ("validate", ["validate", name]), ("show", ["show", name]),
                ("convert", ["convert", name]), ("fill", [name, "-y", "-f", "json"]),
            ]:
                results[label] = run(arguments, directory)
                executions += 1
            converted = results["convert"]
            if converted[0] == 0:
                with open(os.path.join(directory, "converted.yaml"), "wb") as handle:
                    handle.write(converted[1])
                results["converted-fill"] = run(
                    ["converted.yaml", "-y", "-f", "json"], directory)
                executions += 1
            for label, (status, _, stderr) in results.items():
                if status == "timeout" or (isinstance(status, int) and (status < 0 or status >= 128)):
                    findings += 1
                    record(f"{label}-{status}", directory,
                           f"{label} ended with {status}\n{stderr.decode(errors='replace')[-4000:]}")
            load_reasons = ("syntax error", "is not supported", "nested more than")
            fill_errors = results["fill"][2].decode(errors="replace")
            if results["validate"][0] == 0 and results["fill"][0] == 65 and \
                    any(reason in fill_errors for reason in load_reasons):
                findings += 1
                record("validate-accepts-fill-refuses", directory,
                       results["fill"][2].decode(errors="replace")[-4000:])
            original = results["fill"]
            copy = results.get("converted-fill")
            if copy and original[0] == 0 and copy[0] == 0 and \
                    json.loads(original[1] or b"null") != json.loads(copy[1] or b"null"):
                findings += 1
                record("convert-differs", directory,
                       f"original: {original[1].decode()}\nconverted: {copy[1].decode()}")
    print(f"{rounds} forms, {executions} executions, {findings} findings, seed {SEED}")


main()
