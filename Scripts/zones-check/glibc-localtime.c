// What glibc's localtime_r says for each zone, as lines Scripts/zones-check/main.swift
// compares with FormlineZones (Scripts/zones-glibc-check.sh runs both).
//
// Input (stdin): "Z NAME" starts a zone; the lines after it, until the next "Z", are
// instants (seconds since 1970) FormlineZones proposes, its transitions ±1 s. For each zone
// this adds a day-by-day scan from FIRST to LAST (the time of day drifting by 3,607 s a
// day), and every change glibc shows between two scanned instants, found by bisection, with
// the second before and after. Output: "Z NAME", then "T OFFSET ISDST ABBREVIATION" for
// every instant, ascending.
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const int64_t first = -2208988800;  // 1900-01-01 00:00 UTC
static const int64_t last = 4133980799;    // 2100-12-31 23:59:59 UTC

struct reading {
  long offset;
  int isdst;
  char abbreviation[16];
};

static void read_at(int64_t instant, struct reading *out) {
  time_t t = (time_t)instant;
  struct tm tm;
  memset(out, 0, sizeof *out);
  if (localtime_r(&t, &tm) == NULL) {
    out->offset = -999999;
    return;
  }
  out->offset = tm.tm_gmtoff;
  out->isdst = tm.tm_isdst;
  snprintf(out->abbreviation, sizeof out->abbreviation, "%s", tm.tm_zone ? tm.tm_zone : "?");
}

static int same(const struct reading *a, const struct reading *b) {
  return a->offset == b->offset && a->isdst == b->isdst &&
         strcmp(a->abbreviation, b->abbreviation) == 0;
}

static int64_t *instants;
static size_t count, capacity;

static void add(int64_t instant) {
  if (instant < first - 86400 || instant > last + 86400) return;
  if (count == capacity) {
    capacity = capacity ? capacity * 2 : 1 << 16;
    instants = realloc(instants, capacity * sizeof *instants);
    if (!instants) exit(2);
  }
  instants[count++] = instant;
}

static int ascending(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

static void finish_zone(const char *name) {
  if (!name[0]) return;
  char variable[4096];
  snprintf(variable, sizeof variable, ":%s", name);
  setenv("TZ", variable, 1);
  tzset();
  struct reading previous, current;
  int64_t before = first;
  read_at(before, &previous);
  add(before);
  for (int64_t day = 1;; day++) {
    int64_t instant = first + day * 86400 + (day * 3607) % 86400;
    if (instant > last) break;
    add(instant);
    read_at(instant, &current);
    if (!same(&previous, &current)) {
      // Bisect to the first second that reads like `instant`.
      int64_t low = before, high = instant;
      struct reading probe;
      while (high - low > 1) {
        int64_t middle = low + (high - low) / 2;
        read_at(middle, &probe);
        if (same(&probe, &current)) high = middle; else low = middle;
      }
      add(high - 1);
      add(high);
      add(high + 1);
    }
    before = instant;
    previous = current;
  }
  qsort(instants, count, sizeof *instants, ascending);
  printf("Z %s\n", name);
  for (size_t i = 0; i < count; i++) {
    if (i > 0 && instants[i] == instants[i - 1]) continue;
    read_at(instants[i], &current);
    printf("%lld %ld %d %s\n", (long long)instants[i], current.offset, current.isdst,
           current.abbreviation);
  }
  count = 0;
}

int main(void) {
  char line[4096], zone[4096] = "";
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\n")] = 0;
    if (line[0] == 'Z' && line[1] == ' ') {
      finish_zone(zone);
      snprintf(zone, sizeof zone, "%s", line + 2);
    } else if (line[0]) {
      add(strtoll(line, NULL, 10));
    }
  }
  finish_zone(zone);
  return 0;
}
