#!/usr/bin/env python3
"""Writes what Python's `re` does with a set of patterns, as the fixture that
FormlineRegexTests holds PythonRegexSyntax and PythonReplacement to.

Usage: python3 Scripts/python-regex-expectations.py
Writes Tests/FormlineRegexTests/Fixtures/python-regex-expectations.json. The cases are
written here by hand; only the expected results come from the Python that runs this
script (its version is recorded in the fixture). Offsets are in code points.
"""
import json
import os
import re
import sys

FLAGS = {"i": re.IGNORECASE, "m": re.MULTILINE, "s": re.DOTALL, "x": re.VERBOSE, "a": re.ASCII}

# (pattern, flags, texts)
SEARCHES = [
    (r"x*", "", ["abxd", "", "xx", "axxb"]),
    (r"|a", "", ["a", "aa", "ba"]),
    (r"a|", "", ["a", "ba", ""]),
    (r"\b", "", ["ab cd", "", "é x"]),
    (r"\B", "", ["ab cd", "", "a"]),
    (r"^", "m", ["a\nb\n", "\n", ""]),
    (r"$", "m", ["a\nb\n", "a\n\n"]),
    (r"$", "", ["a\n", "a\n\n", "a"]),
    (r"a\Z", "", ["a", "a\n"]),
    (r"^.$", "", ["😀", "é", "e\u0301", "\n"]),
    (r".", "s", ["\n", "a\nb"]),
    (r"\w+", "", ["héllo wörld_1 ٣", "e\u0301", "a\u203fb", "Ⅳ²"]),
    (r"\w+", "a", ["héllo wörld_1", "abc"]),
    (r"\W", "", ["a-b", "é!", "\u0301"]),
    (r"[\W]", "", ["a-b", "é!"]),
    (r"\d+", "", ["12٣४5", "x"]),
    (r"\d+", "a", ["12٣४5"]),
    (r"[\d]+", "", ["٣4"]),
    (r"\s+", "", ["a \t\n\x0b\x0c\r\x1c\x1f\x85\xa0\u2028\u3000\ufeffb", "\u200b"]),
    (r"\s", "a", ["\x1c \xa0"]),
    (r"[\s]", "", ["\x1c"]),
    (r"\S+", "", ["a\x1cb c"]),
    (r"[^\S]", "", ["a\x1cb c"]),
    (r"a{,2}", "", ["aaa", ""]),
    (r"a{,}", "", ["aaa"]),
    (r"a{}", "", ["a{}", "a"]),
    (r"a{2}", "", ["aaaaa"]),
    (r"a{1,2}?", "", ["aaa"]),
    (r"{", "", ["a{b"]),
    (r"x}", "", ["x}"]),
    (r"[[]", "", ["a[b"]),
    (r"[[:alpha:]]", "", ["a:", "[", "]", "x"]),
    (r"[]a]", "", ["]", "a"]),
    (r"[^]a]", "", ["]", "b"]),
    (r"\u00e9|\U0001F600", "", ["é😀"]),
    (r"\x41\101\0", "", ["AA\x00"]),
    (r"\N{LATIN SMALL LETTER E WITH ACUTE}", "", ["é"]),
    (r"\N{latin small letter a}", "", ["a"]),
    (r"(?P<y>\d{4})-(?P<m>\d\d)", "", ["2024-05 and 1999-12"]),
    (r"(?P<a>x)(?P=a)", "", ["xx x"]),
    (r"(a)|(b)", "", ["ab"]),
    (r"(a)(b)?", "", ["a ab"]),
    (r"(\w)\1", "", ["aa bc dd"]),
    (r"(?i)straße", "", ["STRASSE", "Straße"]),
    (r"abc", "i", ["ABC"]),
    (r"(?i:a)b", "", ["Ab", "AB"]),
    (r"(?a:\w)+", "", ["éa"]),
    (r"(?x) a b # comment [", "", ["ab"]),
    (r"a # c", "x", ["a"]),
    (r"\ ", "x", [" "]),
    (r"(?=a)", "", ["aa"]),
    (r"(?<=a)b", "", ["ab b"]),
    (r"(?>a+)b", "", ["aab"]),
    (r"a++b", "", ["aab"]),
    (r"(a)?(?(1)b|c)", "", ["ab c"]),
    (r"(?#comment)a", "", ["a"]),
    (r"\.", "", ["a.b"]),
    (r"[a\-z]", "", ["-"]),
    (r"[\]]", "", ["]"]),
    (r"\t\n\r\f\v\a", "", ["\t\n\r\x0c\x0b\x07"]),
    (r"\\", "", ["a\\b"]),
    (r"[é-ë]", "", ["êx"]),
    (r"é", "i", ["É"]),
    (r"", "", ["ab"]),
    (r"(?m)^a", "", ["a\na"]),
    (r"a.c", "", ["a\nc", "abc"]),
]

ERRORS = [
    (r"\q", ""), (r"\p{L}", ""), (r"a(", ""), (r"[a", ""), (r"\x4", ""), (r"\u12", ""),
    (r"\U00110000", ""), (r"\N{NO SUCH NAME}", ""), (r"(?P>a)", ""), (r"(?<n>a)", ""),
    (r"a(?i)", ""), (r"\1(a)", ""), (r"(a\1)", ""), (r"*", ""), (r"a{3,2}", ""),
    (r"(?L)a", ""), (r"(?R)", ""), (r"\8", ""), ("\\", ""), (r"[\A]", ""), (r"\777", ""),
    (r"(*FAIL)", ""), (r"\K", ""), (r"\G", ""),
]

# (pattern, flags, replacement, text)
SUBSTITUTIONS = [
    (r"x*", "", "-", "abxd"),
    (r"(\w+) (\w+)", "", r"\2 \1", "hello world"),
    (r"(?P<w>\w+)", "", r"<\g<w>>", "a b"),
    (r"(a)(b)?", "", r"[\2]", "a ab"),
    (r"a", "", r"\n\t\\", "a"),
    (r"a", "", r"\g<0>\g<0>", "ab"),
    (r"(a)", "", r"\101\0", "a"),
    (r"a", "", r"\-", "a"),
    (r"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)", "", r"\11\g<1>0", "abcdefghijk"),
    (r"^", "m", ">", "a\nb\n"),
    (r"", "", "-", "😀é"),
]

SUBSTITUTION_ERRORS = [
    (r"(a)", r"\2"), (r"(a)", r"\g<2>"), (r"(a)", r"\g<x>"), (r"(a)", r"\q"),
    (r"(a)", "\\"), (r"(a)", r"\g<1"), (r"(a)", r"\g<>"), (r"(a)", r"\g<-1>"),
]


def flags_of(letters):
    value = 0
    for letter in letters:
        value |= FLAGS[letter]
    return value


def main():
    searches = []
    for pattern, flags, texts in SEARCHES:
        compiled = re.compile(pattern, flags_of(flags))
        for text in texts:
            matches = [
                [list(m.span(group)) if m.span(group) != (-1, -1) else None
                 for group in range(compiled.groups + 1)]
                for m in compiled.finditer(text)
            ]
            searches.append({"pattern": pattern, "flags": flags, "text": text,
                             "matches": matches})
    errors = []
    for pattern, flags in ERRORS:
        try:
            re.compile(pattern, flags_of(flags))
            sys.exit(f"expected an error: {pattern!r}")
        except re.error as error:
            errors.append({"pattern": pattern, "flags": flags, "message": error.msg})
    substitutions = []
    for pattern, flags, replacement, text in SUBSTITUTIONS:
        result = re.sub(pattern, replacement, text, flags=flags_of(flags))
        substitutions.append({"pattern": pattern, "flags": flags, "replacement": replacement,
                              "text": text, "result": result})
    for pattern, replacement in SUBSTITUTION_ERRORS:
        try:
            re.sub(pattern, replacement, "a")
            sys.exit(f"expected an error: {replacement!r}")
        except (re.error, IndexError) as error:
            substitutions.append({"pattern": pattern, "flags": "", "replacement": replacement,
                                  "text": "a", "error": str(error)})
    fixture = {"python": sys.version.split()[0], "searches": searches, "errors": errors,
               "substitutions": substitutions}
    path = os.path.join(os.path.dirname(__file__), "..", "Tests", "FormlineRegexTests",
                        "Fixtures", "python-regex-expectations.json")
    with open(path, "w", encoding="utf-8") as file:
        json.dump(fixture, file, ensure_ascii=False, indent=1)
        file.write("\n")


if __name__ == "__main__":
    main()
