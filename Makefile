# formline: build, test, install. Variables: PREFIX (default /usr/local), DESTDIR (staging
# root for packagers), SWIFT (the swift driver).

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
INSTALL ?= install

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

# The release binary is a static executable: nothing to load or relocate at start-up (3-4 ms
# of what was 11 ms to the first prompt; docs/benchmarks.md) and one file to copy. It is
# not position-independent (static-pie does not start with Swift's static runtime here),
# so the executable's own addresses are not randomised; `make STATIC=no` builds the
# dynamically linked PIE instead. BUILD_FLAGS adds `swift build` flags to either.
STATIC ?= yes
# Expanded by the shell when a recipe runs, after `deps` has installed libedit-dev and
# libyaml-dev.
STATIC_LINK = -Xswiftc -static-executable \
  $$(pkg-config --static --libs libedit libbsd yaml-0.1 | sed 's/-l/-Xlinker -l/g')
# The code that runs before the first prompt is laid out together (gold's section
# ordering over one section per function, from Scripts/startup-order.py's list): pages
# touched at start-up are faulted in 64 KB at a time, and scattered over 23 MB of text they
# made 13.3 MiB resident at the first prompt; together, 9.3 MiB (docs/benchmarks.md,
# session 19), and 7.1 MiB once static initialisers, unnamed thunks and folded functions
# are placed too (session 27). Unused sections are dropped too.
# Functions whose code is identical and whose address is never taken are kept once (gold's
# safe identical-code folding: 0.4 MB of the 25 MB stripped binary, docs/benchmarks.md).
STARTUP_ORDER = -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --gc-sections -Xlinker --section-ordering-file=$(CURDIR)/Scripts/startup-order.txt \
  -Xlinker --icf=safe
# Without DWARF (symbols stay, so crash backtraces still name functions): ~0.25 ms less
# start-up, 9 MB smaller.
# Generic types such as Dictionary<FieldPath, Entry> are made by direct metadata calls, not
# looked up by mangled name at run time: each lookup demangled the name and scanned every
# protocol conformance of the static binary for the Hashable witness (~130,000 instructions
# a type), 22 % of the instructions before the first prompt (docs/benchmarks.md).
METADATA_FLAGS = -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
RELEASE_FLAGS = -c release --static-swift-stdlib --product formline -Xlinker --strip-debug \
  $(METADATA_FLAGS) $(if $(filter yes,$(STATIC)),$(STATIC_LINK) $(STARTUP_ORDER)) $(BUILD_FLAGS)
BUILD_FLAGS ?=
# `make install` strips the symbol table too (15 MB of the 80 MB static binary: the
# symbols and their names, which are never loaded, so start-up is the same); the build
# directory's binary keeps them for crash backtraces and profiles. `make install STRIP=no`
# installs it as built.
STRIP ?= yes
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all build test test-release deps install uninstall completions clean demo

# The first target, so a bare `make` (and `make && sudo make install`) builds the release
# binary and never starts an interactive wizard.
all: build

# Runs the wizard on a bundled example, installing libedit-dev first when it is missing.
demo: deps
	@$(SWIFT) build --product formline >&2
	@"$$($(SWIFT) build --show-bin-path)/formline" Examples/server.yaml

# SwiftPM does not know the ordering file is an input of the link: when the list is newer
# than the binary, the binary is removed so that it is linked again with the new list.
build: deps
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/formline"; \
	  if [ "$(STATIC)" = yes ] && [ -f "$$bin" ] && [ Scripts/startup-order.txt -nt "$$bin" ]; \
	  then rm -f "$$bin"; fi
	$(SWIFT) build $(RELEASE_FLAGS)

test: deps
	$(SWIFT) test

# The end-to-end tests again, against the release binary `make install` would install.
test-release: deps build
	FORMLINE_TEST_BINARY="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/formline" \
	  $(SWIFT) test --filter FormlineEndToEndTests

# libedit's, libyaml's and PCRE2's headers, needed to build; installed only when
# pkg-config cannot find them.
# tzdata: zones are read from /usr/share/zoneinfo, by formline and by the tests.
deps:
	@{ pkg-config --exists libedit yaml-0.1 libpcre2-8 2>/dev/null \
	  && [ -f /usr/share/zoneinfo/Europe/Berlin ]; } || { \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) apt-get install -y -qq libedit-dev libyaml-dev libpcre2-dev pkg-config tzdata; }

completions:
	Scripts/generate-completions.sh

install: build
	$(INSTALL) -d $(BINDIR) $(MANDIR)/man1 $(MANDIR)/man5 $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	$(INSTALL) -m 755 $(if $(filter yes,$(STRIP)),-s) \
	  "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/formline" $(BINDIR)/formline
	$(INSTALL) -m 644 man/formline.1 $(MANDIR)/man1/formline.1
	$(INSTALL) -m 644 man/formline.5 $(MANDIR)/man5/formline.5
	$(INSTALL) -m 644 completions/formline.bash $(BASHDIR)/formline
	$(INSTALL) -m 644 completions/_formline $(ZSHDIR)/_formline
	$(INSTALL) -m 644 completions/formline.fish $(FISHDIR)/formline.fish

uninstall:
	rm -f $(BINDIR)/formline $(MANDIR)/man1/formline.1 $(MANDIR)/man5/formline.5 \
	  $(BASHDIR)/formline $(ZSHDIR)/_formline $(FISHDIR)/formline.fish

clean:
	$(SWIFT) package clean
