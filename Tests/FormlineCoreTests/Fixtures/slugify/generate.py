#!/usr/bin/env python3
"""Writes expected.tsv: what cookiecutter's `slugify` filter gives for each sample.

cookiecutter's filter is python-slugify's `slugify(value, **kwargs)`. Run once, by hand,
in a scratch virtual environment (CI never runs it):

    python3 -m venv /tmp/slug && /tmp/slug/bin/pip install python-slugify==9.2.0 text-unidecode==1.3
    /tmp/slug/bin/python generate.py > expected.tsv

Columns: the text (JSON-quoted), the keyword arguments (JSON), python-slugify's slug.
"""
import json
from slugify import slugify

SAMPLES = [
    # Latin letters with marks, ligatures and letters of their own
    "Héllo Wörld!! 1,000 Straße", "Café crème", "naïve façade", "Dvořák", "Łódź",
    "Ærøskøbing", "Œuvre", "Þórr Óðinsson", "Đakovo", "Ħamrun", "İstanbul", "ǅemal",
    "ﬁnance ﬂow", "Ça va? Très bien!", "Niño año", "Ångström", "Żółć",
    # Cyrillic, Greek
    "Привет мир", "Москва 2026", "Україна", "Пётр Чайковский", "Щука, Жук и Хлеб",
    "Цвет юла яблоко", "подъезд Ольга Эхо Ёж", "ЩУКА ЖУК", "Київ Ґанок Єва",
    "Ђорђе Љубљана Њиш Ћуприја Џон", "Беларусь Ўсход", "Ελληνικά", "Αθήνα", "Σωκράτης",
    # Han, kana, Hangul
    "北京", "東京タワー", "ひらがな", "カタカナ", "한국어", "서울",
    # Right to left, Indic, Thai
    "שלום", "مرحبا", "हिन्दी", "ภาษาไทย",
    # Symbols, numbers, punctuation, spaces
    "½ price ™ ①", "Ⅻ chapters", "ＦＵＬＬ ｗｉｄｔｈ", "I ♥ NY", "rock 'n' roll",
    "it's", "a--b__c  d", "  --leading and trailing--  ", "1,000,000 and 1, 2",
    "tab\tseparated\nlines", "emoji 🚀 rocket", "", "---", "C++ & C#",
    "My Project", "my_project.name/v2",
]

OPTIONS = [{}, {"separator": "_"}, {"lowercase": False}, {"max_length": 8}]

for text in SAMPLES:
    for options in OPTIONS:
        print(json.dumps(text, ensure_ascii=False), json.dumps(options),
              slugify(text, **options), sep="\t")
