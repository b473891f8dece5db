#!/usr/bin/env python3
"""Checks that formline's answers feed copier and cookiecutter: for two copier and two
cookiecutter questionnaires of the test fixtures, a small template is made around the
questionnaire (one file listing every answer), and the project the tool makes from its own
defaults is compared with the one it makes from formline's answers.

Needs the real tools from PyPI and a built formline; CI does not run it:
    python3 -m venv /tmp/interop && /tmp/interop/bin/pip install copier==9.19.1 \\
        cookiecutter==2.7.1 jinja2-time
    swift build && /tmp/interop/bin/python Scripts/check-tool-interop.py
Exit status 0 when every project is identical.
"""
import filecmp
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests/FormlineEndToEndTests/Fixtures/importers"
FORMLINE = str(ROOT / ".build/debug/formline")
BIN = pathlib.Path(sys.executable).parent
COPIER = ["copier/fastapi", "copier/docs"]
COOKIECUTTER = ["cookiecutter/pypackage", "cookiecutter/uv"]


def same_tree(a, b):
    comparison = filecmp.dircmp(a, b)
    if comparison.left_only or comparison.right_only or comparison.diff_files:
        return False
    return all(same_tree(a / d, b / d) for d in comparison.common_dirs)


def formline(questionnaire, output, extra=()):
    subprocess.run(
        # The real clock, as the tool's own run reads it.
        [FORMLINE, str(questionnaire), "-y", "-o", str(output), *extra],
        check=True)


def check_copier(name, scratch):
    template = scratch / "template"
    shutil.copytree(FIXTURES / name, template)
    base = FIXTURES / name / "base.json"
    data = json.loads(base.read_text()) if base.exists() else {}
    (template / "answers.txt.jinja").write_text(
        "{% for k, v in _copier_answers|dictsort %}{{ k }}={{ v }}\n{% endfor %}")
    subprocess.run(["git", "init", "-q"], cwd=template, check=True)
    subprocess.run(["git", "add", "-A"], cwd=template, check=True)
    subprocess.run(
        ["git", "-c", "user.name=x", "-c", "user.email=x@x", "commit", "-qm", "t"],
        cwd=template, check=True)
    sets = [arg for key, value in data.items() for arg in ("--set", f"{key}={value}")]
    formline(template / "copier.yml", scratch / "answers.yml", sets)
    copier = [str(BIN / "copier"), "copy", "--defaults", "--trust", "--quiet", "--skip-tasks"]
    own = [arg for key, value in data.items() for arg in ("--data", f"{key}={value}")]
    subprocess.run([*copier, *own, str(template), str(scratch / "own")], check=True)
    subprocess.run(
        [*copier, "--data-file", str(scratch / "answers.yml"), str(template),
         str(scratch / "fed")], check=True)
    return same_tree(scratch / "own", scratch / "fed")


def check_cookiecutter(name, scratch):
    from cookiecutter.main import cookiecutter
    template = scratch / "template"
    template.mkdir()
    shutil.copy(FIXTURES / name / "cookiecutter.json", template)
    project = template / "{{ 'project' if cookiecutter else '' }}"
    project.mkdir()
    # Not `_output_dir` and the other keys cookiecutter adds about the run itself.
    (project / "answers.txt").write_text(
        "{% for k, v in cookiecutter|dictsort if not k.startswith('_') %}"
        "{{ k }}={{ v }}\n{% endfor %}")
    base = FIXTURES / name / "base.json"
    data = json.loads(base.read_text()) if base.exists() else {}
    formline(template / "cookiecutter.json", scratch / "context.json",
             [arg for key, value in data.items() for arg in ("--set", f"{key}={value}")])
    context = json.loads((scratch / "context.json").read_text())
    cookiecutter(str(template), no_input=True, extra_context=data, output_dir=str(scratch / "own"))
    cookiecutter(str(template), no_input=True, extra_context=context,
                 output_dir=str(scratch / "fed"))
    return same_tree(scratch / "own", scratch / "fed")


def main():
    failures = 0
    for name in COPIER + COOKIECUTTER:
        with tempfile.TemporaryDirectory() as directory:
            check = check_copier if name.startswith("copier") else check_cookiecutter
            same = check(name, pathlib.Path(directory))
        print(f"{'same' if same else 'DIFFERENT'}: {name}")
        failures += 0 if same else 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
