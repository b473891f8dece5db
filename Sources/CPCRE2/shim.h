#ifndef CPCRE2_SHIM_H
#define CPCRE2_SHIM_H

/* The system's PCRE2 (libpcre2-dev), 8-bit code units: Swift strings are UTF-8, so
 * subjects are passed without conversion. pcre2.h needs the width chosen before it is
 * included; its names then end in _8 (pcre2_compile_8), which is what Swift sees, as the
 * unsuffixed names are function-like macros. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#endif
