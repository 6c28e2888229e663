#!/usr/bin/env bash
# The depth of a fresh play process's first reply, against the depth of its later (warm) replies.
#
#   bench/first-reply.sh [-n RUNS] [-d SECONDS] [-w SECONDS] [-p REPLIES] [-c CHAMPION] [-s SEARCH] [-l LAUNCHER]
#
# Each run starts `LAUNCHER play --champion CHAMPION --search SEARCH --seed 1` afresh (defaults:
# ./evodraughts, examples/overnight-2h.json, minimax:time=100ms), waits for its first prompt, then
# for -d SECONDS more (the person looking at the board; default 3), and plays 11-15. After each
# reply the person waits -w SECONDS (default 1) and plays the first move of the numbered list,
# until the agent has searched REPLIES replies (default 10; forced moves, played without a
# search, are not counted).
# It prints each run's reply depths, then the median depth of the first replies and, as the warm
# depth, the median of the second half of the replies (REPLIES/2+1 to REPLIES). The nodes and
# seconds of the first reply are printed with it. The process's own time to its first prompt is
# not counted: -d starts at the prompt. A run whose game ends before REPLIES replies (the listed
# first move is a poor one) gives its first reply but no warm ones.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)
runs=5 delay=3 pause=1 replies=10 champion="$root/examples/overnight-2h.json" search="minimax:time=100ms"
launcher="$root/evodraughts"
while getopts "n:d:w:p:c:s:l:" option; do
    case $option in
        n) runs=$OPTARG ;;
        d) delay=$OPTARG ;;
        w) pause=$OPTARG ;;
        p) replies=$OPTARG ;;
        c) champion=$OPTARG ;;
        s) search=$OPTARG ;;
        l) launcher=$OPTARG ;;
        *) echo "usage: bench/first-reply.sh [-n RUNS] [-d SECONDS] [-w SECONDS] [-p REPLIES] [-c CHAMPION] [-s SEARCH] [-l LAUNCHER]" >&2
           exit 2 ;;
    esac
done
[ "$replies" -ge 2 ] || { echo "error: -p must be at least 2 (the warm depth is the median of the second half of the replies)" >&2; exit 2; }

# Reads the game's lines until its first prompt: the legal moves, then 0.5 s without a line.
await_prompt() {
    local line listed=
    while :; do
        if IFS= read -r -t "${listed:+0.5}${listed:-120}" line <&"${PLAY[0]}"; then
            case $line in "Legal moves:"*) listed=1 ;; esac
        else
            [ -n "$listed" ] && return 0
            echo "error: no prompt from the game within 120 s" >&2
            return 1
        fi
    done
}

# Reads the game's lines until the agent's reply; sets reply_depth and reply_line (empty for a
# forced move, which is played without a search). Fails when the game is over or gone.
await_reply() {
    local line
    reply_depth= reply_line=
    while IFS= read -r -t 120 line <&"${PLAY[0]}"; do
        case $line in
            *" plays "*"; depth "*)
                reply_line=${line#*; }
                reply_line=${reply_line%).}
                reply_depth=${reply_line#depth }
                reply_depth=${reply_depth%%,*}
                return 0 ;;
            *" plays "*) return 0 ;;
            "The game is over"* | "Bye"* | "End of input"*) return 1 ;;
        esac
    done
    return 1
}

median() {
    sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "-"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

firsts=() warms=()
for run in $(seq "$runs"); do
    coproc PLAY { exec "$launcher" play --champion "$champion" --search "$search" --seed 1 2>&1; }
    depths=() first=
    if await_prompt; then
        sleep "$delay"
        move=11-15
        while [ "${#depths[@]}" -lt "$replies" ]; do
            echo "$move" >&"${PLAY[1]}"
            await_reply || break
            move=1
            sleep "$pause"
            [ -n "$reply_depth" ] || continue # a forced move: no search
            depths+=("$reply_depth")
            [ -n "$first" ] || first=$reply_line
        done
    fi
    echo quit >&"${PLAY[1]}" 2>/dev/null || true
    wait "$PLAY_PID" 2>/dev/null || true
    echo "run $run: reply depths ${depths[*]:-none} (first: ${first:-none})"
    [ "${#depths[@]}" -gt 0 ] && firsts+=("${depths[0]}")
    if [ "${#depths[@]}" -eq "$replies" ]; then
        warms+=("${depths[@]:$((replies / 2))}")
    fi
done
echo "first reply after ${delay} s: median depth $(printf '%s\n' "${firsts[@]}" | median) over ${#firsts[@]} runs;" \
    "warm (replies $((replies / 2 + 1))-$replies): median depth $(printf '%s\n' "${warms[@]}" | median) over ${#warms[@]} replies"
