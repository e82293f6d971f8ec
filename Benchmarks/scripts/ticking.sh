#!/usr/bin/env bash
# Runs a command and prints a line every 10 s while it runs, so that a step
# that prints nothing for minutes (a release build's whole-module compile)
# never looks hung; ends with the step's wall time.
# Usage: Benchmarks/scripts/ticking.sh LABEL COMMAND [ARGUMENT...]
set -uo pipefail
label=${1:?usage: ticking.sh LABEL COMMAND [ARGUMENT...]}
shift
start=$(date +%s)
# On a terminal the line first clears a progress bar being redrawn in place.
clear=''
[ -t 2 ] && clear=$'\r\033[K'
(
    while sleep 10; do
        printf '%s  … %s: %d s\n' "$clear" "$label" $(( $(date +%s) - start )) >&2
    done
) &
ticker=$!
trap 'kill "$ticker" 2>/dev/null' EXIT
"$@"
status=$?
kill "$ticker" 2>/dev/null
wait "$ticker" 2>/dev/null
printf '%s  [%s: %d s]\n' "$clear" "$label" $(( $(date +%s) - start )) >&2
exit "$status"
