#!/bin/sh
# Formats every Swift file in place with the repository's .swift-format; CI lints with
# `swift format lint --strict` and fails on anything this would change.
set -eu
cd "$(dirname "$0")/.."
swift format --in-place --recursive Package.swift Sources Tests Benchmarks 2>/dev/null || \
  swift format --in-place --recursive Package.swift Sources Tests
