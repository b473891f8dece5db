#!/bin/sh
# Regenerates completions/ from the built binary, so the committed scripts match the
# command line. HelpAndCompletionsTests fails when they drift; run this after changing
# an option or subcommand.
set -eu
cd "$(dirname "$0")/.."
binary="${FORMLINE:-.build/debug/formline}"
if [ ! -x "$binary" ]; then
  swift build --product formline
fi
mkdir -p completions
"$binary" --generate-completion-script bash > completions/formline.bash
"$binary" --generate-completion-script zsh > completions/_formline
"$binary" --generate-completion-script fish > completions/formline.fish
echo "completions/: formline.bash _formline formline.fish regenerated from $binary"
