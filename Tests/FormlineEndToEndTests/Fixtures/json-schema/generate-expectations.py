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
- `formline schema` prints a schema; jsonschema must give every instance the same verdict
  against it, written to `emitted-verdicts.json` (the tests check formline agrees when it
  reads that schema as a form).
- each valid instance not listed in `needs-unions-or-rules.json` is given to
  `formline -y --answers`; the output must be valid for jsonschema and hold every value of
  the instance, and is recorded in `roundtrips.json`.
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
    """Whether `output` holds every value of `instance` (and maybe more, such as defaults).

    A null given for an optional property is left out, as formline leaves out every
    optional property without a value: the schema accepts both."""
    if isinstance(instance, dict):
        return isinstance(output, dict) and all(
            holds(output[key], value) if key in output else value is None
            for key, value in instance.items())
    if isinstance(instance, list):
        return isinstance(output, list) and len(output) == len(instance) and all(
            holds(o, i) for o, i in zip(output, instance))
    if isinstance(instance, bool) or isinstance(output, bool):
        return output is instance
    return output == instance


def defaults_alone(folder, source, schema, validator):
    """`-y` with nothing given writes a valid file, or names each required property (at the
    top) that has no default; recorded in `defaults-alone.json`."""
    result = subprocess.run(
        [FORMLINE, source.name, "-y", "-f", "json"], cwd=folder, capture_output=True, text=True)
    properties = schema.get("properties", {})
    lacking = [
        name for name in schema.get("required", [])
        if not (isinstance(properties.get(name), dict) and "default" in properties[name])]
    if result.returncode == 0:
        errors = [e.message for e in validator.iter_errors(json.loads(result.stdout))]
        if errors:
            print(f"{folder.name}: -y wrote what jsonschema refuses: {errors}")
            return 1
        names = []
    else:
        names = [name for name in lacking if f"error: {name}:" in result.stderr]
        if result.returncode != 65 or names != lacking:
            print(f"{folder.name}: -y exited {result.returncode} naming {names} of {lacking}"
                  f"\n{result.stderr}")
            return 1
    write(folder / "defaults-alone.json", {"status": result.returncode, "names": names})
    return 0


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
        write(folder / "verdicts.json", verdicts)
        emitted = json.loads(subprocess.run(
            [FORMLINE, "schema", source.name], cwd=folder, capture_output=True, text=True,
            check=True).stdout)
        emitted_validator = validator_class(emitted, format_checker=validator_class.FORMAT_CHECKER)
        emitted_verdicts = {}
        for instance_path in sorted((folder / "instances").glob("*.json")):
            valid = emitted_validator.is_valid(load(instance_path))
            emitted_verdicts[instance_path.name] = valid
            if valid != verdicts[instance_path.name]["valid"]:
                print(f"{folder.name}/{instance_path.name}: the emitted schema disagrees")
                failures += 1
        write(folder / "emitted-verdicts.json", emitted_verdicts)
        needs_path = folder / "needs-unions-or-rules.json"
        needs = json.loads(needs_path.read_text()) if needs_path.exists() else {}
        roundtrips = {}
        for instance_path in sorted((folder / "instances").glob("valid*.json")):
            if instance_path.name in needs:
                continue
            result = subprocess.run(
                [FORMLINE, source.name, "-y", "-f", "json", "--answers",
                 str(instance_path.relative_to(folder))],
                cwd=folder, capture_output=True, text=True)
            if result.returncode != 0:
                print(f"{folder.name}/{instance_path.name}: formline exited "
                      f"{result.returncode}\n{result.stderr}")
                failures += 1
                continue
            output = json.loads(result.stdout)
            errors = [e.message for e in validator.iter_errors(output)]
            if errors or not holds(output, load(instance_path)):
                print(f"{folder.name}/{instance_path.name}: round trip {errors or 'lost values'}")
                failures += 1
                continue
            roundtrips[instance_path.name] = output
        if roundtrips:
            write(folder / "roundtrips.json", roundtrips)
        if needs_path.exists():
            failures += defaults_alone(folder, source, schema, validator)
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
