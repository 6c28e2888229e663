#!/usr/bin/env bash
# Seconds from a command's start to its first line of output (standard output and error together),
# as a person at a terminal waits for it; the command is then killed, with its process group.
#
#   bench/first-line.sh [-n RUNS] COMMAND [ARGS]
#   e.g. bench/first-line.sh -n 5 ./evodraughts evolve --config config/quick.yaml --run-dir /tmp/first-line
#
# Each run prints its seconds and the line; a --run-dir given is deleted before each run.
set -euo pipefail
runs=1
if [ "${1:-}" = -n ]; then runs=$2; shift 2; fi
[ $# -gt 0 ] || { echo "usage: bench/first-line.sh [-n RUNS] COMMAND [ARGS]" >&2; exit 2; }
args=("$@")
for ((i = 0; i < ${#args[@]} - 1; i++)); do
    if [ "${args[i]}" = --run-dir ]; then run_dir=${args[i + 1]}; fi
done
for ((run = 1; run <= runs; run++)); do
    [ -z "${run_dir:-}" ] || rm -rf "$run_dir"
    start=$EPOCHREALTIME
    coproc first { exec setsid "$@" </dev/null 2>&1; }
    IFS= read -r line <&"${first[0]}" || true
    end=$EPOCHREALTIME
    kill -KILL -- "-$first_PID" 2>/dev/null || true
    wait "$first_PID" 2>/dev/null || true
    micros=$((10#${end//[.,]/} - 10#${start//[.,]/}))
    printf '%d.%03d s  %s\n' $((micros / 1000000)) $((micros % 1000000 / 1000)) "${line:0:100}"
done
[ -z "${run_dir:-}" ] || rm -rf "$run_dir"
