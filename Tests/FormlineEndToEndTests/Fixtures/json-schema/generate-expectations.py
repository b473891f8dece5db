#!/usr/bin/env python3
"""Records, with Python's `jsonschema` package, what the JSON Schema tests expect.

Run once by hand after building formline (never by CI):
    python3 -m venv /tmp/jsv && /tmp/jsv/bin/pip install jsonschema pyyaml rfc3339-validator
    /tmp/jsv/bin/python generate-expectations.py [path/to/formline]
For each folder holding `schema.json` (or `schema.yaml`):
- `instances/*.json` are validated by jsonschema (formats checked) and the verdicts are
  written to `verdicts.json`; the tests check `formline validate --answers` agrees.
- each run in `runs.json` ({"name": {"arguments": [...], "input": "..."}}) is filled by
  formline; its output must be valid for jsonschema, and is written to `expected-NAME.json`,
  which the tests compare formline's output with.
- each valid instance is filled with `-y --answers` (every value given in advance): the
  output must be valid for jsonschema and hold every value of the instance (a null may be
  left out).
"""
import json
import pathlib
import subprocess
import sys

import jsonschema

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[3]
FORMLINE = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".build/debug/formline")


def load(path):
    if path.suffix == ".json":
        return json.loads(path.read_text())
    import yaml
    return yaml.safe_load(path.read_text())


def write(path, value):
    path.write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def schema_file(folder):
    for name in ("schema.json", "schema.yaml"):
        if (folder / name).exists():
            return folder / name
    return None


def holds(output, instance):
    """Whether `output` holds every value of `instance` (defaults may add members, and an
    optional property given as null may be left out)."""
    if isinstance(instance, dict):
        return isinstance(output, dict) and all(
            holds(output[key], value) if key in output else value is None
            for key, value in instance.items())
    if isinstance(instance, bool) or isinstance(output, bool):
        return output is instance
    return output == instance


def round_trip(folder, source, validator, instance_path):
    """Fills the schema from a valid instance; None when the result is what it should be."""
    result = subprocess.run(
        [FORMLINE, source.name, "-y", "-f", "json", "--answers", str(instance_path)],
        cwd=folder, capture_output=True, text=True)
    if result.returncode != 0:
        return f"formline exited {result.returncode}: {result.stderr}"
    output = json.loads(result.stdout)
    errors = [e.message for e in validator.iter_errors(output)]
    if errors:
        return f"jsonschema refuses the result: {errors}"
    if not holds(output, load(instance_path)):
        return f"the result lost values: {result.stdout}"
    return None


def main():
    failures = 0
    for folder in sorted(p for p in HERE.iterdir() if p.is_dir()):
        source = schema_file(folder)
        if source is None:
            continue
        schema = load(source)
        validator_class = jsonschema.validators.validator_for(schema)
        validator_class.check_schema(schema)
        validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
        verdicts = {}
        for instance_path in sorted((folder / "instances").glob("*.json")):
            errors = [e.message for e in validator.iter_errors(load(instance_path))]
            verdicts[instance_path.name] = {"valid": not errors, "errors": errors}
            expected = instance_path.name.startswith("valid")
            if expected != (not errors):
                print(f"{folder.name}/{instance_path.name}: named {'valid' if expected else 'invalid'}"
                      f" but jsonschema says {errors or 'valid'}")
                failures += 1
            if expected and not errors:
                problem = round_trip(folder, source, validator, instance_path)
                if problem:
                    print(f"{folder.name}/{instance_path.name}: {problem}")
                    failures += 1
        write(folder / "verdicts.json", verdicts)
        runs = json.loads((folder / "runs.json").read_text()) if (folder / "runs.json").exists() else {}
        for name, run in runs.items():
            result = subprocess.run(
                [FORMLINE, source.name] + run.get("arguments", []), cwd=folder,
                input=run.get("input", ""), capture_output=True, text=True)
            if result.returncode != 0:
                print(f"{folder.name} {name}: formline exited {result.returncode}\n{result.stderr}")
                failures += 1
                continue
            output = json.loads(result.stdout)
            errors = [e.message for e in validator.iter_errors(output)]
            if errors:
                print(f"{folder.name} {name}: jsonschema refuses formline's output: {errors}")
                failures += 1
                continue
            (folder / f"expected-{name}.json").write_text(result.stdout)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
