#!/usr/bin/env python3
"""Records how PyYAML's safe loader (what copier reads copier.yml with) applies merge keys
(`<<`) and explicit tags, for MergeKeyTests.

Run once by hand, never by CI (python3-yaml, PyYAML 6):
    python3 generate-merges.py > merges.json
Each case: the YAML text, and either `expected` (the loaded value, spelled by `spell`
below, which the test spells the same way from formline's reading; with `select`, only
that top-level member's) or `error: true` when PyYAML refuses the text.
"""
import json
import sys

import yaml

CASES = [
    # A merge of one mapping: explicit keys win, merged keys come first.
    "base: &b {a: 1, b: 2}\nchild:\n  <<: *b\n  b: 3\n  c: 4\n",
    # A merge of a list of mappings: the earlier mapping in the list wins.
    "x: &x {a: 1, b: 1}\ny: &y {b: 2, c: 2}\nz:\n  <<: [*x, *y]\n  d: 3\n",
    "x: &x {a: 1}\ny: &y {a: 2}\nz: {<<: [*y, *x]}\n",
    # An explicit key before the merge key still wins.
    "x: &x {a: 1, b: 1}\nz:\n  a: 0\n  <<: *x\n",
    # An inline mapping as the merged value.
    "z:\n  <<: {a: 1, b: 2}\n  b: 3\n",
    # Merged mappings that merge in turn.
    "a: &a {k: 1, m: 1}\nb: &b {<<: *a, m: 2, n: 2}\nc: {<<: *b, n: 3}\n",
    # A quoted '<<' is an ordinary key.
    "x: &x {a: 1}\nz: {'<<': *x}\n",
    "x: &x {a: 1}\nz: {\"<<\": 5}\n",
    # An explicit !!merge tag.
    "x: &x {a: 1}\nz: {!!merge <<: *x, b: 2}\n",
    # A merge key whose value is not a mapping or a list of mappings.
    "z: {<<: 1}\n",
    "z: {<<: [1, 2]}\n",
    "x: &x [1]\nz: {<<: *x}\n",
    # copier-shaped: questions sharing settings.
    "_defaults: &q\n  type: str\n  help: Shared\nname:\n  <<: *q\n  default: app\nport:\n  <<: *q\n  type: int\n  default: 8000\n",
    # Explicit tags on scalars.
    "a: !!float \"1:30\"\nb: !!float 1\nc: !!float \"1e3\"\nd: !!int \"0x1f\"\ne: !!str 0755\nf: !!float 1:30.5\ng: !!int \"1:30\"\nh: !!float \"1_000.5\"\n",
]


def spell(value):
    """A canonical spelling: floats and integers apart, mappings in order."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "float:" + repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(spell(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k, ensure_ascii=False)}: {spell(v)}"
                               for k, v in value.items()) + "}"
    raise TypeError(type(value))


def chained(count):
    """`count` mappings, each merging the one before: deep for a reader that nests them."""
    lines = ["m0: &m0 {k0: 0}"]
    for index in range(1, count):
        lines.append(f"m{index}: &m{index} {{<<: *m{index - 1}, k{index}: {index}}}")
    return "\n".join(lines) + "\n"


records = []
for text in CASES:
    try:
        records.append({"yaml": text, "expected": spell(yaml.safe_load(text))})
    except yaml.YAMLError:
        records.append({"yaml": text, "error": True})
# 500 chained merges: only the last mapping is recorded (the whole is 1.5 MB spelled).
text = chained(500)
records.append({"yaml": text, "select": "m499", "expected": spell(yaml.safe_load(text)["m499"])})
json.dump(records, sys.stdout, indent=1, ensure_ascii=False)
sys.stdout.write("\n")
