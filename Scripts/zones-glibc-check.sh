#!/bin/sh
# Compares FormlineZones with glibc's localtime_r over every zone file of this machine,
# then reads randomly damaged copies of them: Scripts/zones-glibc-check.sh [DAMAGED [SEED]]
# (default 20000 damaged files, seed 1). Not part of .ci/run: the answers depend on the
# machine's tzdata. The numbers of the last run are in docs/zones.md.
#
# Every TZif file under ZONEINFO (default /usr/share/zoneinfo; right/ excepted, whose leap
# seconds glibc subtracts from the clock and FormlineZones does not) is read by both, at a
# day-by-day scan from 1900 to 2100 plus one second before, at and after every transition
# either side finds (Scripts/zones-check/glibc-localtime.c). Each instant's UTC offset,
# abbreviation and daylight flag must agree, and FormlineZones' local-to-instant candidates
# for the wall clock glibc shows must include the instant. Needs gcc and swiftc.
set -eu
damaged=${1:-20000}
seed=${2:-1}
zoneinfo=${ZONEINFO:-/usr/share/zoneinfo}
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

gcc -O2 -Wall -Wextra -Werror -o "$work/glibc-localtime" Scripts/zones-check/glibc-localtime.c
nice -n 10 swiftc -O -swift-version 6 -package-name formline -module-name ZonesCheck \
  $(find Sources/FormlineZones -name '*.swift') Scripts/zones-check/main.swift \
  -o "$work/zones-check"

(cd "$zoneinfo" && find -L . -type f ! -path './right/*' | sed 's|^\./||' | sort) |
  while read -r name; do
    if [ "$(head -c 4 "$zoneinfo/$name")" = TZif ]; then echo "$name"; fi
  done >"$work/names"
echo "zone names: $(wc -l <"$work/names")," \
  "distinct files: $(cd "$zoneinfo" && xargs sha1sum <"$work/names" | cut -d' ' -f1 | sort -u | wc -l)"

"$work/zones-check" transitions "$zoneinfo" <"$work/names" |
  nice -n 10 "$work/glibc-localtime" |
  "$work/zones-check" compare "$zoneinfo"

# The same for TZ values that are POSIX rules, from 1970 on: glibc reads a rule's changes
# in any year before 1970 as 1970's. First every footer of those files (0 differences
# expected), then rules that test what footers do not (no dates, Jn and n days, negative
# and late times, the southern hemisphere, daylight time all year, offsets with seconds),
# where two kinds of difference are expected, glibc's: a rule without dates takes the
# changes of the posixrules file (New York's history) where FormlineZones takes today's US
# dates, and glibc looks for changes only in the UTC year of the instant, so a change a
# rule's time pushes across New Year (J365/25, daylight time all year) is missed for hours.
"$work/zones-check" footers "$zoneinfo" <"$work/names" >"$work/footers"
cat >"$work/rules" <<'RULES'
UTC0
EST5EDT4
CET-1CEST
<+0330>-3:30
<-0330>3:30<-0230>,M3.2.0/2:00:00,M11.1.0/2:00:00
AAA3BBB,J60/2,J300/2
AAA3BBB,J1/0,J365/23
AAA3BBB,59/2,300/2
AAA3BBB,0/0,365/0
AAA-10BBB,M10.1.0,M4.1.0/3
AAA-10:30BBB-11,M10.1.0,M4.1.0
AAA4BBB,M9.1.6/24,M4.1.6/24
AAA3BBB,M3.5.0/-2,M10.5.0/-1
AAA2BBB,M3.5.0/-1,M10.5.0/0
AAA-2BBB,M3.4.4/50,M10.4.4/50
AAA5BBB,M3.2.0/167,M11.1.0/-167
EST5EDT,0/0,J365/25
AAA-1:02:03BBB-2:04:05,M3.5.0/1:02:03,M10.5.0/4:05:06
AAA-14BBB-13,M4.1.0/3,M9.5.0/4
AAA12BBB11,M2.1.1,M11.5.6
RULES
for rules in footers rules; do
  echo "POSIX rules as TZ values ($rules): $(wc -l <"$work/$rules")"
  "$work/zones-check" transitions "$zoneinfo" <"$work/$rules" |
    nice -n 10 "$work/glibc-localtime" |
    awk '/^Z / || $1 >= 0' |
    "$work/zones-check" compare "$zoneinfo"
done

# Damaged copies of every file but posix/ (copies of the others) and two with leap seconds.
originals=$(grep -v '^posix/' "$work/names" | sed "s|^|$zoneinfo/|")
leaps=$(ls "$zoneinfo/right/Europe/Paris" "$zoneinfo/right/America/New_York" 2>/dev/null || true)
# shellcheck disable=SC2086 # one argument per file
"$work/zones-check" damage "$damaged" "$seed" $originals $leaps
