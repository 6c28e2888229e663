#!/usr/bin/env bash
# Issue 59's experiment, made again bit for bit: which network shape turns CPU time into strength
# (docs/research/network-shapes.md). Every arm is a TD-Leaf chain (depth 3, one thread) from a
# fan-in network of seed 1, in chunks with the seeds of the card's chain (examples/td-plateau.sh):
# 10,000 games (seed 101), 30,000 (102), then chunks of CHUNK games (seeds 104, 105, …).
#
#   examples/shapes.sh train ARM ALPHA GAMES    the arm's chain at ALPHA, up to GAMES games
#   examples/shapes.sh measure ARM ALPHA        every chunk not yet measured, against the yardsticks
#   examples/shapes.sh measure a                the card's chain (arm a) the same way
#   examples/shapes.sh equal-time FILE          FILE against the plateau at an equal 100 ms a move
#                                               (one thread; appended to FILE's arm's equal-time.txt)
#   examples/shapes.sh measure e                arm e's champion at its last save (examples/evolution-arms.sh e)
#   examples/shapes.sh summary                  every arm's chunks as one table (examples/shapes/summary.tsv),
#                                               then the chart and the research page's table (Report.java)
#
# Arms (inputs, hidden widths, chunk size after the first 40,000 games):
#   b       pieces 40,10    100,000
#   c       both 40,10      100,000
#   d       pieces 128,32    25,000  (the inputs of b, which led c at every CPU time of their first hour)
#   cprime  examples/td-plateau.json grown into both 40,10 (seed 1), then TD-Leaf: 100,000
#   e       growth by evolution, run by examples/evolution-arms.sh; its champion at each save is
#           measured here as examples/shapes/e-a0.001/gen-G.json (α: its refinement's)
# Each arm at ALPHA keeps its chain in examples/shapes/ARM-aALPHA/: start.json, n-GAMES.json after
# each chunk (a chunk under way saves itself every 10 minutes as n-GAMES.json.checkpoint, and
# running the script again goes on from it, with the same result), cpu-seconds.txt (each
# command's user and system seconds, /usr/bin/time) and measurements.txt.
# EVODRAUGHTS names the command to run (default: the launcher beside this folder).
set -euo pipefail
cd "$(dirname "$0")/.."
run=${EVODRAUGHTS:-./evodraughts}
plateau=examples/td-plateau.json

shape() { # ARM: its network new options and chunk size
    case $1 in
        b) echo "--inputs pieces --hidden 40,10 100000" ;;
        c | cprime) echo "--inputs both --hidden 40,10 100000" ;;
        d) echo "--inputs pieces --hidden 128,32 25000" ;;
        *) echo "unknown arm '$1': b, c, d or cprime" >&2; exit 2 ;;
    esac
}

timed() { # DIR COMMAND...: runs COMMAND, appending its CPU seconds to DIR/cpu-seconds.txt
    local dir=$1; shift
    /usr/bin/time -f "%U %S $(date -u +%FT%TZ) $*" -a -o "$dir/cpu-seconds.txt" "$@"
}

chunks() { # CHUNK GAMES: "from to seed" for each chunk up to GAMES
    local size=$1 until=$2 from=0 to seed=101 i=0
    while [ "$from" -lt "$until" ]; do
        if [ $i -eq 0 ]; then to=10000; elif [ $i -eq 1 ]; then to=40000; else to=$((from + size)); fi
        [ "$to" -gt "$until" ] && to=$until
        echo "$from $to $seed"
        from=$to; i=$((i + 1)); seed=$((i < 2 ? 101 + i : 102 + i))
    done
}

train() { # ARM ALPHA GAMES
    local arm=$1 alpha=$2 until=$3 dir=examples/shapes/$1-a$2
    read -r inputs kind hidden widths size <<<"$(shape "$arm")"
    mkdir -p "$dir"
    if [ ! -f "$dir/start.json" ]; then
        if [ "$arm" = cprime ]; then
            $run network grow "$plateau" $inputs $kind $hidden $widths --seed 1 --out "$dir/start.json"
        else
            $run network new --seed 1 --fan-in $inputs $kind $hidden $widths --out "$dir/start.json"
        fi
    fi
    local from to seed in out resume
    while read -r from to seed; do
        in=$dir/n-$from.json; [ "$from" -eq 0 ] && in=$dir/start.json
        out=$dir/n-$to.json
        [ -f "$out" ] && continue
        resume=(); [ -f "$out.checkpoint" ] && resume=(--resume)
        timed "$dir" $run network train "$in" --games $((to - from)) --alpha "$alpha" --seed "$seed" --depth 3 \
            --threads 1 --checkpoint-minutes 10 "${resume[@]}" --out "$out"
    done < <(chunks "$size" "$until")
}

# Arm a, the card's chain: its networks (the control continues the plateau by 230,000 games) and
# their CPU seconds, kept in examples/shapes/a-a0.001/cpu-seconds.txt from docs/research/td-plateau.md.
CARD_CHAIN="examples/td-plateau-chain/leaf3-s1-10000.json examples/td-plateau-chain/leaf3-s1-40000.json
    examples/td-plateau-chain/leaf3-s1-140000.json examples/td-plateau-chain/leaf3-s1-240000.json
    examples/td-plateau-chain/leaf3-s1-340000.json examples/arms/d/control.json"

# Arm e's champion at its last saved generation G, with the CPU seconds of e's record since the last
# one taken: run it after examples/evolution-arms.sh has stopped and saved e, so that both agree.
export_e() {
    local dir=examples/shapes/e-a0.001 g sum='$1 ~ /^[0-9.]+$/ { s += $1 + $2 } END { printf "%.2f", s }'
    g=$(ls examples/arms/e/run/champions/gen-*.json | tail -1 | sed 's/.*gen-0*//; s/\.json//')
    mkdir -p "$dir"
    [ -f "$dir/gen-$g.json" ] && return 0
    $run champions export --run examples/arms/e/run --generation "$g" --out "$dir/gen-$g.json" >/dev/null
    echo "$(awk -v e="$(awk "$sum" examples/arms/e/cpu-seconds.txt)" -v taken="$(awk "$sum" "$dir/cpu-seconds.txt" 2>/dev/null)" \
        'BEGIN { printf "%.2f", e - taken }') 0 $(date -u +%FT%TZ) e up to its save at generation $g (examples/arms/e/cpu-seconds.txt): $dir/gen-$g.json" \
        >>"$dir/cpu-seconds.txt"
}

measure() { # ARM ALPHA: each chunk's network against the plateau (minimax:4) and heuristic:6 at depth 6
    local dir=examples/shapes/$1-a${2:-0.001} file games files
    case $1 in
        a) files=$CARD_CHAIN ;;
        e) export_e; files=$(ls "$dir"/gen-*.json | sort -t- -k3 -n) ;;
        *) files=$(ls "$dir"/n-*.json | sort -t- -k3 -n) ;;
    esac
    # Two measures of one arm at once would interleave their matches' lines: the second waits.
    exec 7>>"$dir/.measure.lock"; flock 7
    for file in $files; do
        grep -q "^## $file " "$dir/measurements.txt" 2>/dev/null && continue
        for games in "$plateau" "heuristic:6 --a-search minimax:6"; do
            echo "## $file $games" >>"$dir/measurements.txt"
            $run match "$file" $games --games 200 --openings ballot --seed 17 --threads 1 >>"$dir/measurements.txt"
        done
    done
}

equal_time() { # FILE: the network against the plateau at an equal 100 ms a move, 200 ballot games
    local file=$1 dir; dir=$(dirname "$file")
    echo "## $file minimax:time=100ms" >>"$dir/equal-time.txt"
    $run match "$file" "$plateau" --a-search minimax:time=100ms --b-search minimax:time=100ms \
        --games 200 --openings ballot --seed 17 --threads 1 >>"$dir/equal-time.txt"
}

summary() { # one line per measured chunk: arm, alpha, games, CPU seconds so far, then against the plateau
    # and against heuristic:6 the score and the 95% interval's ends, as scores from the Elo interval
    local dir
    echo -e "arm\talpha\tgames\tcpu_seconds\tplateau\tplateau_low\tplateau_high\theuristic6\theuristic6_low\theuristic6_high"
    for dir in examples/shapes/*-a*/; do
        [ -f "$dir/measurements.txt" ] || continue
        awk -v dir="${dir%/}" '
            function score(elo) { return 100 / (1 + 10 ^ (-elo / 400)) }
            FNR == 1 { file++ }
            file == 1 && $1 ~ /^[0-9.]+$/ { cpu[$NF] += $1 + $2 }
            file == 2 && /^## / { net = $2; against = ($3 == "heuristic:6") ? "h" : "p" }
            # The card chain names its networks by their games (the control: the plateau and 230,000 more).
            function games(f) { if (f ~ /control\.json$/) return 570000; match(f, /[0-9]+\.json$/); return substr(f, RSTART, RLENGTH - 5) + 0 }
            file == 2 && / score / { match($0, /score [0-9.]+%/); s[net, against] = substr($0, RSTART + 6, RLENGTH - 7); nets[net] = 1 }
            file == 2 && /Elo/ { match($0, /95%: [-+0-9.]+ to [-+0-9.]+/); split(substr($0, RSTART + 5, RLENGTH - 5), e, " to ")
                lo[net, against] = score(e[1]); hi[net, against] = score(e[2]) }
            END {
                n = split(dir, parts, "/"); name = parts[n]; arm = name; sub(/-a[0-9.]+$/, "", arm); alpha = name; sub(/^.*-a/, "", alpha)
                for (net in nets) {
                    total = 0
                    for (c in cpu) if (games(c) <= games(net)) total += cpu[c]
                    printf "%s\t%s\t%d\t%.0f\t%s\t%.1f\t%.1f\t%s\t%.1f\t%.1f\n", arm, alpha, games(net), total,
                        s[net, "p"], lo[net, "p"], hi[net, "p"], s[net, "h"], lo[net, "h"], hi[net, "h"]
                }
            }' "$dir/cpu-seconds.txt" "$dir/measurements.txt" | sort -t$'\t' -k3,3n
    done
}

case ${1:-} in
    train) train "$2" "$3" "$4" ;;
    measure) measure "$2" "${3:-0.001}" ;;
    equal-time) equal_time "$2" ;;
    summary) summary | tee examples/shapes/summary.tsv
             "$(.ci/find-jdk)/bin/java" --class-path 'ga-engine/cli/target/lib/*' examples/shapes/Report.java ;;
    *) sed -n "2,27p" "$0"; exit 2 ;;
esac
