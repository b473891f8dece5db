#!/usr/bin/env python3
"""Records what cookiecutter and copier compute for each questionnaire here.

Run once by hand with cookiecutter and copier installed (never by CI):
    python3 -m venv /tmp/ccvenv && /tmp/ccvenv/bin/pip install cookiecutter copier
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
    for name, data in runs.items():
        with tempfile.TemporaryDirectory() as scratch:
            template = pathlib.Path(scratch) / "template"
            template.mkdir()
            for config in ("copier.yml", "copier.yaml"):
                if (folder / config).exists():
                    (template / config).write_text((folder / config).read_text())
            config = yaml.safe_load(
                next((folder / c).read_text() for c in ("copier.yml", "copier.yaml")
                     if (folder / c).exists()))
            envops = config.get("_envops", {})
            start = envops.get("variable_start_string", "{{")
            end = envops.get("variable_end_string", "}}")
            (template / f"{start}_copier_conf.answers_file{end}.jinja").write_text(
                f"{start} _copier_answers|to_nice_yaml {end}")
            subprocess.run(["git", "init", "-q"], cwd=template, check=True)
            destination = pathlib.Path(scratch) / "out"
            worker = copier.run_copy(
                str(template), str(destination), data={**base, **data}, defaults=True,
                unsafe=True, quiet=True, vcs_ref="HEAD")
            recorded = yaml.safe_load((destination / ".copier-answers.yml").read_text())
            questions = yaml.safe_load(
                next((template / c).read_text() for c in ("copier.yml", "copier.yaml")
                     if (template / c).exists()))
            # Secret answers are asked but not recorded; formline's result holds them.
            secrets = {k for k, v in questions.items() if isinstance(v, dict) and v.get("secret")}
            combined = dict(worker.answers.combined)
            # In question order (the answers file sorts its keys).
            answers = {}
            for key in questions:
                if key in recorded and not key.startswith("_"):
                    answers[key] = recorded[key]
                elif key in secrets:
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
