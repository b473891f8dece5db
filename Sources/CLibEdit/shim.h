#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H

#include <poll.h>
#include <signal.h>
#include <wchar.h>
#include <histedit.h>

/*
 * el_set(), el_get() and history() are C variadic functions.
 * Swift does not import C variadic functions, so every call Swift needs
 * gets a fixed-signature static inline wrapper here. Clang compiles these
 * into the Swift module that imports this header: no C target is needed.
 */

typedef char *(*clibedit_prompt_fn)(EditLine *);
/* el_func_t in libedit's private map.h: el_action_t (unsigned char) (*)(EditLine *, wint_t) */
typedef unsigned char (*clibedit_cmd_fn)(EditLine *, wint_t);

/* ---- el_set / el_get ---- */
/* esc: a char that brackets non-printing sequences (ANSI colours) in the prompt, e.g. '\1' */
static inline int clibedit_set_prompt_esc(EditLine *el, clibedit_prompt_fn fn, char esc) {
    return el_set(el, EL_PROMPT_ESC, fn, (int)esc);
}
static inline int clibedit_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode); /* "emacs" or "vi" */
}
static inline int clibedit_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
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
/* Clears libedit's idea of the screen and draws the prompt and line again. */
static inline int clibedit_refresh(EditLine *el) {
    return el_set(el, EL_REFRESH);
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

/* ---- ppoll ----
 * The key reader waits with ppoll so a signal can only arrive while it waits (the mask is
 * swapped atomically). glibc declares ppoll only under _GNU_SOURCE, which Swift's Glibc
 * module is not built with; this is the same prototype. */
int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout,
          const sigset_t *sigmask);

#endif
