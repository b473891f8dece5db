#!/bin/sh
# Copies the official JSON-Schema-Test-Suite and the drafts' metaschemas into the core
# tests' fixtures, from the copies PyPI's `jsonschema` sdist and `jsonschema-specifications`
# carry. Run by hand when updating; CI and `swift test` use the committed copy, never the
# network.
set -eu
cd "$(dirname "$0")/.."
JSONSCHEMA_VERSION=4.26.0
SPECIFICATIONS_VERSION=2025.9.1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
pip download --quiet --no-deps --no-binary :all: -d "$scratch" \
  "jsonschema==$JSONSCHEMA_VERSION" "jsonschema-specifications==$SPECIFICATIONS_VERSION"
tar -xzf "$scratch/jsonschema-$JSONSCHEMA_VERSION.tar.gz" -C "$scratch"
tar -xzf "$scratch/jsonschema_specifications-$SPECIFICATIONS_VERSION.tar.gz" -C "$scratch"
suite="$scratch/jsonschema-$JSONSCHEMA_VERSION/json"
schemas="$scratch/jsonschema_specifications-$SPECIFICATIONS_VERSION/jsonschema_specifications/schemas"
target=Tests/FormlineCoreTests/Fixtures/json-schema-suite
rm -rf "$target"
mkdir -p "$target/tests" "$target/metaschemas"
for draft in draft4 draft6 draft7 draft2019-09 draft2020-12; do
  cp -R "$suite/tests/$draft" "$target/tests/$draft"
done
cp -R "$suite/remotes" "$target/remotes"
cp "$suite/LICENSE" "$target/LICENSE"
for draft in draft4 draft6 draft7 draft201909 draft202012; do
  mkdir -p "$target/metaschemas/$draft"
  cp -R "$schemas/$draft/." "$target/metaschemas/$draft/"
done
cp "$scratch/jsonschema_specifications-$SPECIFICATIONS_VERSION/COPYING" \
  "$target/metaschemas/COPYING"
cat > "$target/SOURCES.md" <<NOTE
# JSON-Schema-Test-Suite and metaschemas

Copied by \`Scripts/fetch-json-schema-suite.sh\`; do not edit by hand.

| Folder | Origin | Licence |
| --- | --- | --- |
| \`tests/<draft>/\` (required and \`optional/\`), \`remotes/\` | the JSON-Schema-Test-Suite as vendored in \`json/\` of the \`jsonschema\` $JSONSCHEMA_VERSION sdist (PyPI) | MIT, Copyright (c) 2012 Julian Berman (\`LICENSE\`) |
| \`metaschemas/<draft>/\` | the drafts' official metaschemas and vocabularies as carried by \`jsonschema-specifications\` $SPECIFICATIONS_VERSION (PyPI) | MIT (\`metaschemas/COPYING\`) |

\`remotes/\` is what the suite serves at \`http://localhost:1234/\` for the \`refRemote\`
tests; the tests map that base to the folder, no network is used.
NOTE
