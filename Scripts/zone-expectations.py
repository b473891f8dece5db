#!/usr/bin/env python3
"""Writes Tests/FormlineZonesTests/Fixtures/expectations.json from Python's zoneinfo.

The zone files beside it were copied from Debian's tzdata 2025b (/usr/share/zoneinfo;
public domain); two are derived from them here, so that FormlineZones' tests have cases
that tzdata no longer ships:

  derived/Europe-Paris-v1        Europe/Paris cut to its version 1 part (32-bit times, no
                                 footer), the version byte set to NUL
  derived/Asia-Kolkata-no-footer Asia/Kolkata with an empty footer (no rule after the last
                                 transition)

For each zone, Python's zoneinfo (reading the fixture's bytes, not the system's) gives the
UTC offset, abbreviation and whether dst() is non-zero at: a scan from 1900 to 2100 every
191 days (the time of day drifting), and one second before, at and after every change
it shows, found by bisection on a 7-day scan. For wall-clock readings around each change
and at the scanned instants it gives every instant that reads so (fold 0 and 1, kept when
they read back), which FormlineZones' local-to-instant conversion must match.

Usage: Scripts/zone-expectations.py   (run again after changing the fixtures)
"""
import datetime
import json
import pathlib
import zoneinfo

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "Tests/FormlineZonesTests/Fixtures"
FIRST = -2208988800  # 1900-01-01 00:00 UTC
LAST = 4133980799  # 2100-12-31 23:59:59 UTC
ZONES = [
    ("Europe/Paris", "zoneinfo/Europe/Paris"),
    ("America/New_York", "zoneinfo/America/New_York"),
    ("Australia/Lord_Howe", "zoneinfo/Australia/Lord_Howe"),
    ("Asia/Kolkata", "zoneinfo/Asia/Kolkata"),
    ("Pacific/Apia", "zoneinfo/Pacific/Apia"),
    ("America/Sao_Paulo", "zoneinfo/America/Sao_Paulo"),
    ("Europe/Paris (version 1)", "derived/Europe-Paris-v1"),
    ("Asia/Kolkata (no footer)", "derived/Asia-Kolkata-no-footer"),
]
EPOCH = datetime.datetime(1970, 1, 1)


def derive():
    """Writes the two derived files from the copied ones."""
    paris = (FIXTURES / "zoneinfo/Europe/Paris").read_bytes()
    counts = [int.from_bytes(paris[20 + 4 * i:24 + 4 * i], "big") for i in range(6)]
    isut, isstd, leap, time, types, chars = counts
    size = 44 + time * 5 + types * 6 + chars + leap * 8 + isstd + isut
    (FIXTURES / "derived").mkdir(exist_ok=True)
    (FIXTURES / "derived/Europe-Paris-v1").write_bytes(paris[:4] + b"\0" + paris[5:size])
    kolkata = (FIXTURES / "zoneinfo/Asia/Kolkata").read_bytes()
    footer = kolkata.rindex(b"\n", 0, len(kolkata) - 1)
    (FIXTURES / "derived/Asia-Kolkata-no-footer").write_bytes(kolkata[:footer] + b"\n\n")


def reading(zone, instant):
    moment = datetime.datetime.fromtimestamp(instant, zone)
    offset = int(moment.utcoffset().total_seconds())
    return offset, moment.tzname(), bool(moment.dst())


def changes(zone):
    """Every instant at which the reading changes, by bisection on a 7-day scan."""
    found = []
    before, previous = FIRST, reading(zone, FIRST)
    instant = FIRST
    while instant < LAST:
        instant = min(instant + 7 * 86400, LAST)
        current = reading(zone, instant)
        if current != previous:
            low, high = before, instant
            while high - low > 1:
                middle = (low + high) // 2
                if reading(zone, middle) == current:
                    high = middle
                else:
                    low = middle
            found.append(high)
        before, previous = instant, current
    return found


def candidates(zone, wall):
    naive = EPOCH + datetime.timedelta(seconds=wall)
    result = set()
    for fold in (0, 1):
        instant = int(naive.replace(tzinfo=zone, fold=fold).timestamp())
        if datetime.datetime.fromtimestamp(instant, zone).replace(tzinfo=None) == naive:
            result.add(instant)
    return sorted(result)


def expectations(name, path):
    with open(FIXTURES / path, "rb") as file:
        zone = zoneinfo.ZoneInfo.from_file(file, key=name)
    found = changes(zone)
    scanned = range(FIRST, LAST, 191 * 86400 + 3607)
    instants = set(scanned)
    walls = {instant + reading(zone, instant)[0] for instant in scanned}
    for change in found:
        instants.update((change - 1, change, change + 1))
        low, high = sorted((reading(zone, change - 1)[0], reading(zone, change)[0]))
        walls.update(change + offset for offset in (low - 1, low, (low + high) // 2, high - 1, high))
    return {
        "name": name,
        "file": path,
        "changes": len(found),
        "offsets": [[instant, *reading(zone, instant)] for instant in sorted(instants)],
        "local": [[wall, candidates(zone, wall)] for wall in sorted(walls)],
    }


def main():
    derive()
    zones = [expectations(name, path) for name, path in ZONES]
    lines = ["{", '  "generator": "Scripts/zone-expectations.py",', '  "zones": [']
    for index, zone in enumerate(zones):
        lines.append("    {")
        lines.append(f'      "name": {json.dumps(zone["name"])},')
        lines.append(f'      "file": {json.dumps(zone["file"])},')
        lines.append(f'      "changes": {zone["changes"]},')
        for key in ("offsets", "local"):
            rows = [json.dumps(row, separators=(",", ":")) for row in zone[key]]
            lines.append(f'      "{key}": [')
            lines.append(",\n".join("        " + row for row in rows))
            lines.append("      ]" + ("," if key == "offsets" else ""))
        lines.append("    }" + ("," if index < len(zones) - 1 else ""))
    lines += ["  ]", "}", ""]
    (FIXTURES / "expectations.json").write_text("\n".join(lines))


if __name__ == "__main__":
    main()
