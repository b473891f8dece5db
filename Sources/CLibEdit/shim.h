#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <locale.h>
#include <wchar.h>
#include <histedit.h>

/*
 * el_set(), el_get(), el_wset() and history() are C variadic functions.
 * Swift does not import C variadic functions, so every call Swift needs
 * gets a fixed-signature static inline wrapper here. Clang compiles these
 * into the Swift module that imports this header: no C target is needed.
 */

/* Swift 6 rejects direct use of the C globals stdin/stdout/stderr
   ("not concurrency-safe"); these accessors return the same FILE objects. */
static inline FILE *clibedit_stdin(void) { return stdin; }
static inline FILE *clibedit_stdout(void) { return stdout; }
static inline FILE *clibedit_stderr(void) { return stderr; }

typedef char *(*clibedit_prompt_fn)(EditLine *);
typedef wchar_t *(*clibedit_wprompt_fn)(EditLine *);
/* el_func_t in libedit's private map.h: el_action_t (unsigned char) (*)(EditLine *, wint_t) */
typedef unsigned char (*clibedit_cmd_fn)(EditLine *, wint_t);

/* ---- el_set / el_get ---- */
static inline int clibedit_set_prompt(EditLine *el, clibedit_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}
/* esc: a char that brackets non-printing sequences (ANSI colours) in the prompt, e.g. '\1' */
static inline int clibedit_set_prompt_esc(EditLine *el, clibedit_prompt_fn fn, char esc) {
    return el_set(el, EL_PROMPT_ESC, fn, (int)esc);
}
static inline int clibedit_wset_prompt(EditLine *el, clibedit_wprompt_fn fn) {
    return el_wset(el, EL_PROMPT, fn);
}
static inline int clibedit_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode); /* "emacs" or "vi" */
}
static inline int clibedit_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}
static inline int clibedit_set_editmode(EditLine *el, int on) {
    return el_set(el, EL_EDITMODE, on);
}
static inline int clibedit_set_unbuffered(EditLine *el, int on) {
    return el_set(el, EL_UNBUFFERED, on);
}
static inline int clibedit_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
static inline void *clibedit_get_clientdata(EditLine *el) {
    void *p = NULL;
    el_get(el, EL_CLIENTDATA, &p);
    return p;
}
/* Attach a (narrow) History; pass NULL to detach. */
static inline int clibedit_set_hist(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}
static inline int clibedit_addfn(EditLine *el, const char *name, const char *help,
                                 clibedit_cmd_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int clibedit_bind(EditLine *el, const char *keys, const char *cmd) {
    return el_set(el, EL_BIND, keys, cmd, (const char *)NULL);
}
/* e.g. clibedit_setty(el, "-d", "-isig"): edit-mode termios flags */
static inline int clibedit_setty(EditLine *el, const char *a, const char *b) {
    return el_set(el, EL_SETTY, a, b, (const char *)NULL);
}
static inline int clibedit_set_getcfn(EditLine *el, el_rfunc_t fn) {
    return el_set(el, EL_GETCFN, fn);
}
/* EL_PREP_TERM 1: switch the tty to libedit's edit (raw) mode now; 0: back to cooked. */
static inline int clibedit_prep_term(EditLine *el, int on) {
    return el_set(el, EL_PREP_TERM, on);
}
static inline int clibedit_refresh(EditLine *el) {
    return el_set(el, EL_REFRESH);
}
static inline int clibedit_get_editmode(EditLine *el) {
    int on = 0;
    el_get(el, EL_EDITMODE, &on);
    return on;
}

/* ---- history() ---- */
static inline int clibedit_history_setsize(History *h, int n) {
    HistEvent ev; return history(h, &ev, H_SETSIZE, n);
}
static inline int clibedit_history_setunique(History *h, int on) {
    HistEvent ev; return history(h, &ev, H_SETUNIQUE, on);
}
static inline int clibedit_history_enter(History *h, const char *line) {
    HistEvent ev; return history(h, &ev, H_ENTER, line);
}
static inline int clibedit_history_clear(History *h) {
    HistEvent ev; return history(h, &ev, H_CLEAR);
}
static inline int clibedit_history_size(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_GETSIZE) == -1) return -1;
    return ev.num;
}
static inline int clibedit_history_load(History *h, const char *path) {
    HistEvent ev; return history(h, &ev, H_LOAD, path);
}
static inline int clibedit_history_save(History *h, const char *path) {
    HistEvent ev; return history(h, &ev, H_SAVE, path);
}

#endif
