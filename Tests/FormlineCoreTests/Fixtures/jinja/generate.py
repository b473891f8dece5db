#!/usr/bin/env python3
"""Records what real Jinja2 renders for every case of `cases.txt`, in the environment
cookiecutter and copier build (StrictUndefined, jinja2-ansible-filters, cookiecutter's
extensions, jinja2-time), with the variables of `context.json`.

Run once by hand (never by CI), from this folder:
    python3 -m venv /tmp/jv && /tmp/jv/bin/pip install jinja2==3.1.6 \
        jinja2-ansible-filters==1.3.2 cookiecutter==2.7.1 jinja2-time
    /tmp/jv/bin/python generate.py
`cases.txt` holds one template per line under `# group` headings (`\\n` in a line is a
newline). `expected.tsv` gets: group, the template as JSON, then the rendered text as JSON,
or `error` when Jinja2 refuses the template or raises while rendering it.
"""
import json
import pathlib

import jinja2
from jinja2.sandbox import SandboxedEnvironment

HERE = pathlib.Path(__file__).resolve().parent


def environment(*more_extensions):
    return SandboxedEnvironment(
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        extensions=[
            "jinja2_ansible_filters.AnsibleCoreFiltersExtension",
            "cookiecutter.extensions.JsonifyExtension",
            "cookiecutter.extensions.SlugifyExtension",
            *more_extensions,
        ],
    )


def main():
    context = json.loads((HERE / "context.json").read_text())
    env = environment()
    # The `loop controls` group is rendered as a template naming the extension renders it.
    loop_env = environment("jinja2.ext.loopcontrols")
    rows = []
    group = ""
    for line in (HERE / "cases.txt").read_text().splitlines():
        if not line.strip():
            continue
        if line.startswith("# "):
            group = line[2:].strip()
            continue
        template = line.replace("\\n", "\n")
        try:
            result = json.dumps((loop_env if group == "loop controls" else env).from_string(template).render(**context), ensure_ascii=False)
        except Exception:  # noqa: BLE001 - any refusal is the expectation "error"
            result = "error"
        rows.append("\t".join([group, json.dumps(template, ensure_ascii=False), result]))
    (HERE / "expected.tsv").write_text("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
