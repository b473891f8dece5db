#!/usr/bin/env python3
"""Records how PyYAML's safe loader (what copier reads copier.yml with) types plain scalars.

Run once by hand, never by CI:
    python3 -m venv /tmp/pyyamlvenv && /tmp/pyyamlvenv/bin/pip install PyYAML==6.0.4
    /tmp/pyyamlvenv/bin/python generate.py > expected.tsv
Each line: the scalar as written, a tab, then what PyYAML makes of it: `bool`, `null`,
`int`, `float` or `text`, a tab, and the value as JSON (for text, the scalar itself).
Timestamps and non-finite floats are `text`: formline keeps them as written. Texts PyYAML
fails on or reads as a list or mapping are left out.
"""
import datetime
import json
import math
import sys

import yaml

WORDS = [
    "yes", "Yes", "YES", "yEs", "no", "No", "NO", "true", "True", "TRUE", "tRUE", "false",
    "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N",
    "~", "null", "Null", "NULL", "nULL", "none", "None",
]
NUMBERS = [
    "0", "00", "007", "08", "09", "0_7", "-0", "+0", "1", "-1", "+1", "12", "1_000", "1__0",
    "_1", "1_", "0b101", "0b1_0", "-0b11", "0b", "0b_", "0b2", "0x1F", "0xff", "-0x10",
    "0x_f", "0X1F", "0x", "0o17", "017", "-017", "0_", "1:30", "1:30:15", "-1:30", "1:60",
    "1:5", "1:05", "1:7_", "0:30", "01:30", "1:", ":30", "190:20:30",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "99999999999999999999", "0x8000000000000000",
    "1.0", "1.", ".5", "-.5", "+.5", "-1.5", "+1.5", "1.5e+3", "1.5e3", "1.5E-3", "1e3",
    "1e+3", "1.e+3", "1_000.5", "1.5_5", "._5", "1.0e+", "1:30.5", "-1:30.5", "1:30.",
    "1:30.5.5", "1.2.3", "0.0", "-0.0", "00.5", "0b1.1",
    ".inf", "-.inf", "+.Inf", ".INF", ".nan", ".NaN", "nan", "inf", "Infinity",
    "2026-11-26", "2026-11-26 10:00:00", "2026-11-26T10:00:00Z", "2026-1-2",
    "1/2", "1,000", "$1", "1 2", "0x1p3", "١٢", "12abc", "abc", "-", "+", ".", "_",
]


def kind(value):
    if isinstance(value, bool):
        return "bool", json.dumps(value)
    if value is None:
        return "null", "null"
    if isinstance(value, int):
        return "int", str(value)
    if isinstance(value, float):
        if math.isinf(value) or math.isnan(value):
            return "text", None
        return "float", repr(value)
    if isinstance(value, (datetime.date, datetime.datetime)):
        return "text", None
    return "text", None


for text in WORDS + NUMBERS:
    try:
        value = yaml.safe_load(text)
    except (yaml.YAMLError, ValueError):
        continue  # not a scalar PyYAML can read on its own
    if isinstance(value, (list, dict)):
        continue  # YAML syntax (`-`, `1:`), not a scalar
    name, shown = kind(value)
    sys.stdout.write(f"{text}\t{name}\t{shown if shown is not None else text}\n")
