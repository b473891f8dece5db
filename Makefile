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

RELEASE_FLAGS = -c release --static-swift-stdlib --product formline $(LINK_FLAGS)
# `make LINK_FLAGS='-Xlinker -no-pie'` trades ASLR of the executable for ~2 ms less start-up
# (80 000 fewer relocations; see docs/benchmarks.md). The default keeps PIE.
LINK_FLAGS ?=
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all build test deps install uninstall completions clean demo

# Runs the wizard on a bundled example, installing libedit-dev first when it is missing.
demo: deps
	@$(SWIFT) build --product formline >&2
	@"$$($(SWIFT) build --show-bin-path)/formline" Examples/server.yaml

all: build

build:
	$(SWIFT) build $(RELEASE_FLAGS)

test: deps
	$(SWIFT) test

# libedit's headers, needed to build; installed only when pkg-config cannot find them.
deps:
	@pkg-config --exists libedit 2>/dev/null || { \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libedit-dev pkg-config; }

completions:
	Scripts/generate-completions.sh

install: build
	$(INSTALL) -d $(BINDIR) $(MANDIR)/man1 $(MANDIR)/man5 $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	$(INSTALL) -m 755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/formline" $(BINDIR)/formline
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
