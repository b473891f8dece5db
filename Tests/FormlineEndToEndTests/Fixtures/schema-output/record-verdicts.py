#!/usr/bin/env python3
"""Records, with Python's `jsonschema` package, what `formline schema` says of each instance.

Run by hand after building formline (never by CI), with a Python that has jsonschema:
    python3 -m venv /tmp/jsv && /tmp/jsv/bin/pip install jsonschema
    /tmp/jsv/bin/python record-verdicts.py [path/to/formline]
Writes `schema.json` (what `formline schema form.yaml` prints) and `verdicts.json` (for each
`instances/*.json`, whether jsonschema accepts it against that schema). The tests check that
formline still prints that schema and that `formline validate --answers` agrees with every
verdict. Instances named `valid-*` or `invalid-*` must get that verdict here.
"""
import json
import pathlib
import subprocess
import sys

import jsonschema

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[3]
FORMLINE = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/debug/formline")

printed = subprocess.run(
    [FORMLINE, "schema", "form.yaml"], cwd=HERE, capture_output=True, text=True, check=True)
schema = json.loads(printed.stdout)
(HERE / "schema.json").write_text(printed.stdout)
validator = jsonschema.Draft202012Validator(schema)
verdicts = {}
for path in sorted((HERE / "instances").glob("*.json")):
    valid = validator.is_valid(json.loads(path.read_text()))
    if valid != path.name.startswith("valid-"):
        sys.exit(f"{path.name}: jsonschema says {'valid' if valid else 'invalid'}")
    verdicts[path.name] = valid
(HERE / "verdicts.json").write_text(json.dumps(verdicts, indent=2) + "\n")
