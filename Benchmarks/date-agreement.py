#!/usr/bin/env python3
"""How often `formline parse-date` reads a phrase as Python's parsedatetime and dateparser do.

Not run by CI: it needs both libraries, installed in a scratch virtual environment
outside the repository:

    python3 -m venv /tmp/datesvenv
    /tmp/datesvenv/bin/pip install parsedatetime dateparser
    /tmp/datesvenv/bin/python Benchmarks/date-agreement.py [.build/debug/formline] [-v]
        [--write-data Tests/FormlineCoreTests/Fixtures/dates/agreement.tsv]

Two measurements (method and numbers in docs/benchmarks.md):

1. Consensus: a broad set of everyday phrases, each typed into a field of a given kind
   (date, time or datetime), read at two reference instants. Where both libraries give the
   same reading (compared as the field would store it: the day for a date, hour and minute
   for a time, day, hour and minute for a datetime), does formline give it too?
2. parsedatetime's own expectations: phrases and expected readings reconstructed from its
   test suite, kept where dateparser gives the same reading; does formline give it too?

Everything runs in UTC with month-day-year order; dateparser is told to prefer future
dates, the rule formline follows for dates without a year.
"""

import datetime
import os
import subprocess
import sys
import warnings

warnings.filterwarnings("ignore")

import dateparser  # noqa: E402
import parsedatetime  # noqa: E402

NOWS = [
    datetime.datetime(2026, 11, 22, 10, 0, 0),  # a Sunday, late in the year
    datetime.datetime(2026, 3, 11, 14, 30, 0),  # a Wednesday, mid-month
]

WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december"]
NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "fifteen", "twenty", "thirty"]


def everyday_phrases():
    """(kind, text) pairs: what people type into date, time and datetime fields."""
    phrases = []
    add = lambda kind, *texts: phrases.extend((kind, t) for t in texts)  # noqa: E731
    add("date", "today", "tomorrow", "yesterday", "today.", "tomorrow!", "Today",
        "TOMORROW", "day after tomorrow", "the day after tomorrow", "day before yesterday",
        "next week", "last week", "next month", "last month", "next year", "last year")
    for day in WEEKDAYS:
        add("date", day, "next " + day, "last " + day, "this " + day, day[:3],
            day.capitalize(), "on " + day, day + "?")
    for number in [1, 2, 3, 5, 7, 10, 14, 30, 45, 90, 100]:
        add("date", f"in {number} days", f"{number} days ago", f"{number} days from now",
            f"+{number}d", f"-{number}d", f"{number} days")
    for number in [1, 2, 3, 4, 6, 8, 52]:
        add("date", f"in {number} weeks", f"{number} weeks ago", f"{number}w",
            f"{number} weeks from now")
    for number in [1, 2, 3, 6, 9, 11, 12, 18, 24]:
        add("date", f"in {number} months", f"{number} months ago", f"+{number}mo")
    for number in [1, 2, 5, 10]:
        add("date", f"in {number} years", f"{number} years ago", f"{number} years from now")
    for word in NUMBER_WORDS:
        add("date", f"in {word} days", f"{word} weeks ago")
        add("datetime", f"in {word} hours", f"{word} minutes ago")
    add("date", "in a week", "a week ago", "in a month", "a month ago", "in a year",
        "a year ago", "in a day", "a day ago", "in a fortnight", "a couple of days ago",
        "in a couple of weeks", "1 week from tomorrow", "2 weeks from today",
        "3 days after tomorrow", "a week from next monday", "2 days before friday",
        "3 years 2 weeks 5 days", "3 years, 2 weeks and 5 days", "in 1 year 2 months",
        "2 weeks and 3 days ago", "1 year and 1 day ago", "in 1.5 weeks", "in 1.5 years")
    for index, month in enumerate(MONTHS):
        short = month[:3]
        day = [1, 5, 10, 15, 20, 25, 28, 12, 30, 31, 22, 24][index]
        add("date", f"{month} {day}", f"{short} {day}", f"{day} {month}", f"{day} {short}",
            f"{month} {day}, 2027", f"{short} {day} 2025", f"{day} {month} 2026",
            f"{month} {day}th" if day not in (1, 22, 31) else f"{month} {day}",
            f"2027 {month} {day}", f"{short}. {day}", f"{index + 1}/{day}",
            f"{index + 1}/{day}/2026", f"{index + 1:02d}/{day:02d}/27",
            f"2026-{index + 1:02d}-{day:02d}", f"{day}th of {month}" if day not in (1, 22, 31)
            else f"{month} {day} 2026")
    add("date", "1st jan", "2nd feb 2027", "3rd march", "22nd november", "31st december",
        "december 31st, 2026", "jan 1st", "sept 3", "Sept 3 2026", "2026/11/27",
        "11/27", "2028-02-29", "feb 29 2028", "29 feb 2028", "7/4/1976", "july 4 1776",
        "2026 nov 22", "2026 November 22", "Jan 1", "Dec 25", "\"Nov 27\"", "(next monday)")
    add("time", "9am", "9 am", "9:30am", "9:30 am", "11 a.m.", "11 p.m.", "(11 a.m.)",
        "\"11 p.m.\"", "2pm", "2:30pm", "2:30 pm", "14:30", "14:30:15", "08:00", "8:00",
        "00:00", "23:59", "noon", "midnight", "12pm", "12am", "12:30am", "12:30pm",
        "7:45pm", "6am", "10:15", "17:00", "11pm", "1am", "3 pm", "5:05 pm",
        "at 9am", "at noon", "at 14:30", "this evening", "in 2 hours", "30 minutes ago",
        "in 45 minutes", "in an hour", "an hour ago", "in 90 minutes", "10 minutes ago",
        "in 3 hours", "in 15 minutes")
    add("datetime", "now", "right now", "in 1 hour", "in 2 hours", "in 30 minutes",
        "in 5 minutes", "5 minutes ago", "2 hours ago", "1 hour ago", "30 seconds ago",
        "in 10 seconds", "an hour from now", "5 minutes from now", "5 minutes before now",
        "2 hours from now", "in 1.5 hours", "in 2.5 hours", "1.5 hours ago", "7.2 days ago",
        "2.5h", "+30m", "-15m", "+2h", "+90m", "5 minutes", "2 hours", "5m", "in 1h30m",
        "3y 5h 50m", "4pm + 3 days", "in an hour", "an hour", "half an hour",
        "in half an hour", "twelve minutes from now", "1 day 2 hours ago",
        "this evening", "tomorrow evening", "tonight", "tomorrow night", "this afternoon",
        "this morning", "tomorrow morning", "friday evening")
    for day in ["tomorrow", "today", "next friday", "monday", "dec 25", "next tuesday",
                "yesterday", "2026-12-01", "november 30", "saturday"]:
        add("datetime", f"{day} at 9am", f"{day} 5pm", f"{day} at 14:30", f"{day} noon",
            f"9am {day}", f"{day} at 7:30pm")
    add("datetime", "2026-11-27 14:30", "2026-11-27T14:30", "2026-11-27T14:30:00Z",
        "Nov 27 2026 14:00", "27 Nov 2026 at 9am", "November 27, 2026 at 5pm",
        "next friday 9am", "tomorrow 9am + 2 hours", "noon - 30 minutes")
    return phrases


def pdt_expectations(now):
    """(kind, text, expected) from parsedatetime's test suite, at `now`.

    Reconstructed from the expectations its tests assert (simple offsets, times, dates,
    day suffixes, leap days, special words, quoting); phrases whose expectation depends on
    parsedatetime's own conventions (its 09:00 for a named day) are compared by day.
    """
    day = datetime.timedelta(days=1)
    at = lambda h, m=0: now.replace(hour=h, minute=m, second=0)  # noqa: E731
    result = []
    for text in ["5 minutes from now", "5 min from now", "5m from now", "in 5 minutes",
                 "in 5 min", "5 minutes", "5 min", "5m", "five minutes from now",
                 "five min from now", "in five minutes", "in five min", "five minutes",
                 "five min"]:
        result.append(("datetime", text, now + datetime.timedelta(minutes=5)))
    for text in ["5 minutes before now", "5 min before now", "5m before now", "5 minutes ago",
                 "five minutes before now", "five min before now"]:
        result.append(("datetime", text, now - datetime.timedelta(minutes=5)))
    for text in ["in 1 week", "1 week from now", "in one week", "one week from now",
                 "in a week", "a week from now", "in 7 days", "7 days from now",
                 "in seven days", "seven days from now", "next week"]:
        result.append(("date", text, now + 7 * day))
    for text in ["1 week before now", "one week before now", "a week before now",
                 "7 days before now", "seven days before now", "1 week ago", "a week ago",
                 "last week"]:
        result.append(("date", text, now - 7 * day))
    result += [("date", "tomorrow", now + day), ("date", "next day", now + day),
               ("date", "yesterday", now - day), ("date", "today", now),
               ("datetime", "now", now)]
    ahead = (4 - now.weekday()) % 7 or 7
    result += [("date", "next friday", now + ahead * day),
               ("date", "next friday?", now + ahead * day)]
    tomorrow, before = WEEKDAYS[(now.weekday() + 1) % 7], WEEKDAYS[(now.weekday() - 1) % 7]
    result += [("date", tomorrow, now + day), ("date", before, now + 6 * day)]
    for text in ["11:00:00 PM", "11:00 PM", "11 PM", "11PM", "2300", "23:00", "11p", "11pm",
                 "11:00:00 P.M.", "11:00 P.M.", "11 P.M.", "11P.M.", "11p.m.", "11 p.m.",
                 "\"11 p.m.\""]:
        result.append(("time", text, at(23)))
    for text in ["11:00:00 AM", "11:00 AM", "11 AM", "11AM", "1100", "11:00", "11a", "11am",
                 "11:00:00 A.M.", "11:00 A.M.", "11 A.M.", "11A.M.", "11a.m.", "11 a.m.",
                 "(11 a.m.)"]:
        result.append(("time", text, at(11)))
    result += [("time", t, at(7, 30)) for t in ["730", "0730", "0730am"]]
    result += [("time", t, at(17, 30)) for t in ["1730", "173000"]]
    for text in ["midnight", "12:00:00 AM", "12:00 AM", "12 AM", "12AM", "12am", "12a",
                 "0000", "00:00", "12:00:00 A.M.", "12:00 A.M.", "12 A.M.", "12A.M.",
                 "12a.m."]:
        result.append(("time", text, at(0)))
    for text in ["noon", "12:00:00 PM", "12:00 PM", "12 PM", "12PM", "12pm", "12p", "1200",
                 "12:00", "12:00:00 P.M.", "12:00 P.M.", "12 P.M.", "12P.M.", "12p.m."]:
        result.append(("time", text, at(12)))
    result += [("time", "morning", at(6)), ("time", "breakfast", at(8)),
               ("time", "lunch", at(12)), ("time", "afternoon", at(13)),
               ("time", "evening", at(18)), ("time", "dinner", at(19)),
               ("time", "night", at(21)), ("time", "tonight", at(21))]
    fixed = datetime.datetime(2006, 8, 25)
    for text in ["08/25/2006", "08.25.2006", "2006/08/25", "2006/8/25", "2006-08-25",
                 "8/25/06", "August 25, 2006", "Aug 25, 2006", "Aug. 25, 2006",
                 "August 25 2006", "Aug 25 2006", "Aug. 25 2006", "25 August 2006",
                 "25 Aug 2006"]:
        result.append(("date", text, fixed))
    next_aug = datetime.datetime(now.year + (1 if (now.month, now.day) > (8, 25) else 0), 8, 25)
    for text in ["8/25", "8.25", "08/25", "August 25", "Aug 25", "Aug. 25", "\"8.25\"",
                 "(8.25)"]:
        result.append(("date", text, next_aug))
    for year in [2000, 2004, 2008, 2012]:
        result.append(("date", f"02/29/{year}", datetime.datetime(year, 2, 29)))
    for target, texts in [
        (datetime.datetime(2008, 8, 22), ["August 22nd, 2008", "Aug 22nd, 2008",
                                          "Aug. 22nd, 2008", "August 22nd 2008",
                                          "Aug 22nd 2008", "Aug. 22nd 2008",
                                          "22nd August 2008", "22nd Aug 2008"]),
        (datetime.datetime(1949, 12, 31), ["December 31st, 1949", "Dec 31st, 1949",
                                           "December 31st 1949", "Dec 31st 1949",
                                           "31st December 1949", "31st Dec 1949"]),
        (datetime.datetime(2008, 8, 23), ["August 23rd, 2008", "Aug 23rd, 2008",
                                          "Aug. 23rd, 2008", "August 23rd 2008",
                                          "Aug 23rd 2008", "Aug. 23rd 2008"]),
        (datetime.datetime(2008, 8, 25), ["August 25th, 2008", "Aug 25th, 2008",
                                          "Aug. 25th, 2008", "August 25th 2008",
                                          "Aug 25th 2008", "Aug. 25th 2008"]),
    ]:
        result += [("date", text, target) for text in texts]
    for hours in [1, 2, 3, 5, 12, 24]:
        result += [("datetime", f"in {hours} hours", now + datetime.timedelta(hours=hours)),
                   ("datetime", f"{hours} hours ago", now - datetime.timedelta(hours=hours)),
                   ("datetime", f"{hours} hours from now",
                    now + datetime.timedelta(hours=hours))]
    for text, days in [("in 3 days", 3), ("3 days ago", -3), ("in 2 weeks", 14),
                       ("2 weeks ago", -14), ("in 10 days", 10), ("10 days ago", -10),
                       ("in 4 days", 4), ("in 5 days", 5), ("3 days from now", 3)]:
        result.append(("date", text, now + days * day))
    return result


CAL = parsedatetime.Calendar(version=parsedatetime.VERSION_CONTEXT_STYLE)


def shown(kind, value):
    """A reading as a field of `kind` stores it, to the minute."""
    if value is None:
        return None
    return value.strftime({"date": "%Y-%m-%d", "time": "%H:%M",
                           "datetime": "%Y-%m-%dT%H:%M"}[kind])


def read_pdt(text, now):
    value, context = CAL.parseDT(text, sourceTime=now)
    return value if context.hasDateOrTime else None


def read_dateparser(text, now):
    settings = {"RELATIVE_BASE": now, "PREFER_DATES_FROM": "future", "DATE_ORDER": "MDY",
                "RETURN_AS_TIMEZONE_AWARE": False}
    return dateparser.parse(text, languages=["en"], settings=settings)


def read_formline(binary, kind, text, now):
    run = subprocess.run(
        [binary, "parse-date", "--now", now.strftime("%Y-%m-%dT%H:%M:%SZ"), "--kind", kind,
         "--date-order", "mdy", "--", text],
        capture_output=True, text=True, env={**os.environ, "TZ": "UTC", "LC_ALL": "C"})
    if run.returncode != 0:
        return None
    return run.stdout.strip()[: {"date": 10, "time": 5, "datetime": 16}[kind]]


def measure(name, cases, binary, verbose, data):
    """cases: (kind, text, now, expected shown value); prints and returns the agreement.

    Each case goes into `data` as a line of the expected-data file, commented out with the
    reading formline gives when it differs.
    """
    agreed = 0
    for kind, text, now, expected in cases:
        got = read_formline(binary, kind, text, now)
        line = f"{now:%Y-%m-%dT%H:%M:%SZ}\t{kind}\t{text}\t{expected}"
        data.append(line if got == expected else f"# formline reads {got}: {line}")
        if got == expected:
            agreed += 1
        elif verbose:
            print(f"  {now:%a %Y-%m-%d %H:%M}  {kind:8} {text!r:34} expected {expected}, "
                  f"formline {got}")
    share = 100 * agreed / len(cases) if cases else 0
    print(f"{name}: formline agrees on {agreed} of {len(cases)} ({share:.1f} %)")
    return share


def main():
    arguments = [a for a in sys.argv[1:] if a != "-v"]
    verbose = "-v" in sys.argv[1:]
    output = None
    if "--write-data" in arguments:
        index = arguments.index("--write-data")
        output = arguments[index + 1]
        del arguments[index:index + 2]
    binary = arguments[0] if arguments else ".build/debug/formline"
    data = []
    phrases = everyday_phrases()
    consensus, split, total = [], 0, 0
    for now in NOWS:
        for kind, text in phrases:
            total += 1
            a = shown(kind, read_pdt(text, now))
            b = shown(kind, read_dateparser(text, now))
            if a is not None and a == b:
                consensus.append((kind, text, now, a))
            else:
                split += 1
    print(f"everyday phrases: {len(phrases)} × {len(NOWS)} reference instants = {total}; "
          f"the libraries agree on {len(consensus)}")
    measure("consensus set", consensus, binary, verbose, data)

    expectations, kept = [], 0
    for now in NOWS:
        for kind, text, expected in pdt_expectations(now):
            total += 1
            want = shown(kind, expected)
            if shown(kind, read_dateparser(text, now)) == want:
                expectations.append((kind, text, now, want))
    count = sum(len(pdt_expectations(now)) for now in NOWS)
    print(f"parsedatetime expectations: {count}; dateparser agrees on {len(expectations)}")
    measure("parsedatetime expectations where dateparser agrees", expectations, binary,
            verbose, data)
    if output:
        header = [
            "# Readings that Python's parsedatetime 2.6 and dateparser 1.5 agree on, and",
            "# parsedatetime's own test expectations where dateparser agrees; written by",
            "# Benchmarks/date-agreement.py. Columns: now (UTC), kind, text, reading (the day",
            "# for a date, HH:MM for a time, YYYY-MM-DDTHH:MM for a datetime). Lines where",
            "# formline reads otherwise (the libraries drop an offset) are commented out.",
        ]
        with open(output, "w", encoding="utf-8") as file:
            file.write("\n".join(header + data) + "\n")


if __name__ == "__main__":
    main()
