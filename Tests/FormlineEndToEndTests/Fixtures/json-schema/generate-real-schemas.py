#!/usr/bin/env python3
"""Copies real config schemas into fixtures and generates instances for them.

Run once by hand (never by CI), then run generate-expectations.py:
    python3 -m venv /tmp/jsv && /tmp/jsv/bin/pip install jsonschema pyyaml \
        rfc3339-validator fqdn isoduration rfc3987 hypothesis-jsonschema check-jsonschema==0.39.0
    /tmp/jsv/bin/python generate-real-schemas.py [NAME...]

The schemas are the SchemaStore and Read the Docs copies that `check-jsonschema` vendors
(see SOURCES.md), trimmed: `markdownDescription` is dropped where a `description` says the
same, and descriptions keep their first paragraph. Every other keyword stays, so instances
that need unions (`anyOf`, `oneOf`, type lists) or rules (`if`/`then`/`else`, `not`,
`dependentRequired`, min/maxProperties, extra properties) remain in the data.

For each schema, `instances/valid-gen-N.json` are drawn by hypothesis-jsonschema (with the
objects closed, so most carry no extra properties, plus a few drawn from the open schema),
and `instances/invalid-gen-N.json` are valid ones broken one way (a required property
removed, a value of the wrong type, a value outside its enum); jsonschema confirms each
verdict. `needs-unions-or-rules.json` lists the instances whose values reach a keyword
formline does not ask or check yet, with where; the tests leave those out until the
unions and rules work is merged.
"""
import copy
import json
import pathlib
import re
import sys
import unicodedata

import check_jsonschema
import jsonschema
from hypothesis import HealthCheck, given, settings
from hypothesis_jsonschema import from_schema

HERE = pathlib.Path(__file__).resolve().parent
VENDOR = pathlib.Path(check_jsonschema.__file__).parent / "builtin_schemas" / "vendor"
SCHEMAS = {
    "github-issue-config": "github-issue-config.json",
    "changie": "changie.json",
    "readthedocs-full": "readthedocs.json",
    "dependabot": "dependabot.json",
}
VALID_COUNT = 8
OPEN_COUNT = 2
# Keywords that decide what a value may look like: a valid instance reaching one may hold a
# value formline cannot ask or keep yet.
SHAPING = {"unevaluatedProperties", "unevaluatedItems"}
# Keywords formline does not check yet: an invalid instance refused by one of them would be
# accepted.
UNCHECKED = SHAPING


def trim(node):
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key == "markdownDescription" and "description" in node or key.startswith("x-"):
                continue
            if key == "description" and isinstance(value, str):
                value = value.split("\n\n")[0]
            out[key] = trim(value) if key not in ("enum", "const", "default", "examples") else value
        return out
    if isinstance(node, list):
        return [trim(item) for item in node]
    return node


def closed(node):
    """The schema with every object that lists properties closed to others."""
    if isinstance(node, dict):
        out = {key: closed(value) for key, value in node.items()}
        if "properties" in out and "additionalProperties" not in out and "patternProperties" not in out:
            out["additionalProperties"] = False
        return out
    if isinstance(node, list):
        return [closed(item) for item in node]
    return node


def resolve(root, schema):
    while isinstance(schema, dict) and isinstance(schema.get("$ref"), str) and schema["$ref"].startswith("#"):
        target = root
        for part in schema["$ref"][1:].split("/")[1:]:
            target = target[part.replace("~1", "/").replace("~0", "~")]
        rest = {k: v for k, v in schema.items() if k != "$ref"}
        schema = {**target, **rest} if rest else target
    return schema


def parts(root, schema):
    schema = resolve(root, schema)
    if not isinstance(schema, dict):
        return []
    found = [schema]
    for part in schema.get("allOf", []):
        found += parts(root, part)
    return found


def needs(root, schema, value, path, found):
    """Adds to `found` each place the instance reaches a keyword formline does not read."""
    applicable = parts(root, schema)
    described = set()
    for part in applicable:
        for key in SHAPING & part.keys():
            found.add(f"{key} at {path or '/'}")
        if isinstance(value, dict):
            properties = part.get("properties", {})
            for key, member in value.items():
                if key in properties:
                    described.add(key)
                    needs(root, properties[key], member, f"{path}/{key}", found)
                    continue
                for pattern, member_schema in part.get("patternProperties", {}).items():
                    if re.search(pattern, key):
                        described.add(key)
                        needs(root, member_schema, member, f"{path}/{key}", found)
                if isinstance(part.get("additionalProperties"), dict):
                    described.add(key)
                    needs(root, part["additionalProperties"], member, f"{path}/{key}", found)
        if isinstance(value, list) and isinstance(part.get("items"), dict):
            for index, item in enumerate(value):
                needs(root, part["items"], item, f"{path}/{index}", found)


def printable(text):
    return not any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") for ch in text)


def draw(schema, count):
    drawn = []

    @settings(
        max_examples=count * 4, database=None, derandomize=True, deadline=None,
        suppress_health_check=list(HealthCheck))
    @given(from_schema(schema, allow_x00=False, codec="utf-8"))
    def collect(instance):
        if instance not in drawn:
            drawn.append(instance)

    collect()
    # formline refuses to read a file holding control characters (a safety rule), so none
    # are drawn.
    drawn = [item for item in drawn if printable(json.dumps(item, ensure_ascii=False))]
    # The fullest first: they cover the most properties.
    drawn.sort(key=lambda item: -len(json.dumps(item)))
    return drawn[:count]


def broken(root, validator, instance):
    """Invalid variants of a valid instance, each confirmed by jsonschema."""
    variants = []
    root_parts = parts(root, root)
    required = [name for part in root_parts for name in part.get("required", [])]
    for name in required:
        if name in instance:
            variant = copy.deepcopy(instance)
            del variant[name]
            variants.append(variant)
            break
    properties = {k: v for part in root_parts for k, v in part.get("properties", {}).items()}
    for key in instance:
        schema = resolve(root, properties.get(key, {}))
        if isinstance(schema, dict) and schema.get("type") in ("string", "boolean", "integer"):
            variant = copy.deepcopy(instance)
            variant[key] = [] if schema["type"] != "string" else 12
            variants.append(variant)
            break
    for key in instance:
        schema = resolve(root, properties.get(key, {}))
        if isinstance(schema, dict) and "enum" in schema:
            variant = copy.deepcopy(instance)
            variant[key] = "not-one-of-them"
            variants.append(variant)
            break
    return [v for v in variants if not validator.is_valid(v)]


def classify(folder, schema, validator):
    """Lists the instances that need unions or rules, and where."""
    report = {}
    for path in sorted((folder / "instances").glob("*.json")):
        instance = json.loads(path.read_text())
        found = set()
        if path.name.startswith("valid"):
            needs(schema, schema, instance, "", found)
        else:
            for error in validator.iter_errors(instance):
                if error.validator in UNCHECKED:
                    where = "/" + "/".join(str(p) for p in error.absolute_path)
                    found.add(f"{error.validator} at {where}")
        if found:
            report[path.name] = sorted(found)
    (folder / "needs-unions-or-rules.json").write_text(json.dumps(report, indent=2) + "\n")
    # A fill for generate-expectations.py: the fullest valid instance the tests use.
    usable = sorted(
        (p for p in (folder / "instances").glob("valid-*.json") if p.name not in report),
        key=lambda p: int(p.stem.rsplit("-", 1)[1]))
    runs_path = folder / "runs.json"
    if usable:
        runs = {"answers": {"arguments": ["-y", "--answers", f"instances/{usable[0].name}"]}}
        runs_path.write_text(json.dumps(runs, indent=2) + "\n")
    elif runs_path.exists():
        runs_path.unlink()
    return report


def main():
    if "--classify" in sys.argv:
        # Only the list of instances needing unions or rules, from the instances there.
        for name in SCHEMAS:
            folder = HERE / name
            if not (folder / "schema.json").exists():
                continue
            schema = json.loads((folder / "schema.json").read_text())
            validator_class = jsonschema.validators.validator_for(schema)
            validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
            report = classify(folder, schema, validator)
            print(f"{name}: {len(report)} need unions or rules (left out of the tests for now)")
            for instance, places in report.items():
                print(f"  {instance}: {', '.join(places[:3])}{' …' if len(places) > 3 else ''}")
        return
    chosen = [name for name in sys.argv[1:] if name in SCHEMAS] or list(SCHEMAS)
    if "--trim" in sys.argv:
        # Trims the schemas again without drawing new instances.
        for name in chosen:
            path = HERE / name / "schema.json"
            schema = trim(json.loads((VENDOR / SCHEMAS[name]).read_text()))
            path.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n")
        return
    for name in chosen:
        file = SCHEMAS[name]
        schema = trim(json.loads((VENDOR / file).read_text()))
        folder = HERE / name
        (folder / "instances").mkdir(parents=True, exist_ok=True)
        for old in (folder / "instances").glob("*-gen-*.json"):
            old.unlink()
        (folder / "schema.json").write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n")
        validator_class = jsonschema.validators.validator_for(schema)
        validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
        valid = draw(closed(schema), VALID_COUNT) + draw(schema, OPEN_COUNT)
        valid = [v for v in valid if validator.is_valid(v)]
        invalid = []
        for instance in valid:
            invalid += broken(schema, validator, instance)
        for kind, instances in (("valid", valid), ("invalid", invalid[:VALID_COUNT])):
            for index, instance in enumerate(instances, 1):
                instance_name = f"{kind}-gen-{index}.json"
                (folder / "instances" / instance_name).write_text(
                    json.dumps(instance, indent=2, ensure_ascii=False) + "\n")
        report = classify(folder, schema, validator)
        print(f"{name}: {len(valid)} valid, {len(invalid[:VALID_COUNT])} invalid, "
              f"{len(report)} need unions or rules", flush=True)


if __name__ == "__main__":
    sys.exit(main())
