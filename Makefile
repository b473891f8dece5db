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

RELEASE_FLAGS = -c release --static-swift-stdlib --product formline

.PHONY: all build test install uninstall completions clean

all: build

build:
	$(SWIFT) build $(RELEASE_FLAGS)

test:
	$(SWIFT) test

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
