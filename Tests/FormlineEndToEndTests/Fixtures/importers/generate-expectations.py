#!/usr/bin/env python3
"""Records what cookiecutter and copier compute for each questionnaire here.

Run once by hand with cookiecutter and copier installed (never by CI):
    python3 -m venv /tmp/ccvenv && /tmp/ccvenv/bin/pip install cookiecutter==2.7.1 jinja2-time copier==9.19.1
    /tmp/ccvenv/bin/python generate-expectations.py
Each fixture folder may hold `overrides.json`: {"name": {"key": "value"}} for the runs with
an answer given in advance (cookiecutter's extra context, copier's data). `base.json`
holds answers every run needs (for example kedro's self-referencing kedro_version).
The clock is fixed at NOW below (the tests pass the same --now) by patching the
tools' clock in this process; TZ=UTC is expected.
"""
import datetime
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
NOW = datetime.datetime(2026, 3, 1, 23, 30, tzinfo=datetime.timezone.utc)


def fix_clock():
    import arrow
    import cookiecutter.extensions as extensions
    real_get = arrow.get
    extensions.arrow.now = lambda tz="local": real_get(NOW).to(tz)
    import time
    real_localtime = time.localtime
    time.localtime = lambda seconds=None: real_localtime(
        NOW.timestamp() if seconds is None else seconds)


def write(path, value):
    path.write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def cookiecutter_runs(folder):
    from cookiecutter.generate import generate_context
    from cookiecutter.prompt import prompt_for_config
    base = json.loads((folder / "base.json").read_text()) if (folder / "base.json").exists() else {}
    overrides = json.loads((folder / "overrides.json").read_text()) if (folder / "overrides.json").exists() else {}
    runs = {"defaults": {}}
    runs.update(overrides)
    for name, extra in runs.items():
        context = generate_context(
            context_file=str(folder / "cookiecutter.json"), extra_context={**base, **extra})
        result = prompt_for_config(context, no_input=True)
        write(folder / f"expected-{name}.json", result)


def copier_runs(folder):
    import copier
    import yaml
    base = json.loads((folder / "base.json").read_text()) if (folder / "base.json").exists() else {}
    overrides = json.loads((folder / "overrides.json").read_text()) if (folder / "overrides.json").exists() else {}
    runs = {"defaults": {}}
    runs.update(overrides)
    source = next(folder / c for c in ("copier.yml", "copier.yaml") if (folder / c).exists())
    text = source.read_text()
    try:
        questions = yaml.safe_load(text) or {}
    except yaml.YAMLError:
        # Several documents or `!include`: copier reads them itself.
        questions = {}
    if "_jinja_extensions" in questions:
        # The template's own extensions live in files beside its copier.yml; no question
        # of these fixtures uses them, so the tool runs without them.
        del questions["_jinja_extensions"]
        text = yaml.safe_dump(questions, sort_keys=False, allow_unicode=True)
    for name, data in runs.items():
        with tempfile.TemporaryDirectory() as scratch:
            template = pathlib.Path(scratch) / "template"
            # Files an `!include` names sit beside copier.yml.
            shutil.copytree(folder, template)
            (template / source.name).write_text(text)
            subprocess.run(["git", "init", "-q"], cwd=template, check=True)
            with copier.Worker(
                str(template), str(pathlib.Path(scratch) / "out"), data={**base, **data},
                defaults=True, unsafe=True, quiet=True, skip_tasks=True,
            ) as worker:
                # Only the questions: what copier would write to its answers file.
                worker._ask()
                recorded = worker._answers_to_remember()
                combined = dict(worker.answers.combined)
                questions = worker.template.questions_data
            # Secret answers are asked but not recorded; formline's result holds them.
            secrets = {k for k, v in questions.items() if isinstance(v, dict) and v.get("secret")}
            answers = {}
            for key in questions:
                if key in recorded and not key.startswith("_"):
                    answers[key] = recorded[key]
                elif key in secrets and key in combined and key not in worker.answers.hidden:
                    answers[key] = combined[key]
            write(folder / f"expected-{name}.json", answers)


def main():
    fix_clock()
    for folder in sorted((HERE / "cookiecutter").iterdir()):
        cookiecutter_runs(folder)
    if (HERE / "copier").exists():
        for folder in sorted((HERE / "copier").iterdir()):
            copier_runs(folder)


if __name__ == "__main__":
    sys.exit(main())
